import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { AdminSession } from './admin-session.entity';
import type { AdminRole } from '../contract/admin-roles';
import type { AdminUser } from './admin-user.entity';

/** A session just opened: what its token carries. */
export interface OpenedSession {
  sessionId: string;
  adminId: string;
  generation: number;
}

/** What a token's session is worth now. */
export type SessionCheck =
  | { state: 'active'; adminId: string; username: string; role: AdminRole; secondFactorOn: boolean }
  | { state: 'idle' }
  | { state: 'ended' };

/**
 * Writes `last_seen_at` at most once a minute per session: a page of ten parallel calls costs
 * one UPDATE, and the others match no row (the row lock makes them re-read the fresh value).
 */
const TOUCH_EVERY_SECONDS = 60;

/**
 * The administrators' sessions (table admin_session), all in PostgreSQL so that any replica
 * answers for any session. A session lives while it is not revoked, has been used within the
 * idle timeout, and belongs to the account's current generation (session_generation, raised by
 * every change of the password or of the second factor). The token's own expiry (JWT_EXPIRES_IN)
 * bounds it too. Raw SQL where a statement reads the account's generation and writes in the same
 * step (no generation can change between the two), and for the conditions on PostgreSQL's clock.
 */
@Injectable()
export class SessionStore {
  constructor(@InjectRepository(AdminSession) private readonly sessions: Repository<AdminSession>) {}

  /**
   * Opens a session of the account's current generation, and forgets the account's sessions that
   * can no longer be used (signed out, of an older generation, or older than a token may live),
   * so the table holds about one row per browser of the last hours. Idle sessions stay until
   * then: their token keeps being refused with the reason the sign-in page shows.
   */
  async open(adminId: string, lifetimeSeconds: number): Promise<OpenedSession> {
    await this.sessions.query(
      `DELETE FROM admin_session s USING admin_user u
        WHERE s.admin_id = $1 AND u.id = s.admin_id
          AND (s.revoked_at IS NOT NULL OR s.generation <> u.session_generation
               OR s.created_at < now() - make_interval(secs => $2))`,
      [adminId, lifetimeSeconds],
    );
    const [row] = await this.sessions.query<Pick<AdminSession, 'id' | 'generation'>[]>(
      `INSERT INTO admin_session (admin_id, generation)
       SELECT id, session_generation FROM admin_user WHERE id = $1
       RETURNING id, generation`,
      [adminId],
    );
    if (!row) throw new Error('admin account vanished while opening a session');
    return { sessionId: row.id, adminId, generation: row.generation };
  }

  /**
   * Consumes a sign-in token of the code step and opens its session, in one statement: the
   * token goes only if it is unexpired and of the account's current generation, and two
   * requests with the same token cannot both get a session. Null when it was not usable.
   */
  async openWithSignInToken(tokenHash: string): Promise<OpenedSession | null> {
    const [row] = await this.sessions.query<Pick<AdminSession, 'id' | 'adminId' | 'generation'>[]>(
      `WITH used AS (
         DELETE FROM admin_sign_in_token t USING admin_user u
          WHERE t.token_hash = $1 AND u.id = t.admin_id AND t.expires_at > now()
            AND t.generation = u.session_generation AND u.mfa_enabled_at IS NOT NULL
         RETURNING t.admin_id, t.generation)
       INSERT INTO admin_session (admin_id, generation)
       SELECT admin_id, generation FROM used
       RETURNING id, admin_id AS "adminId", generation`,
      [tokenHash],
    );
    return row ? { sessionId: row.id, adminId: row.adminId, generation: row.generation } : null;
  }

  /** Whether the session a token names may be used now; refreshes `last_seen_at` when stale. */
  async check(
    sessionId: string,
    adminId: string,
    generation: number,
    idleMinutes: number,
  ): Promise<SessionCheck> {
    const [row] = await this.sessions.query<
      (Pick<AdminUser, 'username' | 'role'> & { mfa: boolean; idle: boolean; stale: boolean })[]
    >(
      // The role and the disabling are read here, at every request, rather than trusted from
      // the token: a change by a practitioner applies from the next request on.
      `SELECT u.username, u.role, u.mfa_enabled_at IS NOT NULL AS mfa,
              s.last_seen_at <= now() - make_interval(mins => $4) AS idle,
              s.last_seen_at < now() - make_interval(secs => $5) AS stale
         FROM admin_session s JOIN admin_user u ON u.id = s.admin_id
        WHERE s.id = $1 AND s.admin_id = $2 AND s.revoked_at IS NULL
          AND s.generation = $3 AND u.session_generation = $3 AND u.disabled_at IS NULL`,
      [sessionId, adminId, generation, idleMinutes, TOUCH_EVERY_SECONDS],
    );
    if (!row) return { state: 'ended' };
    if (row.idle) return { state: 'idle' };
    if (row.stale) {
      await this.sessions.query(
        `UPDATE admin_session SET last_seen_at = now()
          WHERE id = $1 AND revoked_at IS NULL AND last_seen_at < now() - make_interval(secs => $2)`,
        [sessionId, TOUCH_EVERY_SECONDS],
      );
    }
    return { state: 'active', adminId, username: row.username, role: row.role, secondFactorOn: row.mfa };
  }

  /** Ends one session (sign-out); false when it was already ended. */
  async revoke(sessionId: string): Promise<boolean> {
    const { affected } = await this.sessions.update(
      { id: sessionId, revokedAt: IsNull() },
      { revokedAt: () => 'now()' },
    );
    return affected === 1;
  }
}
