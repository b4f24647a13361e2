import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AdminUser } from './admin-user.entity';

/**
 * The second factor's statements: the mfa_* columns of admin_user and the table
 * admin_recovery_code. A plain constructor argument, so the `npm run admin` command builds it
 * on its own connection. Turning the factor on or off raises session_generation in the same
 * statement, which ends every session and sign-in token of the account.
 */
@Injectable()
export class SecondFactorRepository {
  constructor(@InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>) {}

  /** Stores a secret to confirm, replacing a pending one; refused (false) once one is on. */
  async savePendingSecret(adminId: string, secret: string): Promise<boolean> {
    const [, affected] = await this.admins.query<[unknown, number]>(
      `UPDATE admin_user SET mfa_secret = $2, mfa_last_time_step = NULL
        WHERE id = $1 AND mfa_enabled_at IS NULL`,
      [adminId, secret],
    );
    return affected === 1;
  }

  /**
   * Turns the pending secret on, with the step of the code that confirmed it and a new set of
   * recovery codes, and raises the account's generation: sessions opened before end. False when
   * there was nothing pending (or it was already on).
   */
  async enable(adminId: string, timeStep: number, codeHashes: string[], now: Date): Promise<boolean> {
    return this.admins.manager.transaction(async (manager) => {
      const [, affected] = await manager.query<[unknown, number]>(
        `UPDATE admin_user SET mfa_enabled_at = $2, mfa_last_time_step = $3, updated_at = $2,
                session_generation = session_generation + 1
          WHERE id = $1 AND mfa_secret IS NOT NULL AND mfa_enabled_at IS NULL`,
        [adminId, now, timeStep],
      );
      if (affected !== 1) return false;
      await manager.query(`DELETE FROM admin_recovery_code WHERE admin_id = $1`, [adminId]);
      await manager.query(
        `INSERT INTO admin_recovery_code (admin_id, code_hash) SELECT $1, unnest($2::text[])`,
        [adminId, codeHashes],
      );
      return true;
    });
  }

  /**
   * Removes the secret (on or pending) and the recovery codes, and raises the account's
   * generation so that every session ends. False when there was no secret.
   */
  async remove(adminId: string, now: Date): Promise<boolean> {
    return this.admins.manager.transaction(async (manager) => {
      await manager.query(`DELETE FROM admin_recovery_code WHERE admin_id = $1`, [adminId]);
      const [, affected] = await manager.query<[unknown, number]>(
        `UPDATE admin_user
            SET mfa_secret = NULL, mfa_enabled_at = NULL, mfa_last_time_step = NULL, updated_at = $2,
                session_generation = session_generation + 1
          WHERE id = $1 AND mfa_secret IS NOT NULL`,
        [adminId, now],
      );
      return affected === 1;
    });
  }

  /**
   * Records a TOTP code's step as used, if it is later than the last one: false for a code
   * already used (or an earlier one), even when two requests race with the same code.
   */
  async useTimeStep(adminId: string, timeStep: number): Promise<boolean> {
    const [, affected] = await this.admins.query<[unknown, number]>(
      `UPDATE admin_user SET mfa_last_time_step = $2
        WHERE id = $1 AND mfa_enabled_at IS NOT NULL
          AND (mfa_last_time_step IS NULL OR mfa_last_time_step < $2)`,
      [adminId, timeStep],
    );
    return affected === 1;
  }

  /** Marks an unused recovery code used; false when there is none (never was, or used). */
  async useRecoveryCode(adminId: string, codeHash: string): Promise<boolean> {
    const [, affected] = await this.admins.query<[unknown, number]>(
      `UPDATE admin_recovery_code SET used_at = now()
        WHERE admin_id = $1 AND code_hash = $2 AND used_at IS NULL`,
      [adminId, codeHash],
    );
    return affected === 1;
  }

  async recoveryCodesLeft(adminId: string): Promise<number> {
    const [{ n }] = await this.admins.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM admin_recovery_code WHERE admin_id = $1 AND used_at IS NULL`,
      [adminId],
    );
    return n;
  }
}
