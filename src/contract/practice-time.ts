import { PRACTICE_TIME_ZONE } from './booking';

/**
 * The practice's clock: days and hours as the practice lives them (Africa/Tunis), whatever the
 * clock of the visitor's device, the administrator's or the server's says. A patient abroad
 * books a time in Tunis; a call-back is typed and read in Tunis time; the API writes instants
 * with Tunis's offset. Plain Intl, no date library: this module ships with the public booking
 * page. Each formatter made at load is marked pure, so a bundle keeps only those its functions
 * use.
 *
 * Two French notations, on purpose: « 9 h 30 » (no-break spaces) for the patients' pages and the
 * agenda, « 10:02 » in the back office's lists and histories (the `format…` functions).
 */

const NBSP = '\u00a0';
const DAY_MS = 86_400_000;

/** The wall clock in a time zone (the device's when none): numbers only, to be read in parts. */
const wallClockFormat = (timeZone?: string) =>
  new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
const practiceClock = /* @__PURE__ */ wallClockFormat(PRACTICE_TIME_ZONE);

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** What the clock (the practice's unless another is given) shows at an instant. */
function wallClock(instant: Date | string, clock = practiceClock): WallClock {
  const read: Record<string, number> = {};
  for (const part of clock.formatToParts(typeof instant === 'string' ? new Date(instant) : instant))
    read[part.type] = Number(part.value);
  const { year, month, day, hour, minute, second } = read;
  return { year, month, day, hour, minute, second };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
/** "2026-11-26" */
const dayOf = (c: WallClock) => `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
/** "09:30" */
const hoursMinutes = (c: WallClock) => `${pad(c.hour)}:${pad(c.minute)}`;

const validDate = (value: string | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** How far the practice's wall clock is ahead of UTC at that instant (ms since the epoch), in ms. */
function offsetAt(instant: number): number {
  const c = wallClock(new Date(instant));
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant / 1000) * 1000;
}

/** "+01:00" (with the seconds as well, for an offset that has some). */
function offsetText(ms: number): string {
  const seconds = Math.abs(ms) / 1000;
  const text = `${ms < 0 ? '-' : '+'}${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}`;
  return seconds % 60 ? `${text}:${pad(seconds % 60)}` : text;
}

// ——— Days ———

/** The practice's calendar day of an instant (now by default), YYYY-MM-DD. */
export function practiceDay(instant: Date | string = new Date()): string {
  return dayOf(wallClock(instant));
}

/** The day `count` days after a YYYY-MM-DD day (calendar arithmetic, no time zone involved). */
export function addDays(day: string, count: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + count * DAY_MS).toISOString().slice(0, 10);
}

// A calendar day is named at noon UTC in UTC: the same day everywhere.
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const longDay = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDay = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});
const longDate = /* @__PURE__ */ new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** « jeudi 26 novembre 2026 », « mardi 1er décembre 2026 » (French writes the first of a month so). */
export function dayLabel(day: string): string {
  return longDay
    .format(noon(day))
    .replace(/^(\S+) 1 /, '$1 1er ')
    .replace(/ /g, NBSP);
}

/** « jeu. 26 nov. » */
export function shortDayLabel(day: string): string {
  return shortDay.format(noon(day)).replace(/ /g, NBSP);
}

// ——— Times, for the patients and the agenda: « 9 h 30 » ———

/** French typography for a time of day: « 9 h 30 », « 14 h 00 ». */
const hourText = (c: WallClock) => `${c.hour}${NBSP}h${NBSP}${pad(c.minute)}`;
/** « jeudi 26 novembre 2026 à 9 h 30 » */
const dateTimeText = (c: WallClock) => `${dayLabel(dayOf(c))} à${NBSP}${hourText(c)}`;

/** The time of an instant at the practice: « 9 h 30 ». */
export function practiceTime(instant: string | Date): string {
  return hourText(wallClock(instant));
}

/** « jeudi 26 novembre 2026 à 9 h 30 » (the practice's day and time): the pages and the e-mails alike. */
export function practiceDateTime(instant: string | Date): string {
  return dateTimeText(wallClock(instant));
}

/**
 * The same instant on the visitor's own clock, when their device is not on Tunis time
 * (« jeudi 26 novembre 2026 à 10 h 30 »); undefined when both read the same.
 */
export function visitorDateTime(instant: string, timeZone?: string): string | undefined {
  const local = dateTimeText(wallClock(instant, wallClockFormat(timeZone)));
  return local === practiceDateTime(instant) ? undefined : local;
}

/** Minutes since midnight on the practice's clock at that instant: 9 h 30 → 570. */
export function practiceMinutes(instant: string): number {
  const c = wallClock(instant);
  return c.hour * 60 + c.minute;
}

/**
 * An instant as the practice's clock shows it, ISO 8601 with its offset: « 2026-11-26T09:30:00+01:00 ».
 * Patients abroad see the practice's time, said as such, not their own.
 */
export function practiceIso(instant: Date): string {
  const c = wallClock(instant);
  return `${dayOf(c)}T${hoursMinutes(c)}:${pad(c.second)}${offsetText(offsetAt(instant.getTime()))}`;
}

// ——— The back office: datetime-local inputs, and « 25 novembre 2026 à 10:02 » ———

/** "2026-11-25T10:02" (a datetime-local input's value) for that instant at the practice; "" if invalid. */
export function toPracticeInput(value: string | Date | null): string {
  const date = value === null ? null : validDate(value);
  if (!date) return '';
  const c = wallClock(date);
  return `${dayOf(c)}T${hoursMinutes(c)}`;
}

/** The instant (ISO, UTC) of a datetime-local value read on the practice's clock; null if it is not one. */
export function fromPracticeInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0));
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || hour > 23 || minute > 59)
    return null;
  // The offset at the guess, then again at the result: right across a change of offset too.
  let instant = asUtc - offsetAt(asUtc);
  instant = asUtc - offsetAt(instant);
  return new Date(instant).toISOString();
}

/** "25 novembre 2026 à 10:02", « 1er mai 2026 à 08:00 », at the practice; "" if invalid. */
export function formatPracticeDateTime(value: string | Date): string {
  const date = validDate(value);
  if (!date) return '';
  const c = wallClock(date);
  return `${longDate.format(noon(dayOf(c))).replace(/^1 /, '1er ')} à ${hoursMinutes(c)}`;
}

/** "10:02", at the practice; "" if invalid. */
export function formatPracticeTime(value: string | Date): string {
  const date = validDate(value);
  return date ? hoursMinutes(wallClock(date)) : '';
}
