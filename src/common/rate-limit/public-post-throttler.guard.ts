import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, ThrottlerLimitDetail } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { IS_PUBLIC_KEY } from '../../auth/public.decorator';
import { tooManyRequests } from './too-many-requests';

export const PUBLIC_POST_THROTTLER = 'public-post';

/**
 * Global guard (APP_GUARD, before the JWT guard): limits every public POST — today the
 * contact form, tomorrow any other visitor form — to RATE_LIMIT_PUBLIC_PER_MINUTE per
 * client IP, all such routes sharing one budget. Other routes are not counted: admin routes
 * need a token, and sign-in has its own failed-attempt limiter.
 *
 * The client IP is Express's `req.ip`, which honours TRUST_PROXY: with 0 (the default) a
 * forged X-Forwarded-For changes nothing.
 */
@Injectable()
export class PublicPostThrottlerGuard extends ThrottlerGuard {
  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    return Promise.resolve(request.method !== 'POST' || !isPublic);
  }

  /** One budget per client for all public POSTs (the default key is per route). */
  protected override generateKey(_context: ExecutionContext, tracker: string, throttlerName: string): string {
    return `${throttlerName}:${tracker}`;
  }

  /** The standard Retry-After (the library's own header would be suffixed with our throttler's name). */
  protected override throwThrottlingException(
    context: ExecutionContext,
    detail: ThrottlerLimitDetail,
  ): Promise<void> {
    const http = context.switchToHttp();
    http.getResponse<Response>().setHeader('Retry-After', String(Math.max(1, detail.timeToBlockExpire)));
    throw tooManyRequests('public', http.getRequest<Request>().path);
  }
}
