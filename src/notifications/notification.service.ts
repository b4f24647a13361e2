import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { errorCodes } from '../common/logging/error-codes';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';
import { MAIL_TRANSPORT, MailTransport, smtpServerName } from './mail-transport';
import type { NewRequest } from './new-request';
import { composeNewRequestMail, NewRequestFields } from './new-request-mail';
import { RetryQueue } from './retry-queue';

/** What GET /api/admin/status shows of the notifications (counts since the server started). */
export interface NotificationStatus {
  enabled: boolean;
  sent: number;
  failed: number;
  pending: number;
  lastFailureAt: Date | null;
  since: Date;
}

interface NotificationJob {
  contactId: string;
  request: NewRequestFields;
}

/** Notifications waiting or in flight beyond which new ones are dropped (and counted as failed). */
const MAX_PENDING = 500;
const SENDER_NAME = 'Site du cabinet';
/** How long a stopping server waits for e-mails already being sent. */
const SHUTDOWN_GRACE_MS = 3000;

/**
 * E-mails the practice for each new contact request. The request is stored first; this runs
 * afterwards in the background, so a slow or dead mail server never delays or fails the
 * patient's answer. Failed attempts are retried with back-off (NOTIFY_RETRY_DELAYS_MS); a
 * notification that never goes out is logged (ids and error codes only, no personal data)
 * and counted for the administrator.
 */
@Injectable()
export class NotificationService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly config: AppConfig;
  private readonly queue: RetryQueue<NotificationJob>;
  private readonly since = new Date();
  private sent = 0;
  private failed = 0;
  private lastFailureAt: Date | null = null;

  constructor(
    @Inject(ConfigService) configService: ConfigService,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport | null,
  ) {
    this.config = configService.getOrThrow<AppConfig>('app');
    this.queue = new RetryQueue<NotificationJob>({
      send: (job) => this.send(job),
      retryDelaysMs: this.config.notifyRetryDelaysMs,
      maxPending: MAX_PENDING,
      onSent: (job, attempts) => {
        this.sent++;
        logger.event('info', 'notification sent', { contactId: job.contactId, attempts }, 'Notifications');
      },
      onAttemptFailed: (job, attempt, error, willRetry) =>
        logger.event(
          'warn',
          'notification attempt failed',
          { contactId: job.contactId, attempt, willRetry, ...errorCodes(error) },
          'Notifications',
        ),
      onGaveUp: (job, attempts, error) =>
        this.recordFailure(job.contactId, { attempts, ...errorCodes(error) }),
    });
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Says once, at boot, whether notifications are on (and to which server, never the password). */
  onApplicationBootstrap(): void {
    if (this.enabled) {
      logger.log(
        `Notifications par e-mail activées (${smtpServerName(this.config.smtpUrl!)}, ${this.config.notifyEmails.length} destinataire(s))`,
        'Notifications',
      );
    } else {
      logger.log(
        'Notifications par e-mail désactivées : SMTP_URL et NOTIFY_EMAIL ne sont pas définis',
        'Notifications',
      );
    }
  }

  /** Queues the notification of a stored request and returns at once; never throws. */
  notifyNewRequest(row: NewRequest): void {
    if (!this.enabled) return;
    try {
      const { id, ...request } = row;
      if (!this.queue.push({ contactId: id, request })) {
        this.recordFailure(id, { reason: 'queue full' });
      }
    } catch (error) {
      this.recordFailure(row.id, errorCodes(error));
    }
  }

  status(): NotificationStatus {
    return {
      enabled: this.enabled,
      sent: this.sent,
      failed: this.failed,
      pending: this.queue.pending,
      lastFailureAt: this.lastFailureAt,
      since: this.since,
    };
  }

  /** Resolves once every queued notification is sent or given up (tests). */
  whenIdle(): Promise<void> {
    return this.queue.whenIdle();
  }

  /**
   * Drops the retries still waiting (logged as a count), gives the attempts in flight a few
   * seconds to finish, then closes the transport.
   */
  async onApplicationShutdown(): Promise<void> {
    const dropped = this.queue.stop();
    if (dropped > 0) {
      logger.event('warn', 'notifications dropped at shutdown', { count: dropped }, 'Notifications');
    }
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS)));
    await Promise.race([this.queue.whenIdle(), grace]);
    clearTimeout(timer);
    this.transport?.close();
  }

  private async send(job: NotificationJob): Promise<void> {
    const mail = composeNewRequestMail(job.request, this.config.siteUrl);
    const from = this.config.notifyFrom ?? this.config.notifyEmails[0];
    await this.transport!.sendMail({
      from: { name: SENDER_NAME, address: from },
      to: this.config.notifyEmails,
      ...mail,
    });
  }

  private recordFailure(contactId: string, fields: Record<string, string | number>): void {
    this.failed++;
    this.lastFailureAt = new Date();
    logger.event('error', 'notification failed', { contactId, ...fields }, 'Notifications');
  }
}
