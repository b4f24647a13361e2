import { CanActivate, ExecutionContext, ForbiddenException, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import {
  ADMIN_ACCESS_KEY,
  AdminAccess,
  ROLE_REFUSED_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
} from '../common/http/admin-access.decorator';
import { IS_PUBLIC_KEY } from '../common/http/public.decorator';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';
import type { AuthenticatedAdmin } from './jwt.strategy';

/**
 * Global guard (APP_GUARD), after JwtAuthGuard: what the signed-in role may reach. A route says
 * who (AdminRoute(access)); one that says nothing is the practitioner's alone, so a new route is
 * closed to the secretary until someone decides otherwise. The role comes from the database
 * with the session's check (JwtStrategy), never from the token.
 */
@Injectable()
export class RoleGuard implements CanActivate {
  private readonly requireSecondFactor: boolean;

  constructor(
    private readonly reflector: Reflector,
    config: ConfigService,
  ) {
    this.requireSecondFactor = config.getOrThrow<AppConfig>('app').adminRequireSecondFactor;
  }

  canActivate(context: ExecutionContext): boolean {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, targets)) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: AuthenticatedAdmin }>();
    const admin = request.user;
    // JwtAuthGuard let nobody through without an account: this is only a second lock.
    if (!admin) throw refused(ROLE_REFUSED_MESSAGE);
    const access = this.reflector.getAllAndOverride<AdminAccess>(ADMIN_ACCESS_KEY, targets) ?? 'practitioner';
    if (access === 'own-account') return true;
    if (this.requireSecondFactor && admin.role === 'practitioner' && !admin.secondFactorOn) {
      logger.event('warn', 'forbidden', { path: request.path, reason: 'second factor' }, 'Auth');
      throw refused(SECOND_FACTOR_REQUIRED_MESSAGE);
    }
    if (access === 'practitioner' && admin.role !== 'practitioner') {
      logger.event('warn', 'forbidden', { path: request.path, reason: 'role' }, 'Auth');
      throw refused(ROLE_REFUSED_MESSAGE);
    }
    return true;
  }
}

const refused = (message: string) => new ForbiddenException({ success: false, message });
