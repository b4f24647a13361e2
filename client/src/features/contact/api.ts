import { HttpError, http } from '../../lib/http';
import { leadSource } from '../../lib/lead-source';
import { contactRequestBody, ContactErrors, ContactFields, serverFieldToFormField } from './validation';

export type SendResult =
  | { ok: true }
  /** The server answered with an error status: its field messages and a French summary. */
  | { ok: false; fieldErrors: ContactErrors; message: string };

const UNAVAILABLE = 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.';
const TOO_MANY = 'Trop de demandes. Veuillez réessayer dans un instant.';

/**
 * Sends the contact page's request. Resolves for every answer of the server (200/201 is a
 * success); rejects only when the request itself fails (network, offline).
 */
export async function sendContactRequest(values: ContactFields): Promise<SendResult> {
  try {
    const { status } = await http.post('/api/contact', {
      ...contactRequestBody(values),
      ...leadSource('contact'),
    });
    if (status === 200 || status === 201) return { ok: true };
    return { ok: false, fieldErrors: {}, message: UNAVAILABLE };
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.status === 429) return { ok: false, fieldErrors: {}, message: error.serverMessage ?? TOO_MANY };
    if (error.status === 400) {
      const fieldErrors: ContactErrors = {};
      const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
      for (const [key, value] of Object.entries(errors)) {
        const field = serverFieldToFormField[key];
        if (field && typeof value === 'string') fieldErrors[field] = value;
      }
      const message = Object.keys(fieldErrors).length
        ? 'Votre demande n’a pas pu être envoyée. Vérifiez les champs signalés.'
        : (error.serverMessage ?? 'Votre demande n’a pas pu être envoyée. Vérifiez vos informations.');
      return { ok: false, fieldErrors, message };
    }
    return { ok: false, fieldErrors: {}, message: UNAVAILABLE };
  }
}
