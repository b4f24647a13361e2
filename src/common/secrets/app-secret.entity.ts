import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * A key the server generated for itself when none is configured (table app_secret, migration
 * AdminSessions), under the name of its purpose: see storedSecret.
 */
@Entity('app_secret')
export class AppSecret {
  @PrimaryColumn({ type: 'varchar', length: 64, primaryKeyConstraintName: 'PK_app_secret' })
  name: string;

  /** The key itself: never logged. */
  @Column({ type: 'text' })
  value: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;
}
