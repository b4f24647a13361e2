import { formatLongDate } from './format';

describe('formatLongDate', () => {
  it('writes French long dates', () => {
    expect(formatLongDate('2025-02-11T09:30:00.000Z')).toBe('11 février 2025');
    expect(formatLongDate('2025-12-02T13:20:00.000Z')).toBe('2 décembre 2025');
  });

  it('writes the first day of the month as « 1er »', () => {
    expect(formatLongDate('2026-03-01T10:00:00.000Z')).toBe('1er mars 2026');
  });
});
