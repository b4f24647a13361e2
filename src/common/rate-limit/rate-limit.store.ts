/** Hits counted in a fixed window: how many so far, and when the window ends. */
export interface RateLimitWindow {
  count: number;
  resetInMs: number;
}

/**
 * Where rate-limit counters live. In memory for one process; several app replicas share
 * RedisRateLimitStore (`INCR` + `PEXPIRE NX` + `PTTL`, and `DEL`) behind this same interface,
 * provided under RATE_LIMIT_STORE (rate-limit.module.ts chooses). The public-POST throttler
 * and the failed-login limiter both use it.
 */
export interface RateLimitStore {
  /** Counts one hit for `key`; a new window of `windowMs` starts when none is running. */
  hit(key: string, windowMs: number): Promise<RateLimitWindow>;
  /** Forgets `key` (e.g. the failed sign-ins of a client who then signs in). */
  reset(key: string): Promise<void>;
}

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

const SWEEP_EVERY_HITS = 1000;

/** A single process's store. Expired windows are swept every 1 000 hits: no timer to stop. */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private hitsSinceSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  hit(key: string, windowMs: number): Promise<RateLimitWindow> {
    const now = this.now();
    if (++this.hitsSinceSweep >= SWEEP_EVERY_HITS) this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count++;
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  /** Number of live windows (for tests and diagnostics). */
  get size(): number {
    return this.windows.size;
  }

  private sweep(now: number): void {
    this.hitsSinceSweep = 0;
    for (const [key, window] of this.windows) if (window.resetAt <= now) this.windows.delete(key);
  }
}
