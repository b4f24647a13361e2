/**
 * The practice's clock. Call-back times are typed and read in Tunis time whatever the
 * administrator's device says (a phone abroad, a laptop left on another zone): the patient is
 * called at the practice's hours.
 */
export const PRACTICE_TIME_ZONE = 'Africa/Tunis';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRACTICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const longDate = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PRACTICE_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const time = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PRACTICE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
});

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(date: Date): WallClock {
  const read = Object.fromEntries(
    parts.formatToParts(date).map((part) => [part.type, Number(part.value)] as const),
  ) as Record<string, number>;
  return {
    year: read.year,
    month: read.month,
    day: read.day,
    hour: read.hour,
    minute: read.minute,
    second: read.second,
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const validDate = (value: string | Date): Date | null => {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** How far Tunis's wall clock is ahead of UTC at that instant, in milliseconds. */
function offsetAt(instant: number): number {
  const c = wallClock(new Date(instant));
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - Math.floor(instant / 1000) * 1000;
}

/** "2026-11-25T10:02" (a datetime-local input's value) for that instant in Tunis; "" if invalid. */
export function toTunisInput(value: string | Date | null): string {
  const date = value === null ? null : validDate(value);
  if (!date) return '';
  const c = wallClock(date);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}`;
}

/** The instant (ISO, UTC) of a datetime-local value read in Tunis; null if it is not one. */
export function fromTunisInput(value: string): string | null {
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

/** "2026-11-25": the day it is in Tunis at that instant. */
export function tunisDay(value: string | Date): string {
  return toTunisInput(value).slice(0, 10);
}

/** "25 novembre 2026 à 10:02", in Tunis time; "" if invalid. */
export function formatTunisDateTime(value: string | Date): string {
  const date = validDate(value);
  if (!date) return '';
  return `${longDate.format(date).replace(/^1 /, '1er ')} à ${time.format(date)}`;
}

/** "10:02", in Tunis time; "" if invalid. */
export function formatTunisTime(value: string | Date): string {
  const date = validDate(value);
  return date ? time.format(date) : '';
}
