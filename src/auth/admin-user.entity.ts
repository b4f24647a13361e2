import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import type { AdminRole } from '../contract/admin-roles';

/**
 * An account of the practice's team (table admin_user): created by InitialSchema, given its
 * second factor by AdminSecondFactor, its session generation by AdminSessions, and its role,
 * e-mail and disabling by AdminTeam.
 */
@Entity('admin_user')
@Unique('UQ_admin_user_username', ['username'])
@Unique('UQ_admin_user_email', ['email'])
@Check('CHK_admin_user_role', `"role" IN ('practitioner', 'secretary')`)
@Check('CHK_admin_user_email_lower', `"email" IS NULL OR "email" = lower("email")`)
@Check('CHK_admin_user_mfa_enabled_has_secret', `"mfa_enabled_at" IS NULL OR "mfa_secret" IS NOT NULL`)
export class AdminUser {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_admin_user' })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  username: string;

  /**
   * argon2id, PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash); null for an invited account
   * whose owner has not chosen a password yet (it cannot sign in).
   */
  @Column({ name: 'password_hash', type: 'text', nullable: true })
  passwordHash: string | null;

  /** What the account may reach: read at every request with the session, never from the token. */
  @Column({ type: 'varchar', length: 16, default: 'practitioner' })
  role: AdminRole;

  /** Where its invitation and password-reset links go; lower case, unique when set. */
  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** When a practitioner disabled it: it can no longer sign in, and its sessions ended then. */
  @Column({ name: 'disabled_at', type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /**
   * The TOTP secret (base32), pending until `mfaEnabledAt` is set. Never logged, never sent
   * again once the second factor is on.
   */
  @Column({ name: 'mfa_secret', type: 'varchar', length: 64, nullable: true })
  mfaSecret: string | null;

  /** When the second factor was confirmed; null while it is off or only pending. */
  @Column({ name: 'mfa_enabled_at', type: 'timestamptz', nullable: true })
  mfaEnabledAt: Date | null;

  /**
   * The time step of the last code accepted, so that a code seen over a shoulder cannot be
   * used again. bigint: the pg driver hands it over as a string.
   */
  @Column({ name: 'mfa_last_time_step', type: 'bigint', nullable: true })
  mfaLastTimeStep: string | null;

  /**
   * When the account last changed (password, second factor); informative only. A plain column
   * rather than TypeORM's update date: only the changes that mean it write it, not every UPDATE
   * of the row (a code's time step, say).
   */
  @Column({ name: 'updated_at', type: 'timestamptz', default: () => 'now()' })
  updatedAt: Date;

  /**
   * Goes up by one, in the same statement, with every change of the password or of the second
   * factor: sessions and sign-in tokens of an earlier generation are refused.
   */
  @Column({ name: 'session_generation', type: 'integer', default: 0 })
  sessionGeneration: number;
}
