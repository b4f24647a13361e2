import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { countSql, ListedTable, pageSql } from '../common/listing/keyset';
import type { AuditAction } from '../contract/audit-actions';
import type { AuditDetail } from '../contract/audit-detail';
import { AuditEvent } from './audit-event.entity';

const EVENTS: ListedTable = {
  table: 'audit_event',
  alias: 'a',
  timeColumn: 'at',
  searchText: 'a.action',
};

/** An entry to write: the database gives it its id and time. */
export interface NewAuditEvent {
  action: AuditAction;
  actorId?: string | null;
  targetId?: string | null;
  /** How it was done, never on whom (see AuditDetail). */
  detail?: AuditDetail | null;
  /** The client's network, already truncated (journalNetwork); AuditService fills it in. */
  ip?: string | null;
}

/**
 * Every statement on the table audit_event: inserts (TypeORM's repository), pages newest first
 * (keyset SQL, JSON text PostgreSQL writes), the yearly purge (a function of the owner's).
 */
@Injectable()
export class AuditRepository {
  constructor(@InjectRepository(AuditEvent) private readonly events: Repository<AuditEvent>) {}

  async insert(event: NewAuditEvent): Promise<void> {
    await this.events.insert({
      action: event.action,
      actorId: event.actorId ?? null,
      targetId: event.targetId ?? null,
      ip: event.ip ?? null,
      detail: event.detail ?? null,
    });
  }

  /**
   * One page newest first, as GET /api/admin/audit answers it, written by PostgreSQL, with the
   * username of the account that acted (accounts are disabled, never deleted, so it stays
   * known; null for a patient's link, the command line or a job).
   */
  async pageJson(limit: number, before?: string, q?: string): Promise<string> {
    const page = pageSql(EVENTS, 'a.*', limit, before, q);
    const [{ body }] = await this.events.query<{ body: string }[]>(
      `SELECT coalesce('[' || string_agg(row_to_json(v)::text, ',' ORDER BY p.at DESC, p.id DESC) || ']', '[]') AS body
         FROM (${page.text}) p
        CROSS JOIN LATERAL (
          SELECT p.id AS "_id", p.action, p.target_id AS "targetId", p.actor_id AS "actorId",
                 (SELECT u.username FROM admin_user u WHERE u.id = p.actor_id) AS "actorUsername",
                 p.ip::text AS "ip", p.detail AS "detail",
                 to_char(p.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "at"
        ) v`,
      page.params,
    );
    return body;
  }

  async count(q?: string): Promise<number> {
    const count = countSql(EVENTS, q);
    const [{ n }] = await this.events.query<{ n: number }[]>(count.text, count.params);
    return n;
  }

  /**
   * Deletes the entries older than `months` (never fewer than twelve) through
   * audit_event_purge(), which runs as the tables' owner: the server's own role may not delete
   * from the journal (see src/database/runtime-role.ts).
   */
  async deleteOlderThan(months: number): Promise<number> {
    const [{ deleted }] = await this.events.query<{ deleted: number }[]>(
      `SELECT audit_event_purge($1) AS deleted`,
      [months],
    );
    return deleted;
  }
}
