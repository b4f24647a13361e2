import { HttpError } from '../../lib/http';
import type { TokenState } from '../../stores/auth-store';

/**
 * The French messages of the sign-in, in plain words: what happened and what to do, never a
 * status code or a word of the protocol (the reference in the technical details is enough for
 * whoever reads the server's logs).
 */
export const LOGIN_MESSAGES = {
  generic: 'Erreur de connexion. Veuillez réessayer.',
  wrongCredentials: 'Identifiant ou mot de passe incorrect.',
  unavailable: 'Le service est momentanément indisponible, réessayez dans un instant.',
  tooMany: 'Trop de tentatives. Veuillez réessayer dans un instant.',
  sessionExpired: 'Votre session a expiré, reconnectez-vous.',
  sessionIdle: 'Votre session a pris fin après une période d’inactivité\u00a0: reconnectez-vous.',
} as const;

/** Why the back-office sent the administrator back here (navigation state of /login). */
export interface LoginPageState {
  /** idle: unused too long; expired: refused by the server; unavailable: the server could not say. */
  sessionEnded?: 'idle' | 'expired' | 'unavailable';
  /** The back-office address asked for (a deep link, or where the session ended): reopened after sign-in. */
  returnTo?: string;
}

/**
 * The address to open after signing in: the one the back-office was asked for, when it is a
 * path of this site under /admin (never another site, nor a path that a browser would read as
 * one, like `//host` or `/\host`); otherwise the dashboard.
 */
export function returnPath(state: unknown): string {
  const asked = (state as LoginPageState | null)?.returnTo;
  if (typeof asked !== 'string' || asked.length > 500) return '/admin';
  // The characters of an ordinary path and query only (percent-encoded otherwise): no backslash,
  // no space or control character, and no `//` that could start another host, no `/.` that could climb out of /admin.
  if (!/^\/admin(?:[/?#][\w\-./?#=&%~+@,;:]*)?$/.test(asked) || /\/\/|\/\./.test(asked)) return '/admin';
  return asked;
}

const NOTICES: Record<NonNullable<LoginPageState['sessionEnded']>, string> = {
  idle: LOGIN_MESSAGES.sessionIdle,
  expired: LOGIN_MESSAGES.sessionExpired,
  unavailable: LOGIN_MESSAGES.unavailable,
};

/** Why a stored token that no longer opens the back-office stopped working, for the notice. */
export function sessionEndReason(state: TokenState): LoginPageState['sessionEnded'] {
  if (state === 'valid') return undefined;
  return state === 'idle' ? 'idle' : state === 'unreachable' ? 'unavailable' : 'expired';
}

/** The notice the sign-in page shows on arrival, if any. */
export function sessionEndedNotice(state: unknown): string | null {
  const why = (state as LoginPageState | null)?.sessionEnded;
  return why && Object.prototype.hasOwnProperty.call(NOTICES, why) ? NOTICES[why] : null;
}

export interface LoginFailure {
  /** The error banner. */
  message: string;
  /**
   * The debug banner: what the administrator can pass on to whoever reads the server's logs (the
   * request's reference), or in a few words what went wrong; empty when there is nothing to add.
   * Never the password, the token or a body.
   */
  details: string;
}

const reference = (requestId?: string) => (requestId ? `référence ${requestId}` : '');

/**
 * What to show for a sign-in step that threw. `step`: on the password step a refusal means a
 * wrong username or password; on the code step the server's own words say what was wrong with
 * the code, or that the sign-in must start again.
 */
export function describeLoginError(error: unknown, step: 'password' | 'code' = 'password'): LoginFailure {
  if (!(error instanceof HttpError)) {
    return { message: LOGIN_MESSAGES.unavailable, details: 'le serveur n’a pas répondu' };
  }
  const details = reference(error.requestId);
  if (error.status >= 500) return { message: LOGIN_MESSAGES.unavailable, details };
  // The server's « Trop de demandes » would be read as the patients' requests in the back-office.
  if (error.status === 429) return { message: LOGIN_MESSAGES.tooMany, details };
  if (error.status === 401 && step === 'password')
    return { message: LOGIN_MESSAGES.wrongCredentials, details };
  return { message: error.serverMessage ?? LOGIN_MESSAGES.generic, details };
}

/** What to show for an answer that says yes but carries no session: the service is not working. */
export function describeMissingToken(requestId?: string): LoginFailure {
  return { message: LOGIN_MESSAGES.unavailable, details: reference(requestId) };
}
