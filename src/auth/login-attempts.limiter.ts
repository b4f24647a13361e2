import { CanActivate, ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { normalizeIp } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { RATE_LIMIT_STORE, RateLimitStore } from '../common/rate-limit/rate-limit.store';
import { tooManyRequests } from '../common/rate-limit/too-many-requests';
import { AppConfig } from '../config/env.validation';

const WINDOW_MS = 60_000;

/**
 * Failed sign-ins per client IP (RATE_LIMIT_LOGIN_PER_MINUTE). Every attempt is counted
 * *before* the password is checked — an atomic increment, so a burst of parallel guesses
 * cannot all slip in — and a successful sign-in clears the count: what remains counted is
 * the failures. Over the limit, 429 until the minute ends: slowed down, never locked out.
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

  /** Counts an attempt; returns the seconds to wait when the client is over the limit. */
  async registerAttempt(ip: string | undefined): Promise<number | undefined> {
    const { count, resetInMs } = await this.store.hit(this.key(ip), WINDOW_MS);
    return count > this.limit ? Math.max(1, Math.ceil(resetInMs / 1000)) : undefined;
  }

  async clearFailures(ip: string | undefined): Promise<void> {
    await this.store.reset(this.key(ip));
  }

  private key(ip: string | undefined): string {
    return `login-attempts:${normalizeIp(ip ?? 'unknown')}`;
  }
}

/** Runs before the body is even validated, so a blocked client costs no hashing at all. */
@Injectable()
export class LoginThrottleGuard implements CanActivate {
  constructor(private readonly limiter: LoginAttemptsLimiter) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const retryAfter = await this.limiter.registerAttempt(request.ip);
    if (retryAfter !== undefined) {
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
      throw tooManyRequests('login', request.path);
    }
    return true;
  }
}
