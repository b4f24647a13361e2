import { Check, Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';

/**
 * The administrator account (table admin_user): created by InitialSchema, given its second
 * factor by AdminSecondFactor and its session generation by AdminSessions.
 */
@Entity('admin_user')
@Unique('UQ_admin_user_username', ['username'])
@Check('CHK_admin_user_mfa_enabled_has_secret', `"mfa_enabled_at" IS NULL OR "mfa_secret" IS NOT NULL`)
export class AdminUser {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_admin_user' })
  id: string;

  @Column({ type: 'varchar', length: 64 })
  username: string;

  /** argon2id, PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

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
