import { Column, Entity, ForeignKey, Index, PrimaryColumn } from 'typeorm';
import { AdminUser } from './admin-user.entity';

/**
 * The token between the password and the code of a sign-in (table admin_sign_in_token,
 * migration AdminSessions; see MfaLoginTokens), kept as its SHA-256 only. It goes with its
 * account.
 */
@Entity('admin_sign_in_token')
@Index('IDX_admin_sign_in_token_admin', ['adminId'])
export class AdminSignInToken {
  /** SHA-256 of the token, in hex. */
  @PrimaryColumn({
    name: 'token_hash',
    type: 'char',
    length: 64,
    primaryKeyConstraintName: 'PK_admin_sign_in_token',
  })
  tokenHash: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  @ForeignKey(() => AdminUser, { name: 'FK_admin_sign_in_token_admin', onDelete: 'CASCADE' })
  adminId: string;

  /** The account's session_generation when it was issued: a later one voids it. */
  @Column({ type: 'integer' })
  generation: number;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
