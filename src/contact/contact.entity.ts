import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ContactStatus } from '../contract/follow-up';
import type { LeadSource } from '../contract/lead-sources';

/**
 * A patient's request, as created by migration 1763800000000 (table contact_request). Its
 * `idempotency_key` (migration 1765200000000) is only written and read by ContactRepository's
 * own SQL, so it is not mapped here.
 */
@Entity('contact_request')
export class ContactRequest {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 100 })
  name: string;

  @Column({ type: 'varchar', length: 254, nullable: true })
  email: string | null;

  @Column({ type: 'varchar', length: 30 })
  phone: string;

  /**
   * The phone in E.164 (src/common/validation/identity.ts), what lookups compare; null when the number
   * typed is not recognised (migration 1764900000000). The lower-cased e-mail is a column
   * PostgreSQL computes (email_normalized), so it is not mapped here.
   */
  @Column({ name: 'phone_e164', type: 'varchar', length: 16, nullable: true })
  phoneE164: string | null;

  @Column({ type: 'varchar', length: 100 })
  service: string;

  @Column({ type: 'text', default: '' })
  message: string;

  /** json, not jsonb: keeps the answers in the order they were given (migration 1763900000000). */
  @Column({ type: 'json', default: () => "'{}'" })
  selections: Record<string, string>;

  /** Where the request came from (migration 1764000000000); null when the client did not say. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  source: LeadSource | null;

  /** The path the visitor was on, e.g. "/contact"; null when the client did not say. */
  @Column({ type: 'varchar', length: 200, nullable: true })
  page: string | null;

  /**
   * When the patient ticked the consent box (the same instant as createdAt), and the version
   * of the privacy notice in force then; both null for a request sent without consent
   * (migration 1764300000000).
   */
  @Column({ name: 'consent_at', type: 'timestamptz', nullable: true })
  consentAt: Date | null;

  @Column({ name: 'notice_version', type: 'varchar', length: 20, nullable: true })
  noticeVersion: string | null;

  /** Where the practice's follow-up stands (migration 1764700000000); « nouvelle » at first. */
  @Column({ type: 'varchar', length: 20, default: 'nouvelle' })
  status: ContactStatus;

  /** When to call back, or null. */
  @Column({ name: 'follow_up_at', type: 'timestamptz', nullable: true })
  followUpAt: Date | null;

  @Index('IDX_contact_request_created_at')
  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
