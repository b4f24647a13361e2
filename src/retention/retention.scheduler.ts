import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { errorCodes } from '../common/logging/error-codes';
import { logger } from '../common/logging/json-logger';
import { JobQueue } from '../jobs/job-queue';
import { BOOT_ROUND_WINDOW_SECONDS } from '../jobs/job-queue.config';
import { RetentionService } from './retention.service';

/**
 * The retention rounds, on the job queue: each runs on one replica of the cluster at a time, at
 * the times of PERIODIC_ROUNDS (the purge every night, the newsletter sign-ups whose link has
 * expired every hour), and once soon after a start. Deleting is idempotent, so a round that
 * dies half-way and runs again does no harm.
 */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap {
  private running: Promise<void> | undefined;
  private lastRunAt: Date | null = null;
  private workers = false;

  constructor(
    private readonly retention: RetentionService,
    private readonly jobs: JobQueue,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.jobs.work('retention', () => this.run());
    await this.jobs.work('newsletter-expiry', () => this.expireSignups());
    this.workers = true;
    await this.jobs.requestRound('retention', BOOT_ROUND_WINDOW_SECONDS);
  }

  /** Whether this replica takes the rounds. */
  get scheduled(): boolean {
    return this.workers;
  }

  /** When this replica last ran the purge. */
  get lastRun(): Date | null {
    return this.lastRunAt;
  }

  /** One purge; a purge already running in this process is joined, not doubled. Never rejects. */
  run(): Promise<void> {
    this.running ??= this.purge().finally(() => (this.running = undefined));
    return this.running;
  }

  private async purge(): Promise<void> {
    try {
      const deleted = await this.retention.purgeExpired();
      const journalDeleted = await this.retention.purgeJournal();
      const unconfirmedSignupsDeleted = await this.retention.purgeUnconfirmedSignups();
      const appointmentsDeleted = await this.retention.purgeAppointments();
      this.lastRunAt = new Date();
      logger.event(
        'info',
        'retention purge',
        {
          deleted,
          journalDeleted,
          unconfirmedSignupsDeleted,
          appointmentsDeleted,
          retentionMonths: this.retention.retentionMonths,
        },
        'Retention',
      );
    } catch (error) {
      // The next round tries again; the database may just be away for a moment.
      logger.event('error', 'retention purge failed', errorCodes(error), 'Retention');
    }
  }

  private async expireSignups(): Promise<void> {
    try {
      const deleted = await this.retention.purgeUnconfirmedSignups();
      if (deleted > 0) logger.event('info', 'newsletter sign-ups expired', { deleted }, 'Retention');
    } catch (error) {
      logger.event('error', 'newsletter expiry failed', errorCodes(error), 'Retention');
    }
  }
}
