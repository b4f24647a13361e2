import { HttpError } from '../../../lib/http';
import { clashAlternatives, dayTimeOf, moveRefusal, outcomeRefusal, tunisStart } from './appointment-time';

describe('an appointment’s day and time, on the practice’s clock (Tunis)', () => {
  it('reads the fields as Tunis time (UTC+1), whatever the browser’s zone', () => {
    expect(tunisStart({ day: '2026-11-26', time: '09:30' })).toBe('2026-11-26T08:30:00.000Z');
    expect(tunisStart({ day: '2026-07-01', time: '00:15' })).toBe('2026-06-30T23:15:00.000Z');
  });

  it('refuses fields that make no time', () => {
    expect(tunisStart({ day: '', time: '09:30' })).toBeNull();
    expect(tunisStart({ day: '2026-11-26', time: '' })).toBeNull();
    expect(tunisStart({ day: '2026-02-30', time: '09:30' })).toBeNull();
    expect(tunisStart({ day: '2026-11-26', time: '25:00' })).toBeNull();
  });

  it('fills the fields from a proposed slot, both ways alike', () => {
    expect(dayTimeOf('2026-11-26T09:30:00+01:00')).toEqual({ day: '2026-11-26', time: '09:30' });
    expect(dayTimeOf('2026-11-26T23:30:00Z')).toEqual({ day: '2026-11-27', time: '00:30' });
    expect(tunisStart(dayTimeOf('2026-11-26T09:30:00+01:00'))).toBe('2026-11-26T08:30:00.000Z');
  });
});

describe('a clash’s alternatives', () => {
  const slot = { start: '2026-11-26T10:00:00+01:00', end: '2026-11-26T10:30:00+01:00' };
  it('reads the slots of a 409 and nothing else', () => {
    expect(
      clashAlternatives(new HttpError(409, { message: 'x', alternatives: [slot, { start: 1 }] })),
    ).toEqual([slot]);
    expect(clashAlternatives(new HttpError(409, { message: 'x', alternatives: [] }))).toEqual([]);
    expect(clashAlternatives(new HttpError(409, { message: 'x' }))).toBeNull();
    expect(clashAlternatives(new HttpError(400, { alternatives: [slot] }))).toBeNull();
    expect(clashAlternatives(new Error('network'))).toBeNull();
  });
});

describe('what may be done to an appointment now', () => {
  const now = new Date('2026-11-26T09:00:00Z');
  it('says honoré or absent only once its time has come, and never when cancelled', () => {
    expect(outcomeRefusal({ start: '2026-11-26T09:55:00+01:00', status: 'confirme' }, now)).toBeNull();
    expect(outcomeRefusal({ start: '2026-11-26T10:05:00+01:00', status: 'confirme' }, now)).toMatch(/heure/);
    expect(outcomeRefusal({ start: '2026-11-26T09:00:00+01:00', status: 'annule' }, now)).toMatch(/annulé/);
  });

  it('moves only a confirmed appointment still to come', () => {
    expect(moveRefusal({ start: '2026-11-26T10:05:00+01:00', status: 'confirme' }, now)).toBeNull();
    expect(moveRefusal({ start: '2026-11-26T09:55:00+01:00', status: 'confirme' }, now)).not.toBeNull();
    expect(moveRefusal({ start: '2026-11-27T10:00:00+01:00', status: 'annule' }, now)).not.toBeNull();
  });
});
