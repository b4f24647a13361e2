import { randomBytes } from 'node:crypto';

/**
 * Markers no other test uses. The browser tests run in parallel against one server and one
 * database, so each test marks what it creates and looks only for its own marks.
 */

/** A name no other test uses: `base` followed by the time and a random number. */
export const uniqueName = (base: string) =>
  `${base} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** A short random marker (letters only, so it never collides with phone digits). */
export function uniqueTag(): string {
  return Array.from(randomBytes(8), (byte) => String.fromCharCode(97 + (byte % 26))).join('');
}

/** Random digits for a phone number nobody else uses. */
export function uniqueDigits(count: number): string {
  return Array.from(randomBytes(count), (byte) => String(byte % 10)).join('');
}
