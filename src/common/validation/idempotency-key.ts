import { validationFailure } from './validation-failure';

/**
 * A form press's own key, sent again with the same post when the page sends it twice (a lost
 * answer, a proof of work): the server then stores it once and answers what it answered first.
 */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

export const INVALID_IDEMPOTENCY_KEY_MESSAGE = 'En-tête Idempotency-Key invalide.';

/** The `Idempotency-Key` header's value, null when none was sent; a malformed one is a French 400. */
export function idempotencyKey(header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(header)) {
    throw validationFailure(
      [['idempotencyKey', INVALID_IDEMPOTENCY_KEY_MESSAGE]],
      INVALID_IDEMPOTENCY_KEY_MESSAGE,
    );
  }
  return header;
}
