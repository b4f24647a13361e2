import type { Subject } from '../common/personal-data/personal-data';

/** One person whose data is shown or erased (declared with the registry of personal data). */
export type { Subject };

/**
 * The WHERE clause that finds one person's rows in a table with the normalized identity columns
 * of the migration ExactIdentity (contact_request, appointment), read under `alias`, and its one
 * parameter ($1): the stored normalized value equal to the one asked for, on their indexes.
 */
export function subjectMatch(subject: Subject, alias: string): { where: string; params: string[] } {
  // lower() on both sides: the column is PostgreSQL's lower(email), compared with the same function.
  if (subject.email !== undefined)
    return { where: `${alias}.email_normalized = lower($1)`, params: [subject.email] };
  return { where: `${alias}.phone_e164 = $1`, params: [subject.phone] };
}
