import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/env.validation';

/** How long a check's answer is given again to the next callers. */
export const HEALTH_REUSE_MS = 1000;

/** pg-pool's error when every connection stayed busy for the whole wait. */
const POOL_BUSY = 'timeout exceeded when trying to connect';

/**
 * Whether the database answers, through the app's own pool. The check is public and anyone
 * may call it in a loop, so it costs the database at most one `SELECT 1` at a time and about
 * one a second: callers during a check share it, and its answer is given again for
 * HEALTH_REUSE_MS. A pool whose connections are all busy means a database that is working,
 * not a dead one: that is "up" (the requests that overflow get their own fast 503).
 */
@Injectable()
export class HealthService {
  private last?: { up: boolean; at: number };
  private running?: Promise<boolean>;
  private readonly boundMs: number;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(ConfigService) config: ConfigService,
  ) {
    // Longer than the pool's own wait, so that a saturated pool is told apart from a hung database.
    this.boundMs = config.getOrThrow<AppConfig>('app').dbConnectTimeoutMs + 500;
  }

  databaseIsUp(): Promise<boolean> {
    if (this.last && Date.now() - this.last.at < HEALTH_REUSE_MS) return Promise.resolve(this.last.up);
    this.running ??= this.check().then((up) => {
      this.last = { up, at: Date.now() };
      this.running = undefined;
      return up;
    });
    return this.running;
  }

  private async check(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const hung = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.boundMs);
    });
    const query = this.dataSource.query('SELECT 1').then(
      () => true,
      (error: unknown) => error instanceof Error && error.message.includes(POOL_BUSY),
    );
    try {
      return await Promise.race([query, hung]);
    } finally {
      clearTimeout(timer);
    }
  }
}
