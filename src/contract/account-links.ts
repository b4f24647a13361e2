/**
 * The page where a member of the team chooses a password, from an invitation or a reset link
 * (`?jeton=…`), and how long each kind of link stays valid. Shared by the server, which writes
 * the links in its e-mails, and the client, which serves the page and says the delays.
 */
export const PASSWORD_PAGE_PATH = '/login/mot-de-passe';
export const PASSWORD_PAGE_TOKEN_PARAM = 'jeton';

/** An invitation leaves time to find the e-mail over a long weekend. */
export const INVITATION_VALID_HOURS = 72;
/** A reset link is short: it is asked for and used at once. */
export const RESET_VALID_MINUTES = 30;

/** What the reset request answers, whether the account exists or not. */
export const PASSWORD_RESET_REQUESTED_MESSAGE = `Si ce compte existe et a une adresse e-mail, un lien vient d’y être envoyé. Il est valable ${RESET_VALID_MINUTES}\u00a0minutes.`;
