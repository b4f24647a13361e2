import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { batches, countSql, ListedTable, pageSql } from '../common/listing/keyset';
import { NewsletterSubscriber } from './newsletter.entity';

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

/**
 * Every statement on the table newsletter_subscriber, and only them: NewsletterService decides
 * what to store and what to log, this class how it is read and written.
 */
@Injectable()
export class NewsletterRepository {
  constructor(
    @InjectRepository(NewsletterSubscriber) private readonly subscribers: Repository<NewsletterSubscriber>,
  ) {}

  /** The same statements inside a transaction (`manager` is the transaction's). */
  withManager(manager: EntityManager): NewsletterRepository {
    return new NewsletterRepository(manager.getRepository(NewsletterSubscriber));
  }

  /**
   * Adds an address unless it is already there (INSERT … ON CONFLICT DO NOTHING: one
   * statement, no race between two sign-ups). Returns whether it was new.
   */
  async insertIfNew(email: string): Promise<boolean> {
    const result = await this.subscribers
      .createQueryBuilder()
      .insert()
      .into(NewsletterSubscriber)
      .values({ email })
      .orIgnore()
      .returning(['id'])
      .execute();
    // PostgreSQL returns the inserted row, or none when the address was already there.
    return Array.isArray(result.raw) && result.raw.length > 0;
  }

  /** One page of subscribers, newest first: those matching `q`, after the one whose id is `before`. */
  page(limit: number, before?: string, q?: string): Promise<NewsletterSubscriber[]> {
    const page = pageSql(SUBSCRIBERS, 's.id, s.email, s.subscribed_at AS "subscribedAt"', limit, before, q);
    return this.subscribers.query<NewsletterSubscriber[]>(page.text, page.params);
  }

  /** How many subscribers match `q` (all of them without one). */
  async count(q?: string): Promise<number> {
    const count = countSql(SUBSCRIBERS, q);
    const [{ n }] = await this.subscribers.query<{ n: number }[]>(count.text, count.params);
    return n;
  }

  /** Every subscriber matching `q`, newest first, a batch at a time (the CSV export). */
  exportBatches(q?: string): AsyncGenerator<SubscriberExportRow[]> {
    return batches<SubscriberExportRow>(
      SUBSCRIBERS,
      `s.email, s.subscribed_at AS "subscribedAt"`,
      q,
      ({ text, params }) => this.subscribers.query<SubscriberExportRow[]>(text, params),
    );
  }

  /** True when a subscriber was removed, false when none had this id. */
  async delete(id: string): Promise<boolean> {
    const result = await this.subscribers.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /** The subscriptions of one address (addresses are stored in lower case). */
  bySubjectEmail(email: string): Promise<{ id: string; email: string; subscribedAt: Date }[]> {
    return this.subscribers.query(
      `SELECT id, email, subscribed_at AS "subscribedAt" FROM newsletter_subscriber WHERE email = lower($1)`,
      [email],
    );
  }

  /** Deletes the subscriptions of one address and returns how many. */
  async deleteBySubjectEmail(email: string): Promise<number> {
    const [, affected] = await this.subscribers.query<[unknown, number]>(
      `DELETE FROM newsletter_subscriber WHERE email = lower($1)`,
      [email],
    );
    return affected;
  }
}
