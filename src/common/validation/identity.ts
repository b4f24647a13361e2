import { parsePhoneNumberFromString } from 'libphonenumber-js';

/**
 * Who a patient is, as every lookup compares it: the phone number in E.164 and the e-mail in
 * lower case, computed once when a row is written and stored beside what the patient typed.
 * Two rows are the same person only when these values are equal: never a suffix of digits,
 * which would join strangers whose numbers end alike.
 */

/** The country of a number written without its code: the practice is in Tunis. */
export const DEFAULT_PHONE_REGION = 'TN';

/**
 * « +216 20 123 456 », « 20-123-456 » and « 0021620123456 » are all +21620123456; a number
 * without a country code is Tunisian, so « 06 20 12 34 56 » is not the French +33620123456
 * (it is no valid Tunisian number either: null). Null for anything libphonenumber does not
 * recognise as a valid number.
 */
export function normalizePhone(raw: string): string | null {
  const parsed = parsePhoneNumberFromString(raw, DEFAULT_PHONE_REGION);
  return parsed?.isValid() ? parsed.number : null;
}

/** An e-mail address as compared: lower case (null for none). */
export function normalizeEmail(raw: string | null | undefined): string | null {
  return raw ? raw.toLowerCase() : null;
}

/** The phone's message when a form needs a number the practice can find the patient by. */
export const UNRECOGNISED_PHONE_MESSAGE =
  'Numéro de téléphone non reconnu. Indiquez-le avec son indicatif s’il n’est pas tunisien, par exemple +33 6 12 34 56 78.';
