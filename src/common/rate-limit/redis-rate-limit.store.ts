import { OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import { logger } from '../logging/json-logger';
import { MemoryRateLimitStore, RateLimitStore, RateLimitWindow } from './rate-limit.store';

/** A rate-limit check must never slow a request down noticeably: Redis answers in well under 1 ms. */
const COMMAND_TIMEOUT_MS = 300;
/** How long the server waits for Redis at boot before it starts counting locally. */
const BOOT_WAIT_MS = 2000;
/** One warning per outage, then at most one a minute: an outage must not flood the log. */
const WARN_EVERY_MS = 60_000;

export interface RedisStoreOptions {
  url: string;
  keyPrefix: string;
}

/**
 * Counters shared by every app replica. One MULTI (atomic): INCR, PEXPIRE NX (a window starts
 * with its first hit and is never extended), PTTL. Peek is GET + PTTL, reset a DEL, and the
 * few remembered texts (when the site's budget was last reached) are SET … PX and GET; a claim
 * (a solved challenge's signature, accepted once) is SET … PX … NX.
 *
 * Fail-open, locally: when Redis cannot answer (down, unreachable, slow), the hit is counted in
 * this process's memory instead. Patients' requests and the administrator's sign-in keep
 * working, and every limit still applies — per replica, so N replicas allow up to N times the
 * limit until Redis is back. Refusing everything (fail-closed) would turn a cache outage into a
 * site outage and lose contact requests. Commands are never queued while disconnected, so an
 * outage costs no waiting; ioredis reconnects in the background and Redis is used again as soon
 * as it answers.
 */
export class RedisRateLimitStore implements RateLimitStore, OnApplicationShutdown {
  private readonly client: Redis;
  private readonly fallback = new MemoryRateLimitStore();
  private degradedSince?: number;
  private lastWarning = 0;

  constructor(options: RedisStoreOptions) {
    this.client = new Redis(options.url, {
      keyPrefix: options.keyPrefix,
      lazyConnect: true,
      enableOfflineQueue: false,
      commandTimeout: COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 0,
      connectTimeout: BOOT_WAIT_MS,
      retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
      // On shutdown with Redis already gone, ioredis waits this long for a dead socket to close.
      disconnectTimeout: 200,
    });
    // Without a listener ioredis prints every failed reconnection to the console.
    this.client.on('error', (error: Error) => this.degrade(error));
    this.client.on('ready', () => this.recovered());
  }

  /** Connects at boot; an unreachable Redis is logged, not fatal (see the class comment). */
  async connect(): Promise<this> {
    await this.client.connect().catch((error: Error) => this.degrade(error));
    return this;
  }

  async hit(key: string, windowMs: number): Promise<RateLimitWindow> {
    try {
      const results = await this.client.multi().incr(key).pexpire(key, windowMs, 'NX').pttl(key).exec();
      if (!results) throw new Error('transaction Redis annulée');
      const [[incrError, count], , [ttlError, ttl]] = results;
      if (incrError || ttlError) throw incrError ?? ttlError;
      if (this.degradedSince !== undefined) this.recovered();
      // PTTL is -1 only if a key lost its expiry some other way; count it as a fresh window.
      return { count: Number(count), resetInMs: Number(ttl) > 0 ? Number(ttl) : windowMs };
    } catch (error) {
      this.degrade(error as Error);
      return this.fallback.hit(key, windowMs);
    }
  }

  async peek(key: string): Promise<RateLimitWindow | null> {
    try {
      const results = await this.client.multi().get(key).pttl(key).exec();
      if (!results) throw new Error('transaction Redis annulée');
      const [[getError, count], [ttlError, ttl]] = results;
      if (getError || ttlError) throw getError ?? ttlError;
      if (this.degradedSince !== undefined) this.recovered();
      // No key (or one without expiry, which a window never is): no window running.
      if (count === null || Number(ttl) <= 0) return null;
      return { count: Number(count), resetInMs: Number(ttl) };
    } catch (error) {
      this.degrade(error as Error);
      return this.fallback.peek(key);
    }
  }

  async remember(key: string, value: string, ttlMs: number): Promise<void> {
    try {
      await this.client.set(key, value, 'PX', ttlMs);
      if (this.degradedSince !== undefined) this.recovered();
    } catch (error) {
      this.degrade(error as Error);
      await this.fallback.remember(key, value, ttlMs);
    }
  }

  async recall(key: string): Promise<string | null> {
    try {
      const value = await this.client.get(key);
      if (this.degradedSince !== undefined) this.recovered();
      return value;
    } catch (error) {
      this.degrade(error as Error);
      return this.fallback.recall(key);
    }
  }

  async claim(key: string, ttlMs: number): Promise<boolean> {
    try {
      const taken = await this.client.set(key, '1', 'PX', ttlMs, 'NX');
      if (this.degradedSince !== undefined) this.recovered();
      return taken === 'OK';
    } catch (error) {
      // Redis away: this replica remembers what it saw; another one might accept the same
      // solution once more, which costs the attacker a solved challenge all the same.
      this.degrade(error as Error);
      return this.fallback.claim(key, ttlMs);
    }
  }

  async reset(key: string): Promise<void> {
    await this.fallback.reset(key);
    try {
      await this.client.del(key);
    } catch (error) {
      this.degrade(error as Error);
    }
  }

  /** Closes the connection after the HTTP server has stopped (Nest calls this from app.close()). */
  async onApplicationShutdown(): Promise<void> {
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect(); // not connected: just stop reconnecting
    }
  }

  private degrade(error: Error): void {
    const now = Date.now();
    this.degradedSince ??= now;
    if (now - this.lastWarning < WARN_EVERY_MS) return;
    this.lastWarning = now;
    // The error text names the host at most, never the password of REDIS_URL.
    logger.warn(
      `Redis injoignable (${error.message}) : limites de débit comptées localement, par instance`,
      'RateLimit',
    );
  }

  private recovered(): void {
    if (this.degradedSince === undefined) return;
    logger.log(
      `Redis de nouveau joignable après ${Math.round((Date.now() - this.degradedSince) / 1000)} s`,
      'RateLimit',
    );
    this.degradedSince = undefined;
    this.lastWarning = 0;
  }
}

/**
 * Deletes keys in Redis itself, for the `npm run admin` command. Unlike the store above it
 * fails loudly: falling back to this short-lived process's memory would clear nothing, and
 * the operator must know that the command did not work.
 */
export class RedisKeyEraser {
  private constructor(
    private readonly client: Redis,
    private readonly keyPrefix: string,
  ) {}

  static async connect(options: RedisStoreOptions): Promise<RedisKeyEraser> {
    const client = new Redis(options.url, {
      keyPrefix: options.keyPrefix,
      lazyConnect: true,
      enableOfflineQueue: false,
      commandTimeout: 5000,
      maxRetriesPerRequest: 0,
      connectTimeout: BOOT_WAIT_MS,
      retryStrategy: () => null,
    });
    // Kept to be reported: connect() itself only says "Connection is closed." (and without a
    // listener ioredis would print it).
    let cause: Error | undefined;
    client.on('error', (error: Error) => (cause ??= error));
    try {
      await client.connect();
    } catch (error) {
      client.disconnect();
      throw cause ?? error;
    }
    return new RedisKeyEraser(client, options.keyPrefix);
  }

  /** Deletes `keys` (the prefix is added); returns how many existed. */
  async delete(keys: string[]): Promise<number> {
    return keys.length === 0 ? 0 : this.client.del(...keys);
  }

  /** Deletes every key matching the glob `pattern` (under the prefix); returns how many existed. */
  async deleteMatching(pattern: string): Promise<number> {
    let deleted = 0;
    let cursor = '0';
    do {
      // SCAN does not add the prefix, and returns full names; DEL adds it back.
      const [next, keys] = await this.client.scan(
        cursor,
        'MATCH',
        `${this.keyPrefix}${pattern}`,
        'COUNT',
        500,
      );
      deleted += await this.delete(keys.map((key) => key.slice(this.keyPrefix.length)));
      cursor = next;
    } while (cursor !== '0');
    return deleted;
  }

  async close(): Promise<void> {
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
