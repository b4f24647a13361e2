import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { IS_PUBLIC_KEY } from '../http/public.decorator';
import { PublicPostLimits } from './public-post-limits';
import { tooManyRequests } from './too-many-requests';

export const PUBLIC_POST_THROTTLER = 'public-post';

/**
 * Global guard (APP_GUARD, before the JWT guard): limits every public POST — today the
 * contact form and the newsletter sign-up, tomorrow any other visitor form — all such routes
 * sharing one budget. Three limits, narrowest first: RATE_LIMIT_PUBLIC_PER_MINUTE per client
 * IP (an IPv6 client's /64), four times that per IPv6 /48, and RATE_LIMIT_PUBLIC_SITE_PER_HOUR
 * for the whole site (PublicPostLimits). Other routes are not counted: admin routes need a
 * token, and sign-in has its own failed-attempt limiter.
 *
 * The client IP is Express's `req.ip`, which honours TRUST_PROXY: with 0 (the default) a
 * forged X-Forwarded-For changes nothing.
 */
@Injectable()
export class PublicPostThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly limits: PublicPostLimits,
  ) {
    super(options, storage, reflector);
  }

  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    return Promise.resolve(request.method !== 'POST' || !isPublic);
  }

  /** The per-IP limit (the library's), then, for a post it let through, the wider ones. */
  protected override async handleRequest(requestProps: ThrottlerRequest): Promise<boolean> {
    const allowed = await super.handleRequest(requestProps);
    if (requestProps.throttler.name !== PUBLIC_POST_THROTTLER) return allowed;
    const http = requestProps.context.switchToHttp();
    const request = http.getRequest<Request>();
    const refusal = await this.limits.check(request.ip);
    if (refusal) {
      http.getResponse<Response>().setHeader('Retry-After', String(refusal.retryAfterSeconds));
      throw tooManyRequests(refusal.limiter, request.path, refusal.message);
    }
    return allowed;
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
