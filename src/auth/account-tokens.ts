import { createHash, randomBytes } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { INVITATION_VALID_HOURS, RESET_VALID_MINUTES } from '../contract/account-links';
import { AccountTokenPurpose, AdminAccountToken } from './admin-account-token.entity';

/** 32 random bytes in base64url: what the links carry, nothing else. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

const VALID_SECONDS: Record<AccountTokenPurpose, number> = {
  invitation: INVITATION_VALID_HOURS * 3600,
  reset: RESET_VALID_MINUTES * 60,
};

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const newToken = () => randomBytes(32).toString('base64url');

/** What the e-mail of a link needs, read when it is sent. */
export interface LinkToSend {
  token: string;
  purpose: AccountTokenPurpose;
  username: string;
  email: string;
}

/**
 * The links of invitations and password resets (table admin_account_token), stored as the
 * SHA-256 of their token only. The row is made with the action that asks for it, under a hash
 * nobody knows; the token the e-mail carries is drawn when the e-mail is sent and replaces that
 * hash (renewForMail), so no token ever waits in the outbox. Using one sets used_at in the
 * statement that checks it: two uses at once cannot both pass. Expiry is judged by
 * PostgreSQL's clock. Raw SQL where a statement reads the account and writes the token at once.
 */
@Injectable()
export class AccountTokens {
  constructor(@InjectRepository(AdminAccountToken) private readonly tokens: Repository<AdminAccountToken>) {}

  /**
   * A new link of `purpose` for the account, in the caller's transaction; the account's earlier
   * unused links of the same purpose are revoked. Returns the row's id (the outbox job's ref).
   */
  async issue(manager: EntityManager, adminId: string, purpose: AccountTokenPurpose): Promise<string> {
    await manager.query(
      `UPDATE admin_account_token SET used_at = now()
        WHERE admin_id = $1 AND purpose = $2 AND used_at IS NULL`,
      [adminId, purpose],
    );
    const [row] = await manager.query<{ id: string }[]>(
      `INSERT INTO admin_account_token (token_hash, admin_id, purpose, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       RETURNING id`,
      [hashToken(newToken()), adminId, purpose, VALID_SECONDS[purpose]],
    );
    return row.id;
  }

  /**
   * The token for the e-mail of link `id`, replacing its stored hash; null when the link is no
   * longer worth sending (used, revoked, expired, the account disabled or without address).
   */
  async renewForMail(id: string): Promise<LinkToSend | null> {
    const token = newToken();
    // An UPDATE's answer through TypeORM: [rows, affected].
    const [[row]] = await this.tokens.query<[Omit<LinkToSend, 'token'>[], number]>(
      `UPDATE admin_account_token t SET token_hash = $2
         FROM admin_user u
        WHERE t.id = $1 AND u.id = t.admin_id AND t.used_at IS NULL AND t.expires_at > now()
          AND u.disabled_at IS NULL AND u.email IS NOT NULL
        RETURNING t.purpose, u.username, u.email`,
      [id, hashToken(token)],
    );
    return row ? { token, ...row } : null;
  }

  /**
   * Uses a link, in the caller's transaction: the account it opens and why, or null for a
   * token unknown, used, revoked, expired, or of a disabled account. Cheap for a malformed token.
   */
  async consume(
    manager: EntityManager,
    token: string,
  ): Promise<{ adminId: string; purpose: AccountTokenPurpose } | null> {
    if (!TOKEN_PATTERN.test(token)) return null;
    const [[row]] = await manager.query<[{ adminId: string; purpose: AccountTokenPurpose }[], number]>(
      `UPDATE admin_account_token t SET used_at = now()
         FROM admin_user u
        WHERE t.token_hash = $1 AND u.id = t.admin_id AND t.used_at IS NULL
          AND t.expires_at > now() AND u.disabled_at IS NULL
        RETURNING t.admin_id AS "adminId", t.purpose`,
      [hashToken(token)],
    );
    if (!row) return null;
    // The password is chosen: every other link of the account is void.
    await manager.query(
      `UPDATE admin_account_token SET used_at = now() WHERE admin_id = $1 AND used_at IS NULL`,
      [row.adminId],
    );
    return row;
  }

  /**
   * The retention round's share: links used, revoked or expired, which open nothing any more;
   * a day's grace so that a link clicked twice in a row still meets « déjà utilisé » rather
   * than nothing (both answer the same 400 anyway).
   */
  async purgeSpent(): Promise<number> {
    const [{ n }] = await this.tokens.query<{ n: number }[]>(
      `WITH spent AS (
         DELETE FROM admin_account_token
          WHERE least(coalesce(used_at, expires_at), expires_at) < now() - interval '1 day'
         RETURNING 1)
       SELECT count(*)::int AS n FROM spent`,
    );
    return n;
  }
}
