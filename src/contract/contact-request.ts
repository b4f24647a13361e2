/**
 * The limits of a contact request that both sides check (the server refuses beyond them, the
 * forms stop the typing there, so a patient never writes text that will be refused). The body
 * and the answer themselves are the API's (its DTOs, and the client's generated schema).
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
