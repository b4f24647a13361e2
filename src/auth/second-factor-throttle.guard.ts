import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { tooManyRequests } from '../common/rate-limit/too-many-requests';
import type { AuthenticatedAdmin } from './jwt.strategy';
import { LoginAttemptsLimiter } from './login-attempts.limiter';
import { MfaLoginTokens } from './mfa-login-token';

/**
 * The sign-in back-off (LoginAttemptsLimiter) for everything that checks a password or a code
 * besides the password step itself: the code step of sign-in, and setting up, confirming or
 * turning off the second factor. Attempts count against the client's address and the account —
 * the one of the session, or the one the sign-in token names — so guessing codes from many
 * addresses, or through a stolen session, meets the same lock-outs as guessing passwords.
 */
@Injectable()
export class SecondFactorThrottleGuard implements CanActivate {
  constructor(
    private readonly limiter: LoginAttemptsLimiter,
    private readonly mfaTokens: MfaLoginTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedAdmin }>();
    const retryAfter = await this.limiter.registerAttempt(request.ip, await this.username(request));
    if (retryAfter !== undefined) {
      context.switchToHttp().getResponse<Response>().setHeader('Retry-After', String(retryAfter));
      throw tooManyRequests('login', request.path);
    }
    return true;
  }

  /** A forged, used or expired sign-in token names nobody: the attempt counts by address only. */
  private async username(request: Request & { user?: AuthenticatedAdmin }): Promise<string | undefined> {
    if (request.user) return request.user.username;
    const token = (request.body as { mfaToken?: unknown } | undefined)?.mfaToken;
    if (typeof token !== 'string') return undefined;
    return (await this.mfaTokens.read(token))?.username;
  }
}
