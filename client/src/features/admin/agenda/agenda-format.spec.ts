import {
  gridHours,
  mondayOf,
  openMinutes,
  parseRanges,
  placeDay,
  rangesText,
  whatsappConfirmation,
  whatsappDigits,
} from './agenda-format';

describe('the agenda’s helpers', () => {
  it('finds the Monday of a week', () => {
    expect(mondayOf('2026-11-25')).toBe('2026-11-23'); // a Wednesday
    expect(mondayOf('2026-11-29')).toBe('2026-11-23'); // the Sunday after
    expect(mondayOf('2026-11-30')).toBe('2026-11-30');
  });

  it('reads opening hours as typed, and refuses what it cannot read', () => {
    expect(parseRanges('09:00-12:00, 14:00-18:00')).toEqual([
      ['09:00', '12:00'],
      ['14:00', '18:00'],
    ]);
    expect(parseRanges('9h00 – 13h00')).toEqual([['09:00', '13:00']]);
    expect(parseRanges('  ')).toEqual([]);
    expect(parseRanges('le matin')).toBeNull();
    expect(rangesText([['09:00', '17:00']])).toBe('09:00-17:00');
  });

  it('builds a WhatsApp link with the country code and a French confirmation', () => {
    expect(whatsappDigits('20 123 456')).toBe('21620123456');
    expect(whatsappDigits('+33 6 12 34 56 78')).toBe('33612345678');
    expect(whatsappDigits('0021620123456')).toBe('21620123456');
    const link = whatsappConfirmation('+216 20 123 456', 'Amira', 'jeudi 26 novembre à 09:30');
    expect(link).toMatch(/^https:\/\/wa\.me\/21620123456\?text=/);
    expect(decodeURIComponent(link.split('text=')[1])).toBe(
      'Bonjour Amira, le cabinet vous confirme votre rendez-vous du jeudi 26 novembre à 09:30 (heure de Tunis). À bientôt.',
    );
  });

  it('places a day’s appointments on the grid, overlapping ones side by side', () => {
    const at = (hhmm: string, minutes: number) => {
      const start = `2026-11-26T${hhmm}:00+01:00`;
      return { start, end: new Date(Date.parse(start) + minutes * 60_000).toISOString() };
    };
    const cancelled = at('09:00', 30);
    const retaken = at('09:00', 30);
    const next = at('09:30', 60);
    const later = at('14:00', 15);
    const placed = placeDay([later, next, retaken, cancelled], 8 * 60);
    const of = (item: object) => placed.find((p) => p.item === item);
    // Same start: the order given decides (the agenda's list comes sorted by the server).
    expect(of(retaken)).toMatchObject({ top: 60, length: 30, lane: 0, lanes: 2 });
    expect(of(cancelled)).toMatchObject({ top: 60, length: 30, lane: 1, lanes: 2 });
    // Touching is not overlapping: the next one has the whole width.
    expect(of(next)).toMatchObject({ top: 90, length: 60, lane: 0, lanes: 1 });
    expect(of(later)).toMatchObject({ top: 360, length: 15, lane: 0, lanes: 1 });
  });

  it('spans the week’s opening hours and every appointment, in whole hours', () => {
    const hours = { '1': [['09:00', '17:00']], '6': [['09:00', '13:00']] } as Record<
      string,
      [string, string][]
    >;
    const week = [
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ];
    expect(openMinutes(hours, '2026-11-23')).toEqual([[540, 1020]]);
    expect(openMinutes(hours, '2026-11-29')).toEqual([]);
    expect(gridHours(hours, week, [])).toEqual({ first: 9, last: 17 });
    const evening = { start: '2026-11-25T18:15:00+01:00', end: '2026-11-25T18:45:00+01:00' };
    expect(gridHours(hours, week, [evening])).toEqual({ first: 9, last: 19 });
    expect(gridHours(null, week, [])).toEqual({ first: 8, last: 18 });
  });
});
