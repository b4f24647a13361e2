import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { normalizeIp } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { logger } from '../common/logging/json-logger';
import { RATE_LIMIT_STORE, RateLimitStore } from '../common/rate-limit/rate-limit.store';
import { tooManyRequests } from '../common/rate-limit/too-many-requests';
import { codePointLength } from '../common/validation/text-rules';
import { AppConfig } from '../config/env.validation';

const MINUTE_MS = 60_000;
/** Attempts are counted in fixed windows of a minute (RATE_LIMIT_LOGIN_PER_MINUTE per window). */
const FAILURE_WINDOW_MS = MINUTE_MS;
/** The waits of the 1st, 2nd, 3rd and every later lock-out: escalating, and never over an hour. */
export const LOCKOUT_WAITS_MS = [1, 5, 15, 60].map((minutes) => minutes * MINUTE_MS);
/** A lock-out level is forgotten a day after the first lock-out that raised it. */
export const LOCKOUT_LEVEL_TTL_MS = 24 * 3_600_000;
/** Addresses the account signed in from are spared its username's lock-out for a month. */
export const KNOWN_ADDRESS_TTL_MS = 30 * 24 * 3_600_000;
/** The same bound as LoginDto: a longer "username" is refused anyway and counted by address only. */
const USERNAME_MAX_LENGTH = 64;

/** The wait of the `level`th lock-out in a row (1-based). */
export function lockoutWaitMs(level: number): number {
  return LOCKOUT_WAITS_MS[Math.min(Math.max(level, 1), LOCKOUT_WAITS_MS.length) - 1];
}

/**
 * What a client is counted as: its address (an IPv6 client's /64) or the username it typed.
 * The username is stored hashed: keys never carry what was typed (it may be a password typed
 * in the wrong field), and nothing here is ever logged.
 */
type Subject = { scope: 'ip' | 'username'; id: string };

const ipSubject = (ip: string | undefined): Subject => ({
  scope: 'ip',
  id: normalizeIp(ip ?? '') || 'unknown',
});
const usernameSubject = (username: string): Subject => ({
  scope: 'username',
  id: createHash('sha256').update(username, 'utf8').digest('hex'),
});

const failuresKey = (s: Subject) => `login-attempts:${s.scope}:${s.id}`;
const lockKey = (s: Subject) => `login-lockout:${s.scope}:${s.id}`;
const levelKey = (s: Subject) => `login-lockout-level:${s.scope}:${s.id}`;
const knownAddressKey = (username: Subject, ip: Subject) => `login-known:${username.id}:${ip.id}`;

/**
 * Keys the `npm run admin -- reset-lockout` command deletes, in the store's own naming: the
 * username's counters, lock-out and level, and the glob patterns of every address's failures
 * and lock-out (not their levels: an address that keeps guessing goes on escalating).
 */
export function lockoutResetKeys(username: string): {
  keys: string[];
  addressFailures: string;
  addressLockouts: string;
} {
  const subject = usernameSubject(username);
  const everyAddress: Subject = { scope: 'ip', id: '*' };
  return {
    keys: [failuresKey(subject), lockKey(subject), levelKey(subject)],
    addressFailures: failuresKey(everyAddress),
    addressLockouts: lockKey(everyAddress),
  };
}

const toSeconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));

/**
 * Sign-in back-off, per client IP and per username typed: every attempt is counted *before*
 * the password is checked — an atomic increment, so a burst of parallel guesses cannot all
 * slip in — and a successful sign-in clears the counts, so what remains counted is failures.
 * The attempt after RATE_LIMIT_LOGIN_PER_MINUTE in a minute starts a lock-out of 1 minute,
 * then 5, 15 and 60 for the next ones (the level is kept 24 hours): an address or a username
 * guessed at from many addresses is slowed down more and more, and never locked for good.
 *
 * A username locked out by guesses from elsewhere still lets in the addresses it signed in
 * from during the last month: otherwise anyone knowing the username could keep the
 * administrator out for ever with six requests an hour. Those addresses keep their own
 * per-address back-off.
 */
@Injectable()
export class LoginAttemptsLimiter {
  private readonly limit: number;

  constructor(
    @Inject(RATE_LIMIT_STORE) private readonly store: RateLimitStore,
    config: ConfigService,
  ) {
    this.limit = config.getOrThrow<AppConfig>('app').rateLimitLoginPerMinute;
  }

  /** Counts an attempt; returns the seconds to wait when the client must not try now. */
  async registerAttempt(ip: string | undefined, username?: string): Promise<number | undefined> {
    const address = ipSubject(ip);
    const user = username !== undefined ? usernameSubject(username) : undefined;
    // A running lock-out refuses the attempt without counting it: waiting is all that ends it.
    const [addressLock, userLock] = await Promise.all([
      this.store.peek(lockKey(address)),
      user ? this.store.peek(lockKey(user)) : null,
    ]);
    // A known address is spared its username's lock-out, and its attempts are not counted
    // against that username meanwhile (the username's count would refuse them just the same).
    const spared = user !== undefined && userLock !== null && (await this.isKnownAddress(user, address));
    const lockedMs = Math.max(addressLock?.resetInMs ?? 0, spared ? 0 : (userLock?.resetInMs ?? 0));
    if (lockedMs > 0) return toSeconds(lockedMs);

    const counted = user && !spared ? [address, user] : [address];
    const waits = await Promise.all(counted.map((subject) => this.count(subject)));
    const waitMs = Math.max(0, ...waits.map((wait) => wait ?? 0));
    return waitMs > 0 ? toSeconds(waitMs) : undefined;
  }

  /**
   * After a successful sign-in: clears the address's and the username's failures and
   * lock-out levels, and remembers the address for the account. A lock-out of the username
   * still running (guesses from elsewhere) runs to its end; this address is spared it.
   */
  async clearFailures(ip: string | undefined, username?: string): Promise<void> {
    const address = ipSubject(ip);
    const resets = [failuresKey(address), levelKey(address)];
    if (username !== undefined) {
      const user = usernameSubject(username);
      resets.push(failuresKey(user), levelKey(user));
      await this.store.remember(knownAddressKey(user, address), '1', KNOWN_ADDRESS_TTL_MS);
    }
    await Promise.all(resets.map((key) => this.store.reset(key)));
  }

  private async isKnownAddress(user: Subject, address: Subject): Promise<boolean> {
    return (await this.store.recall(knownAddressKey(user, address))) !== null;
  }

  /** Counts one attempt of `subject`; the wait in ms when it is one too many. */
  private async count(subject: Subject): Promise<number | undefined> {
    const { count, resetInMs } = await this.store.hit(failuresKey(subject), FAILURE_WINDOW_MS);
    if (count <= this.limit) return undefined;
    // Exactly one attempt per window sees this count, even across replicas: it alone raises
    // the level, so a burst of parallel guesses is one lock-out, not one per guess.
    if (count === this.limit + 1) return this.lockOut(subject);
    // Parallel to the one that locked out; the lock may not be written yet.
    return (await this.store.peek(lockKey(subject)))?.resetInMs ?? resetInMs;
  }

  private async lockOut(subject: Subject): Promise<number> {
    const { count: level } = await this.store.hit(levelKey(subject), LOCKOUT_LEVEL_TTL_MS);
    const { resetInMs } = await this.store.hit(lockKey(subject), lockoutWaitMs(level));
    // The lock's failures window (a minute at most) ends before the lock does: the next
    // window after it starts from zero.
    logger.event(
      'warn',
      'login locked out',
      { scope: subject.scope, level, waitSeconds: toSeconds(resetInMs) },
      'Auth',
    );
    return resetInMs;
  }
}

/** The username of a sign-in body, when it is one the account lookup could match. */
function typedUsername(body: unknown): string | undefined {
  const username = (body as { username?: unknown } | undefined)?.username;
  if (typeof username !== 'string' || username.length === 0) return undefined;
  return codePointLength(username) <= USERNAME_MAX_LENGTH ? username : undefined;
}

/** Runs before the body is even validated, so a blocked client costs no hashing at all. */
@Injectable()
export class LoginThrottleGuard implements CanActivate {
  constructor(private readonly limiter: LoginAttemptsLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const retryAfter = await this.limiter.registerAttempt(request.ip, typedUsername(request.body));
    if (retryAfter !== undefined) {
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
      throw tooManyRequests('login', request.path);
    }
    return true;
  }
}
