import { leadSource } from '../../lib/lead-source';
import { postForm, PostResult } from '../../lib/post-form';
import type { SubmissionKey } from '../../lib/submission-key';
import { contactRequestBody, ContactErrors, ContactFields, serverFieldToFormField } from './validation';

export type SendResult =
  /** `id`: the new request's, for the booking page to carry. */
  | { ok: true; id?: string }
  | {
      ok: false;
      failure: Exclude<PostResult, { ok: true }>['failure'];
      fieldErrors: ContactErrors;
      message: string;
    };

/**
 * Sends the contact page's request. The server's field messages are put on the form's own
 * fields; a refusal that names fields says so in one sentence. `submission`: the form's key,
 * the same for the same content sent again. `onVerifying`: the flooded server asked for a proof
 * of work, which the browser is computing (see postForm).
 */
export async function sendContactRequest(
  values: ContactFields,
  submission: SubmissionKey,
  onVerifying?: () => void,
): Promise<SendResult> {
  const result = await postForm(
    '/contact',
    { ...contactRequestBody(values), ...leadSource('contact') },
    { onVerifying, submission },
  );
  if (result.ok) return { ok: true, id: result.data._id };
  const fieldErrors: ContactErrors = {};
  for (const [key, value] of Object.entries(result.fieldErrors)) {
    const field = serverFieldToFormField[key];
    if (field) fieldErrors[field] = value;
  }
  const message = Object.keys(fieldErrors).length
    ? 'Votre demande n’a pas pu être envoyée. Vérifiez les champs signalés.'
    : result.message;
  return { ok: false, failure: result.failure, fieldErrors, message };
}
