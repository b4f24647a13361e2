import { HttpError } from '../../../lib/http';
import { followUpFailure, refusalReason } from './follow-up-failure';

describe('a follow-up change the server refused', () => {
  const refused = new HttpError(400, {
    success: false,
    message: 'Données invalides.',
    errors: { followUpAt: 'La date de rappel doit être une date valide.' },
  });

  it('names what failed and whose request, with the field’s reason', () => {
    expect(followUpFailure('Amira', { followUpAt: 'x' }, refused)).toBe(
      'Erreur\u00a0: la date de rappel de la demande de Amira n’a pas pu être enregistrée. ' +
        'La date de rappel doit être une date valide.',
    );
  });

  it('falls back on the server’s message, then on « Veuillez réessayer. »', () => {
    expect(refusalReason(new HttpError(400, { message: 'Statut inconnu.' }))).toBe('Statut inconnu.');
    expect(followUpFailure('Karim', { status: 'traitee' }, new HttpError(503, null))).toBe(
      'Erreur\u00a0: le statut de la demande de Karim n’a pas pu être changé. Veuillez réessayer.',
    );
    expect(followUpFailure('Karim', { status: 'traitee' }, new TypeError('Failed to fetch'))).toMatch(
      /Veuillez réessayer\.$/,
    );
  });

  it('says when the request no longer exists', () => {
    expect(refusalReason(new HttpError(404, null))).toBe('Cette demande n’existe plus.');
  });
});
