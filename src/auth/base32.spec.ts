import { base32 } from './base32';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('base32 (RFC 4648)', () => {
  // RFC 4648 §10, without the padding authenticator apps leave out.
  const vectors: [string, string][] = [
    ['', ''],
    ['f', 'MY'],
    ['fo', 'MZXQ'],
    ['foo', 'MZXW6'],
    ['foob', 'MZXW6YQ'],
    ['fooba', 'MZXW6YTB'],
    ['foobar', 'MZXW6YTBOI'],
  ];

  it.each(vectors)('encodes %j as %j', (plain, encoded) => {
    expect(base32.encode(bytes(plain))).toBe(encoded);
  });

  it.each(vectors)('decodes %j back from %j, padded or not, any case', (plain, encoded) => {
    const padded = encoded.padEnd(Math.ceil(encoded.length / 8) * 8, '=');
    for (const text of [encoded, padded, encoded.toLowerCase()]) {
      expect(Buffer.from(base32.decode(text)).toString()).toBe(plain);
    }
  });

  it('round-trips 20 random bytes, the size of a TOTP secret', () => {
    const secret = Uint8Array.from({ length: 20 }, (_, i) => (i * 37 + 11) & 255);
    expect(base32.encode(secret)).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32.decode(base32.encode(secret))).toEqual(secret);
  });

  it('refuses characters outside the alphabet', () => {
    expect(() => base32.decode('MZXW1')).toThrow();
    expect(() => base32.decode('MZ XW')).toThrow();
  });
});
