import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { errorCodes } from '../common/logging/error-codes';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';
import { MAIL_TRANSPORT, MailTransport } from '../notifications/mail-transport';
import { RetryQueue } from '../notifications/retry-queue';
import {
  AppointmentMailFacts,
  ComposedMail,
  composePatientConfirmation,
  composePracticeMail,
  composeReminder,
} from './booking-mail';

type MailKind = 'practice' | 'confirmation' | 'reminder';

interface MailJob {
  appointmentId: string;
  kind: MailKind;
  to: string[];
  mail: ComposedMail;
}

const MAX_PENDING = 500;
const SHUTDOWN_GRACE_MS = 3000;

/**
 * The booking's e-mails, sent in the background with the notifications' SMTP server and
 * retries: the practice is told of each appointment; a patient who gave an address gets the
 * confirmation (with the calendar entry and the cancelling link) and a reminder the day before.
 * Without SMTP nothing is sent. Logs name the appointment's id and the kind of e-mail, never an
 * address, a name or a link.
 */
@Injectable()
export class BookingMailService implements OnApplicationShutdown {
  private readonly config: AppConfig;
  private readonly queue: RetryQueue<MailJob>;

  constructor(
    @Inject(ConfigService) configService: ConfigService,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport | null,
  ) {
    this.config = configService.getOrThrow<AppConfig>('app');
    const fields = (job: MailJob) => ({ appointmentId: job.appointmentId, kind: job.kind });
    this.queue = new RetryQueue<MailJob>({
      send: (job) => this.send(job),
      retryDelaysMs: this.config.notifyRetryDelaysMs,
      maxPending: MAX_PENDING,
      onSent: (job, attempts) =>
        logger.event('info', 'booking e-mail sent', { ...fields(job), attempts }, 'Booking'),
      onAttemptFailed: (job, attempt, error, willRetry) =>
        logger.event(
          'warn',
          'booking e-mail attempt failed',
          { ...fields(job), attempt, willRetry, ...errorCodes(error) },
          'Booking',
        ),
      onGaveUp: (job, attempts, error) =>
        logger.event(
          'error',
          'booking e-mail failed',
          { ...fields(job), attempts, ...errorCodes(error) },
          'Booking',
        ),
    });
  }

  get enabled(): boolean {
    return this.transport !== null;
  }

  /** The links the e-mails carry, on the site's public address. */
  links(appointmentId: string, cancelToken: string) {
    const site = this.config.siteUrl.replace(/\/$/, '');
    const query = new URLSearchParams({ id: appointmentId, token: cancelToken });
    return {
      cancelUrl: `${site}/rendez-vous/annulation?${query.toString()}`,
      adminUrl: `${site}/admin`,
      host: new URL(site).host,
    };
  }

  /** A new appointment: the practice, and the patient when they gave an address. Never throws. */
  booked(facts: AppointmentMailFacts): void {
    this.push({
      appointmentId: facts.id,
      kind: 'practice',
      to: this.config.notifyEmails,
      mail: composePracticeMail(facts),
    });
    if (facts.email) {
      this.push({
        appointmentId: facts.id,
        kind: 'confirmation',
        to: [facts.email],
        mail: composePatientConfirmation(facts),
      });
    }
  }

  remind(facts: AppointmentMailFacts): void {
    if (facts.email) {
      this.push({
        appointmentId: facts.id,
        kind: 'reminder',
        to: [facts.email],
        mail: composeReminder(facts),
      });
    }
  }

  /** Resolves once every queued e-mail is sent or given up (tests). */
  whenIdle(): Promise<void> {
    return this.queue.whenIdle();
  }

  async onApplicationShutdown(): Promise<void> {
    const dropped = this.queue.stop();
    if (dropped > 0)
      logger.event('warn', 'booking e-mails dropped at shutdown', { count: dropped }, 'Booking');
    let timer: NodeJS.Timeout | undefined;
    const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_GRACE_MS)));
    await Promise.race([this.queue.whenIdle(), grace]);
    clearTimeout(timer);
  }

  private push(job: MailJob): void {
    if (!this.enabled || job.to.length === 0) return;
    if (!this.queue.push(job)) {
      logger.event(
        'error',
        'booking e-mail failed',
        { appointmentId: job.appointmentId, kind: job.kind, reason: 'queue full' },
        'Booking',
      );
    }
  }

  private async send(job: MailJob): Promise<void> {
    await this.transport!.sendMail({
      from: { name: 'Cabinet — rendez-vous', address: this.config.notifyFrom ?? this.config.notifyEmails[0] },
      to: job.to,
      ...job.mail,
    });
  }
}
