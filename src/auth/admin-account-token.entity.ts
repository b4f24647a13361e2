import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { AdminUser } from './admin-user.entity';

export type AccountTokenPurpose = 'invitation' | 'reset';

/**
 * The link of an invitation or of a password reset (table admin_account_token, migration
 * AdminTeam; see AccountTokens), kept as the SHA-256 of its token only. Used once: used_at is
 * set by the statement that accepts it. It goes with its account.
 */
@Entity('admin_account_token')
@Unique('UQ_admin_account_token_hash', ['tokenHash'])
@Check('CHK_admin_account_token_purpose', `"purpose" IN ('invitation', 'reset')`)
@Index('IDX_admin_account_token_admin', ['adminId'])
export class AdminAccountToken {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_admin_account_token' })
  id: string;

  /** SHA-256 of the token, in hex. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  @ForeignKey(() => AdminUser, { name: 'FK_admin_account_token_admin', onDelete: 'CASCADE' })
  adminId: string;

  @Column({ type: 'varchar', length: 16 })
  purpose: AccountTokenPurpose;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
