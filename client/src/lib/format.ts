/**
 * French (fr-FR) formatting shared by the site and the back-office. Pure functions: they run
 * the same while prerendering and in the browser (the time zone is the runtime's own).
 * Formatters are created once: Intl constructors are slow enough to matter in long lists.
 */
const longDate = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const longDateWithoutWeekday = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const time = new Intl.DateTimeFormat('fr-FR', { hour: '2-digit', minute: '2-digit' });

type DateInput = Date | string | number;

function toDate(value: DateInput): Date | undefined {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "lundi 3 mars 2025" (with the weekday) or "3 mars 2025". An invalid date gives "". */
export function formatLongDate(value: DateInput, { weekday = true } = {}): string {
  const date = toDate(value);
  if (!date) return '';
  return (weekday ? longDate : longDateWithoutWeekday).format(date);
}

const calendarDay = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/**
 * "25 novembre 2026" for the day "2026-11-25" ("1er janvier 2026", as French writes the first of
 * a month), the same in every time zone: a day written without an hour is no instant, so the
 * build and every browser must print the same date. Anything but YYYY-MM-DD gives "".
 */
export function formatCalendarDay(isoDay: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDay)) return '';
  const date = toDate(`${isoDay}T00:00:00Z`);
  return date ? calendarDay.format(date).replace(/^1 /, '1er ') : '';
}

/** "03/03/2025". */
export function formatShortDate(value: DateInput): string {
  const date = toDate(value);
  return date ? shortDate.format(date) : '';
}

/** "03/03/2025 à 14:05". */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return date ? `${shortDate.format(date)} à ${time.format(date)}` : '';
}

/** Value for a `<time dateTime>` attribute. */
export function isoDateTime(value: DateInput): string | undefined {
  return toDate(value)?.toISOString();
}

/** "2025-03-03": the local calendar day, for `<time dateTime>`. */
export function localIsoDate(value: DateInput): string {
  const date = toDate(value);
  if (!date) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** "14:05". */
export function formatTime(value: DateInput): string {
  const date = toDate(value);
  return date ? time.format(date) : '';
}
