import { validationFailure } from '../common/validation/validation-failure';
import { MAX_SLOT_RANGE_DAYS } from '../contract/booking';
import { practiceIso } from '../contract/practice-time';

// The ranges of days of the practice's calendar (YYYY-MM-DD) that the agenda, the free slots
// and the absences are asked for, shared by the patient's side and the administrator's.

const DAY_MS = 86_400_000;

/** The number of days from `from` to `to` (both included). */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS) + 1;

/**
 * A day of the calendar as YYYY-MM-DD that exists (no 30 February) in 2000–2100: anything
 * else would reach PostgreSQL's date arithmetic and fail there.
 */
export function isCalendarDay(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A range of days: `from` no later than `to`, at most MAX_SLOT_RANGE_DAYS (or `max`) days. */
export function checkRange(from: string, to: string, max = MAX_SLOT_RANGE_DAYS): void {
  if (!isCalendarDay(from) || !isCalendarDay(to)) {
    throw validationFailure([['from', 'Dates invalides.']], 'Dates invalides.');
  }
  const days = daysBetween(from, to);
  if (days < 1 || days > max) {
    const message = `La période va de « from » à « to », ${max} jours au plus.`;
    throw validationFailure([['to', message]], message);
  }
}

/** Midnight of a practice's calendar day, as an instant (Tunis has kept UTC+1 all year since 2009). */
export function tunisMidnight(day: string): Date {
  const noon = new Date(`${day}T12:00:00Z`);
  const offset = practiceIso(noon).slice(19); // "+01:00"
  return new Date(`${day}T00:00:00${offset}`);
}
