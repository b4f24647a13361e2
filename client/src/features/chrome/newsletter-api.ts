import { HttpError, http } from '../../lib/http';

export const NEWSLETTER_MESSAGES = {
  success: 'Merci ! Votre inscription est enregistrée.',
  empty: 'Veuillez saisir votre adresse e-mail.',
  invalid: "Format d'email invalide.",
  tooMany: 'Trop de demandes. Veuillez réessayer dans un instant.',
  unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  offline: 'Connexion impossible. Vérifiez votre connexion Internet puis réessayez.',
} as const;

export type SignupResult = { ok: true } | { ok: false; message: string };

/**
 * POST /api/newsletter. The server answers 201 for every valid address (known or
 * new); 400 carries the field's French message, 429 its own. Never rejects.
 */
export async function subscribeToNewsletter(email: string, website: string): Promise<SignupResult> {
  try {
    await http.post('/api/newsletter', website ? { email, website } : { email }, { timeoutMs: 15000 });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof HttpError)) return { ok: false, message: NEWSLETTER_MESSAGES.offline };
    if (error.status === 400) {
      const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors;
      const field = errors?.email;
      return {
        ok: false,
        message: typeof field === 'string' ? field : (error.serverMessage ?? NEWSLETTER_MESSAGES.invalid),
      };
    }
    if (error.status === 429)
      return { ok: false, message: error.serverMessage ?? NEWSLETTER_MESSAGES.tooMany };
    return { ok: false, message: NEWSLETTER_MESSAGES.unavailable };
  }
}
