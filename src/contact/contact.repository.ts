import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { batches, Condition, countSql, ListedTable, pageSql } from '../common/listing/keyset';
import { ContactStatus } from '../contract/follow-up';
import type { ContactNote } from './contact-note.entity';
import { ContactRequest } from './contact.entity';
import { Subject, subjectMatch } from './subject';

/**
 * The admin list. A search looks in the fields joined by a line break, which a search box
 * cannot hold, so a match never spans two fields: the same expression as the trigram index
 * IDX_contact_request_search (migration AdminListSearch), which PostgreSQL uses only for it.
 */
const CONTACTS: ListedTable = {
  table: 'contact_request',
  alias: 'c',
  timeColumn: 'created_at',
  searchText: `(c.name || E'\\n' || coalesce(c.email, '') || E'\\n' || c.phone || E'\\n' || c.service || E'\\n' || c.message)`,
};

/** Every request, from the counters the migration AdminListSearch keeps by triggers. */
const COUNT_ALL = 'SELECT coalesce(sum(n), 0)::int AS n FROM contact_request_count';

/** A request as the CSV export reads it, with the text of its latest note. */
export type ContactExportRow = Pick<
  ContactRequest,
  | 'name'
  | 'email'
  | 'phone'
  | 'service'
  | 'message'
  | 'selections'
  | 'source'
  | 'page'
  | 'createdAt'
  | 'consentAt'
  | 'noticeVersion'
  | 'status'
  | 'followUpAt'
> & { cursorAt: string; cursorId: string; lastNote: ContactNote['text'] | null };

/**
 * A request to store: everything but what PostgreSQL gives it (its id, its creation time and,
 * when `noticeVersion` is set, the time of consent, which is the same instant).
 */
export type NewContactRow = Omit<
  ContactRequest,
  'id' | 'createdAt' | 'consentAt' | 'status' | 'followUpAt' | 'emailNormalized' | 'idempotencyKey'
>;

/**
 * A row of contact_request, read under `alias`, as the API shows it (dates ISO 8601 UTC with
 * milliseconds): the select list of a LATERAL subquery whose row_to_json is the list item.
 */
const item = (alias: string) => `SELECT ${alias}.id AS "_id", ${alias}.name, ${alias}.email, ${alias}.phone,
         ${alias}.service, ${alias}.message, ${alias}.selections, ${alias}.source, ${alias}.page,
         to_char(${alias}.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt",
         to_char(${alias}.consent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "consentAt",
         ${alias}.notice_version AS "noticeVersion", ${alias}.status,
         to_char(${alias}.follow_up_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "followUpAt"`;

/** The end of today in Tunis, where the practice calls back from. */
const END_OF_TODAY = `((date_trunc('day', now() AT TIME ZONE 'Africa/Tunis') + interval '1 day') AT TIME ZONE 'Africa/Tunis')`;

/** Which requests a list shows: every one, those of one status, or those to call back by tonight. */
export interface ContactFilter {
  q?: string;
  status?: ContactStatus;
  /** « À rappeler » with a call-back time before the end of today in Tunis, or none. */
  due?: boolean;
}

function conditions({ status, due }: ContactFilter): Condition[] {
  const found: Condition[] = [];
  if (status) found.push((bind) => `c.status = ${bind(status)}`);
  if (due)
    found.push(
      () => `c.status = 'a-rappeler' AND (c.follow_up_at IS NULL OR c.follow_up_at < ${END_OF_TODAY})`,
    );
  return found;
}

/** The text of the latest note of the request read under the alias `request` (the export's last column). */
const lastNote = (request: string) =>
  `SELECT n.text FROM contact_note n WHERE n.contact_id = ${request}.id ORDER BY n.created_at DESC LIMIT 1`;

/** One parameterised statement, written once (TypeORM's query builder would rebuild it per request). */
const INSERT_CONTACT = `INSERT INTO contact_request
  (name, email, phone, service, message, selections, source, page, notice_version, consent_at, phone_e164,
   idempotency_key)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, CASE WHEN $9::varchar IS NULL THEN NULL ELSE now() END, $10, $11)
  ON CONFLICT (idempotency_key) WHERE idempotency_key IS NOT NULL DO NOTHING
  RETURNING id, created_at AS "createdAt", consent_at AS "consentAt"`;

const BY_IDEMPOTENCY_KEY = `SELECT id, created_at AS "createdAt", consent_at AS "consentAt"
  FROM contact_request WHERE idempotency_key = $1`;

/** What PostgreSQL gave a stored request; `replayed` when it was stored earlier under the same key. */
export type StoredContact = Pick<ContactRequest, 'id' | 'createdAt' | 'consentAt'> & { replayed: boolean };

type StoredRow = Pick<ContactRequest, 'id' | 'createdAt' | 'consentAt'>;

/**
 * The requests themselves: stored, listed, exported, found and deleted. The services decide
 * what to store and when (ContactService, RetentionService), this class how it is read and
 * written; the follow-up (status, call-back time, notes, history) is ContactFollowUpRepository's,
 * the figures ContactStatsRepository's.
 *
 * Finding one by id and deleting go through TypeORM's repository. Raw SQL stays for the insert
 * (its idempotency key's partial unique index, ON CONFLICT), the lists, exports and searches
 * (keyset pages on the indexes, the counters the triggers keep, JSON text PostgreSQL writes) and
 * a person's rows (on the normalized identity indexes).
 */
@Injectable()
export class ContactRepository {
  constructor(@InjectRepository(ContactRequest) private readonly contacts: Repository<ContactRequest>) {}

  /** The same statements inside a transaction (`manager` is the transaction's). */
  withManager(manager: EntityManager): ContactRepository {
    return new ContactRepository(manager.getRepository(ContactRequest));
  }

  /**
   * Stores a row and returns what PostgreSQL gave it. A plain INSERT … RETURNING (one round
   * trip): `save()` would wrap it in a transaction. Once it has returned, the row is committed.
   *
   * With an idempotency key already stored, nothing is inserted and the earlier row is answered
   * (`replayed`), whatever the new body says: the same key is the same press of the same form.
   * Two posts with one key at once are safe: the unique index makes the second INSERT wait for
   * the first to commit and then do nothing, and the SELECT after it (a new statement, so a new
   * snapshot) sees that row. Should the row be deleted between the two, the INSERT is tried again.
   */
  async insert(row: NewContactRow, idempotencyKey: string | null = null): Promise<StoredContact> {
    const values = [
      row.name,
      row.email,
      row.phone,
      row.service,
      row.message,
      JSON.stringify(row.selections),
      row.source,
      row.page,
      row.noticeVersion,
      row.phoneE164,
      idempotencyKey,
    ];
    for (let attempt = 0; ; attempt++) {
      const [inserted] = await this.contacts.query<StoredRow[]>(INSERT_CONTACT, values);
      if (inserted) return stored(inserted, false);
      const [earlier] = await this.contacts.query<StoredRow[]>(BY_IDEMPOTENCY_KEY, [idempotencyKey]);
      if (earlier) return stored(earlier, true);
      if (attempt === 2) throw new Error('contact insert kept conflicting with a deleted row');
    }
  }

  /** One request as stored, or null. */
  byId(id: string): Promise<ContactRequest | null> {
    return this.contacts.findOneBy({ id });
  }

  /**
   * One page of requests, newest first, as the JSON text GET /api/contact answers:
   * `[{_id, name, email, phone, service, message, selections, source, page, createdAt}, …]`,
   * written by PostgreSQL itself (no entity hydration, no parse and stringify in Node). Dates
   * are ISO 8601 UTC with milliseconds, as JSON.stringify writes them; `selections` is json,
   * so its answers keep their order.
   */
  async pageJson(limit: number, before?: string, filter: ContactFilter = {}): Promise<string> {
    const page = pageSql(CONTACTS, 'c.*', limit, before, filter.q, conditions(filter));
    const [{ body }] = await this.contacts.query<{ body: string }[]>(
      `SELECT coalesce('[' || string_agg(row_to_json(v)::text, ',' ORDER BY p.created_at DESC, p.id DESC) || ']', '[]') AS body
         FROM (${page.text}) p
        CROSS JOIN LATERAL (${item('p')}) v`,
      page.params,
    );
    return body;
  }

  /**
   * One request as a list item's JSON text, with `phoneE164` (null when the number was not
   * recognised: the detail says it will not be found by it), or null when none has this id.
   */
  async oneJson(id: string): Promise<string | null> {
    const rows = await this.contacts.query<{ body: string }[]>(
      `SELECT row_to_json(v)::text AS body FROM contact_request p
        CROSS JOIN LATERAL (${item('p')}, p.phone_e164 AS "phoneE164") v WHERE p.id = $1`,
      [id],
    );
    return rows[0]?.body ?? null;
  }

  /** How many requests match the filter (every request without one). */
  async count(filter: ContactFilter = {}): Promise<number> {
    // Without a filter, the number kept by the table's triggers (counting would read every row).
    const all = !filter.q && !filter.status && !filter.due;
    const count = all ? { text: COUNT_ALL, params: [] } : countSql(CONTACTS, filter.q, conditions(filter));
    const [{ n }] = await this.contacts.query<{ n: number }[]>(count.text, count.params);
    return n;
  }

  /** Every request matching the filter, newest first, a batch at a time (the CSV export). */
  exportBatches(filter: ContactFilter = {}): AsyncGenerator<ContactExportRow[]> {
    return batches<ContactExportRow>(
      CONTACTS,
      `c.name, c.email, c.phone, c.service, c.message, c.selections, c.source, c.page, c.created_at AS "createdAt",
       c.consent_at AS "consentAt", c.notice_version AS "noticeVersion", c.status,
       c.follow_up_at AS "followUpAt", (${lastNote('c')}) AS "lastNote"`,
      filter.q,
      ({ text, params }) => this.contacts.query<ContactExportRow[]>(text, params),
      conditions(filter),
    );
  }

  /** True when a row was deleted, false when none had this id. */
  async delete(id: string): Promise<boolean> {
    const result = await this.contacts.delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Deletes the requests created strictly before `now` minus `months` and returns how many.
   * Months are counted by PostgreSQL's calendar arithmetic (31 March − 1 month = 28 or
   * 29 February), on the created_at index.
   */
  async deleteCreatedBefore(now: Date, months: number): Promise<number> {
    const result = await this.contacts
      .createQueryBuilder()
      .delete()
      .from(ContactRequest)
      .where('created_at < CAST(:now AS timestamptz) - make_interval(months => :months)', {
        now: now.toISOString(),
        months,
      })
      .execute();
    return result.affected ?? 0;
  }

  /**
   * Every request of one person, newest first, as list items' JSON text: by e-mail (any case)
   * or by phone number, each compared exactly in its normalized form (see subjectMatch).
   */
  async subjectJson(subject: Subject): Promise<string> {
    const match = subjectMatch(subject, 'p');
    const [{ body }] = await this.contacts.query<{ body: string }[]>(
      `SELECT coalesce('[' || string_agg(row_to_json(v)::text, ',' ORDER BY p.created_at DESC, p.id DESC) || ']', '[]') AS body
         FROM contact_request p CROSS JOIN LATERAL (${item('p')}) v
        WHERE ${match.where}`,
      match.params,
    );
    return body;
  }

  /** Every request of one person, for an export: the columns of the CSV export. */
  subjectRows(
    subject: Subject,
  ): Promise<(Omit<ContactExportRow, 'cursorAt' | 'cursorId'> & Pick<ContactRequest, 'id'>)[]> {
    const match = subjectMatch(subject, 'p');
    return this.contacts.query(
      `SELECT p.id, p.name, p.email, p.phone, p.service, p.message, p.selections, p.source, p.page,
              p.created_at AS "createdAt", p.consent_at AS "consentAt", p.notice_version AS "noticeVersion",
              p.status, p.follow_up_at AS "followUpAt", (${lastNote('p')}) AS "lastNote"
         FROM contact_request p WHERE ${match.where} ORDER BY p.created_at DESC, p.id DESC`,
      match.params,
    );
  }

  /** Deletes every request of one person and returns how many. */
  async deleteSubject(subject: Subject): Promise<number> {
    const match = subjectMatch(subject, 'p');
    const [, affected] = await this.contacts.query<[unknown, number]>(
      `DELETE FROM contact_request p WHERE ${match.where}`,
      match.params,
    );
    return affected;
  }
}

function stored(row: StoredRow, replayed: boolean): StoredContact {
  return { ...row, replayed };
}
