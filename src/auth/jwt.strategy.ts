import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PassportStrategy } from '@nestjs/passport';
import { isUUID } from 'class-validator';
import type { Request } from 'express';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { AppConfig } from '../config/env.validation';
import type { AdminRole } from '../contract/admin-roles';
import { AuthService, JWT_ALGORITHM } from './auth.service';
import { resolveJwtSecret } from './jwt-secret';

/** The administrator a valid token stands for (request.user), and the session it belongs to. */
export interface AuthenticatedAdmin {
  id: string;
  username: string;
  sessionId: string;
  /** As the database says at this request (RoleGuard reads it). */
  role: AdminRole;
  secondFactorOn: boolean;
}

interface TokenPayload {
  sub?: unknown;
  sid?: unknown;
  gen?: unknown;
  aud?: unknown;
  iat?: unknown;
  exp?: unknown;
}

/** Why a well-signed token was refused, when the administrator should be told (JwtAuthGuard). */
export const SESSION_END_KEY = 'sessionEnd';

/** How far a token's issue time may be ahead of this server's clock (clock skew). */
export const MAX_CLOCK_SKEW_SECONDS = 60;

/**
 * Verifies the administrator's bearer token: HS256 only, signed with JWT_SECRET, not expired,
 * and — so that a leaked secret cannot mint tokens that live for ever — with an `exp`, an
 * `iat` not in the future, and a lifetime no longer than JWT_EXPIRES_IN. Its session (`sid`)
 * must be open in the database: not signed out, used within SESSION_IDLE_MINUTES, and of the
 * account's current generation (`gen`: no change of the password or second factor since).
 */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  private readonly maxLifetimeSeconds: number;

  constructor(
    configService: ConfigService,
    private readonly auth: AuthService,
  ) {
    const config = configService.getOrThrow<AppConfig>('app');
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: resolveJwtSecret(config),
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
      // Refuses a token without `iat`, or issued longer ago than a token may live.
      jsonWebTokenOptions: { maxAge: config.jwtExpiresInSeconds },
      passReqToCallback: true,
    });
    this.maxLifetimeSeconds = config.jwtExpiresInSeconds;
  }

  async validate(request: Request, payload: TokenPayload): Promise<AuthenticatedAdmin | false> {
    const { sub, sid, gen, iat, exp, aud } = payload;
    const now = Math.floor(Date.now() / 1000);
    // Session tokens carry no audience; a token made for one purpose (the sign-in token between
    // password and code) is never a session, even were it signed with the session key.
    if (aud !== undefined) return false;
    if (typeof sub !== 'string' || !isUUID(sub)) return false;
    if (typeof sid !== 'string' || !isUUID(sid)) return false;
    if (typeof gen !== 'number' || !Number.isInteger(gen) || gen < 0 || gen > 2_147_483_647) return false;
    if (typeof iat !== 'number' || typeof exp !== 'number') return false;
    if (iat > now + MAX_CLOCK_SKEW_SECONDS || exp - iat > this.maxLifetimeSeconds) return false;
    const session = await this.auth.checkSession(sid, sub, gen);
    if (session.state === 'idle') (request as unknown as Record<string, unknown>)[SESSION_END_KEY] = 'idle';
    if (session.state !== 'active') return false;
    return {
      id: session.adminId,
      username: session.username,
      sessionId: sid,
      role: session.role,
      secondFactorOn: session.secondFactorOn,
    };
  }
}
