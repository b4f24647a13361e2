import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CONTACT_STATUSES } from '../contract/follow-up';
import type { ContactRequest } from './contact.entity';

/**
 * The figures the practice steers by, read from the requests and their history: the
 * statistics page's, and the dashboard's count per status. Read only.
 */
@Injectable()
export class ContactStatsRepository {
  constructor(@InjectDataSource() private readonly database: DataSource) {}

  /**
   * The follow-up's figures over the last `weeks` weeks (Monday to Sunday, Tunis time, the
   * current one included), as the JSON text GET /api/admin/stats answers: requests per week by
   * source, by source, by service and by status over the period, and how many reached
   * « Rendez-vous fixé » (their status now, or a change to it that was not undone by the
   * cancellation of the booking that made it: a cancelled booking is no booking). One statement; the
   * period's rows are read once, on the created_at index.
   */
  async statsJson(weeks: number): Promise<string> {
    const [{ body }] = await this.database.query<{ body: string }[]>(
      `WITH bounds AS (
         SELECT date_trunc('week', now() AT TIME ZONE 'Africa/Tunis') - ($1::int - 1) * interval '1 week' AS since),
       period AS (
         SELECT c.id, coalesce(c.source, 'inconnue') AS source, c.service, c.status,
                date_trunc('week', c.created_at AT TIME ZONE 'Africa/Tunis') AS week
           FROM contact_request c, bounds
          WHERE c.created_at >= bounds.since AT TIME ZONE 'Africa/Tunis'),
       weekly AS (SELECT week, source, count(*)::int AS n FROM period GROUP BY week, source),
       counted AS (SELECT count(*)::int AS total FROM period),
       booked AS (
         SELECT count(*)::int AS n FROM period p
          WHERE p.status = 'rendez-vous-fixe'
             OR EXISTS (SELECT 1 FROM contact_change h WHERE h.contact_id = p.id
                           AND h.field = 'status' AND h.to_value = 'rendez-vous-fixe' AND h.undone_at IS NULL))
       SELECT json_build_object(
         'since', to_char((SELECT since FROM bounds), 'YYYY-MM-DD'),
         'weeks', (SELECT json_agg(json_build_object(
                      'week', to_char(w, 'YYYY-MM-DD'),
                      'total', (SELECT coalesce(sum(n), 0)::int FROM weekly WHERE week = w),
                      'bySource', (SELECT coalesce(json_object_agg(source, n ORDER BY source), '{}') FROM weekly WHERE week = w))
                    ORDER BY w)
                     FROM generate_series((SELECT since FROM bounds),
                                          date_trunc('week', now() AT TIME ZONE 'Africa/Tunis'), interval '1 week') w),
         'bySource', (SELECT coalesce(json_object_agg(source, n ORDER BY n DESC, source), '{}')
                        FROM (SELECT source, count(*)::int AS n FROM period GROUP BY source) s),
         'byService', (SELECT coalesce(json_object_agg(service, n ORDER BY n DESC, service), '{}')
                         FROM (SELECT service, count(*)::int AS n FROM period GROUP BY service) s),
         'byStatus', (SELECT json_object_agg(s, coalesce(n, 0) ORDER BY ord)
                        FROM unnest($2::text[]) WITH ORDINALITY AS u(s, ord)
                        LEFT JOIN (SELECT status, count(*)::int AS n FROM period GROUP BY status) c ON c.status = u.s),
         'booked', (SELECT n FROM booked),
         'total', (SELECT total FROM counted),
         'conversion', CASE WHEN (SELECT total FROM counted) = 0 THEN 0
                            ELSE round((SELECT n FROM booked)::numeric / (SELECT total FROM counted), 4) END
       )::text AS body`,
      [weeks, [...CONTACT_STATUSES]],
    );
    return body;
  }

  /** How many requests have each status, all of them (an index-only count on the status index). */
  async countByStatus(): Promise<(Pick<ContactRequest, 'status'> & { n: number })[]> {
    return this.database.query(`SELECT status, count(*)::int AS n FROM contact_request GROUP BY status`);
  }
}
