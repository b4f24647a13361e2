import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** Whose request may be linked: the booking's identity, or anyone's (the practice links by hand). */
export type LinkCheck = { phoneE164: string | null; email: string | null } | 'any';

/**
 * The link between an appointment and the contact request it came from, and the one change it
 * makes to the request's follow-up. Linking a confirmed appointment moves a request still
 * « Nouvelle » or « À rappeler » to « Rendez-vous fixé », writes that change in the request's
 * history and keeps the history row's id on the appointment (`request_change_id`, whose
 * `from_value` is the status before). Undoing (the appointment is cancelled) puts that status
 * back, only if the request is still « Rendez-vous fixé » (the practice may have moved it on),
 * and dates the change as undone so the statistics stop counting it. Each is one statement,
 * the rows locked while read.
 */
@Injectable()
export class BookingLinkRepository {
  constructor(@InjectDataSource() private readonly database: DataSource) {}

  /**
   * Links the appointment to the request when the request exists and, unless `check` is 'any',
   * has the same phone (E.164) or e-mail (lower case): a stranger's id links nothing.
   */
  async link(
    appointmentId: string,
    requestId: string,
    check: LinkCheck,
    actorId: string | null,
    database: Queryable = this.database,
  ): Promise<{ linked: boolean; changed: boolean }> {
    const any = check === 'any';
    const [row] = await database.query<{ linked: number; changed: number }[]>(
      `WITH req AS (
         SELECT c.id, c.status FROM contact_request c
          WHERE c.id = $2 AND ($3::boolean OR c.phone_e164 = $4::varchar OR c.email_normalized = lower($5::varchar))
            FOR UPDATE),
       appt AS (SELECT id, status FROM appointment WHERE id = $1 FOR UPDATE),
       changed AS (
         UPDATE contact_request c SET status = 'rendez-vous-fixe' FROM req, appt
          WHERE c.id = req.id AND req.status IN ('nouvelle', 'a-rappeler') AND appt.status = 'confirme'
         RETURNING c.id, req.status AS previous),
       logged AS (
         INSERT INTO contact_change (contact_id, field, from_value, to_value, actor_id)
         SELECT id, 'status', previous, 'rendez-vous-fixe', $6::uuid FROM changed RETURNING id),
       linked AS (
         UPDATE appointment a SET request_id = req.id, request_change_id = (SELECT id FROM logged)
           FROM req, appt WHERE a.id = appt.id RETURNING a.id)
       SELECT (SELECT count(*) FROM linked)::int AS linked, (SELECT count(*) FROM changed)::int AS changed`,
      [appointmentId, requestId, any, any ? null : check.phoneE164, any ? null : check.email, actorId],
    );
    return { linked: row.linked > 0, changed: row.changed > 0 };
  }

  /** Undoes the follow-up change the appointment's booking made, if any is left; true when undone. */
  async undo(
    appointmentId: string,
    actorId: string | null,
    database: Queryable = this.database,
  ): Promise<boolean> {
    const [row] = await database.query<{ n: number }[]>(
      `WITH appt AS (
         SELECT id, request_id, request_change_id FROM appointment
          WHERE id = $1 AND request_change_id IS NOT NULL FOR UPDATE),
       made AS (
         SELECT h.id, h.from_value FROM contact_change h, appt
          WHERE h.id = appt.request_change_id AND h.contact_id = appt.request_id AND h.undone_at IS NULL
            FOR UPDATE OF h),
       req AS (
         SELECT c.id FROM contact_request c, appt
          WHERE c.id = appt.request_id AND c.status = 'rendez-vous-fixe' FOR UPDATE OF c),
       reverted AS (
         UPDATE contact_request c SET status = made.from_value FROM made, req
          WHERE c.id = req.id RETURNING c.id, made.from_value AS previous),
       logged AS (
         INSERT INTO contact_change (contact_id, field, from_value, to_value, actor_id)
         SELECT id, 'status', 'rendez-vous-fixe', previous, $2::uuid FROM reverted),
       undone AS (
         UPDATE contact_change h SET undone_at = now() FROM made
          WHERE h.id = made.id AND EXISTS (SELECT 1 FROM reverted) RETURNING h.id),
       cleared AS (
         UPDATE appointment a SET request_change_id = NULL FROM appt WHERE a.id = appt.id RETURNING a.id)
       SELECT (SELECT count(*) FROM reverted)::int AS n`,
      [appointmentId, actorId],
    );
    return row.n > 0;
  }
}
