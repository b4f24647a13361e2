import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Not, Repository } from 'typeorm';
import { AdminRecoveryCode } from './admin-recovery-code.entity';
import { AdminUser } from './admin-user.entity';

/**
 * The second factor's statements: the mfa_* columns of admin_user and the table
 * admin_recovery_code. A plain constructor argument, so the `npm run admin` command builds it
 * on its own connection (whose entities must include AdminRecoveryCode). Turning the factor on
 * or off raises session_generation in the same statement, which ends every session and sign-in
 * token of the account. Every change is conditional (on the row as it must be found) and
 * answers whether it happened: two requests at once cannot both succeed.
 */
@Injectable()
export class SecondFactorRepository {
  constructor(@InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>) {}

  private get codes(): Repository<AdminRecoveryCode> {
    return this.admins.manager.getRepository(AdminRecoveryCode);
  }

  /** Stores a secret to confirm, replacing a pending one; refused (false) once one is on. */
  async savePendingSecret(adminId: string, secret: string): Promise<boolean> {
    const { affected } = await this.admins.update(
      { id: adminId, mfaEnabledAt: IsNull() },
      { mfaSecret: secret, mfaLastTimeStep: null },
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
      const { affected } = await manager.update(
        AdminUser,
        { id: adminId, mfaSecret: Not(IsNull()), mfaEnabledAt: IsNull() },
        {
          mfaEnabledAt: now,
          mfaLastTimeStep: String(timeStep),
          updatedAt: now,
          sessionGeneration: () => 'session_generation + 1',
        },
      );
      if (affected !== 1) return false;
      await manager.delete(AdminRecoveryCode, { adminId });
      await manager.insert(
        AdminRecoveryCode,
        codeHashes.map((codeHash) => ({ adminId, codeHash })),
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
      await manager.delete(AdminRecoveryCode, { adminId });
      const { affected } = await manager.update(
        AdminUser,
        { id: adminId, mfaSecret: Not(IsNull()) },
        {
          mfaSecret: null,
          mfaEnabledAt: null,
          mfaLastTimeStep: null,
          updatedAt: now,
          sessionGeneration: () => 'session_generation + 1',
        },
      );
      return affected === 1;
    });
  }

  /**
   * Records a TOTP code's step as used, if it is later than the last one: false for a code
   * already used (or an earlier one), even when two requests race with the same code. One
   * compare-and-set statement, written as SQL for its condition on the previous value.
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
    const { affected } = await this.codes.update(
      { adminId, codeHash, usedAt: IsNull() },
      { usedAt: () => 'now()' },
    );
    return affected === 1;
  }

  recoveryCodesLeft(adminId: string): Promise<number> {
    return this.codes.countBy({ adminId, usedAt: IsNull() });
  }
}
