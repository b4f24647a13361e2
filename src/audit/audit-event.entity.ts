import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { AuditAction } from '../contract/audit-actions';
import type { AuditDetail } from '../contract/audit-detail';

/**
 * One thing an administrator (or a patient, or the command line) did to personal data (table
 * audit_event, migrations AuditJournal and JournalRole). Append-only: the database refuses to
 * change a row, and to delete one younger than the retention period. That is a trigger and its
 * function, and the purge is the function audit_event_purge(): the migrations' alone, TypeORM
 * neither reads nor writes them. It holds identifiers only — never a name, phone, e-mail or
 * message. Read newest first by (at, id): the index is descending in the migration, TypeORM
 * compares its columns only.
 */
@Entity('audit_event')
@Check(
  'CHK_audit_event_detail_small',
  `"detail" IS NULL OR (jsonb_typeof("detail") = 'object' AND octet_length("detail"::text) <= 1000)`,
)
@Index('IDX_audit_event_at_id', ['at', 'id'])
export class AuditEvent {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_audit_event' })
  id: string;

  @Column({ type: 'varchar', length: 40 })
  action: AuditAction;

  /** The administrator who acted; null for a patient's own action or the command line. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  /** The record acted on (a request's or subscriber's id); null when there is none. */
  @Column({ name: 'target_id', type: 'varchar', length: 64, nullable: true })
  targetId: string | null;

  /** The client's network (IPv4 /24, IPv6 /48), never its address; null off a request. */
  @Column({ type: 'cidr', nullable: true })
  ip: string | null;

  /** How the action was done (a list's filters, the fields changed…), never on whom. */
  @Column({ type: 'jsonb', nullable: true })
  detail: AuditDetail | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;
}
