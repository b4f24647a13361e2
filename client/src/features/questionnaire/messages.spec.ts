import { FORM_MESSAGES } from '../../lib/post-form';
import { FAILURE_MESSAGE, failureMessage } from './messages';

describe('failureMessage', () => {
  it('uses the generic French message for a network failure or a server error', () => {
    expect(
      failureMessage({ ok: false, failure: 'offline', fieldErrors: {}, message: FORM_MESSAGES.offline }),
    ).toBe(FAILURE_MESSAGE);
    expect(
      failureMessage({
        ok: false,
        failure: 'unavailable',
        fieldErrors: {},
        message: FORM_MESSAGES.unavailable,
      }),
    ).toBe(FAILURE_MESSAGE);
  });

  it('shows the rate limit message', () => {
    expect(
      failureMessage({ ok: false, failure: 'busy', fieldErrors: {}, message: 'Le site est très sollicité.' }),
    ).toBe('Le site est très sollicité.');
  });

  it('lists the field messages of a refused request', () => {
    expect(
      failureMessage({
        ok: false,
        failure: 'refused',
        fieldErrors: { phone: 'Le numéro de téléphone est invalide.' },
        message: 'Données invalides',
      }),
    ).toBe('Votre demande n’a pas pu être envoyée\u00a0: Le numéro de téléphone est invalide.');
    expect(
      failureMessage({ ok: false, failure: 'refused', fieldErrors: {}, message: 'Données invalides' }),
    ).toBe('Données invalides');
  });
});
