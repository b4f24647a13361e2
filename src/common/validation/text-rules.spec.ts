import { codePointLength, hasControlCharacters, trimSpaces } from './text-rules';

describe('text rules', () => {
  it('counts characters as PostgreSQL does (code points)', () => {
    expect(codePointLength('abc')).toBe(3);
    expect(codePointLength('😀😀')).toBe(2);
    expect(codePointLength('e\uFE0F')).toBe(2);
    expect(codePointLength('Épilation')).toBe(9);
  });

  it('finds control characters, CR/LF and Unicode line separators included', () => {
    for (const value of ['a\rb', 'a\nb', 'a\tb', '\u0000', '\u007F', '\u0085', 'a\u2028b']) {
      expect(hasControlCharacters(value)).toBe(true);
    }
    expect(hasControlCharacters('Amira Ben Salah-Ép')).toBe(false);
  });

  it('lets tab and line breaks through in free text, never NUL or other controls', () => {
    expect(hasControlCharacters('Bonjour,\r\n\tmerci', true)).toBe(false);
    expect(hasControlCharacters('a\u0000b', true)).toBe(true);
    expect(hasControlCharacters('a\u001Bb', true)).toBe(true);
  });

  it('trims spaces but keeps control characters visible to the rules', () => {
    expect(trimSpaces({ value: '  Amira\u00A0 ' })).toBe('Amira');
    expect(trimSpaces({ value: 'Amira\n' })).toBe('Amira\n');
    expect(trimSpaces({ value: 42 })).toBe(42);
  });
});
