import { formatTunisDateTime, fromTunisInput, toTunisInput, tunisDay } from './tunis-time';

describe('call-back times in Tunis time', () => {
  it('reads a datetime-local value as Tunis time (UTC+1), whatever the runtime’s zone', () => {
    expect(fromTunisInput('2026-11-25T10:02')).toBe('2026-11-25T09:02:00.000Z');
    expect(fromTunisInput('2026-07-01T00:30')).toBe('2026-06-30T23:30:00.000Z');
    expect(fromTunisInput('2026-11-25T10:02:30')).toBe('2026-11-25T09:02:30.000Z');
  });

  it('refuses what is not a datetime-local value or not a real day', () => {
    for (const value of ['', '2026-11-25', '25/11/2026 10:02', '2026-02-30T10:00', '2026-11-25T24:10']) {
      expect(fromTunisInput(value)).toBeNull();
    }
  });

  it('writes an instant as the Tunis wall clock, for the input', () => {
    expect(toTunisInput('2026-11-25T09:02:00.000Z')).toBe('2026-11-25T10:02');
    expect(toTunisInput('2026-12-31T23:30:00.000Z')).toBe('2027-01-01T00:30');
    expect(toTunisInput(null)).toBe('');
    expect(toTunisInput('pas une date')).toBe('');
  });

  it('goes there and back unchanged', () => {
    for (const value of ['2026-01-01T00:00', '2026-03-29T02:30', '2026-10-25T23:59']) {
      expect(toTunisInput(fromTunisInput(value)!)).toBe(value);
    }
  });

  it('says the day and time as the practice reads them', () => {
    expect(formatTunisDateTime('2026-11-25T09:02:00.000Z')).toBe('25 novembre 2026 à 10:02');
    expect(formatTunisDateTime('2026-05-01T07:00:00.000Z')).toBe('1er mai 2026 à 08:00');
    expect(formatTunisDateTime('x')).toBe('');
    // 23:30 UTC is already the next day in Tunis.
    expect(tunisDay('2026-11-25T23:30:00.000Z')).toBe('2026-11-26');
  });
});
