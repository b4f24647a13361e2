import { Check, Column, Entity, Exclusion, ForeignKey, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { ContactChange } from '../contact/contact-change.entity';
import { ContactRequest } from '../contact/contact.entity';
import type { AppointmentSource, AppointmentStatus } from '../contract/booking';
import { BookingType } from './booking-type.entity';

/**
 * An appointment booked online or entered by the practice (table appointment, migrations
 * OnlineBooking, ExactIdentity, AppointmentSequence and PracticeAgenda). No two appointments
 * that are not cancelled overlap: the exclusion constraint makes PostgreSQL refuse the second
 * one, whatever the code path. Its status check and foreign keys were written inline in the migrations, so
 * they carry PostgreSQL's own names.
 */
@Entity('appointment')
@Check('CHK_appointment_range', `"ends_at" > "starts_at"`)
@Check('appointment_status_check', `"status" IN ('confirme', 'honore', 'absent', 'annule')`)
@Check('CHK_appointment_source', `"source" IN ('en-ligne', 'cabinet')`)
@Check(
  'CHK_appointment_online_consent',
  `"source" = 'cabinet' OR ("consent_at" IS NOT NULL AND "notice_version" IS NOT NULL)`,
)
@Exclusion(
  'EX_appointment_no_overlap',
  `USING gist (tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'annule')`,
)
@Unique('UQ_appointment_idempotency_key', ['idempotencyKey'])
@Index('IDX_appointment_starts_at', ['startsAt'])
@Index('IDX_appointment_phone_e164', ['phoneE164'], { where: `"phone_e164" IS NOT NULL` })
@Index('IDX_appointment_email_normalized', ['emailNormalized'], { where: `"email_normalized" IS NOT NULL` })
@Index('IDX_appointment_request', ['requestId'], { where: `"request_id" IS NOT NULL` })
export class Appointment {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_appointment' })
  id: string;

  @Column({ name: 'type_id', type: 'uuid' })
  @ForeignKey(() => BookingType, { name: 'appointment_type_id_fkey' })
  typeId: string;

  @Column({ name: 'starts_at', type: 'timestamptz' })
  startsAt: Date;

  @Column({ name: 'ends_at', type: 'timestamptz' })
  endsAt: Date;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 30 })
  phone: string;

  /** The phone in E.164; null when the number was not recognised (rows from before exact identities). */
  @Column({ name: 'phone_e164', type: 'varchar', length: 16, nullable: true })
  phoneE164: string | null;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  /** PostgreSQL's lower(email), computed by the database itself so that no writer forgets it. */
  @Column({
    name: 'email_normalized',
    type: 'varchar',
    length: 254,
    nullable: true,
    generatedType: 'STORED',
    asExpression: 'lower("email")',
    insert: false,
    update: false,
  })
  emailNormalized: string | null;

  @Column({ type: 'text', default: '' })
  message: string;

  /** When the patient ticked the consent box online; null for an appointment the practice entered. */
  @Column({ name: 'consent_at', type: 'timestamptz', nullable: true })
  consentAt: Date | null;

  @Column({ name: 'notice_version', type: 'varchar', length: 20, nullable: true })
  noticeVersion: string | null;

  @Column({ type: 'varchar', length: 10, default: 'confirme' })
  status: AppointmentStatus;

  /** The booking form's Idempotency-Key: the same press sent twice books once. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ name: 'cancelled_at', type: 'timestamptz', nullable: true })
  cancelledAt: Date | null;

  /** When its reminder was queued; null until then. */
  @Column({ name: 'reminder_sent_at', type: 'timestamptz', nullable: true })
  reminderSentAt: Date | null;

  /** The request this booking came from, when linked; cleared when the request is deleted. */
  @Column({ name: 'request_id', type: 'uuid', nullable: true })
  @ForeignKey(() => ContactRequest, { name: 'appointment_request_id_fkey', onDelete: 'SET NULL' })
  requestId: string | null;

  /**
   * The history line of the request's move to « Rendez-vous fixé » this booking made, so that
   * its cancellation undoes exactly that change.
   */
  @Column({ name: 'request_change_id', type: 'uuid', nullable: true })
  @ForeignKey(() => ContactChange, { name: 'appointment_request_change_id_fkey', onDelete: 'SET NULL' })
  requestChangeId: string | null;

  /** The SHA-256 of each cancel link's token (see cancel-token.ts), newest last. */
  @Column({ name: 'cancel_token_hashes', type: 'char', length: 64, array: true, default: () => "'{}'" })
  cancelTokenHashes: string[];

  /** The calendar entry's revision (iCalendar's SEQUENCE), raised by each move and cancellation. */
  @Column({ type: 'integer', default: 0 })
  sequence: number;

  /** Who entered it: the patient online, or the practice (migration PracticeAgenda). */
  @Column({ type: 'varchar', length: 10, default: 'en-ligne' })
  source: AppointmentSource;

  /** The practice's own remark on an appointment it entered; never shown to the patient. */
  @Column({ type: 'text', default: '' })
  note: string;
}
