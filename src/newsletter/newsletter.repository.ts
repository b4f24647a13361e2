import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { batches, countSql, ListedTable, pageSql } from '../common/listing/keyset';
import { NOTICE_VERSION } from '../contract/privacy-notice';
import { NewsletterPending, NewsletterSubscriber } from './newsletter.entity';

/** The admin list; a search looks in the address (trigram index IDX_newsletter_subscriber_email_search). */
const SUBSCRIBERS: ListedTable = {
  table: 'newsletter_subscriber',
  alias: 's',
  timeColumn: 'subscribed_at',
  searchText: 's.email',
};

export type SubscriberExportRow = Pick<NewsletterSubscriber, 'email' | 'subscribedAt' | 'noticeVersion'> & {
  cursorAt: string;
  cursorId: string;
};

/** A line of the admin list. */
export type SubscriberListRow = Pick<NewsletterSubscriber, 'id' | 'email' | 'subscribedAt'>;

/**
 * One address's subscription, or its sign-up waiting for confirmation: then `subscribedAt` is
 * when it was asked for, and the consent's columns are null. `noticeVersion` is also null for
 * older subscribers.
 */
export type SubjectSubscriptionRow = Pick<NewsletterSubscriber, 'id' | 'email' | 'subscribedAt'> & {
  [K in 'consentMethod' | 'consentedAt' | 'noticeVersion']: NewsletterSubscriber[K] | null;
};

/**
 * Every statement on the tables newsletter_subscriber and newsletter_pending, and only them:
 * NewsletterService decides what to store and what to log, this class how it is read and
 * written. Deleting a subscriber by id goes through TypeORM's repository; the rest is raw SQL,
 * each for a reason: a sign-up and its confirmation move a row between the two tables in one
 * statement (no race between two clicks), an address's pending sign-up is upserted on its unique
 * constraint, expiry is judged by PostgreSQL's clock, and the list is keyset pages and searches.
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
   * A single opt-in: adds the address as subscribed at once, unless it already is (one
   * statement, no race between two sign-ups). A sign-up of the same address still waiting for
   * a confirmation (left from when e-mails were on) is replaced. Returns the new id, or null
   * when the address was already subscribed. Consent is given now, under the notice in force.
   */
  async insertSingleOptIn(email: string): Promise<string | null> {
    const rows = await this.subscribers.query<Pick<NewsletterSubscriber, 'id'>[]>(
      `WITH replaced AS (DELETE FROM newsletter_pending WHERE email = $1)
       INSERT INTO newsletter_subscriber (email, consent_method, consented_at, notice_version)
       VALUES ($1, 'single', now(), $2)
       ON CONFLICT (email) DO NOTHING
       RETURNING id`,
      [email, NOTICE_VERSION],
    );
    return rows[0]?.id ?? null;
  }

  /**
   * A double opt-in: stores (or renews) the pending sign-up of an address that is not
   * subscribed yet, with the hash of its new confirmation token and a new expiry; a renewed
   * sign-up keeps its id, and only its latest link is valid. Returns null, touching nothing,
   * when the address is already subscribed.
   */
  async upsertPending(
    email: string,
    tokenHash: string,
    validDays: number,
  ): Promise<(Pick<NewsletterPending, 'id'> & { created: boolean }) | null> {
    const rows = await this.subscribers.query<(Pick<NewsletterPending, 'id'> & { created: boolean })[]>(
      `INSERT INTO newsletter_pending (email, token_hash, expires_at)
       SELECT $1::varchar, $2::char(64), now() + make_interval(days => $3::int)
        WHERE NOT EXISTS (SELECT 1 FROM newsletter_subscriber WHERE email = $1::varchar)
       ON CONFLICT (email) DO UPDATE
         SET token_hash = EXCLUDED.token_hash, expires_at = EXCLUDED.expires_at, requested_at = now()
       RETURNING id, (xmax = 0) AS created`,
      [email, tokenHash, validDays],
    );
    return rows[0] ?? null;
  }

  /**
   * Gives an unexpired pending sign-up a new token (its e-mail is being sent) and returns its
   * address; null when there is none with this id (confirmed, expired or erased).
   */
  async renewPendingToken(id: string, tokenHash: string): Promise<string | null> {
    const [rows] = await this.subscribers.query<[Pick<NewsletterPending, 'email'>[], number]>(
      `UPDATE newsletter_pending SET token_hash = $2 WHERE id = $1 AND expires_at > now() RETURNING email`,
      [id, tokenHash],
    );
    return rows[0]?.email ?? null;
  }

  /**
   * Confirms the pending sign-up whose unexpired token has this hash: it becomes a subscriber
   * (double opt-in, consent now, under the notice in force now) with the same id, in one
   * statement, and the token is gone. Returns its id, or null when no valid sign-up has this
   * token (unknown, used or expired).
   */
  async confirmPending(tokenHash: string): Promise<string | null> {
    const rows = await this.subscribers.query<Pick<NewsletterPending, 'id'>[]>(
      `WITH confirmed AS (
         DELETE FROM newsletter_pending WHERE token_hash = $1 AND expires_at > now() RETURNING id, email
       ), subscribed AS (
         INSERT INTO newsletter_subscriber (id, email, consent_method, consented_at, notice_version)
         SELECT id, email, 'double', now(), $2 FROM confirmed
         ON CONFLICT DO NOTHING
       )
       SELECT id FROM confirmed`,
      [tokenHash, NOTICE_VERSION],
    );
    return rows[0]?.id ?? null;
  }

  /** Removes the subscriber, or the pending sign-up, with this id; true when one was there. */
  async deleteSubscriberOrPending(id: string): Promise<boolean> {
    const [{ n }] = await this.subscribers.query<{ n: number }[]>(
      `WITH s AS (DELETE FROM newsletter_subscriber WHERE id = $1 RETURNING id),
            p AS (DELETE FROM newsletter_pending WHERE id = $1 RETURNING id)
       SELECT ((SELECT count(*) FROM s) + (SELECT count(*) FROM p))::int AS n`,
      [id],
    );
    return n > 0;
  }

  /** Deletes the sign-ups whose confirmation link expired before `now`; returns how many. */
  async deleteExpiredPending(now: Date): Promise<number> {
    const [{ n }] = await this.subscribers.query<{ n: number }[]>(
      `WITH expired AS (DELETE FROM newsletter_pending WHERE expires_at <= $1 RETURNING 1)
       SELECT count(*)::int AS n FROM expired`,
      [now],
    );
    return n;
  }

  /** One page of subscribers, newest first: those matching `q`, after the one whose id is `before`. */
  page(limit: number, before?: string, q?: string): Promise<SubscriberListRow[]> {
    const page = pageSql(SUBSCRIBERS, 's.id, s.email, s.subscribed_at AS "subscribedAt"', limit, before, q);
    return this.subscribers.query<SubscriberListRow[]>(page.text, page.params);
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
      `s.email, s.subscribed_at AS "subscribedAt", s.notice_version AS "noticeVersion"`,
      q,
      ({ text, params }) => this.subscribers.query<SubscriberExportRow[]>(text, params),
    );
  }

  /** True when a subscriber was removed, false when none had this id. */
  async delete(id: string): Promise<boolean> {
    const result = await this.subscribers.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /**
   * What the newsletter holds of one address (stored in lower case): its subscription, with how
   * consent was given, or its sign-up still waiting for confirmation (`consentMethod` null).
   */
  bySubjectEmail(email: string): Promise<SubjectSubscriptionRow[]> {
    return this.subscribers.query(
      `SELECT id, email, subscribed_at AS "subscribedAt", consent_method AS "consentMethod",
              consented_at AS "consentedAt", notice_version AS "noticeVersion"
         FROM newsletter_subscriber WHERE email = lower($1)
       UNION ALL
       SELECT id, email, requested_at, NULL, NULL, NULL FROM newsletter_pending WHERE email = lower($1)`,
      [email],
    );
  }

  /** Deletes the subscription and the waiting sign-up of one address; how many rows went. */
  async deleteBySubjectEmail(email: string): Promise<number> {
    const [{ n }] = await this.subscribers.query<{ n: number }[]>(
      `WITH s AS (DELETE FROM newsletter_subscriber WHERE email = lower($1) RETURNING 1),
            p AS (DELETE FROM newsletter_pending WHERE email = lower($1) RETURNING 1)
       SELECT (SELECT count(*) FROM s) + (SELECT count(*) FROM p) AS n`,
      [email],
    );
    return Number(n);
  }
}
