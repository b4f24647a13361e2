import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A newsletter subscriber, as created by migration 1763800000000 (table newsletter_subscriber). */
@Entity('newsletter_subscriber')
export class NewsletterSubscriber {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @CreateDateColumn({ name: 'subscribed_at', type: 'timestamptz' })
  subscribedAt: Date;
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
