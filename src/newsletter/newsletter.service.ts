import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { logger } from '../common/logging/json-logger';
import { NewsletterSubscriber, NewsletterSubscriberView, toSubscriberView } from './newsletter.entity';

/** Subscribers: the public sign-up (issue 9), the administrator's list and unsubscribe. */
@Injectable()
export class NewsletterService {
  constructor(
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
  ) {}

  /**
   * Adds an address (already trimmed and lowercased). An address already there is left as it
   * is (INSERT … ON CONFLICT DO NOTHING: one statement, no race between two sign-ups).
   * Returns whether it was new.
   */
  async subscribe(email: string): Promise<boolean> {
    const result = await this.subscribers
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscriber)
      .values({ email })
      .orIgnore()
      .returning(['id'])
      .execute();
    // PostgreSQL returns the inserted row, or none when the address was already there.
    const created = Array.isArray(result.raw) && result.raw.length > 0;
    logger.event('info', 'newsletter sign-up', { created }, 'Newsletter');
    return created;
  }

  /** Newest first; the id breaks ties so the order is stable. */
  async findAll(): Promise<NewsletterSubscriberView[]> {
    const rows = await this.subscribers.find({ order: { subscribedAt: 'DESC', id: 'DESC' } });
    return rows.map(toSubscriberView);
  }

  /** True when a subscriber was removed, false when none had this id. */
  async remove(id: string): Promise<boolean> {
    const result = await this.subscribers.delete({ id });
    const removed = (result.affected ?? 0) > 0;
    if (removed) logger.event('info', 'newsletter unsubscribed', { subscriberId: id }, 'Newsletter');
    return removed;
  }
}
