import {
  addDays,
  dayLabel,
  formatPracticeDateTime,
  formatPracticeTime,
  fromPracticeInput,
  practiceDateTime,
  practiceDay,
  practiceIso,
  practiceMinutes,
  practiceTime,
  shortDayLabel,
  toPracticeInput,
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
    expect(dayLabel('2027-01-01')).toBe(`vendredi${NBSP}1er${NBSP}janvier${NBSP}2027`);
    expect(dayLabel('2027-01-11')).toBe(`lundi${NBSP}11${NBSP}janvier${NBSP}2027`);
    expect(shortDayLabel('2026-11-26')).toBe(`jeu.${NBSP}26${NBSP}nov.`);
  });

  it('gives the visitor’s own time only when it differs', () => {
    expect(visitorDateTime('2026-11-26T09:30:00+01:00', 'Africa/Tunis')).toBeUndefined();
    expect(visitorDateTime('2026-11-26T09:30:00+01:00', 'Europe/Paris')).toBeUndefined();
    expect(visitorDateTime('2026-11-26T09:30:00+01:00', 'America/Montreal')).toBe(
      `jeudi${NBSP}26${NBSP}novembre${NBSP}2026 à${NBSP}3${NBSP}h${NBSP}30`,
    );
  });

  it('writes an instant in ISO 8601 with the practice’s offset of the day', () => {
    expect(practiceIso(new Date('2026-11-26T08:30:00Z'))).toBe('2026-11-26T09:30:00+01:00');
    expect(practiceIso(new Date('2026-12-31T23:30:05.900Z'))).toBe('2027-01-01T00:30:05+01:00');
    // Tunis kept summer time from 2005 to 2008.
    expect(practiceIso(new Date('2008-07-01T12:00:00Z'))).toBe('2008-07-01T14:00:00+02:00');
    expect(practiceDay(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
  });
});

describe('call-back times in Tunis time', () => {
  it('reads a datetime-local value as Tunis time (UTC+1), whatever the runtime’s zone', () => {
    expect(fromPracticeInput('2026-11-25T10:02')).toBe('2026-11-25T09:02:00.000Z');
    expect(fromPracticeInput('2026-07-01T00:30')).toBe('2026-06-30T23:30:00.000Z');
    expect(fromPracticeInput('2026-11-25T10:02:30')).toBe('2026-11-25T09:02:30.000Z');
  });

  it('refuses what is not a datetime-local value or not a real day', () => {
    for (const value of ['', '2026-11-25', '25/11/2026 10:02', '2026-02-30T10:00', '2026-11-25T24:10']) {
      expect(fromPracticeInput(value)).toBeNull();
    }
  });

  it('writes an instant as the Tunis wall clock, for the input', () => {
    expect(toPracticeInput('2026-11-25T09:02:00.000Z')).toBe('2026-11-25T10:02');
    expect(toPracticeInput('2026-12-31T23:30:00.000Z')).toBe('2027-01-01T00:30');
    expect(toPracticeInput(null)).toBe('');
    expect(toPracticeInput('pas une date')).toBe('');
  });

  it('goes there and back unchanged', () => {
    for (const value of ['2026-01-01T00:00', '2026-03-29T02:30', '2026-10-25T23:59']) {
      expect(toPracticeInput(fromPracticeInput(value)!)).toBe(value);
    }
  });

  it('says the day and time as the practice reads them', () => {
    expect(formatPracticeDateTime('2026-11-25T09:02:00.000Z')).toBe('25 novembre 2026 à 10:02');
    expect(formatPracticeDateTime('2026-05-01T07:00:00.000Z')).toBe('1er mai 2026 à 08:00');
    expect(formatPracticeDateTime('x')).toBe('');
    expect(formatPracticeTime('2026-11-25T09:02:00.000Z')).toBe('10:02');
    expect(formatPracticeTime('x')).toBe('');
    // 23:30 UTC is already the next day in Tunis.
    expect(practiceDay('2026-11-25T23:30:00.000Z')).toBe('2026-11-26');
  });
});
