import { ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import {
  InjectThrottlerOptions,
  InjectThrottlerStorage,
  ThrottlerGuard,
  ThrottlerLimitDetail,
  type ThrottlerModuleOptions,
  type ThrottlerOptions,
  ThrottlerRequest,
  type ThrottlerStorage,
} from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { PROOF_OF_WORK_HEADER } from '../../contract/proof-of-work';
import { IS_PUBLIC_KEY } from '../http/public.decorator';
import { logger } from '../logging/json-logger';
import { OUTSIDE_SITE_BUDGET_KEY } from './outside-site-budget.decorator';
import { ProofOfWork } from './proof-of-work';
import { PublicPostLimits, PublicPostRefusal } from './public-post-limits';
import { tooManyRequests } from './too-many-requests';

export const PUBLIC_POST_THROTTLER = 'public-post';
export const PUBLIC_READ_THROTTLER = 'public-read';

const isMethod = (context: ExecutionContext, ...methods: string[]): boolean =>
  methods.includes(context.switchToHttp().getRequest<Request>().method);

/** Answers 429 with the refusal's message and Retry-After (and `extra` in the body). */
function refuse(
  response: Response,
  request: Request,
  refusal: PublicPostRefusal,
  extra: Record<string, unknown> = {},
): never {
  response.setHeader('Retry-After', String(refusal.retryAfterSeconds));
  throw tooManyRequests(refusal.limiter, request.path, refusal.message, extra);
}

/** The two per-IP budgets, a minute each, for ThrottlerModule. */
export function publicThrottlers(postsPerMinute: number, readsPerMinute: number): ThrottlerOptions[] {
  return [
    {
      name: PUBLIC_POST_THROTTLER,
      ttl: 60_000,
      limit: postsPerMinute,
      skipIf: (context) => !isMethod(context, 'POST'),
    },
    {
      name: PUBLIC_READ_THROTTLER,
      ttl: 60_000,
      limit: readsPerMinute,
      skipIf: (context) => !isMethod(context, 'GET', 'HEAD'),
    },
  ];
}

/**
 * Global guard (APP_GUARD, before the JWT guard): limits every public route, two budgets per
 * client, each shared by all routes of its kind.
 *
 * - POSTs (the contact form, the newsletter, a booking, a cancellation…): three limits,
 *   narrowest first: RATE_LIMIT_PUBLIC_PER_MINUTE per client IP (an IPv6 client's /64), four
 *   times that per IPv6 /48, and RATE_LIMIT_PUBLIC_SITE_PER_HOUR for the whole site
 *   (PublicPostLimits). Once that budget is spent, a post is not simply refused: the 429
 *   carries a proof-of-work challenge (ProofOfWork), and the same post sent again with its
 *   solution (X-Altcha header, accepted once) goes through, within a stricter hourly limit per
 *   client. Routes marked @OutsideSiteBudget() (links acting on one row by a token) keep the
 *   per-IP limits only.
 * - GETs (the booking types and free slots, which query the database, a newsletter one-click
 *   link): RATE_LIMIT_PUBLIC_READ_PER_MINUTE per client IP, far looser, since a patient leafing
 *   through the weeks of the agenda reads a dozen times a minute. No site-wide cap: a flood
 *   from many addresses must not shut real visitors out of reading; each read is one indexed
 *   query over at most 62 days.
 *
 * Not counted: admin routes (they need a token), sign-in (its own failed-attempt limiter) and
 * the health probe (answered from a one-second cache, and probes must never be refused).
 *
 * The client IP is Express's `req.ip`, which honours TRUST_PROXY: with 0 (the default) a
 * forged X-Forwarded-For changes nothing.
 */
@Injectable()
export class PublicThrottlerGuard extends ThrottlerGuard {
  constructor(
    @InjectThrottlerOptions() options: ThrottlerModuleOptions,
    @InjectThrottlerStorage() storage: ThrottlerStorage,
    reflector: Reflector,
    private readonly limits: PublicPostLimits,
    private readonly proofOfWork: ProofOfWork,
  ) {
    super(options, storage, reflector);
  }

  /** Only public routes are counted; which budget applies is each throttler's `skipIf`. */
  protected override shouldSkip(context: ExecutionContext): Promise<boolean> {
    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    return Promise.resolve(!isPublic);
  }

  /** The per-IP limit (the library's), then, for a post it let through, the wider ones. */
  protected override async handleRequest(requestProps: ThrottlerRequest): Promise<boolean> {
    const allowed = await super.handleRequest(requestProps);
    if (requestProps.throttler.name !== PUBLIC_POST_THROTTLER) return allowed;
    const { context } = requestProps;
    const http = context.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const outside = this.reflector.getAllAndOverride<boolean>(OUTSIDE_SITE_BUDGET_KEY, [
      context.getHandler(),
      context.getClass(),
    ]);
    const refusal = await this.limits.check(request.ip, { siteBudget: !outside });
    if (!refusal) return allowed;
    if (refusal.limiter !== 'public-site') refuse(response, request, refusal);

    // The site is flooded: a post that carries a fresh solved challenge goes through.
    const redemption = await this.proofOfWork.redeem(request.headers[PROOF_OF_WORK_HEADER.toLowerCase()]);
    if (redemption === 'accepted') {
      const solvedRefusal = await this.limits.checkSolved(request.ip);
      if (solvedRefusal) refuse(response, request, solvedRefusal);
      return allowed;
    }
    if (redemption !== 'missing') {
      logger.event('info', 'proof of work refused', { reason: redemption, path: request.path }, 'RateLimit');
    }
    refuse(response, request, refusal, { challenge: await this.proofOfWork.challenge() });
  }

  /** One budget per client and kind for all public routes (the default key is per route). */
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
    const limiter = detail.key.startsWith(`${PUBLIC_READ_THROTTLER}:`) ? 'public-read' : 'public';
    throw tooManyRequests(limiter, http.getRequest<Request>().path);
  }
}
