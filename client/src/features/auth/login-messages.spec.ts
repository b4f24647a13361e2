import { HttpError } from '../../lib/http';
import {
  describeLoginError,
  describeMissingToken,
  LOGIN_MESSAGES,
  sessionEndedNotice,
} from './login-messages';

describe('sign-in messages', () => {
  it("shows the server's message when there is one", () => {
    const failure = describeLoginError(new HttpError(401, { message: 'Identifiants invalides' }, 'req-123'));
    expect(failure.message).toBe('Identifiants invalides');
    expect(failure.details).toBe('Réponse HTTP 401 · référence req-123');
  });

  it('falls back to the generic message, or the French 429 one', () => {
    expect(describeLoginError(new HttpError(502, '<html>Bad gateway</html>')).message).toBe(
      LOGIN_MESSAGES.generic,
    );
    expect(describeLoginError(new HttpError(429, null)).message).toBe(
      'Trop de demandes. Veuillez réessayer dans un instant.',
    );
    expect(describeLoginError(new TypeError('Failed to fetch')).message).toBe(
      'Erreur de connexion. Veuillez réessayer.',
    );
  });

  it('explains an answer without a token, with no secret in the details', () => {
    const failure = describeMissingToken(200, 'req-9');
    expect(failure.message).toBe('Réponse du serveur sans jeton. Veuillez vérifier les journaux du serveur.');
    expect(failure.details).toBe('Réponse HTTP 200 sans champ « token » · référence req-9');
  });

  it('says, on arrival, that a session ended after a period of inactivity, and nothing otherwise', () => {
    expect(sessionEndedNotice({ sessionEnded: 'idle' })).toBe(
      'Votre session a pris fin après une période d’inactivité\u00a0: reconnectez-vous.',
    );
    for (const state of [null, undefined, {}, { sessionEnded: 'other' }, 'idle']) {
      expect(sessionEndedNotice(state)).toBeNull();
    }
  });
});
