import { FAILURE_MESSAGE, failureMessage } from './messages';

/** Stands for lib/http's HttpError (same name, status, body and serverMessage). */
class HttpError extends Error {
  name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  }
}

describe('failureMessage', () => {
  it('uses the generic French message for a network failure or a server error', () => {
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(FAILURE_MESSAGE);
    expect(failureMessage(new HttpError(500, { message: 'Erreur interne' }))).toBe(FAILURE_MESSAGE);
  });

  it('shows the rate limit message of the server', () => {
    expect(
      failureMessage(
        new HttpError(429, { message: 'Trop de demandes. Veuillez réessayer dans un instant.' }),
      ),
    ).toBe('Trop de demandes. Veuillez réessayer dans un instant.');
    expect(failureMessage(new HttpError(429, null))).toMatch(/^Trop de demandes/);
  });

  it('lists the field messages of a refused request', () => {
    const error = new HttpError(400, {
      success: false,
      message: 'Données invalides',
      errors: { phone: 'Le numéro de téléphone est invalide.' },
    });
    expect(failureMessage(error)).toBe(
      'Votre demande n’a pas pu être envoyée\u00a0: Le numéro de téléphone est invalide.',
    );
    expect(failureMessage(new HttpError(400, { message: 'Données invalides' }))).toBe('Données invalides');
  });
});
