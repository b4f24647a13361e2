import { createHash, randomInt } from 'node:crypto';

export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32: no I, L, O or U, so nothing reads as another character once written down. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 4;
const CODE_LENGTH = GROUPS * GROUP_LENGTH;

/** One code as shown: XXXX-XXXX-XXXX-XXXX, 16 random characters of 5 bits, so 80 bits. */
function newRecoveryCode(): string {
  const chars = Array.from({ length: CODE_LENGTH }, () => ALPHABET[randomInt(ALPHABET.length)]);
  const groups = Array.from({ length: GROUPS }, (_, i) =>
    chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join(''),
  );
  return groups.join('-');
}

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
}

/**
 * A typed code as stored: upper case, without spaces or hyphens, and the letters Crockford reads
 * as digits (O → 0, I and L → 1). Undefined when it cannot be a recovery code.
 */
export function normalizeRecoveryCode(typed: string): string | undefined {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return code.length === CODE_LENGTH && [...code].every((c) => ALPHABET.includes(c)) ? code : undefined;
}

/**
 * SHA-256, not argon2: argon2 makes guessing a human password slow, but 80 random bits cannot
 * be guessed from their digest at any speed. A plain digest is also deterministic, so a code is
 * found (and marked used) by one indexed, conditional UPDATE instead of ten argon2 checks per
 * attempt — which would cost a third of a second each, for anyone who posts a guess.
 */
export function recoveryCodeHash(normalized: string): string {
  return createHash('sha256').update(normalized, 'utf8').digest('hex');
}
