import { mondayOf, parseRanges, rangesText, whatsappConfirmation, whatsappDigits } from './agenda-format';

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
});
