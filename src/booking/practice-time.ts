import { PRACTICE_TIME_ZONE } from '../contract/booking';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: PRACTICE_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/**
 * An instant as the practice's clock shows it, ISO 8601 with its offset: « 2026-11-26T09:30:00+01:00 ».
 * Patients abroad see the practice's time, said as such, not their own.
 */
export function practiceIso(instant: Date): string {
  const p = Object.fromEntries(parts.formatToParts(instant).map((part) => [part.type, part.value]));
  const offset = p.timeZoneName === 'GMT' ? '+00:00' : p.timeZoneName.replace('GMT', '');
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${offset}`;
}

/** The practice's calendar day of an instant, YYYY-MM-DD. */
export function practiceDay(instant: Date): string {
  return practiceIso(instant).slice(0, 10);
}
