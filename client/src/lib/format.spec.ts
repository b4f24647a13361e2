import { formatCalendarDay, formatDateTime, formatLongDate, formatShortDate } from './format';

// Noon UTC keeps the calendar day the same in every time zone the tests may run in.
const MONDAY = '2025-03-03T12:00:00.000Z';

describe('fr-FR formatting', () => {
  it('writes long dates in French', () => {
    expect(formatLongDate(MONDAY)).toBe('lundi 3 mars 2025');
    expect(formatLongDate(MONDAY, { weekday: false })).toBe('3 mars 2025');
  });

  it('writes short dates day first', () => {
    expect(formatShortDate(MONDAY)).toBe('03/03/2025');
    expect(formatDateTime(new Date(2025, 2, 3, 14, 5))).toBe('03/03/2025 à 14:05');
  });

  it('writes a calendar day as that day, whatever the time zone', () => {
    expect(formatCalendarDay('2026-11-25')).toBe('25 novembre 2026');
    expect(formatCalendarDay('2026-01-01')).toBe('1er janvier 2026');
    expect(formatCalendarDay('2026-12-31')).toBe('31 décembre 2026');
    expect(formatCalendarDay('25/11/2026')).toBe('');
    expect(formatCalendarDay('2026-13-45')).toBe('');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatLongDate('not a date')).toBe('');
    expect(formatShortDate('')).toBe('');
    expect(formatDateTime(Number.NaN)).toBe('');
  });
});
