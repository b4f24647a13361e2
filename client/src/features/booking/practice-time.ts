import { PRACTICE_TIME_ZONE } from '@contract/booking';

/**
 * Days and hours as the practice lives them (Africa/Tunis), whatever the visitor's own clock
 * says: a patient abroad books a time in Tunis. Plain Intl, no date library (this code ships
 * with a public page).
 */

const NBSP = '\u00a0';
const DAY_MS = 86_400_000;

// Building an Intl formatter costs far more than using one: the slots page reads hundreds of
// instants, so each time zone's formatters are built once.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(kind: 'day' | 'clock', timeZone = ''): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone}`;
  let format = formatters.get(key);
  if (!format) {
    const zone = timeZone || undefined;
    format =
      kind === 'day'
        ? new Intl.DateTimeFormat('en-CA', {
            timeZone: zone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
          })
        : new Intl.DateTimeFormat('fr-FR', {
            timeZone: zone,
            hour: 'numeric',
            minute: '2-digit',
            hourCycle: 'h23',
          });
    formatters.set(key, format);
  }
  return format;
}

/** The calendar day of an instant in a time zone (the device's when none), YYYY-MM-DD. */
function dayIn(instant: Date | string, timeZone?: string): string {
  const parts = formatter('day', timeZone).formatToParts(
    typeof instant === 'string' ? new Date(instant) : instant,
  );
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The practice's calendar day of an instant, YYYY-MM-DD. */
export function practiceDay(instant: Date | string = new Date()): string {
  return dayIn(instant, PRACTICE_TIME_ZONE);
}

/** The day `count` days after a YYYY-MM-DD day (calendar arithmetic, no time zone involved). */
export function addDays(day: string, count: number): string {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d) + count * DAY_MS).toISOString().slice(0, 10);
}

// A calendar day is named at noon UTC in UTC: the same day everywhere.
const noon = (day: string) => new Date(`${day}T12:00:00Z`);
const longDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
});

/** « jeudi 26 novembre 2026 » */
export function dayLabel(day: string): string {
  return longDay.format(noon(day)).replace(/ /g, NBSP);
}

/** « jeu. 26 nov. » */
export function shortDayLabel(day: string): string {
  return shortDay.format(noon(day)).replace(/ /g, NBSP);
}

const clock = (timeZone?: string) => formatter('clock', timeZone);

/** French typography for a time of day: « 9 h 30 », « 14 h 00 ». */
function hourText(format: Intl.DateTimeFormat, instant: string): string {
  const parts = format.formatToParts(new Date(instant));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${Number(part('hour'))}${NBSP}h${NBSP}${part('minute')}`;
}

/** The time of an instant at the practice: « 9 h 30 ». */
export function practiceTime(instant: string): string {
  return hourText(clock(PRACTICE_TIME_ZONE), instant);
}

/** « jeudi 26 novembre 2026 à 9 h 30 » (the practice's day and time). */
export function practiceDateTime(instant: string): string {
  return `${dayLabel(practiceDay(instant))} à${NBSP}${practiceTime(instant)}`;
}

/**
 * The same instant on the visitor's own clock, when their device is not on Tunis time
 * (« jeudi 26 novembre 2026 à 10 h 30 »); undefined when both read the same.
 */
export function visitorDateTime(instant: string, timeZone?: string): string | undefined {
  const local = `${dayLabel(dayIn(instant, timeZone))} à${NBSP}${hourText(clock(timeZone), instant)}`;
  return local === practiceDateTime(instant) ? undefined : local;
}

const minuteClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRACTICE_TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** Minutes since midnight on the practice's clock at that instant: 9 h 30 → 570. */
export function practiceMinutes(instant: string): number {
  const parts = minuteClock.formatToParts(new Date(instant));
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return part('hour') * 60 + part('minute');
}
