import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';

/** The administrator account, as created by migration 1763800000000 (table admin_user). */
@Entity('admin_user')
export class AdminUser {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 64, unique: true })
  username: string;

  /** argon2id, PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash). */
  @Column({ name: 'password_hash', type: 'text' })
  passwordHash: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  /**
   * The TOTP secret (base32), pending until `mfaEnabledAt` is set (migration 1764400000000).
   * Never logged, never sent again once the second factor is on.
   */
  @Column({ name: 'mfa_secret', type: 'varchar', length: 64, nullable: true })
  mfaSecret: string | null;

  /** When the second factor was confirmed; null while it is off or only pending. */
  @Column({ name: 'mfa_enabled_at', type: 'timestamptz', nullable: true })
  mfaEnabledAt: Date | null;

  /** When the account last changed (password, second factor); informative only. */
  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;

  /**
   * Goes up by one, in the same statement, with every change of the password or of the second
   * factor: sessions and sign-in tokens of an earlier generation are refused (migration
   * 1765000000000).
   */
  @Column({ name: 'session_generation', type: 'integer', default: 0 })
  sessionGeneration: number;
}
