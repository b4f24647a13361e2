import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { errorCodes } from '../common/logging/error-codes';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';
import { MAIL_TRANSPORT, MailTransport } from './mail-transport';
import { RetryQueue } from './retry-queue';
import { composeConfirmationMail, UnsubscribeLinks } from './subscriber-mail';

/** A confirmation e-mail to send: to whom, and the links it carries. */
export interface ConfirmationRequest {
  /** For the logs, which never name the address. */
  subscriberId: string;
  email: string;
  confirmUrl: string;
  unsubscribe: UnsubscribeLinks;
  validDays: number;
}

const MAX_PENDING = 500;
const SENDER_NAME = 'Newsletter du cabinet';
const SHUTDOWN_GRACE_MS = 3000;

/**
 * E-mails to newsletter subscribers, sent in the background through the same SMTP server as
 * the practice's notifications, with the same retries: the sign-up answers at once, whatever
 * the mail server does. A lost e-mail costs the visitor a second sign-up, nothing more. Logs
 * carry the subscriber's id and error codes, never the address nor a link.
 */
@Injectable()
export class SubscriberMailService implements OnApplicationShutdown {
  private readonly config: AppConfig;
  private readonly queue: RetryQueue<ConfirmationRequest>;

  constructor(
    @Inject(ConfigService) configService: ConfigService,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport | null,
  ) {
    this.config = configService.getOrThrow<AppConfig>('app');
    this.queue = new RetryQueue<ConfirmationRequest>({
      send: (job) => this.send(job),
      retryDelaysMs: this.config.notifyRetryDelaysMs,
      maxPending: MAX_PENDING,
      onSent: (job, attempts) =>
        logger.event(
          'info',
          'newsletter confirmation sent',
          { subscriberId: job.subscriberId, attempts },
          'Newsletter',
        ),
      onAttemptFailed: (job, attempt, error, willRetry) =>
        logger.event(
          'warn',
          'newsletter confirmation attempt failed',
          { subscriberId: job.subscriberId, attempt, willRetry, ...errorCodes(error) },
          'Newsletter',
        ),
      onGaveUp: (job, attempts, error) =>
        logger.event(
          'error',
          'newsletter confirmation failed',
          { subscriberId: job.subscriberId, attempts, ...errorCodes(error) },
          'Newsletter',
        ),
    });
  }

  /** Whether e-mails can go out (SMTP configured): the sign-up then asks for a confirmation. */
  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Queues the confirmation e-mail and returns at once; never throws. */
  sendConfirmation(request: ConfirmationRequest): void {
    if (!this.enabled) return;
    if (!this.queue.push(request)) {
      logger.event(
        'error',
        'newsletter confirmation failed',
        { subscriberId: request.subscriberId, reason: 'queue full' },
        'Newsletter',
      );
    }
  }

  /** Resolves once every queued e-mail is sent or given up (tests). */
  whenIdle(): Promise<void> {
    return this.queue.whenIdle();
  }

  async onApplicationShutdown(): Promise<void> {
    const dropped = this.queue.stop();
    if (dropped > 0) {
      logger.event('warn', 'newsletter e-mails dropped at shutdown', { count: dropped }, 'Newsletter');
    }
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS)));
    await Promise.race([this.queue.whenIdle(), grace]);
    clearTimeout(timer);
  }

  private async send(job: ConfirmationRequest): Promise<void> {
    const mail = composeConfirmationMail(job.confirmUrl, job.unsubscribe, job.validDays);
    await this.transport!.sendMail({
      from: { name: SENDER_NAME, address: this.config.notifyFrom ?? this.config.notifyEmails[0] },
      to: job.email,
      ...mail,
    });
  }
}
