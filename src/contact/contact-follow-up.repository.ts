import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { ContactStatus } from '../contract/follow-up';
import type { ContactChange } from './contact-change.entity';
import type { ContactRequest } from './contact.entity';

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
 * Whose request a booking may mark: one with this phone (E.164) or this e-mail (any case), so
 * that a stranger's id marks nothing; or any request ('any': the practice links by hand).
 */
export type RequestOwner = Pick<ContactRequest, 'phoneE164' | 'email'> | 'any';

/** A request a booking marked: its id, and the history line of its move to « Rendez-vous fixé », if it moved. */
export interface BookedRequest {
  requestId: ContactRequest['id'];
  changeId: ContactChange['id'] | null;
}

/**
 * The follow-up of the requests: the changes of a request's status or call-back time, each
 * written in its history by the same statement (the administrator's, and an online booking's),
 * and the notes and history, written and read. ContactRepository keeps the requests
 * themselves (stored, listed, exported, deleted), ContactStatsRepository the figures.
 *
 * The statements are raw SQL: each change reads the row under a lock and writes the history
 * line from what it read, in one statement (CTEs), and the notes and history are answered as
 * JSON text PostgreSQL writes.
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

  /**
   * A booking's mark on a request, in the booking's transaction (`manager`): the request whose id
   * this is, if it is `owner`'s, is locked and, when `moveStatus` (the appointment is confirmed)
   * and it is still « Nouvelle » or « À rappeler », moved to « Rendez-vous fixé » with its history
   * line, in one statement. Null when no such request; else its id and the history line's id
   * (null when the status stayed as it was).
   */
  async markBooked(
    requestId: string,
    owner: RequestOwner,
    moveStatus: boolean,
    actorId: string | null,
    manager: EntityManager,
  ): Promise<BookedRequest | null> {
    const any = owner === 'any';
    const [row] = await manager.query<BookedRequest[]>(
      `WITH req AS (
         SELECT c.id, c.status FROM contact_request c
          WHERE c.id = $1 AND ($2::boolean OR c.phone_e164 = $3::varchar OR c.email_normalized = lower($4::varchar))
            FOR UPDATE),
       changed AS (
         UPDATE contact_request c SET status = 'rendez-vous-fixe' FROM req
          WHERE c.id = req.id AND req.status IN ('nouvelle', 'a-rappeler') AND $5::boolean
         RETURNING c.id, req.status AS previous),
       logged AS (
         INSERT INTO contact_change (contact_id, field, from_value, to_value, actor_id)
         SELECT id, 'status', previous, 'rendez-vous-fixe', $6::uuid FROM changed RETURNING id)
       SELECT req.id AS "requestId", (SELECT id FROM logged) AS "changeId" FROM req`,
      [requestId, any, any ? null : owner.phoneE164, any ? null : owner.email, moveStatus, actorId],
    );
    return row ?? null;
  }

  /**
   * Undoes a booking's mark (markBooked's history line `changeId` on request `requestId`), in the
   * booking's transaction: the request gets its status before back, only if it is still
   * « Rendez-vous fixé » (the practice may have moved it on), with a history line of its own, and
   * the booking's line is dated undone so the statistics stop counting it. Rows locked while read,
   * one statement. True when the status went back.
   */
  async undoBooked(
    requestId: string,
    changeId: string,
    actorId: string | null,
    manager: EntityManager,
  ): Promise<boolean> {
    const [row] = await manager.query<{ reverted: boolean }[]>(
      `WITH made AS (
         SELECT h.id, h.from_value FROM contact_change h
          WHERE h.id = $2 AND h.contact_id = $1 AND h.undone_at IS NULL FOR UPDATE),
       req AS (
         SELECT c.id FROM contact_request c WHERE c.id = $1 AND c.status = 'rendez-vous-fixe' FOR UPDATE),
       reverted AS (
         UPDATE contact_request c SET status = made.from_value FROM made, req
          WHERE c.id = req.id RETURNING c.id, made.from_value AS previous),
       logged AS (
         INSERT INTO contact_change (contact_id, field, from_value, to_value, actor_id)
         SELECT id, 'status', 'rendez-vous-fixe', previous, $3::uuid FROM reverted),
       undone AS (
         UPDATE contact_change h SET undone_at = now() FROM made
          WHERE h.id = made.id AND EXISTS (SELECT 1 FROM reverted) RETURNING h.id)
       SELECT EXISTS (SELECT 1 FROM reverted) AS reverted`,
      [requestId, changeId, actorId],
    );
    return row.reverted;
  }
}
