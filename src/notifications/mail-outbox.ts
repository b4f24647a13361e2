import { createHash } from 'node:crypto';
import { Inject, Injectable, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type Mail from 'nodemailer/lib/mailer';
import type PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { errorCodes } from '../common/logging/error-codes';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';
import { MailKind, mailKinds } from '../contract/mail-kinds';
import { JobQueue } from '../jobs/job-queue';
import { JOB_SCHEMA, MAIL_QUEUE } from '../jobs/job-queue.config';
import { MAIL_TRANSPORT, MailTransport, smtpServerName } from './mail-transport';

/** What a queued e-mail holds: its kind and the id of the row it is about, nothing personal. */
export interface MailJob {
  kind: MailKind;
  /** The request's, appointment's or sign-up's id. */
  ref: string;
  /** For a cancellation: who cancelled (the wording differs). */
  by?: 'patient' | 'cabinet';
}

/** An e-mail ready to go, made from the row as it is when the e-mail is sent. */
export interface Envelope {
  senderName: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  replyTo?: { name: string; address: string };
  headers?: Mail.Options['headers'];
}

/**
 * Makes the e-mail of one job; null when there is nothing to send any more (the row was erased,
 * the sign-up confirmed, the appointment cancelled before its confirmation went out).
 */
export type MailComposer = (job: MailJob) => Promise<Envelope | null>;

/** Counts per kind, for the dashboard: the same on every replica and after any restart. */
export interface MailKindCount {
  kind: MailKind;
  waiting: number;
  failed: number;
}

/** A failed attempt's error, reduced to codes: a server's message may quote an address. */
class MailAttemptFailed extends Error {}

/** A job's waiting e-mails are given up if still unsent after this (far past the retries). */
const WAIT_DAYS = 7;

/** The job id of one message: a v5-style UUID of its key, so the same key is the same job. */
export function messageId(key: string): string {
  const hex = createHash('sha1').update(`cabinet-mail:${key}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * The outbox of every e-mail. A feature queues one inside the transaction that stores its row
 * (enqueue), so an e-mail exists exactly when its cause was committed. Any replica sends it; it
 * is marked sent only once the SMTP server has accepted it; a failed attempt waits the next
 * delay of NOTIFY_RETRY_DELAYS_MS (pg-boss's own back-off doubles without a ceiling, so each
 * job's next delay is set from that list before the attempt is failed). Delivery is at least
 * once: a replica that dies between the server's acceptance and the mark makes the next one
 * send again, with the same Message-ID, which mail programs show once.
 */
@Injectable()
export class MailOutbox implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly config: AppConfig;
  private readonly composers = new Map<MailKind, MailComposer>();
  private readonly host: string;

  constructor(
    @Inject(ConfigService) configService: ConfigService,
    @Inject(MAIL_TRANSPORT) private readonly transport: MailTransport | null,
    private readonly jobs: JobQueue,
  ) {
    this.config = configService.getOrThrow<AppConfig>('app');
    this.host = new URL(this.config.siteUrl).hostname;
  }

  /** Whether e-mails go out (SMTP configured); without it nothing is queued. */
  get enabled(): boolean {
    return this.transport !== null;
  }

  /** Who makes the e-mails of a kind: the feature that owns its rows. */
  register(kind: MailKind, composer: MailComposer): void {
    this.composers.set(kind, composer);
  }

  /**
   * Queues an e-mail in the transaction of `manager`. `variant` tells apart two e-mails of one
   * kind about one row (a second cancellation after a restore); the same key twice is one e-mail.
   */
  async enqueue(manager: EntityManager, kind: MailKind, ref: string, variant = ''): Promise<void> {
    await this.enqueueJob(manager, { kind, ref }, variant);
  }

  /** The same, for a job that carries more than its kind and row (never personal data). */
  async enqueueJob(manager: EntityManager, job: MailJob, variant = ''): Promise<void> {
    if (!this.enabled) return;
    const delays = this.config.notifyRetryDelaysMs;
    await this.jobs.enqueue(manager, MAIL_QUEUE, job, {
      id: messageId(`${job.kind}:${job.ref}:${variant}`),
      retryLimit: delays.length,
      retryDelaySeconds: seconds(delays[0] ?? 0),
      expireInSeconds: this.config.mailAttemptTimeoutSeconds,
      retentionDays: WAIT_DAYS,
    });
  }

  /** After the commit: this replica sends at once rather than at its next look at the queue. */
  wake(): void {
    this.jobs.wake(MAIL_QUEUE);
  }

  /** Starts this replica's sender, and says once whether e-mails are on (never the password). */
  async onApplicationBootstrap(): Promise<void> {
    if (!this.enabled) {
      logger.log(
        'Notifications par e-mail désactivées : SMTP_URL et NOTIFY_EMAIL ne sont pas définis',
        'Mail',
      );
      return;
    }
    await this.jobs.work<MailJob>(MAIL_QUEUE, (job) => this.deliver(job));
    logger.log(
      `Notifications par e-mail activées (${smtpServerName(this.config.smtpUrl!)}, ${this.config.notifyEmails.length} destinataire(s))`,
      'Mail',
    );
  }

  /** After the queue has stopped (JobQueue, on module destroy): nothing is being sent any more. */
  onApplicationShutdown(): void {
    this.transport?.close();
  }

  async counts(): Promise<MailKindCount[]> {
    const rows = await this.jobs.query<{ kind: MailKind; waiting: number; failed: number }>(
      `SELECT data->>'kind' AS kind,
              count(*) FILTER (WHERE state < 'completed')::int AS waiting,
              count(*) FILTER (WHERE state = 'failed')::int AS failed
         FROM ${JOB_SCHEMA}.job
        WHERE name = $1 AND state IN ('created', 'retry', 'active', 'failed')
        GROUP BY 1`,
      [MAIL_QUEUE],
    );
    return mailKinds.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      return { kind, waiting: row?.waiting ?? 0, failed: row?.failed ?? 0 };
    });
  }

  /**
   * Resolves once no e-mail waits in the queue (every one sent, skipped or failed for good), or
   * rejects after `timeoutMs` (tests, scripts).
   */
  async whenIdle(timeoutMs = 30_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const [{ n }] = await this.jobs.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM ${JOB_SCHEMA}.job WHERE name = $1 AND state < 'completed'`,
        [MAIL_QUEUE],
      );
      if (n === 0) return;
      if (Date.now() > deadline) throw new Error(`${n} e-mail(s) still waiting after ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Sends again the e-mails that failed for good (of one kind, or all); how many. */
  async retryFailed(kind?: MailKind): Promise<number> {
    let total = 0;
    for (;;) {
      const ids = await this.jobs.query<{ id: string }>(
        `SELECT id FROM ${JOB_SCHEMA}.job
          WHERE name = $1 AND state = 'failed' AND ($2::text IS NULL OR data->>'kind' = $2)
          LIMIT 500`,
        [MAIL_QUEUE, kind ?? null],
      );
      if (ids.length === 0) break;
      await this.jobs.retry(
        MAIL_QUEUE,
        ids.map((row) => row.id),
      );
      total += ids.length;
    }
    if (total > 0) this.wake();
    return total;
  }

  private async deliver(job: PgBoss.JobWithMetadata<MailJob>): Promise<string> {
    const { kind, ref } = job.data;
    const fields = { kind, ref, attempt: job.retryCount + 1 };
    const composer = this.composers.get(kind);
    const envelope = composer ? await composer(job.data) : null;
    if (!envelope || envelope.to.length === 0) {
      logger.event('info', 'e-mail not needed any more', fields, 'Mail');
      return 'skipped';
    }
    const { senderName, ...mail } = envelope;
    try {
      await this.transport!.sendMail({
        ...mail,
        from: { name: senderName, address: this.config.notifyFrom ?? this.config.notifyEmails[0] },
        messageId: `<${job.id}@${this.host}>`,
      });
    } catch (error) {
      const next = this.config.notifyRetryDelaysMs[job.retryCount];
      const willRetry = job.retryCount < job.retryLimit;
      if (willRetry && next !== undefined) {
        await this.jobs.setNextRetryDelay(MAIL_QUEUE, job.id, seconds(next));
      }
      const codes = errorCodes(error);
      logger.event(
        willRetry ? 'warn' : 'error',
        willRetry ? 'e-mail attempt failed' : 'e-mail failed',
        { ...fields, willRetry, ...codes },
        'Mail',
      );
      throw new MailAttemptFailed(Object.values(codes).join(' ') || 'send failed');
    }
    logger.event('info', 'e-mail sent', fields, 'Mail');
    return 'sent';
  }
}

/** pg-boss counts in whole seconds. */
const seconds = (ms: number) => Math.ceil(ms / 1000);
