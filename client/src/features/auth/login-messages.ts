import { HttpError } from '../../lib/http';

/** The French messages of the sign-in. */
export const LOGIN_MESSAGES = {
  generic: 'Erreur de connexion. Veuillez réessayer.',
  noToken: 'Réponse du serveur sans jeton. Veuillez vérifier les journaux du serveur.',
  tooMany: 'Trop de demandes. Veuillez réessayer dans un instant.',
  sessionIdle: 'Votre session a pris fin après une période d’inactivité\u00a0: reconnectez-vous.',
} as const;

/** Why the back-office sent the administrator back here (navigation state of /login). */
export interface LoginPageState {
  sessionEnded?: 'idle';
}

/** The notice the sign-in page shows on arrival, if any. */
export function sessionEndedNotice(state: unknown): string | null {
  return (state as LoginPageState | null)?.sessionEnded === 'idle' ? LOGIN_MESSAGES.sessionIdle : null;
}

export interface LoginFailure {
  /** The error banner. */
  message: string;
  /**
   * The debug banner: what the administrator can pass on to whoever reads the server's logs
   * (HTTP status and the request's reference). Never the password, the token or a body.
   */
  details: string;
}

const reference = (requestId?: string) => (requestId ? ` · référence ${requestId}` : '');

/** What to show for a sign-in that threw (HTTP error or no answer at all). */
export function describeLoginError(error: unknown): LoginFailure {
  if (error instanceof HttpError) {
    const fallback = error.status === 429 ? LOGIN_MESSAGES.tooMany : LOGIN_MESSAGES.generic;
    return {
      message: error.serverMessage ?? fallback,
      details: `Réponse HTTP ${error.status}${reference(error.requestId)}`,
    };
  }
  return { message: LOGIN_MESSAGES.generic, details: 'Aucune réponse du serveur (réseau ou serveur arrêté)' };
}

/** What to show for a 2xx answer that carries no token. */
export function describeMissingToken(status: number, requestId?: string): LoginFailure {
  return {
    message: LOGIN_MESSAGES.noToken,
    details: `Réponse HTTP ${status} sans champ « token »${reference(requestId)}`,
  };
}
