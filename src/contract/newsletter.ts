/**
 * How the footer sign-up learns what to tell the visitor. It depends only on the server's
 * configuration, never on the address: 'email' when a confirmation e-mail goes out to new
 * addresses (mail configured), 'none' when the sign-up is recorded at once.
 */
export type NewsletterConfirmation = 'email' | 'none';

/** The answer of POST /api/newsletter, the same for a new, known, pending or bot address. */
export interface NewsletterSignupAnswer {
  success: true;
  confirmation: NewsletterConfirmation;
}

/** The pages the e-mails link to: the server builds the links, the client declares the routes. */
export const NEWSLETTER_PATHS = {
  confirmation: '/newsletter/confirmation',
  unsubscribe: '/newsletter/desinscription',
} as const;

/** How many days a confirmation link stays valid. */
export const NEWSLETTER_CONFIRMATION_DAYS = 7;
