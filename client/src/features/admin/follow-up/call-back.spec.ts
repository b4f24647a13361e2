import { callBackState, sortCallBacks } from './call-back';

describe('a call-back against the clock', () => {
  // 14:00 in Tunis.
  const now = new Date('2026-11-25T13:00:00.000Z');

  it('is late once its time has passed, even by a minute', () => {
    expect(callBackState('2026-11-25T12:59:00.000Z', now)).toBe('late');
    expect(callBackState('2026-11-20T08:00:00.000Z', now)).toBe('late');
  });

  it('is today until midnight in Tunis, then later', () => {
    expect(callBackState('2026-11-25T13:00:00.000Z', now)).toBe('today');
    expect(callBackState('2026-11-25T22:59:00.000Z', now)).toBe('today'); // 23:59 in Tunis
    expect(callBackState('2026-11-25T23:00:00.000Z', now)).toBe('later'); // midnight in Tunis
  });

  it('has no time when none is set or it cannot be read', () => {
    expect(callBackState(null, now)).toBe('unscheduled');
    expect(callBackState('demain', now)).toBe('unscheduled');
  });
});

describe('the order of the call-backs', () => {
  it('puts the requests with no time first, oldest first, then the others by time', () => {
    const row = (id: string, followUpAt: string | null, createdAt = '2026-11-01T00:00:00.000Z') => ({
      id,
      followUpAt,
      createdAt,
    });
    const sorted = sortCallBacks([
      row('late-in-day', '2026-11-25T16:00:00.000Z'),
      row('none-new', null, '2026-11-20T00:00:00.000Z'),
      row('early', '2026-11-24T08:00:00.000Z'),
      row('none-old', null, '2026-11-10T00:00:00.000Z'),
      row('midday', '2026-11-25T11:00:00.000Z'),
    ]);
    expect(sorted.map((r) => r.id)).toEqual(['none-old', 'none-new', 'early', 'midday', 'late-in-day']);
  });
});
