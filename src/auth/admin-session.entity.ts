import { Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { AdminUser } from './admin-user.entity';

/**
 * An administrator's session, held by the server so that it can end before its token expires
 * (table admin_session, migration AdminSessions; see SessionStore). It goes with its account.
 */
@Entity('admin_session')
@Index('IDX_admin_session_admin', ['adminId'])
export class AdminSession {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_admin_session' })
  id: string;

  @Column({ name: 'admin_id', type: 'uuid' })
  @ForeignKey(() => AdminUser, { name: 'FK_admin_session_admin', onDelete: 'CASCADE' })
  adminId: string;

  /** The account's session_generation when it opened: a later one ends it. */
  @Column({ type: 'integer' })
  generation: number;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'last_seen_at', type: 'timestamptz', default: () => 'now()' })
  lastSeenAt: Date;

  /** When it was signed out; null while it may be used. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
