import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { ContactStatus } from '../contract/follow-up';

/** An instant as the API writes it (ISO 8601 UTC with milliseconds). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** PostgreSQL's foreign_key_violation: the request was deleted (or never was). */
const FOREIGN_KEY_VIOLATION = '23503';

/** A change of the follow-up; a key left out is left as it is (`followUpAt: null` clears it). */
export interface FollowUpChange {
  status?: ContactStatus;
  followUpAt?: Date | null;
}

/**
 * The follow-up of the requests: the changes of a request's status or call-back time, each
 * written in its history by the same statement (the administrator's; an online booking's are
 * BookingLinkRepository's),
 * and the notes and history, written and read. ContactRepository keeps the requests
 * themselves (stored, listed, exported, deleted), ContactStatsRepository the figures.
 */
@Injectable()
export class ContactFollowUpRepository {
  constructor(@InjectDataSource() private readonly database: DataSource) {}

  /** Adds a note; its JSON `{_id, text, createdAt}`, or null when no request has this id. */
  async insertNote(contactId: string, text: string, authorId: string | null): Promise<string | null> {
    try {
      const [row] = await this.database.query<{ body: string }[]>(
        `INSERT INTO contact_note (contact_id, text, author_id) VALUES ($1, $2, $3)
         RETURNING json_build_object('_id', id, 'text', text, 'createdAt', ${iso('created_at')})::text AS body`,
        [contactId, text, authorId],
      );
      return row.body;
    } catch (error) {
      if (
        error instanceof QueryFailedError &&
        (error.driverError as { code?: string }).code === FOREIGN_KEY_VIOLATION
      ) {
        return null;
      }
      throw error;
    }
  }

  /** The request's notes newest first, and its history newest first, as two JSON arrays' texts. */
  async notesAndHistoryJson(contactId: string): Promise<{ notes: string; history: string }> {
    const [row] = await this.database.query<{ notes: string; history: string }[]>(
      `SELECT
         (SELECT coalesce(json_agg(json_build_object('_id', n.id, 'text', n.text, 'createdAt', ${iso('n.created_at')})
                  ORDER BY n.created_at DESC, n.id DESC), '[]')::text
            FROM contact_note n WHERE n.contact_id = $1) AS notes,
         (SELECT coalesce(json_agg(json_build_object('_id', h.id, 'field', h.field, 'from', h.from_value,
                  'to', h.to_value, 'at', ${iso('h.at')}) ORDER BY h.at DESC, h.id DESC), '[]')::text
            FROM contact_change h WHERE h.contact_id = $1) AS history`,
      [contactId],
    );
    return row;
  }

  /**
   * Changes the follow-up of one request and writes each change in its history, in one
   * statement: the row is locked while it is read, so two changes at once are applied one after
   * the other (the last one wins) and the history holds both, each from what the other left.
   * Returns false when no request has this id.
   */
  async changeFollowUp(id: string, change: FollowUpChange, actorId: string | null): Promise<boolean> {
    const setsFollowUp = change.followUpAt !== undefined;
    const rows = await this.database.query<{ id: string }[]>(
      `WITH old AS (SELECT id, status, follow_up_at FROM contact_request WHERE id = $1 FOR UPDATE),
            new AS (
              UPDATE contact_request c
                 SET status = coalesce($2::varchar, c.status),
                     follow_up_at = CASE WHEN $3::boolean THEN $4::timestamptz ELSE c.follow_up_at END
                FROM old WHERE c.id = old.id
              RETURNING c.id, c.status, c.follow_up_at),
            logged AS (
              INSERT INTO contact_change (contact_id, field, from_value, to_value, actor_id)
              SELECT old.id, 'status', old.status, new.status, $5::uuid FROM old JOIN new USING (id)
               WHERE new.status IS DISTINCT FROM old.status
              UNION ALL
              SELECT old.id, 'followUpAt', ${iso('old.follow_up_at')}, ${iso('new.follow_up_at')}, $5::uuid
                FROM old JOIN new USING (id)
               WHERE new.follow_up_at IS DISTINCT FROM old.follow_up_at)
       SELECT id FROM new`,
      [id, change.status ?? null, setsFollowUp, setsFollowUp ? change.followUpAt : null, actorId],
    );
    return rows.length > 0;
  }
}
