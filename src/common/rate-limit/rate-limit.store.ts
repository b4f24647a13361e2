/** Hits counted in a fixed window: how many so far, and when the window ends. */
export interface RateLimitWindow {
  count: number;
  resetInMs: number;
}

/**
 * Where rate-limit counters live. In memory for one process; several app replicas share
 * RedisRateLimitStore (`INCR` + `PEXPIRE NX` + `PTTL`, `GET`, `SET PX [NX]` and `DEL`) behind this
 * same interface, provided under RATE_LIMIT_STORE (rate-limit.module.ts chooses). The
 * public-POST limits and the failed-login limiter all use it.
 */
export interface RateLimitStore {
  /** Counts one hit for `key`; a new window of `windowMs` starts when none is running. */
  hit(key: string, windowMs: number): Promise<RateLimitWindow>;
  /** The running window of `key` without counting a hit, or null when none runs. */
  peek(key: string): Promise<RateLimitWindow | null>;
  /** Forgets `key` (e.g. the failed sign-ins of a client who then signs in). */
  reset(key: string): Promise<void>;
  /** Keeps a short text under `key` for `ttlMs`, replacing any earlier one. */
  remember(key: string, value: string, ttlMs: number): Promise<void>;
  /** The text kept under `key`, or null once it has expired (or was never set). */
  recall(key: string): Promise<string | null>;
  /**
   * Takes `key` for `ttlMs` if nobody holds it: true for the one caller that took it, false
   * for every other until it expires, even across replicas (a solved challenge is used once).
   */
  claim(key: string, ttlMs: number): Promise<boolean>;
}

export const RATE_LIMIT_STORE = Symbol('RATE_LIMIT_STORE');

const SWEEP_EVERY_HITS = 1000;

/**
 * A single process's store. Expired entries are swept every 1 000 writes: no timer to stop.
 * Counters and remembered texts share one map (a key is one or the other, as in Redis).
 */
export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, { count: number; value?: string; resetAt: number }>();
  private writesSinceSweep = 0;

  constructor(private readonly now: () => number = () => Date.now()) {}

  hit(key: string, windowMs: number): Promise<RateLimitWindow> {
    const now = this.now();
    this.maybeSweep(now);
    let entry = this.live(key, now);
    if (!entry) {
      entry = { count: 0, resetAt: now + windowMs };
      this.entries.set(key, entry);
    }
    entry.count++;
    return Promise.resolve({ count: entry.count, resetInMs: entry.resetAt - now });
  }

  peek(key: string): Promise<RateLimitWindow | null> {
    const now = this.now();
    const entry = this.live(key, now);
    return Promise.resolve(entry ? { count: entry.count, resetInMs: entry.resetAt - now } : null);
  }

  reset(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }

  remember(key: string, value: string, ttlMs: number): Promise<void> {
    const now = this.now();
    this.maybeSweep(now);
    this.entries.set(key, { count: 0, value, resetAt: now + ttlMs });
    return Promise.resolve();
  }

  recall(key: string): Promise<string | null> {
    return Promise.resolve(this.live(key, this.now())?.value ?? null);
  }

  claim(key: string, ttlMs: number): Promise<boolean> {
    const now = this.now();
    if (this.live(key, now)) return Promise.resolve(false);
    this.maybeSweep(now);
    this.entries.set(key, { count: 0, value: '1', resetAt: now + ttlMs });
    return Promise.resolve(true);
  }

  /** Number of live entries (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private live(key: string, now: number) {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  private maybeSweep(now: number): void {
    if (++this.writesSinceSweep < SWEEP_EVERY_HITS) return;
    this.writesSinceSweep = 0;
    for (const [key, entry] of this.entries) if (entry.resetAt <= now) this.entries.delete(key);
  }
}
