import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminSignInToken } from './admin-sign-in-token.entity';
import { AdminUser } from './admin-user.entity';

/** Long enough to open the app and type a code, short enough to be useless once stolen. */
export const MFA_LOGIN_TOKEN_SECONDS = 5 * 60;

/** 32 random bytes in base64url: what the password step hands out, nothing else. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashSignInToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The token between the password and the code: proof that the password was right, good for
 * five minutes, for POST /api/auth/login/2fa only, and once. Random and stored as its SHA-256
 * (table admin_sign_in_token) with the account's generation, so it depends on no signing key,
 * a copy of the database cannot be replayed, and a change of the password or of the second
 * factor voids it. A wrong code leaves it in place (the administrator types the code again,
 * within the sign-in back-off); the successful sign-in consumes it (SessionStore). Raw SQL: the
 * token takes the account's generation in the statement that stores it, and expiry is judged by
 * PostgreSQL's clock.
 */
@Injectable()
export class MfaLoginTokens {
  constructor(
    @InjectRepository(AdminSignInToken) private readonly tokens: Repository<AdminSignInToken>,
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
  ) {}

  /** A new sign-in token for the account; expired ones of the account are cleared meanwhile. */
  async issue(adminId: string): Promise<string> {
    await this.tokens.query(`DELETE FROM admin_sign_in_token WHERE admin_id = $1 AND expires_at <= now()`, [
      adminId,
    ]);
    const token = randomBytes(32).toString('base64url');
    await this.tokens.query(
      `INSERT INTO admin_sign_in_token (token_hash, admin_id, generation, expires_at)
       SELECT $2, id, session_generation, now() + make_interval(secs => $3) FROM admin_user WHERE id = $1`,
      [adminId, hashSignInToken(token), MFA_LOGIN_TOKEN_SECONDS],
    );
    return token;
  }

  /**
   * The account a token still stands for (unexpired, current generation, second factor on),
   * without consuming it; null for anything else. Cheap for a malformed token: no query.
   */
  async read(token: string): Promise<AdminUser | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [row] = await this.tokens.query<Pick<AdminUser, 'id'>[]>(
      `SELECT u.id FROM admin_sign_in_token t JOIN admin_user u ON u.id = t.admin_id
        WHERE t.token_hash = $1 AND t.expires_at > now()
          AND t.generation = u.session_generation AND u.mfa_enabled_at IS NOT NULL`,
      [hashSignInToken(token)],
    );
    return row ? this.admins.findOneBy({ id: row.id }) : null;
  }
}
