import { practiceDay } from '@contract/practice-time';

/**
 * Where a call-back stands against the clock: « En retard » once its time has passed,
 * « Aujourd'hui » later today (in Tunis), `later` after today, `unscheduled` with no time.
 */
export type CallBackState = 'unscheduled' | 'late' | 'today' | 'later';

export function callBackState(followUpAt: string | null, now: Date): CallBackState {
  const at = followUpAt ? new Date(followUpAt) : null;
  if (!at || Number.isNaN(at.getTime())) return 'unscheduled';
  if (at.getTime() < now.getTime()) return 'late';
  return practiceDay(at) === practiceDay(now) ? 'today' : 'later';
}

const time = (value: string | null) => {
  const ms = value ? new Date(value).getTime() : NaN;
  return Number.isNaN(ms) ? null : ms;
};

/**
 * The call-backs in the order to make them: the requests with no time first (oldest request
 * first, it has waited longest), then by time, earliest first.
 */
export function sortCallBacks<T extends { followUpAt: string | null; createdAt: string }>(items: T[]): T[] {
  return [...items].sort((a, b) => {
    const at = time(a.followUpAt);
    const bt = time(b.followUpAt);
    if (at === null || bt === null) {
      if (at !== bt) return at === null ? -1 : 1;
      return (time(a.createdAt) ?? 0) - (time(b.createdAt) ?? 0);
    }
    return at - bt;
  });
}
