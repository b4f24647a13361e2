import { CONTACT_STATUSES, ContactStats, ContactStatus } from '@contract/follow-up';
import { http } from '../../../lib/http';
import { list, text } from '../admin-api';

/** The periods offered, in weeks. */
export const PERIODS = [4, 12, 26, 52] as const;
export type Period = (typeof PERIODS)[number];

const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

function counts(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, count(v)]));
}

/** The server is trusted, but a missing figure reads as 0 rather than breaking the screen. */
export function toStats(raw: unknown): ContactStats {
  const row = (raw ?? {}) as Record<string, unknown>;
  const byStatus = counts(row.byStatus);
  return {
    since: text(row.since),
    weeks: list(row.weeks).map((week) => {
      const w = (week ?? {}) as Record<string, unknown>;
      return { week: text(w.week), total: count(w.total), bySource: counts(w.bySource) };
    }),
    bySource: counts(row.bySource),
    byService: counts(row.byService),
    byStatus: Object.fromEntries(CONTACT_STATUSES.map((s) => [s, byStatus[s] ?? 0])) as Record<
      ContactStatus,
      number
    >,
    booked: count(row.booked),
    total: count(row.total),
    conversion: count(row.conversion),
  };
}

export async function fetchStats(weeks: Period, signal?: AbortSignal): Promise<ContactStats> {
  const { data } = await http.get<unknown>(`/api/admin/stats?weeks=${weeks}`, { signal });
  return toStats(data);
}
