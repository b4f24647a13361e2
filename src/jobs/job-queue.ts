import { Inject, Injectable, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import PgBoss from 'pg-boss';
import type { EntityManager } from 'typeorm';
import { errorCodes } from '../common/logging/error-codes';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';
import { bossOptions, JOB_SCHEMA, PeriodicRound, POLL_SECONDS } from './job-queue.config';
import { settleJobCompletions } from './settle-completions';

/** How long a stopping server lets the jobs in hand finish; the rest wait for the next process. */
const SHUTDOWN_GRACE_MS = 3000;

export interface EnqueueOptions {
  /** The job's id: the same id twice is one job (a replay, a second replica's round). */
  id: string;
  retryLimit: number;
  retryDelaySeconds: number;
  expireInSeconds: number;
  /** How long a job may wait in the queue before it is given up (it would be too late). */
  retentionDays: number;
}

/**
 * The serving side of the job queue: one pg-boss instance per process, on its own small pool.
 * Jobs are added inside the caller's transaction (enqueue), so a job exists exactly when the row
 * that causes it was committed; workers take them from any replica. Stopping the server stops
 * taking jobs, gives the ones in hand a few seconds, and leaves every other job in the queue.
 */
@Injectable()
export class JobQueue implements OnModuleInit, OnModuleDestroy {
  private readonly boss: PgBoss;
  private readonly workers = new Map<string, string>();

  constructor(@Inject(ConfigService) configService: ConfigService) {
    const config = configService.getOrThrow<AppConfig>('app');
    settleJobCompletions();
    this.boss = new PgBoss({
      ...bossOptions(config.databaseUrl ?? '', Math.max(config.dbConnectTimeoutMs, 10_000)),
      migrate: false, // prepared before the server's pool opened (prepareJobQueue)
      supervise: true,
      schedule: true,
      // How often one replica (whichever takes the turn) hands back the jobs of a replica that
      // died mid-attempt, and archives finished ones.
      maintenanceIntervalSeconds: 15,
      // Finished jobs leave the live table after an hour and are deleted a day later; jobs that
      // failed for good stay countable and retryable from the dashboard for 30 days.
      archiveCompletedAfterSeconds: 3600,
      archiveFailedAfterSeconds: 30 * 24 * 3600,
      deleteAfterDays: 1,
    });
    // Connection losses and the like: logged with codes only (a job's data never is).
    this.boss.on('error', (error) => logger.event('error', 'job queue error', errorCodes(error), 'Jobs'));
  }

  async onModuleInit(): Promise<void> {
    await this.boss.start();
  }

  /**
   * Adds a job in the transaction of `manager`: committed with the row it is about, or not at
   * all. An id already in the queue adds nothing (false).
   */
  async enqueue(
    manager: EntityManager,
    queue: string,
    data: object,
    options: EnqueueOptions,
  ): Promise<boolean> {
    const id = await this.boss.send(queue, data, {
      id: options.id,
      retryLimit: options.retryLimit,
      retryDelay: options.retryDelaySeconds,
      retryBackoff: false,
      expireInSeconds: options.expireInSeconds,
      retentionDays: options.retentionDays,
      db: { executeSql: async (text, values) => ({ rows: await manager.query(text, values) }) },
    });
    return id !== null;
  }

  /** Runs `handler` for each job of `queue`, one at a time in this process. */
  async work<T extends object>(
    queue: string,
    handler: (job: PgBoss.JobWithMetadata<T>) => Promise<unknown>,
  ): Promise<void> {
    const id = await this.boss.work<T>(
      queue,
      { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: POLL_SECONDS },
      async ([job]) => handler(job),
    );
    this.workers.set(queue, id);
  }

  /** Looks for work at once rather than at the next poll (a job this process just committed). */
  wake(queue: string): void {
    const id = this.workers.get(queue);
    if (id) this.boss.notifyWorker(id);
  }

  /**
   * A round now, unless one was asked in the last `windowSeconds` by any replica: replicas
   * starting together add one job between them.
   */
  async requestRound(round: PeriodicRound, windowSeconds: number): Promise<void> {
    await this.boss.sendThrottled(round, {}, {}, windowSeconds, 'start');
  }

  /** A round now, on whichever replica takes it (the tests; an administrator's « run now »). */
  async runRoundNow(round: PeriodicRound): Promise<void> {
    await this.boss.send(round, {});
  }

  /** Runs SQL on the queue's own pool (counts and retries of the dashboard). */
  async query<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const { rows } = await this.boss.getDb().executeSql(text, values);
    return rows as T[];
  }

  /** Sets the wait before a failing job's next attempt (read by pg-boss when it fails the job). */
  async setNextRetryDelay(queue: string, id: string, seconds: number): Promise<void> {
    await this.query(`UPDATE ${JOB_SCHEMA}.job SET retry_delay = $3 WHERE name = $1 AND id = $2`, [
      queue,
      id,
      seconds,
    ]);
  }

  /** Puts jobs that failed for good back in the queue. */
  async retry(queue: string, ids: string[]): Promise<void> {
    if (ids.length) await this.boss.retry(queue, ids);
  }

  async onModuleDestroy(): Promise<void> {
    await this.boss.stop({ graceful: true, timeout: SHUTDOWN_GRACE_MS, wait: true });
  }
}
