import { calendarFile, foldLine, icsText, icsUtc } from './ics';
import {
  addDays,
  dayLabel,
  practiceDateTime,
  practiceDay,
  practiceMinutes,
  practiceTime,
  visitorDateTime,
} from './practice-time';

const NBSP = '\u00a0';

describe('the practice’s days and hours (Africa/Tunis)', () => {
  it('names the day and the time at the practice, whatever offset the instant is written in', () => {
    expect(practiceTime('2026-11-26T09:30:00+01:00')).toBe(`9${NBSP}h${NBSP}30`);
    expect(practiceTime('2026-11-26T13:00:00Z')).toBe(`14${NBSP}h${NBSP}00`);
    expect(practiceDay('2026-11-26T23:30:00Z')).toBe('2026-11-27');
    expect(practiceMinutes('2026-11-26T09:30:00+01:00')).toBe(570);
    expect(practiceMinutes('2026-11-26T23:15:00Z')).toBe(15);
    expect(practiceDateTime('2026-11-26T09:30:00+01:00')).toBe(
      `jeudi${NBSP}26${NBSP}novembre${NBSP}2026 à${NBSP}9${NBSP}h${NBSP}30`,
    );
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-25', 14)).toBe('2027-01-08');
    expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
    expect(dayLabel('2027-01-01')).toBe(`vendredi${NBSP}1${NBSP}janvier${NBSP}2027`);
  });

  it('gives the visitor’s own time only when it differs', () => {
    expect(visitorDateTime('2026-11-26T09:30:00+01:00', 'Africa/Tunis')).toBeUndefined();
    expect(visitorDateTime('2026-11-26T09:30:00+01:00', 'Europe/Paris')).toBeUndefined();
    expect(visitorDateTime('2026-11-26T09:30:00+01:00', 'America/Montreal')).toBe(
      `jeudi${NBSP}26${NBSP}novembre${NBSP}2026 à${NBSP}3${NBSP}h${NBSP}30`,
    );
  });
});

describe('the .ics file', () => {
  it('writes instants in UTC and escapes text', () => {
    expect(icsUtc('2026-11-26T09:30:00+01:00')).toBe('20261126T083000Z');
    expect(icsText('Rue A, Tunis; 2\\3\nfin')).toBe('Rue A\\, Tunis\\; 2\\\\3\\nfin');
  });

  it('folds long lines at 75 octets without cutting a character', () => {
    const line = `LOCATION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('holds one event with its times, title and place', () => {
    const file = calendarFile({
      uid: 'abc@cabinet',
      start: '2026-11-26T09:30:00+01:00',
      end: '2026-11-26T10:00:00+01:00',
      summary: 'Première consultation',
      location: 'Rue du Lac, Tunis',
      stamp: new Date('2026-11-01T00:00:00Z'),
    });
    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Cabinet//Rendez-vous en ligne//FR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:abc@cabinet',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261126T083000Z',
      'DTEND:20261126T090000Z',
      'SUMMARY:Première consultation',
      'LOCATION:Rue du Lac\\, Tunis',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
