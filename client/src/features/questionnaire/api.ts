import type { ContactRequestBody } from '@contract/contact-request';
import { postForm, PostResult } from '../../lib/post-form';
import type { SubmissionKey } from '../../lib/submission-key';

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
): Promise<PostResult<{ success?: unknown; _id?: unknown } | null>> {
  const result = await postForm<{ success?: unknown; _id?: unknown } | null>('/api/contact', body, {
    onVerifying,
    submission,
  });
  if (result.ok && result.data?.success !== true) {
    return { ok: false, failure: 'unavailable', fieldErrors: {}, message: '' };
  }
  return result;
}
