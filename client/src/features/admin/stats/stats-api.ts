import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';

/** GET /admin/stats?weeks=N: the requests of the period, by week, source, service and status. */
export type ContactStats = components['schemas']['ContactStatsDto'];

/** The periods offered, in weeks. */
export const PERIODS = [4, 12, 26, 52] as const;
export type Period = (typeof PERIODS)[number];

export async function fetchStats(weeks: Period, signal?: AbortSignal): Promise<ContactStats> {
  const { data } = await unwrap(api.GET('/admin/stats', { params: { query: { weeks } }, signal }));
  return data;
}
