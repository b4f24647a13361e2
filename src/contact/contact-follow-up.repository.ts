import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';

/** An instant as the API writes it (ISO 8601 UTC with milliseconds). */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** PostgreSQL's foreign_key_violation: the request was deleted (or never was). */
const FOREIGN_KEY_VIOLATION = '23503';

/**
 * Every statement on the tables contact_note and contact_change (the follow-up's notes and
 * history), and only them; the change of a request's status, which writes its history in the
 * same statement, is ContactRepository.changeFollowUp.
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
}
