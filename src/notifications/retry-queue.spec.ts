import { RetryQueue, RetryQueueOptions } from './retry-queue';

type Events = string[];

/** A queue whose send fails `failures` times per job, then succeeds; every event is recorded. */
function queue(failures: number, overrides: Partial<RetryQueueOptions<string>> = {}) {
  const events: Events = [];
  const calls = new Map<string, number>();
  const q = new RetryQueue<string>({
    retryDelaysMs: [1000, 5000, 30000],
    maxPending: 10,
    send: (job) => {
      const n = (calls.get(job) ?? 0) + 1;
      calls.set(job, n);
      events.push(`send ${job} #${n} at ${Date.now()}`);
      return n <= failures ? Promise.reject(new Error(`échec ${n}`)) : Promise.resolve();
    },
    onSent: (job, attempts) => events.push(`sent ${job} after ${attempts}`),
    onAttemptFailed: (job, attempt, _error, willRetry) =>
      events.push(`failed ${job} #${attempt}${willRetry ? ', retry' : ''}`),
    onGaveUp: (job, attempts, error) => events.push(`gave up ${job} after ${attempts}: ${String(error)}`),
    ...overrides,
  });
  return { q, events, calls };
}

/** Lets the queue's promise callbacks run between timer steps. */
async function flush(): Promise<void> {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

async function advance(ms: number): Promise<void> {
  await jest.advanceTimersByTimeAsync(ms);
  await flush();
}

describe('RetryQueue', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('never sends during push(): the first attempt waits for the next turn of the event loop', async () => {
    const { q, events } = queue(0);
    expect(q.push('a')).toBe(true);
    expect(events).toEqual([]);
    expect(q.pending).toBe(1);
    await advance(0);
    expect(events).toEqual(['send a #1 at 0', 'sent a after 1']);
    expect(q.pending).toBe(0);
  });

  it('retries after 1 s, 5 s and 30 s, then succeeds', async () => {
    const { q, events } = queue(3);
    q.push('a');
    await advance(0);
    expect(events).toEqual(['send a #1 at 0', 'failed a #1, retry']);
    await advance(999);
    expect(events).toHaveLength(2);
    await advance(1);
    expect(events.slice(2)).toEqual(['send a #2 at 1000', 'failed a #2, retry']);
    await advance(5000);
    expect(events.slice(4)).toEqual(['send a #3 at 6000', 'failed a #3, retry']);
    await advance(29_999);
    expect(events).toHaveLength(6);
    await advance(1);
    expect(events.slice(6)).toEqual(['send a #4 at 36000', 'sent a after 4']);
    expect(q.pending).toBe(0);
  });

  it('gives up after the last delay, reporting the last error once', async () => {
    const { q, events, calls } = queue(Infinity);
    q.push('a');
    await advance(36_000);
    expect(calls.get('a')).toBe(4);
    expect(events.filter((e) => e.startsWith('gave up'))).toEqual(['gave up a after 4: Error: échec 4']);
    expect(events.filter((e) => e.endsWith(', retry'))).toHaveLength(3);
    await advance(600_000);
    expect(calls.get('a')).toBe(4);
    expect(q.pending).toBe(0);
  });

  it('with no delays, tries once', async () => {
    const { q, events } = queue(Infinity, { retryDelaysMs: [] });
    q.push('a');
    await advance(0);
    expect(events).toEqual(['send a #1 at 0', 'failed a #1', 'gave up a after 1: Error: échec 1']);
  });

  it('runs jobs independently: one in back-off does not hold the next one', async () => {
    const { q, events } = queue(1);
    q.push('a');
    await advance(0);
    q.push('b');
    await advance(0);
    expect(events).toContain('send b #1 at 0');
    expect(q.pending).toBe(2); // a waits for its retry, b for its own
  });

  it('treats a synchronous throw in send like a rejection', async () => {
    const { q, events } = queue(0, {
      retryDelaysMs: [10],
      send: () => {
        throw new Error('bogue');
      },
    });
    q.push('a');
    await advance(10);
    expect(events).toEqual(['failed a #1, retry', 'failed a #2', 'gave up a after 2: Error: bogue']);
  });

  it('refuses jobs beyond maxPending, and after stop()', async () => {
    const { q } = queue(0, { maxPending: 2 });
    expect([q.push('a'), q.push('b'), q.push('c')]).toEqual([true, true, false]);
    await advance(0);
    expect(q.push('d')).toBe(true);
    q.stop();
    expect(q.push('e')).toBe(false);
  });

  it('stop() drops the scheduled retries and says how many', async () => {
    const { q, calls } = queue(Infinity);
    q.push('a');
    q.push('b');
    await advance(0);
    expect(q.stop()).toBe(2);
    await advance(60_000);
    expect([calls.get('a'), calls.get('b')]).toEqual([1, 1]);
    expect(q.pending).toBe(0);
  });

  it('whenIdle() resolves once nothing is scheduled or in flight', async () => {
    const { q } = queue(1);
    let idle = false;
    q.push('a');
    void q.whenIdle().then(() => (idle = true));
    await advance(0);
    expect(idle).toBe(false);
    await advance(1000);
    expect(idle).toBe(true);
    await expect(q.whenIdle()).resolves.toBeUndefined();
  });

  it('a callback that throws does not break the count of pending jobs', async () => {
    const { q } = queue(0, {
      onSent: () => {
        throw new Error('journal indisponible');
      },
    });
    q.push('a');
    await advance(0);
    expect(q.pending).toBe(0);
  });
});
