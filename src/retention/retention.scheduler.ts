import { Injectable, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { errorCodes } from '../common/logging/error-codes';
import { logger } from '../common/logging/json-logger';
import { RetentionService } from './retention.service';

export const RETENTION_INTERVAL_MS = 24 * 60 * 60 * 1000;

/**
 * Runs the retention purge once at boot (without delaying it), then every 24 hours while the
 * process lives. A plain timer: one job, no cron syntax needed. Several replicas purging the
 * same rows is harmless (DELETE is idempotent).
 */
@Injectable()
export class RetentionScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private lastRunAt: Date | null = null;

  constructor(private readonly retention: RetentionService) {}

  onApplicationBootstrap(): void {
    void this.run();
    this.timer = setInterval(() => void this.run(), RETENTION_INTERVAL_MS);
    this.timer.unref();
  }

  /** Stops the timer and waits for a purge in progress, before the connection pool closes. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
  }

  get scheduled(): boolean {
    return this.timer !== undefined;
  }

  get lastRun(): Date | null {
    return this.lastRunAt;
  }

  /** One purge; a purge already running is joined, not doubled. Never rejects. */
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
      // The next run tries again; the database may just be away for a moment.
      logger.event('error', 'retention purge failed', errorCodes(error), 'Retention');
    }
  }
}
