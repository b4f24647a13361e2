import { createParamDecorator, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ConfigService } from '@nestjs/config';
import { AuthGuard } from '@nestjs/passport';
import { ExtractJwt } from 'passport-jwt';
import type { Request, Response } from 'express';
import { AUTHENTICATION_REQUIRED_MESSAGE } from '../common/http/authentication-required';
import { IS_PUBLIC_KEY } from '../common/http/public.decorator';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';
import { AuthenticatedAdmin, SESSION_END_KEY } from './jwt.strategy';
import { UNAUTHORIZED_BODY_KEY } from './unauthorized-body.decorator';

export type { AuthenticatedAdmin } from './jwt.strategy';

const DEFAULT_UNAUTHORIZED_BODY = { statusCode: 401, message: AUTHENTICATION_REQUIRED_MESSAGE };
/** A session unused for too long: `reason` lets the back-office say so on the sign-in page. */
const IDLE_REASON = 'idle';
const idleMessage = (minutes: number) =>
  `Votre session a pris fin après ${minutes}\u00a0minutes d’inactivité\u00a0: reconnectez-vous.`;
const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * Global guard (APP_GUARD): deny by default. A route without @Public() needs
 * `Authorization: Bearer <token>` of a current administrator (JwtStrategy). Protected
 * responses, 401s included, are never cached.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  private readonly idleMinutes: number;

  constructor(
    private readonly reflector: Reflector,
    config: ConfigService,
  ) {
    super();
    this.idleMinutes = config.getOrThrow<AppConfig>('app').sessionIdleMinutes;
  }

  canActivate(context: ExecutionContext) {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    context.switchToHttp().getResponse<Response>().setHeader('Cache-Control', 'no-store');
    return super.canActivate(context);
  }

  handleRequest<TUser = AuthenticatedAdmin>(
    error: unknown,
    admin: TUser | false,
    _info: unknown,
    context: ExecutionContext,
  ): TUser {
    // An error is no verdict on the token (the database is down, say): the filter answers it.
    if (error) throw error;
    if (admin) return admin;
    const request = context.switchToHttp().getRequest<Request>();
    const idle = (request as unknown as Record<string, unknown>)[SESSION_END_KEY] === IDLE_REASON;
    const reason = idle ? IDLE_REASON : bearerToken(request) ? 'invalid' : 'missing';
    logger.event('warn', 'unauthorized', { path: request.path, reason }, 'Auth');
    context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer');
    const body = this.reflector.get<Record<string, unknown>>(UNAUTHORIZED_BODY_KEY, context.getHandler());
    if (!idle) throw new UnauthorizedException(body ?? DEFAULT_UNAUTHORIZED_BODY);
    throw new UnauthorizedException(
      body
        ? { ...body, reason: IDLE_REASON }
        : { statusCode: 401, message: idleMessage(this.idleMinutes), reason: IDLE_REASON },
    );
  }
}

/** The administrator the guard authenticated. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedAdmin =>
    context.switchToHttp().getRequest<Request & { user: AuthenticatedAdmin }>().user,
);
