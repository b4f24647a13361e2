import { ValidateBy, ValidationOptions } from 'class-validator';

/** Said for any address outside the grammar below, on the contact form and the newsletter alike. */
export const INVALID_EMAIL_MESSAGE = "Format d'email invalide.";

export const MAX_EMAIL_LENGTH = 254;
// RFC 5321's limits: 64 for the part before "@", 63 for each label of the domain.
const MAX_LOCAL_PART_LENGTH = 64;
const MAX_LABEL_LENGTH = 63;

const LABEL = /^[a-z0-9-]+$/i;
const TOP_LEVEL_DOMAIN = /^[a-z]{2,}$/i;

/**
 * The addresses patients may leave (contact form, newsletter): a deliberately narrow subset
 * of what RFC 5322 allows. The address is shown to the administrator as a `mailto:` link and
 * becomes the Reply-To of the notification e-mail, so nothing in it may read as part of a URL
 * or a header: no "?", "&", "=", "/", "#", ",", spaces, quotes, angle brackets, CR/LF, and no
 * percent-encoded form ("%40" is an "@" once a mail program decodes the link). Real addresses
 * fit easily:
 *
 * - local part: ASCII letters, digits and . _ % + -, 1 to 64 of them, no dot first, last or
 *   twice in a row, no "%" followed by two hexadecimal digits;
 * - one "@";
 * - domain: two labels or more of ASCII letters, digits and hyphens (1 to 63, no hyphen first
 *   or last), the last one (the top-level domain) of 2 letters or more;
 * - 254 characters in all.
 *
 * Plain scans and anchored regexes without nested or overlapping repetition: the time is
 * linear in the length, whatever the input.
 */
export function isPatientEmail(value: string): boolean {
  if (value.length > MAX_EMAIL_LENGTH) return false;
  const at = value.indexOf('@');
  if (at < 0 || at !== value.lastIndexOf('@')) return false;
  return isLocalPart(value.slice(0, at)) && isDomain(value.slice(at + 1));
}

function isLocalPart(local: string): boolean {
  if (local.length === 0 || local.length > MAX_LOCAL_PART_LENGTH) return false;
  for (let i = 0; i < local.length; i++) {
    const c = local[i];
    if (c === '.') {
      if (i === 0 || i === local.length - 1 || local[i - 1] === '.') return false;
    } else if (c === '%') {
      if (isHexDigit(local[i + 1]) && isHexDigit(local[i + 2])) return false;
    } else if (!isAsciiLetterOrDigit(c) && c !== '_' && c !== '+' && c !== '-') {
      return false;
    }
  }
  return true;
}

function isDomain(domain: string): boolean {
  const labels = domain.split('.');
  if (labels.length < 2) return false;
  for (const label of labels) {
    if (label.length === 0 || label.length > MAX_LABEL_LENGTH || !LABEL.test(label)) return false;
    if (label.startsWith('-') || label.endsWith('-')) return false;
  }
  return TOP_LEVEL_DOMAIN.test(labels[labels.length - 1]);
}

function isAsciiLetterOrDigit(c: string): boolean {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

const HEX_DIGIT = /^[0-9a-f]$/i;

function isHexDigit(c: string | undefined): boolean {
  return c !== undefined && HEX_DIGIT.test(c);
}

/** The e-mail rule of every DTO that takes a patient's address. */
export function IsPatientEmail(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isPatientEmail',
      validator: { validate: (value: unknown) => typeof value === 'string' && isPatientEmail(value) },
    },
    { message: INVALID_EMAIL_MESSAGE, ...options },
  );
}
