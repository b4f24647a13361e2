import { Check, Column, Entity, ForeignKey, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ContactRequest } from './contact.entity';

/** What a history line changed: the status, or the call-back time. */
export type ChangedField = 'status' | 'followUpAt';

/**
 * One line of a request's follow-up history (table contact_change, migrations ContactFollowUp
 * and ExactIdentity): a field, from → to, by whom, when. It goes with its request. A change
 * made by an online booking is dated `undone_at` when the booking's cancellation puts the
 * status back, and then no longer counts as a booking in the statistics.
 */
@Entity('contact_change')
@Check('contact_change_field_check', `"field" IN ('status', 'followUpAt')`)
@Index('IDX_contact_change_contact', ['contactId', 'at'])
// « Reached a booked appointment », for the statistics.
@Index('IDX_contact_change_booked', ['contactId'], {
  where: `"field" = 'status' AND "to_value" = 'rendez-vous-fixe' AND "undone_at" IS NULL`,
})
export class ContactChange {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_contact_change' })
  id: string;

  @Column({ name: 'contact_id', type: 'uuid' })
  @ForeignKey(() => ContactRequest, { name: 'contact_change_contact_id_fkey', onDelete: 'CASCADE' })
  contactId: string;

  @Column({ type: 'varchar', length: 20 })
  field: ChangedField;

  /** The value before and after, as text (a status, or an instant in ISO 8601); null for none. */
  @Column({ name: 'from_value', type: 'text', nullable: true })
  fromValue: string | null;

  @Column({ name: 'to_value', type: 'text', nullable: true })
  toValue: string | null;

  /** The administrator who made it; null for the patient's own booking or cancellation. */
  @Column({ name: 'actor_id', type: 'uuid', nullable: true })
  actorId: string | null;

  @Column({ type: 'timestamptz', default: () => 'clock_timestamp()' })
  at: Date;

  @Column({ name: 'undone_at', type: 'timestamptz', nullable: true })
  undoneAt: Date | null;
}
