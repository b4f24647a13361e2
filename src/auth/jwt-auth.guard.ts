import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import { logger } from '../common/logging/json-logger';
import { AuthService } from './auth.service';
import { IS_PUBLIC_KEY, UNAUTHORIZED_BODY_KEY } from './public.decorator';

export interface AuthenticatedAdmin {
  id: string;
  username: string;
}

type AuthenticatedRequest = Request & { admin?: AuthenticatedAdmin };

const DEFAULT_UNAUTHORIZED_BODY = { statusCode: 401, message: 'Authentification requise.' };

function bearerToken(header: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header ?? '');
  return match?.[1];
}

/**
 * Global guard (APP_GUARD): deny by default. A route without @Public() needs
 * `Authorization: Bearer <token>` of a current administrator. Protected responses, 401s
 * included, are never cached.
 */
@Injectable()
export class JwtAuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly auth: AuthService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    response.setHeader('Cache-Control', 'no-store');

    const token = bearerToken(request.headers.authorization);
    const admin = token ? await this.auth.authenticate(token) : null;
    if (!admin) {
      logger.event(
        'warn',
        'unauthorized',
        { path: request.path, reason: token ? 'invalid' : 'missing' },
        'Auth',
      );
      response.setHeader('WWW-Authenticate', 'Bearer');
      const body = this.reflector.get<Record<string, unknown>>(UNAUTHORIZED_BODY_KEY, context.getHandler());
      throw new UnauthorizedException(body ?? DEFAULT_UNAUTHORIZED_BODY);
    }
    request.admin = { id: admin.id, username: admin.username };
    return true;
  }
}

/** The administrator the guard authenticated. */
export const CurrentAdmin = createParamDecorator(
  (_data: unknown, context: ExecutionContext): AuthenticatedAdmin =>
    context.switchToHttp().getRequest<AuthenticatedRequest>().admin!,
);
