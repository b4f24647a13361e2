import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

// Node's crypto only: the browser tests sign their links with these functions too.

/**
 * The two kinds of link a subscriber receives.
 *
 * Confirmation: a random token of 256 bits, sent once and stored only as its SHA-256 (a copy
 * of the database cannot confirm anyone), valid for a few days and deleted when used.
 *
 * Unsubscribe: `<id>.<HMAC-SHA256(NEWSLETTER_SECRET, id)>`. Signed rather than random and
 * stored, because every future newsletter must carry the link again: a stored hash cannot be
 * turned back into the link, and a new token per e-mail would break the links of the earlier
 * ones. Nothing is stored, the link never expires (unsubscribing must keep working from an
 * old e-mail), and it names only the row it was made for: after unsubscribing and signing up
 * again, the old link no longer touches the new subscription. Changing NEWSLETTER_SECRET
 * breaks every link already sent.
 */

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UNSUBSCRIBE_PATTERN = new RegExp(`^(${UUID})\\.([A-Za-z0-9_-]{43})$`);

/** What a confirmation or unsubscribe token looks like, for the DTOs (a cheap first filter). */
export const NEWSLETTER_TOKEN_SHAPE = new RegExp(`^(?:[A-Za-z0-9_-]{43}|${UUID}\\.[A-Za-z0-9_-]{43})$`);

export function hashConfirmationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A fresh confirmation token (for the e-mail) and its hash (for the database). */
export function newConfirmationToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashConfirmationToken(token) };
}

export function isConfirmationToken(token: string): boolean {
  return TOKEN_PATTERN.test(token);
}

const mac = (secret: string, id: string) =>
  createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}`).digest();

export function signUnsubscribeToken(secret: string, id: string): string {
  return `${id}.${mac(secret, id).toString('base64url')}`;
}

/** The subscriber id an unsubscribe token was made for, or null if it was not made with `secret`. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const match = UNSUBSCRIBE_PATTERN.exec(token);
  if (!match) return null;
  const [, id, signature] = match;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, id);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
