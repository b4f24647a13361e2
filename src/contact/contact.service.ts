import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { batches, countSql, ListedTable, pageSql } from '../common/listing/keyset';
import { ListPage } from '../common/listing/list-query.dto';
import { NotificationService } from '../notifications/notification.service';
import { ContactRequest } from './contact.entity';
import { CreateContactDto } from './dto/create-contact.dto';
import { copySelections } from './dto/selections.validator';

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

/** A request as the CSV export reads it. */
export interface ContactExportRow {
  cursorAt: string;
  cursorId: string;
  name: string;
  email: string | null;
  phone: string;
  service: string;
  message: string;
  selections: Record<string, string>;
  source: string | null;
  page: string | null;
  createdAt: Date;
}

/** One parameterised statement, written once (TypeORM's query builder would rebuild it per request). */
const INSERT_CONTACT = `INSERT INTO contact_request (name, email, phone, service, message, selections, source, page)
  VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, created_at`;

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactRequest) private readonly contacts: Repository<ContactRequest>,
    private readonly notifications: NotificationService,
  ) {}

  /**
   * Stores a validated request; an empty e-mail is stored as null, a missing message as "",
   * a missing lead source (source, page) as null.
   * A plain INSERT … RETURNING (one round trip): `save()` would wrap it in a transaction.
   * Once it has returned, the row is committed: only then is the practice's notification
   * queued, to be sent in the background (the answer never waits for the mail server).
   */
  async create(dto: CreateContactDto): Promise<ContactRequest> {
    const row = this.contacts.create({
      name: dto.name,
      email: dto.email ? dto.email : null,
      phone: dto.phone,
      service: dto.service,
      message: dto.message ?? '',
      selections: copySelections(dto.selections ?? {}),
      source: dto.source ?? null,
      page: dto.page ?? null,
    });
    const [inserted] = await this.contacts.query<{ id: string; created_at: Date }[]>(INSERT_CONTACT, [
      row.name,
      row.email,
      row.phone,
      row.service,
      row.message,
      JSON.stringify(row.selections),
      row.source,
      row.page,
    ]);
    const saved = Object.assign(row, { id: inserted.id, createdAt: inserted.created_at });
    this.notifications.notifyNewRequest(saved);
    return saved;
  }

  /**
   * One page of requests, newest first, as the JSON text GET /api/contact answers:
   * `{_id, name, email, phone, service, message, selections, source, page, createdAt}`,
   * written by PostgreSQL itself (no entity hydration, no parse and stringify in Node); and
   * how many requests match the search. Dates are ISO 8601 UTC with milliseconds, as
   * JSON.stringify writes them; `selections` is json, so its answers keep their order.
   */
  async listJson(limit: number, before?: string, q?: string): Promise<ListPage> {
    const page = pageSql(CONTACTS, 'c.*', limit, before, q);
    const [{ body }] = await this.contacts.query<{ body: string }[]>(
      `SELECT coalesce('[' || string_agg(row_to_json(v)::text, ',' ORDER BY p.created_at DESC, p.id DESC) || ']', '[]') AS body
         FROM (${page.text}) p
        CROSS JOIN LATERAL (
          SELECT p.id AS "_id", p.name, p.email, p.phone, p.service, p.message, p.selections,
                 p.source, p.page,
                 to_char(p.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"
        ) v`,
      page.params,
    );
    // Without a search, the number kept by the table's triggers (counting would read every row).
    const count = q ? countSql(CONTACTS, q) : { text: COUNT_ALL, params: [] };
    const [{ n }] = await this.contacts.query<{ n: number }[]>(count.text, count.params);
    return { body, total: n };
  }

  /** Every request matching `q`, newest first, a batch at a time (the CSV export). */
  exportRows(q?: string): AsyncGenerator<ContactExportRow[]> {
    return batches<ContactExportRow>(
      CONTACTS,
      `c.name, c.email, c.phone, c.service, c.message, c.selections, c.source, c.page, c.created_at AS "createdAt"`,
      q,
      ({ text, params }) => this.contacts.query<ContactExportRow[]>(text, params),
    );
  }

  /** True when a row was deleted, false when none had this id. */
  async remove(id: string): Promise<boolean> {
    const result = await this.contacts.delete({ id });
    return (result.affected ?? 0) > 0;
  }
}
