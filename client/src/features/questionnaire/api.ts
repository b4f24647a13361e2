import type { components } from '../../lib/api/schema';
import { FormAnswer, postForm, PostResult } from '../../lib/post-form';
import type { SubmissionKey } from '../../lib/submission-key';

type ContactRequestBody = components['schemas']['CreateContactDto'];

/** The questionnaire's contact request: `selections` maps each answered step id to its label. */
export type QuestionnaireRequest = Omit<ContactRequestBody, 'email'> & { selections: Record<string, string> };

/**
 * Sends the request; a success only when the server confirms it with `success: true`. Its
 * `data._id` is the new request's (for the booking link to carry).
 * `submission`: the form's key, the same for the same content sent again. `onVerifying`: the
 * flooded server asked for a proof of work, which the browser is computing.
 */
export async function sendQuestionnaireRequest(
  body: QuestionnaireRequest,
  submission: SubmissionKey,
  onVerifying?: () => void,
): Promise<PostResult<FormAnswer<'/contact'>>> {
  const result = await postForm('/contact', body, { onVerifying, submission });
  // Only the server's own confirmation counts (a proxy's empty 200 is no success).
  if (result.ok && result.data?.success !== true) {
    return { ok: false, failure: 'unavailable', fieldErrors: {}, message: '' };
  }
  return result;
}
