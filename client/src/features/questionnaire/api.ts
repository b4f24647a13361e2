import { postForm, PostResult } from '../../lib/post-form';

/** The questionnaire's contact request: `selections` maps each answered step id to its label. */
export interface QuestionnaireRequest {
  name: string;
  phone: string;
  message: string;
  service: string;
  selections: Record<string, string>;
  /** Lead source: optional for the server. */
  source?: string;
  page?: string;
}

/** Sends the request; a success only when the server confirms it with `success: true`. */
export async function sendQuestionnaireRequest(body: QuestionnaireRequest): Promise<PostResult> {
  const result = await postForm<{ success?: unknown } | null>('/api/contact', body);
  if (result.ok && result.data?.success !== true) {
    return { ok: false, failure: 'unavailable', fieldErrors: {}, message: '' };
  }
  return result;
}
