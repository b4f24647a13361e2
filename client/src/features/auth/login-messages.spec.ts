import { HttpError } from '../../lib/http';
import {
  describeLoginError,
  describeMissingToken,
  LOGIN_MESSAGES,
  sessionEndedNotice,
  sessionEndReason,
} from './login-messages';

/** Every message and detail of a failure, joined: what the administrator reads. */
const shown = (failure: { message: string; details: string }) => `${failure.message} ${failure.details}`;

describe('sign-in messages', () => {
  it('a wrong username or password says so in plain words, with the reference for the logs', () => {
    const failure = describeLoginError(new HttpError(401, { message: 'Identifiants invalides' }, 'req-123'));
    expect(failure).toEqual({
      message: 'Identifiant ou mot de passe incorrect.',
      details: 'référence req-123',
    });
  });

  it('on the code step, the server’s own words (a wrong code, a sign-in to start again)', () => {
    expect(describeLoginError(new HttpError(401, { message: 'Code invalide.' }), 'code').message).toBe(
      'Code invalide.',
    );
    expect(describeLoginError(new HttpError(400, null), 'code').message).toBe(LOGIN_MESSAGES.generic);
  });

  it('a server that fails or does not answer: the service is unavailable for a moment', () => {
    const unavailable = 'Le service est momentanément indisponible, réessayez dans un instant.';
    expect(describeLoginError(new HttpError(502, '<html>Bad gateway</html>')).message).toBe(unavailable);
    expect(describeLoginError(new HttpError(500, { message: 'Erreur interne' })).message).toBe(unavailable);
    expect(describeLoginError(new TypeError('Failed to fetch'))).toEqual({
      message: unavailable,
      details: 'le serveur n’a pas répondu',
    });
    expect(describeMissingToken('req-9')).toEqual({ message: unavailable, details: 'référence req-9' });
    expect(describeMissingToken().details).toBe('');
  });

  it('too many attempts, in the sign-in’s words', () => {
    const body = { message: 'Trop de demandes. Veuillez réessayer dans un instant.' };
    expect(describeLoginError(new HttpError(429, body)).message).toBe(
      'Trop de tentatives. Veuillez réessayer dans un instant.',
    );
    expect(describeLoginError(new HttpError(429, null), 'code').message).toBe(LOGIN_MESSAGES.tooMany);
  });

  it('never shows a status code, « HTTP », « jeton » or « token »', () => {
    const failures = [
      describeLoginError(new HttpError(401, null, 'abc')),
      describeLoginError(new HttpError(403, null, 'abc')),
      describeLoginError(new HttpError(429, null, 'abc')),
      describeLoginError(new HttpError(503, null, 'abc')),
      describeLoginError(new Error('offline')),
      describeMissingToken('abc'),
    ];
    for (const failure of failures) expect(shown(failure)).not.toMatch(/\b[45]\d\d\b|HTTP|jeton|token/i);
  });

  it('says, on arrival, why the session ended, and nothing otherwise', () => {
    expect(sessionEndedNotice({ sessionEnded: 'idle' })).toBe(
      'Votre session a pris fin après une période d’inactivité\u00a0: reconnectez-vous.',
    );
    expect(sessionEndedNotice({ sessionEnded: 'expired' })).toBe('Votre session a expiré, reconnectez-vous.');
    expect(sessionEndedNotice({ sessionEnded: 'unavailable' })).toBe(LOGIN_MESSAGES.unavailable);
    for (const state of [
      null,
      undefined,
      {},
      { sessionEnded: 'other' },
      { sessionEnded: 'toString' },
      'idle',
    ]) {
      expect(sessionEndedNotice(state)).toBeNull();
    }
  });

  it('names the reason from what the server said of the stored token', () => {
    expect(sessionEndReason('valid')).toBeUndefined();
    expect(sessionEndReason('idle')).toBe('idle');
    expect(sessionEndReason('invalid')).toBe('expired');
    expect(sessionEndReason('unreachable')).toBe('unavailable');
  });
});
