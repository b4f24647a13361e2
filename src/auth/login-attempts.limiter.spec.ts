import { ConfigService } from '@nestjs/config';
import { logger } from '../common/logging/json-logger';
import { MemoryRateLimitStore } from '../common/rate-limit/rate-limit.store';
import {
  LOCKOUT_LEVEL_TTL_MS,
  LOCKOUT_WAITS_MS,
  lockoutResetKeys,
  lockoutWaitMs,
  LoginAttemptsLimiter,
} from './login-attempts.limiter';

const LIMIT = 5;

function setup() {
  const clock = { now: Date.parse('2026-11-22T09:00:00.000Z') };
  const store = new MemoryRateLimitStore(() => clock.now);
  const config = { getOrThrow: () => ({ rateLimitLoginPerMinute: LIMIT }) } as unknown as ConfigService;
  const limiter = new LoginAttemptsLimiter(store, config);
  const logged: string[] = [];
  jest.spyOn(logger, 'event').mockImplementation((_level, msg, fields) => {
    logged.push(JSON.stringify({ msg, fields }));
  });
  /** LIMIT attempts go through, the next one is refused: its wait, in seconds. */
  const lockOut = async (ip: string, username?: string): Promise<number | undefined> => {
    for (let i = 0; i < LIMIT; i++) expect(await limiter.registerAttempt(ip, username)).toBeUndefined();
    return limiter.registerAttempt(ip, username);
  };
  return { clock, store, limiter, logged, lockOut };
}

afterEach(() => jest.restoreAllMocks());

describe('lock-out waits', () => {
  it('escalate 1, 5, 15, then 60 minutes, never more', () => {
    expect(LOCKOUT_WAITS_MS).toEqual([60_000, 300_000, 900_000, 3_600_000]);
    expect([1, 2, 3, 4, 5, 50].map(lockoutWaitMs)).toEqual([
      60_000, 300_000, 900_000, 3_600_000, 3_600_000, 3_600_000,
    ]);
  });
});

describe('LoginAttemptsLimiter', () => {
  it('locks an address out for 1, 5, 15, 60 and 60 minutes on repeated lock-outs (fake clock)', async () => {
    const { clock, limiter, lockOut } = setup();
    for (const minutes of [1, 5, 15, 60, 60]) {
      expect(await lockOut('203.0.113.9')).toBe(minutes * 60);
      // Refused, without being counted, until the wait is over: the next second still is.
      clock.now += minutes * 60_000 - 1000;
      expect(await limiter.registerAttempt('203.0.113.9')).toBe(1);
      clock.now += 1000;
    }
    // Another address is not affected.
    expect(await limiter.registerAttempt('203.0.113.10')).toBeUndefined();
  });

  it('locks a username out from every address: one guess each from many addresses is caught', async () => {
    const { limiter } = setup();
    for (let n = 1; n <= LIMIT; n++)
      expect(await limiter.registerAttempt(`127.0.0.${n}`, 'docteur')).toBeUndefined();
    expect(await limiter.registerAttempt('127.0.0.100', 'docteur')).toBe(60);
    expect(await limiter.registerAttempt('2001:db8:5::1', 'docteur')).toBe(60);
    // Other usernames from fresh addresses are not; those addresses were not locked out either.
    expect(await limiter.registerAttempt('127.0.0.101', 'secretariat')).toBeUndefined();
    expect(await limiter.registerAttempt('127.0.0.1')).toBeUndefined();
  });

  it('escalates the username too, whichever addresses the guesses come from', async () => {
    const { clock, limiter } = setup();
    let ip = 0;
    for (const minutes of [1, 5, 15, 60]) {
      for (let i = 0; i < LIMIT; i++)
        expect(await limiter.registerAttempt(`10.0.0.${++ip}`, 'docteur')).toBeUndefined();
      expect(await limiter.registerAttempt(`10.0.0.${++ip}`, 'docteur')).toBe(minutes * 60);
      clock.now += minutes * 60_000;
    }
  });

  it('a successful sign-in clears the failures and the levels of the address and the username', async () => {
    const { clock, limiter, lockOut } = setup();
    expect(await lockOut('203.0.113.9', 'docteur')).toBe(60);
    clock.now += 60_000;
    expect(await lockOut('203.0.113.9', 'docteur')).toBe(300);
    clock.now += 300_000;
    await limiter.registerAttempt('203.0.113.9', 'docteur');
    await limiter.clearFailures('203.0.113.9', 'docteur');
    // Back to LIMIT attempts, then the first wait again, for both.
    expect(await lockOut('203.0.113.9', 'docteur')).toBe(60);
    clock.now += 60_000;
    await limiter.clearFailures('203.0.113.9', 'docteur');
    expect(await lockOut('203.0.113.20', 'docteur')).toBe(60);
  });

  it('forgets the level a day after it was first raised', async () => {
    const { clock, lockOut } = setup();
    expect(await lockOut('203.0.113.9')).toBe(60);
    clock.now += 60_000;
    expect(await lockOut('203.0.113.9')).toBe(300);
    clock.now += LOCKOUT_LEVEL_TTL_MS;
    expect(await lockOut('203.0.113.9')).toBe(60);
  });

  it('counts a burst of parallel guesses as one lock-out', async () => {
    const { clock, limiter, lockOut } = setup();
    const waits = await Promise.all(
      Array.from({ length: 12 }, () => limiter.registerAttempt('198.51.100.4', 'docteur')),
    );
    expect(waits.filter((w) => w === undefined)).toHaveLength(LIMIT);
    expect(waits.filter((w) => w === 60)).toHaveLength(12 - LIMIT);
    clock.now += 60_000;
    expect(await lockOut('198.51.100.4', 'docteur')).toBe(300);
  });

  it('spares the addresses the account signed in from its username’s lock-out, not their own', async () => {
    const { limiter, lockOut } = setup();
    await limiter.clearFailures('192.0.2.1', 'docteur'); // the administrator signed in from here
    // Someone else guesses the username from elsewhere: it is locked out…
    expect(await lockOut('198.51.100.66', 'docteur')).toBe(60);
    expect(await limiter.registerAttempt('198.51.100.67', 'docteur')).toBe(60);
    // …but not for the administrator's address, whose own mistakes still count.
    expect(await lockOut('192.0.2.1', 'docteur')).toBe(60);
  });

  it('never logs the username typed, nor its hash', async () => {
    const { limiter, lockOut, logged } = setup();
    await lockOut('203.0.113.9', 'docteur-secret');
    await limiter.clearFailures('203.0.113.9', 'docteur-secret');
    expect(
      logged
        .map((line) => JSON.parse(line) as unknown)
        .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b))),
    ).toEqual([
      { msg: 'login locked out', fields: { scope: 'ip', level: 1, waitSeconds: 60 } },
      { msg: 'login locked out', fields: { scope: 'username', level: 1, waitSeconds: 60 } },
    ]);
    const [hashed] = lockoutResetKeys('docteur-secret').keys;
    const hash = hashed.split(':').pop() ?? '';
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(logged.join('\n')).not.toContain('docteur-secret');
    expect(logged.join('\n')).not.toContain(hash);
  });

  it('names the keys the reset command deletes as the limiter writes them', async () => {
    const { store, limiter, lockOut } = setup();
    expect(await lockOut('203.0.113.9', 'docteur')).toBe(60);
    const { keys, addressFailures, addressLockouts } = lockoutResetKeys('docteur');
    for (const key of keys) await store.reset(key);
    expect(addressFailures).toBe('login-attempts:ip:*');
    expect(addressLockouts).toBe('login-lockout:ip:*');
    await store.reset(addressLockouts.replace('*', '203.0.113.9'));
    await store.reset(addressFailures.replace('*', '203.0.113.9'));
    expect(await limiter.registerAttempt('203.0.113.9', 'docteur')).toBeUndefined();
  });
});
