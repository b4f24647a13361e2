/**
 * One person whose data the practice is asked to show or erase: found by e-mail or by phone.
 * Exactly one of the two is set.
 */
export type Subject = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/**
 * A phone number as the lookup compares it: its digits, without the leading zeros of a
 * national or international prefix, last eight kept. « +216 20 123 456 », « 0021620123456 »
 * and « 20-123-456 » are one number; so are « +33 6 12 34 56 78 » and « 06 12 34 56 78 ».
 * Eight digits is a Tunisian number whole, and the end of every longer one, so two numbers
 * of one person always agree on it; the rare stranger who shares the last eight digits is
 * told apart by SUBJECT_PHONE below. The same expression is indexed (migration SubjectLookup).
 */
export const PHONE_KEY = `right(ltrim(regexp_replace(p.phone, '[^0-9]', '', 'g'), '0'), 8)`;

/**
 * Two numbers are one person's when, once their leading zeros are dropped, one is the other
 * with at most a three-digit country code in front (or they are equal).
 */
const SUBJECT_PHONE = `(
  ltrim(regexp_replace(p.phone, '[^0-9]', '', 'g'), '0') = $2
  OR (length(ltrim(regexp_replace(p.phone, '[^0-9]', '', 'g'), '0')) - length($2::text) BETWEEN 1 AND 3
      AND ltrim(regexp_replace(p.phone, '[^0-9]', '', 'g'), '0') LIKE '%' || $2)
  OR (length($2::text) - length(ltrim(regexp_replace(p.phone, '[^0-9]', '', 'g'), '0')) BETWEEN 1 AND 3
      AND $2 LIKE '%' || ltrim(regexp_replace(p.phone, '[^0-9]', '', 'g'), '0'))
)`;

/** The digits of a number as SUBJECT_PHONE compares them. */
export const phoneDigits = (phone: string) => phone.replace(/\D/g, '').replace(/^0+/, '');

/** The WHERE clause (on alias `p`) and its parameters that find one person's rows. */
export function subjectMatch(subject: Subject): { where: string; params: string[] } {
  if (subject.email !== undefined) {
    return { where: 'lower(p.email) = lower($1)', params: [subject.email] };
  }
  const digits = phoneDigits(subject.phone);
  return { where: `${PHONE_KEY} = $1 AND ${SUBJECT_PHONE}`, params: [digits.slice(-8), digits] };
}
