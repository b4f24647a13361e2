/**
 * The questionnaire's messages and the French wording of a failed send. Kept apart from
 * the HTTP call so that it can be tested without a browser.
 */
export const SUCCESS_MESSAGE = 'Votre demande a été envoyée avec succès!';
export const FAILURE_MESSAGE = 'Une erreur est survenue. Veuillez réessayer.';
export const TOO_MANY = 'Trop de demandes. Veuillez réessayer dans un instant.';

/** What the shared HTTP client rejects with for an error status (lib/http.ts, HttpError). */
interface HttpErrorLike {
  status: number;
  body: unknown;
  serverMessage?: string;
}

const isHttpError = (error: unknown): error is HttpErrorLike =>
  error instanceof Error &&
  error.name === 'HttpError' &&
  typeof (error as { status?: unknown }).status === 'number';

/**
 * The French message for a failed send: the server's own words for a refused request (429, 400
 * with its field messages), the generic message for anything else (network, server error).
 */
export function failureMessage(error: unknown): string {
  if (isHttpError(error)) {
    if (error.status === 429) return error.serverMessage ?? TOO_MANY;
    if (error.status === 400) {
      const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
      const details = errors ? Object.values(errors).filter((v): v is string => typeof v === 'string') : [];
      if (details.length) return `Votre demande n’a pas pu être envoyée\u00a0: ${details.join(' ')}`;
      return error.serverMessage ?? 'Votre demande n’a pas pu être envoyée. Vérifiez vos informations.';
    }
  }
  return FAILURE_MESSAGE;
}
