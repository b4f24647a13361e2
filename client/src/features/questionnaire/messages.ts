import type { PostResult } from '../../lib/post-form';

/** The questionnaire's messages and the French wording of a failed send. */
export const SUCCESS_MESSAGE = 'Votre demande a été envoyée avec succès!';
export const FAILURE_MESSAGE = 'Une erreur est survenue. Veuillez réessayer.';

/**
 * The French message for a failed send: the server's own words for a refused request (429, 400
 * with its field messages, listed in one sentence), the generic message for anything else
 * (network, server error).
 */
export function failureMessage(result: Exclude<PostResult, { ok: true }>): string {
  if (result.failure === 'busy') return result.message;
  if (result.failure === 'refused') {
    const details = Object.values(result.fieldErrors);
    return details.length
      ? `Votre demande n’a pas pu être envoyée\u00a0: ${details.join(' ')}`
      : result.message;
  }
  return FAILURE_MESSAGE;
}
