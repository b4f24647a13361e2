import type { Base32Plugin } from '@otplib/core';

/** RFC 4648 base32, the alphabet of TOTP secrets in otpauth:// links and authenticator apps. */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/**
 * otplib's own base32 plugin depends on an ES-module-only package that Jest (CommonJS here)
 * cannot load; this one is small enough to own, and is checked against the RFC's vectors.
 * Encodes without padding, as authenticator apps expect; decodes upper or lower case, with or
 * without padding, and refuses any other character.
 */
export const base32: Base32Plugin = {
  name: 'rfc4648',
  encode(data: Uint8Array): string {
    let bits = 0;
    let value = 0;
    let out = '';
    for (const byte of data) {
      value = (value << 8) | byte;
      bits += 8;
      while (bits >= 5) {
        out += ALPHABET[(value >>> (bits - 5)) & 31];
        bits -= 5;
      }
      value &= (1 << bits) - 1;
    }
    if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31];
    return out;
  },
  decode(text: string): Uint8Array {
    const clean = text.toUpperCase().replace(/=+$/, '');
    const bytes: number[] = [];
    let bits = 0;
    let value = 0;
    for (const char of clean) {
      const index = ALPHABET.indexOf(char);
      if (index < 0) throw new Error('Invalid base32 character');
      value = (value << 5) | index;
      bits += 5;
      if (bits >= 8) {
        bytes.push((value >>> (bits - 8)) & 255);
        bits -= 8;
      }
      value &= (1 << bits) - 1;
    }
    return Uint8Array.from(bytes);
  },
};
