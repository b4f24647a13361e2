import { createHash, randomBytes } from 'node:crypto';

/**
 * The cancellation links' tokens: 32 random bytes (base64url), nothing derived from a secret of
 * the server, so a link survives a restart, a change of JWT_SECRET, and a leaked key signs
 * nothing. The database keeps only each token's SHA-256 (a copy of the table cancels nothing).
 *
 * One appointment may have several valid tokens, all kept in `cancel_token_hashes`: the one
 * answered at booking (the same one its confirmation e-mail carries), one per later e-mail (the
 * reminder), and one per replay of the same Idempotency-Key. A replay cannot answer the first
 * token again (it is not stored), so it gets a fresh one that is added, never swapped in: every
 * link already sent keeps working. The list is capped (CANCEL_TOKENS_KEPT) so that replays
 * cannot grow a row without end; past the cap a new token replaces the newest one, never the
 * first ones (the confirmation's). Every token is valid until the appointment starts.
 */
export function newCancelToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: cancelTokenHash(token) };
}

export function cancelTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** How many tokens one appointment keeps at most. */
export const CANCEL_TOKENS_KEPT = 10;
