import type { Subject } from '../common/personal-data/personal-data';

/** One person whose data is shown or erased (declared with the registry of personal data). */
export type { Subject };

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
