/**
 * A contact request as it travels: what the two public forms send to POST /api/contact, what
 * the server answers, and the limits both sides check (the server refuses beyond them, the
 * forms stop the typing there, so a patient never writes text that will be refused).
 * Lengths count characters (Unicode code points).
 */
export const CONTACT_LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  /** At least this many digits in a phone number. */
  phoneDigits: 8,
  service: 100,
  message: 5000,
} as const;

/** What a phone number may be written with: digits, spaces, « + », parentheses and hyphens. */
export const PHONE_PATTERN = /^[0-9 +()-]+$/;

/** The body of POST /api/contact (the questionnaire sends no e-mail; the contact page no answers). */
export interface ContactRequestBody {
  name: string;
  email?: string;
  phone: string;
  service: string;
  message?: string;
  /** Step id → chosen label, in the order the steps were answered. */
  selections?: Record<string, string>;
  /** Which form and page the request came from (optional). */
  source?: string | null;
  page?: string | null;
  /** The patient agreed to the handling of their data (the box both forms require). */
  consent?: true;
}

/** The answer of POST /api/contact to an accepted request. */
export interface ContactCreated {
  success: true;
  _id: string;
}
