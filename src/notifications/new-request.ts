import type { ContactStatus } from '../contract/follow-up';
import type { LeadSource } from '../contract/lead-sources';

/**
 * A stored contact request, as the notification receives it: a plain value the caller fills
 * in, so this folder knows nothing of the contact feature's entity or table.
 */
export interface NewRequest {
  id: string;
  name: string;
  email: string | null;
  phone: string;
  service: string;
  message: string;
  /** The questionnaire's answers, in the order they were given. */
  selections: Record<string, string>;
  source: LeadSource | null;
  page: string | null;
  createdAt: Date;
  /** Where the follow-up stands (« Nouvelle » for a request just sent). */
  status: ContactStatus;
  /** The administrator's latest note, if any (a request just sent has none). */
  lastNote?: string | null;
}
