import { createParamDecorator, ExecutionContext, Injectable, UnauthorizedException } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthGuard } from '@nestjs/passport';
import { ExtractJwt } from 'passport-jwt';
import type { Request, Response } from 'express';
import { IS_PUBLIC_KEY } from '../common/http/public.decorator';
import { logger } from '../common/logging/json-logger';
import type { AuthenticatedAdmin } from './jwt.strategy';
import { UNAUTHORIZED_BODY_KEY } from './unauthorized-body.decorator';

export type { AuthenticatedAdmin } from './jwt.strategy';

const DEFAULT_UNAUTHORIZED_BODY = { statusCode: 401, message: 'Authentification requise.' };
const bearerToken = ExtractJwt.fromAuthHeaderAsBearerToken();

/**
 * Global guard (APP_GUARD): deny by default. A route without @Public() needs
 * `Authorization: Bearer <token>` of a current administrator (JwtStrategy). Protected
 * responses, 401s included, are never cached.
 */
@Injectable()
export class JwtAuthGuard extends AuthGuard('jwt') {
  constructor(private readonly reflector: Reflector) {
    super();
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
    const reason = bearerToken(request) ? 'invalid' : 'missing';
    logger.event('warn', 'unauthorized', { path: request.path, reason }, 'Auth');
    context.switchToHttp().getResponse<Response>().setHeader('WWW-Authenticate', 'Bearer');
    const body = this.reflector.get<Record<string, unknown>>(UNAUTHORIZED_BODY_KEY, context.getHandler());
    throw new UnauthorizedException(body ?? DEFAULT_UNAUTHORIZED_BODY);
  }
}

/** The administrator the guard authenticated. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedAdmin =>
    context.switchToHttp().getRequest<Request & { user: AuthenticatedAdmin }>().user,
);
