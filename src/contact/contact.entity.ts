import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ContactStatus } from '../contract/follow-up';
import type { LeadSource } from '../contract/lead-sources';

/**
 * A patient's request (table contact_request), as the migrations left it: created by
 * InitialSchema, then given its lead source, consent, follow-up, normalized identity and
 * idempotency key.
 *
 * Not visible to TypeORM, so only written in the migrations: the trigram index
 * IDX_contact_request_search (on an expression, declared below without synchronization) and
 * the triggers that keep contact_request_count (see ContactRequestCount).
 *
 * The (created_at, id) and (status, created_at, id) indexes are descending in the migrations;
 * TypeORM compares an index's columns, not their order, so the entity names the columns only.
 */
@Entity('contact_request')
@Check('CHK_contact_request_source', `"source" IN ('questionnaire', 'contact', 'autre')`)
@Check(
  'CHK_contact_request_status',
  `"status" IN ('nouvelle', 'a-rappeler', 'rendez-vous-fixe', 'traitee', 'sans-suite')`,
)
@Index('IDX_contact_request_created_at_id', ['createdAt', 'id'])
@Index('IDX_contact_request_status', ['status', 'createdAt', 'id'])
@Index('IDX_contact_request_due', ['followUpAt'], { where: `"status" = 'a-rappeler'` })
@Index('IDX_contact_request_phone_e164', ['phoneE164'], { where: `"phone_e164" IS NOT NULL` })
@Index('IDX_contact_request_email_normalized', ['emailNormalized'], {
  where: `"email_normalized" IS NOT NULL`,
})
@Index('UQ_contact_request_idempotency_key', ['idempotencyKey'], {
  unique: true,
  where: `"idempotency_key" IS NOT NULL`,
})
// The fields joined by line breaks, under gin_trgm_ops: an expression TypeORM neither writes nor reads.
@Index('IDX_contact_request_search', { synchronize: false })
export class ContactRequest {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_contact_request' })
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 30 })
  phone: string;

  /**
   * The phone in E.164 (src/common/validation/identity.ts), what lookups compare; null when
   * the number typed is not recognised.
   */
  @Column({ name: 'phone_e164', type: 'varchar', length: 16, nullable: true })
  phoneE164: string | null;

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

  @Column({ type: 'varchar', length: 100 })
  service: string;

  @Column({ type: 'text', default: '' })
  message: string;

  /** json, not jsonb: keeps the answers in the order they were given (migration ContactSelectionsKeepOrder). */
  @Column({ type: 'json', default: () => "'{}'" })
  selections: Record<string, string>;

  /** Where the request came from; null when the client did not say. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  source: LeadSource | null;

  /** The path the visitor was on, e.g. "/contact"; null when the client did not say. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  page: string | null;

  /**
   * When the patient ticked the consent box (the same instant as createdAt), and the version
   * of the privacy notice in force then; both null for a request sent without consent.
   */
  @Column({ name: 'consent_at', type: 'timestamptz', nullable: true })
  consentAt: Date | null;

  @Column({ name: 'notice_version', type: 'varchar', length: 20, nullable: true })
  noticeVersion: string | null;

  /** Where the practice's follow-up stands; « nouvelle » at first. */
  @Column({ type: 'varchar', length: 20, default: 'nouvelle' })
  status: ContactStatus;

  /** When to call back, or null. */
  @Column({ name: 'follow_up_at', type: 'timestamptz', nullable: true })
  followUpAt: Date | null;

  /** The form's Idempotency-Key, unique among the requests that have one. */
  @Column({ name: 'idempotency_key', type: 'varchar', length: 100, nullable: true })
  idempotencyKey: string | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
