/** The 401 of an administrator's route called without a current session's token. */
export const AUTHENTICATION_REQUIRED_MESSAGE = 'Authentification requise.';
