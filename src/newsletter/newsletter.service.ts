import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { batches, countSql, ListedTable, pageSql } from '../common/listing/keyset';
import { logger } from '../common/logging/json-logger';
import { NewsletterSubscriber, NewsletterSubscriberView, toSubscriberView } from './newsletter.entity';

/** The admin list; a search looks in the address (trigram index IDX_newsletter_subscriber_email_search). */
const SUBSCRIBERS: ListedTable = {
  table: 'newsletter_subscriber',
  alias: 's',
  timeColumn: 'subscribed_at',
  searchText: 's.email',
};

export interface SubscriberExportRow {
  cursorAt: string;
  cursorId: string;
  email: string;
  subscribedAt: Date;
}

/** Subscribers: the public sign-up, the administrator's list and unsubscribe. */
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

  /** One page of subscribers, newest first, and how many match the search. */
  async list(
    limit: number,
    before?: string,
    q?: string,
  ): Promise<{ items: NewsletterSubscriberView[]; total: number }> {
    const page = pageSql(SUBSCRIBERS, 's.id, s.email, s.subscribed_at AS "subscribedAt"', limit, before, q);
    const rows = await this.subscribers.query<NewsletterSubscriber[]>(page.text, page.params);
    const count = countSql(SUBSCRIBERS, q);
    const [{ n }] = await this.subscribers.query<{ n: number }[]>(count.text, count.params);
    return { items: rows.map(toSubscriberView), total: n };
  }

  /** Every subscriber matching `q`, newest first, a batch at a time (the CSV export). */
  exportRows(q?: string): AsyncGenerator<SubscriberExportRow[]> {
    return batches<SubscriberExportRow>(
      SUBSCRIBERS,
      `s.email, s.subscribed_at AS "subscribedAt"`,
      q,
      ({ text, params }) => this.subscribers.query<SubscriberExportRow[]>(text, params),
    );
  }

  /** True when a subscriber was removed, false when none had this id. */
  async remove(id: string): Promise<boolean> {
    const result = await this.subscribers.delete({ id });
    const removed = (result.affected ?? 0) > 0;
    if (removed) logger.event('info', 'newsletter unsubscribed', { subscriberId: id }, 'Newsletter');
    return removed;
  }
}
