import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** How a subscriber's consent was obtained: at the sign-up itself, or by confirming an e-mail. */
export type ConsentMethod = 'single' | 'double';

/**
 * A newsletter subscriber (table newsletter_subscriber, migrations 1763800000000,
 * 1764500000000 and 1765300000000). Only confirmed subscriptions: a sign-up waiting for its
 * e-mail confirmation is a NewsletterPending row.
 */
@Entity('newsletter_subscriber')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @CreateDateColumn({ name: 'subscribed_at', type: 'timestamptz' })
  subscribedAt: Date;

  @Column({ name: 'consent_method', type: 'varchar', length: 10 })
  consentMethod: ConsentMethod;

  /** When consent was given: the sign-up (single) or the click on the e-mail's link (double). */
  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt: Date;

  /** The privacy notice in force at that moment (NOTICE_VERSION); null for older subscribers. */
  @Column({ name: 'notice_version', type: 'varchar', length: 20, nullable: true })
  noticeVersion: string | null;
}

/**
 * A sign-up waiting for the confirmation of its address. On confirmation it becomes a
 * subscriber with the same id; unconfirmed, the retention job deletes it once expired.
 */
@Entity('newsletter_pending')
export class NewsletterPending {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  /** SHA-256 of the confirmation token, in hex: the token itself is only in the e-mail. */
  @Column({ name: 'token_hash', type: 'char', length: 64, unique: true })
  tokenHash: string;

  @Column({ name: 'requested_at', type: 'timestamptz' })
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

export function toSubscriberView(row: NewsletterSubscriber): NewsletterSubscriberView {
  return { _id: row.id, email: row.email, subscribedAt: row.subscribedAt };
}
