/**
 * One person whose data the practice is asked to show or erase: found by e-mail or by phone,
 * the phone already in E.164 (normalizePhone, src/common/validation/identity.ts), the e-mail as typed
 * (compared in lower case). Exactly one of the two is set.
 */
export type Subject = { email: string; phone?: undefined } | { phone: string; email?: undefined };

/**
 * The WHERE clause (on alias `p`) and its parameter that find one person's rows: the stored
 * normalized value equal to the one asked for, on the indexes of the migration ExactIdentity.
 */
export function subjectMatch(subject: Subject): { where: string; params: string[] } {
  // lower() on both sides: the column is PostgreSQL's lower(email), compared with the same function.
  if (subject.email !== undefined)
    return { where: 'p.email_normalized = lower($1)', params: [subject.email] };
  return { where: 'p.phone_e164 = $1', params: [subject.phone] };
}
