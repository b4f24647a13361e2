import { http } from '../../lib/http';

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

/** Sends the request; true when the server confirms it with `success: true`. */
export async function sendQuestionnaireRequest(body: QuestionnaireRequest): Promise<boolean> {
  const { data } = await http.post<{ success?: unknown } | null>('/api/contact', body);
  return data?.success === true;
}
