import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { isUUID } from 'class-validator';
import { createHmac } from 'node:crypto';
import { AppConfig } from '../config/env.validation';
import { JWT_ALGORITHM, resolveJwtSecret } from './jwt-secret';

/** The claim that tells this token from a session token: JwtStrategy refuses any `aud`. */
export const MFA_LOGIN_AUDIENCE = 'mfa-login';
/** Long enough to open the app and type a code, short enough to be useless once stolen. */
export const MFA_LOGIN_TOKEN_SECONDS = 5 * 60;

export interface MfaLoginClaims {
  sub: string;
  /** The username, so the sign-in limiter counts code attempts against the account. */
  name: string;
  iat: number;
}

/**
 * The token between the password and the code: proof that the password was right, good for
 * five minutes and for POST /api/auth/login/2fa only. It is signed with a key of its own
 * (derived from JWT_SECRET), so even without the audience check no session route would
 * accept it.
 */
@Injectable()
export class MfaLoginTokens {
  private readonly secret: string;

  constructor(
    private readonly jwt: JwtService,
    config: ConfigService,
  ) {
    const jwtSecret = resolveJwtSecret(config.getOrThrow<AppConfig>('app'));
    this.secret = createHmac('sha256', jwtSecret).update('second-factor sign-in').digest('base64url');
  }

  issue(adminId: string, username: string): Promise<string> {
    return this.jwt.signAsync(
      { sub: adminId, name: username },
      {
        secret: this.secret,
        algorithm: JWT_ALGORITHM,
        audience: MFA_LOGIN_AUDIENCE,
        expiresIn: MFA_LOGIN_TOKEN_SECONDS,
      },
    );
  }

  /** The claims of a good, unexpired token; null for anything else. */
  async read(token: string): Promise<MfaLoginClaims | null> {
    try {
      const claims = await this.jwt.verifyAsync<Record<string, unknown>>(token, {
        secret: this.secret,
        algorithms: [JWT_ALGORITHM],
        audience: MFA_LOGIN_AUDIENCE,
        maxAge: MFA_LOGIN_TOKEN_SECONDS,
      });
      const { sub, name, iat } = claims;
      if (typeof sub !== 'string' || !isUUID(sub)) return null;
      if (typeof name !== 'string' || typeof iat !== 'number') return null;
      return { sub, name, iat };
    } catch {
      return null;
    }
  }
}
