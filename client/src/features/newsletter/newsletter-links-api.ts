import { NEWSLETTER_LINK_MESSAGES } from '@contract/newsletter-messages';
import { postForm } from '../../lib/post-form';

export const LINK_MESSAGES = {
  ...NEWSLETTER_LINK_MESSAGES,
  confirmationMissing:
    "Ce lien de confirmation est incomplet. Ouvrez le lien de l'e-mail tel quel, ou copiez-le en entier dans la barre d'adresse.",
  unsubscribeMissing:
    "Ce lien de désinscription est incomplet. Ouvrez le lien de l'e-mail tel quel, ou écrivez-nous pour vous désinscrire.",
} as const;

/** `refused`: the server refused the token itself (trying again will not help). */
export type LinkResult = { ok: true } | { ok: false; refused: boolean; message: string };

/** The `token` of the page's address; read in the browser only (the prerendered page has none). */
export function tokenFromAddress(): string {
  return new URLSearchParams(window.location.search).get('token')?.trim() ?? '';
}

/**
 * POSTs a link's token. A refused token (400) gets the page's own sentence, whatever the shape
 * of the refusal; a busy or unreachable server, the shared French messages.
 */
async function postToken(
  path: '/newsletter/confirm' | '/newsletter/unsubscribe',
  token: string,
  invalid: string,
): Promise<LinkResult> {
  const result = await postForm(path, { token }, { timeoutMs: 15000 });
  if (result.ok) return { ok: true };
  const refused = result.failure === 'refused';
  return { ok: false, refused, message: refused ? invalid : result.message };
}

export const confirmSubscription = (token: string) =>
  postToken('/newsletter/confirm', token, LINK_MESSAGES.confirmationInvalid);

export const unsubscribe = (token: string) =>
  postToken('/newsletter/unsubscribe', token, LINK_MESSAGES.unsubscribeInvalid);
