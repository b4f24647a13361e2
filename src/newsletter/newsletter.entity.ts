import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, Unique } from 'typeorm';

/** How a subscriber's consent was obtained: at the sign-up itself, or by confirming an e-mail. */
export type ConsentMethod = 'single' | 'double';

/**
 * A newsletter subscriber (table newsletter_subscriber, migrations InitialSchema,
 * AdminListSearch, NewsletterConsent and NewsletterNoticeVersion). Only confirmed
 * subscriptions: a sign-up waiting for its e-mail confirmation is a NewsletterPending row.
 * The list reads newest first by (subscribed_at, id): that index is descending in the
 * migration, TypeORM compares its columns only.
 */
@Entity('newsletter_subscriber')
@Unique('UQ_newsletter_subscriber_email', ['email'])
@Check('CHK_newsletter_subscriber_consent_method', `"consent_method" IN ('single', 'double')`)
@Index('IDX_newsletter_subscriber_subscribed_at_id', ['subscribedAt', 'id'])
// A trigram index (gin, gin_trgm_ops) for the search: TypeORM would write a plain btree one.
@Index('IDX_newsletter_subscriber_email_search', { synchronize: false })
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_newsletter_subscriber' })
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  @CreateDateColumn({ name: 'subscribed_at', type: 'timestamptz' })
  subscribedAt: Date;

  /** 'single' for a row written without saying how (a restore, a manual insert): nothing confirmed it. */
  @Column({ name: 'consent_method', type: 'varchar', length: 10, default: 'single' })
  consentMethod: ConsentMethod;

  /** When consent was given: the sign-up (single) or the click on the e-mail's link (double). */
  @Column({ name: 'consented_at', type: 'timestamptz', default: () => 'now()' })
  consentedAt: Date;

  /** The privacy notice in force at that moment (NOTICE_VERSION); null for older subscribers. */
  @Column({ name: 'notice_version', type: 'varchar', length: 20, nullable: true })
  noticeVersion: string | null;
}

/**
 * A sign-up waiting for the confirmation of its address (table newsletter_pending, migration
 * NewsletterConsent). On confirmation it becomes a subscriber with the same id; unconfirmed,
 * the retention job deletes it once expired.
 */
@Entity('newsletter_pending')
@Unique('UQ_newsletter_pending_email', ['email'])
@Unique('UQ_newsletter_pending_token_hash', ['tokenHash'])
@Index('IDX_newsletter_pending_expires_at', ['expiresAt'])
export class NewsletterPending {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_newsletter_pending' })
  id: string;

  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** SHA-256 of the confirmation token, in hex: the token itself is only in the e-mail. */
  @Column({ name: 'token_hash', type: 'char', length: 64 })
  tokenHash: string;

  @Column({ name: 'requested_at', type: 'timestamptz', default: () => 'now()' })
  requestedAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}

/** What the API returns: `_id`, never `id`. */
export interface NewsletterSubscriberView {
  _id: string;
  email: string;
  subscribedAt: Date;
}

export function toSubscriberView(
  row: Pick<NewsletterSubscriber, 'id' | 'email' | 'subscribedAt'>,
): NewsletterSubscriberView {
  return { _id: row.id, email: row.email, subscribedAt: row.subscribedAt };
}
