import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { errorCodes } from '../common/logging/error-codes';
import { logger } from '../common/logging/json-logger';
import { JobQueue } from '../jobs/job-queue';
import { BOOT_ROUND_WINDOW_SECONDS } from '../jobs/job-queue.config';
import { RetentionRound, RetentionService, RoundOutcome } from './retention.service';

/**
 * The retention rounds, on the job queue: each runs on one replica of the cluster at a time, at
 * the times of PERIODIC_ROUNDS (every kind of the registry of personal data that expires, every
 * night; those kept for days only, such as newsletter sign-ups never confirmed, also every
 * hour), and once soon after a start. Deleting is idempotent, so a round that dies half-way and
 * runs again does no harm.
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
    await this.jobs.work('newsletter-expiry', () => this.purgeHourly());
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
    const { deleted, failed } = await this.round('nightly');
    if (failed.length === 0) this.lastRunAt = new Date();
    logger.event(
      'info',
      'retention purge',
      { ...countFields(deleted), retentionMonths: this.retention.retentionMonths },
      'Retention',
    );
  }

  private async purgeHourly(): Promise<void> {
    const { deleted } = await this.round('hourly');
    const total = Object.values(deleted).reduce((sum, n) => sum + n, 0);
    if (total > 0) logger.event('info', 'hourly purge', countFields(deleted), 'Retention');
  }

  /**
   * One round of the registry's purges (purgeRound never rejects), each failure logged with its
   * kind: the next round tries again, the database may just be away for a moment.
   */
  private async round(round: RetentionRound): Promise<RoundOutcome> {
    const outcome = await this.retention.purgeRound(round);
    for (const { key, error } of outcome.failed) {
      logger.event(
        'error',
        'retention purge failed',
        { kind: key, round, ...errorCodes(error) },
        'Retention',
      );
    }
    return outcome;
  }
}

/** `{contacts: 2}` → `{contactsDeleted: 2}`: the log's fields, one per kind purged. */
function countFields(deleted: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(deleted).map(([key, n]) => [`${key}Deleted`, n]));
}
