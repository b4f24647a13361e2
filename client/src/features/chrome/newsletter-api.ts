import { postForm } from '../../lib/post-form';

export const NEWSLETTER_MESSAGES = {
  success: 'Merci ! Votre inscription est enregistrée.',
  empty: 'Veuillez saisir votre adresse e-mail.',
} as const;

export type SignupResult = { ok: true } | { ok: false; message: string };

/**
 * POST /api/newsletter. The server answers 201 for every valid address (known or new); a
 * refusal shows the e-mail field's own message when the server gives one.
 */
export async function subscribeToNewsletter(email: string, website: string): Promise<SignupResult> {
  const result = await postForm('/api/newsletter', website ? { email, website } : { email }, {
    timeoutMs: 15000,
  });
  if (result.ok) return { ok: true };
  return { ok: false, message: result.fieldErrors.email ?? result.message };
}
