/**
 * What the journal records. The names are stable identifiers (stored, and read by the admin,
 * which shows each in French); add new ones at the end.
 */
export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'contact_viewed',
  'contacts_exported',
  'contact_deleted',
  'subscribers_exported',
  'subscriber_deleted',
  'subject_viewed',
  'subject_exported',
  'subject_erased',
  'newsletter_unsubscribed',
  'password_changed',
  'mfa_enabled',
  'mfa_disabled',
  'mfa_reset',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** How long the journal is kept, in months: the retention job deletes older entries. */
export const AUDIT_RETENTION_MONTHS = 12;
