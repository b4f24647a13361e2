import type { ThrottlerStorage } from '@nestjs/throttler';
import { RateLimitStore } from './rate-limit.store';

type ThrottlerStorageRecord = Awaited<ReturnType<ThrottlerStorage['increment']>>;

/**
 * Lets @nestjs/throttler count in our RateLimitStore (so swapping the store swaps it for
 * every limiter). Fixed windows: once over the limit, a client stays blocked until its
 * window ends, whatever `blockDuration` says (we use the window length for it anyway).
 */
export class ThrottlerStorageAdapter implements ThrottlerStorage {
  constructor(private readonly store: RateLimitStore) {}

  async increment(
    key: string,
    ttl: number,
    limit: number,
    _blockDuration: number,
    throttlerName: string,
  ): Promise<ThrottlerStorageRecord> {
    const { count, resetInMs } = await this.store.hit(`throttle:${throttlerName}:${key}`, ttl);
    const seconds = Math.max(1, Math.ceil(resetInMs / 1000));
    const isBlocked = count > limit;
    return { totalHits: count, timeToExpire: seconds, isBlocked, timeToBlockExpire: isBlocked ? seconds : 0 };
  }
}
