import { MemoryRateLimitStore } from './rate-limit.store';
import { ThrottlerStorageAdapter } from './throttler-storage.adapter';

describe('MemoryRateLimitStore', () => {
  let now = 1_000_000;
  const store = () => new MemoryRateLimitStore(() => now);

  it('counts hits in a fixed window per key, then starts a new window', async () => {
    const s = store();
    expect(await s.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 10_000;
    expect(await s.hit('a', 60_000)).toEqual({ count: 2, resetInMs: 50_000 });
    expect(await s.hit('b', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
    now += 50_000;
    expect(await s.hit('a', 60_000)).toEqual({ count: 1, resetInMs: 60_000 });
  });

  it('forgets a key on reset', async () => {
    const s = store();
    await s.hit('a', 60_000);
    await s.hit('a', 60_000);
    await s.reset('a');
    expect((await s.hit('a', 60_000)).count).toBe(1);
  });

  it('peeks at a running window without counting, and sees none once it has ended', async () => {
    const s = store();
    expect(await s.peek('a')).toBeNull();
    await s.hit('a', 60_000);
    now += 15_000;
    expect(await s.peek('a')).toEqual({ count: 1, resetInMs: 45_000 });
    expect(await s.peek('a')).toEqual({ count: 1, resetInMs: 45_000 });
    now += 45_000;
    expect(await s.peek('a')).toBeNull();
  });

  it('remembers a text until its time is up, the last one written winning', async () => {
    const s = store();
    expect(await s.recall('k')).toBeNull();
    await s.remember('k', 'first', 10_000);
    await s.remember('k', 'second', 10_000);
    now += 9_999;
    expect(await s.recall('k')).toBe('second');
    now += 1;
    expect(await s.recall('k')).toBeNull();
  });

  it('lets one caller claim a key until its time is up; every other call is told it is taken', async () => {
    const s = store();
    expect(await s.claim('used:sig', 10_000)).toBe(true);
    expect(await s.claim('used:sig', 10_000)).toBe(false);
    expect(await s.claim('used:other', 10_000)).toBe(true);
    now += 9_999;
    expect(await s.claim('used:sig', 10_000)).toBe(false);
    now += 1;
    expect(await s.claim('used:sig', 10_000)).toBe(true);
  });

  it('sweeps expired windows, so memory does not grow with every client ever seen', async () => {
    const s = store();
    for (let i = 0; i < 500; i++) await s.hit(`old-${i}`, 1000);
    now += 2000;
    for (let i = 0; i < 500; i++) await s.hit(`new-${i}`, 60_000);
    expect(s.size).toBe(500);
  });
});

describe('ThrottlerStorageAdapter', () => {
  it('reports blocked once the limit is passed, until the window ends (seconds, as the throttler wants)', async () => {
    let now = 0;
    const adapter = new ThrottlerStorageAdapter(new MemoryRateLimitStore(() => now));
    for (let i = 1; i <= 2; i++) {
      expect(await adapter.increment('ip', 60_000, 2, 60_000, 'public')).toEqual({
        totalHits: i,
        timeToExpire: 60,
        isBlocked: false,
        timeToBlockExpire: 0,
      });
    }
    now = 30_500;
    expect(await adapter.increment('ip', 60_000, 2, 60_000, 'public')).toEqual({
      totalHits: 3,
      timeToExpire: 30,
      isBlocked: true,
      timeToBlockExpire: 30,
    });
    expect((await adapter.increment('other-ip', 60_000, 2, 60_000, 'public')).isBlocked).toBe(false);
    now = 60_000;
    expect((await adapter.increment('ip', 60_000, 2, 60_000, 'public')).isBlocked).toBe(false);
  });
});
