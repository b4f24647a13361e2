import { normalizePhone } from './identity';

describe('normalizePhone', () => {
  it('writes one number however it is typed, in E.164, a number without a code being Tunisian', () => {
    for (const typed of ['+216 20 123 456', '20-123-456', '0021620123456', '(+216) 20 123 456', '20123456']) {
      expect(normalizePhone(typed)).toBe('+21620123456');
    }
    expect(normalizePhone('+33 6 20 12 34 56')).toBe('+33620123456');
    expect(normalizePhone('0033 6 20 12 34 56')).toBe('+33620123456');
  });

  it('gives null for what it does not recognise, never a guess', () => {
    expect(normalizePhone('06 20 12 34 56')).toBeNull(); // not French without +33
    expect(normalizePhone('12345678')).toBeNull();
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('+')).toBeNull();
  });
});
