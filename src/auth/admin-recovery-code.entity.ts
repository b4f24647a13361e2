import { Column, Entity, ForeignKey, PrimaryColumn } from 'typeorm';
import { AdminUser } from './admin-user.entity';

/**
 * One recovery code of an account's second factor (table admin_recovery_code, migration
 * AdminSecondFactor), as its SHA-256: using one is a single conditional UPDATE, so two uses of
 * the same code cannot both succeed. They go with their account.
 */
@Entity('admin_recovery_code')
export class AdminRecoveryCode {
  @PrimaryColumn({ name: 'admin_id', type: 'uuid', primaryKeyConstraintName: 'PK_admin_recovery_code' })
  @ForeignKey(() => AdminUser, { name: 'FK_admin_recovery_code_admin', onDelete: 'CASCADE' })
  adminId: string;

  /** SHA-256 of the code, in hex. */
  @PrimaryColumn({
    name: 'code_hash',
    type: 'char',
    length: 64,
    primaryKeyConstraintName: 'PK_admin_recovery_code',
  })
  codeHash: string;

  @Column({ name: 'used_at', type: 'timestamptz', nullable: true })
  usedAt: Date | null;
}
