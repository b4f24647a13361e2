import { appointmentsOfDay } from './today';

describe('the dashboard’s appointments of the day', () => {
  it('keeps the practice’s day in Tunis and orders by time', () => {
    const list = [
      { id: 'late', start: '2026-11-26T16:30:00+01:00' },
      // 23:30 UTC the day before is 00:30 in Tunis: the same day there.
      { id: 'midnight', start: '2026-11-25T23:30:00Z' },
      { id: 'morning', start: '2026-11-26T09:00:00+01:00' },
      // 23:30 in Tunis is already the next day in UTC+2; still today in Tunis.
      { id: 'night', start: '2026-11-26T22:30:00Z' },
      { id: 'yesterday', start: '2026-11-25T22:59:00Z' },
      { id: 'tomorrow', start: '2026-11-26T23:00:00Z' },
    ];
    expect(appointmentsOfDay(list, '2026-11-26').map((a) => a.id)).toEqual([
      'midnight',
      'morning',
      'late',
      'night',
    ]);
  });

  it('an empty day stays empty', () => {
    expect(appointmentsOfDay([], '2026-11-26')).toEqual([]);
  });
});
