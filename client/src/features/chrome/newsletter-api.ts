import type { components } from '../../lib/api/schema';

type NewsletterConfirmation = components['schemas']['NewsletterSignupDto']['confirmation'];

export const NEWSLETTER_MESSAGES = {
  success: 'Merci\u00a0! Votre inscription est enregistrée.',
  // The server answers every address alike: the message must hold for a known one too.
  confirmationSent:
    "Merci\u00a0! Si cette adresse n'est pas déjà inscrite, un e-mail de confirmation vient de lui être envoyé.",
  empty: 'Veuillez saisir votre adresse e-mail.',
} as const;

export type SignupResult =
  { ok: true; confirmation: NewsletterConfirmation } | { ok: false; message: string };

/**
 * POST /api/newsletter. The server answers 201 for every valid address (known or new), saying
 * whether sign-ups are confirmed by e-mail (its configuration, not the address); a refusal
 * shows the e-mail field's own message when the server gives one. `onVerifying`: the flooded
 * server asked for a proof of work, which the browser is computing (see postForm).
 */
export async function subscribeToNewsletter(
  email: string,
  website: string,
  onVerifying?: () => void,
): Promise<SignupResult> {
  // Loaded on the first sign-up, not with the footer: every page shows the footer, few visitors
  // sign up, and each file a page loads before it is interactive counts on a weak connection.
  const { postForm } = await import('../../lib/post-form');
  const result = await postForm('/newsletter', website ? { email, website } : { email }, {
    timeoutMs: 15000,
    onVerifying,
  });
  if (result.ok) return { ok: true, confirmation: result.data?.confirmation === 'email' ? 'email' : 'none' };
  return { ok: false, message: result.fieldErrors.email ?? result.message };
}
