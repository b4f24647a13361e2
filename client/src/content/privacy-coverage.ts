import type { MailKind } from '@contract/mail-kinds';

/**
 * Where the privacy notice answers for each thing the server does with personal data: an id
 * of privacy.ts (a section, or one purpose's entry). privacy-coverage.spec.ts fails when an
 * e-mail kind or a table has no entry here, or points to an id the notice no longer has: a
 * new purpose cannot reach the server without being told to patients.
 */

/** Each e-mail the server sends (src/contract/mail-kinds.ts) → the notice's entry about it. */
export const MAIL_KIND_NOTICE: Partial<Record<MailKind, string>> = {
  'new-request': 'e-mails-cabinet',
  'booking-practice': 'e-mails-cabinet',
  'booking-confirmation': 'e-mails-patient',
  'booking-reminder': 'e-mails-patient',
  'booking-cancelled-patient': 'e-mails-patient',
  'booking-cancelled-practice': 'e-mails-cabinet',
  'booking-moved-patient': 'e-mails-patient',
  'booking-moved-practice': 'e-mails-cabinet',
  'newsletter-confirmation': 'newsletter',
};

/** Each table that holds something of a visitor → the notice's entries about it. */
export const TABLE_NOTICE: Record<string, string[]> = {
  contact_request: ['demande', 'suivi', 'duree'],
  contact_note: ['suivi'],
  contact_change: ['suivi'],
  appointment: ['rendez-vous', 'duree'],
  newsletter_subscriber: ['newsletter'],
  newsletter_pending: ['newsletter', 'duree'],
  audit_event: ['securite', 'duree'],
  // The job queue's schema (pg-boss): the outbox every e-mail waits in before it goes out (its
  // kind and the id of its row, not its text).
  pgboss: ['e-mails-patient', 'e-mails-cabinet', 'messagerie', 'duree'],
};

/**
 * Tables that hold nothing about a visitor, so the notice has nothing to say of them. Each says
 * why; a table holding patient data does not belong here.
 */
export const TECHNICAL_TABLES: Record<string, string> = {
  // TypeORM's record of the migrations already run.
  migrations: 'schema history',
  // TypeORM's record of the formulas of the generated columns (such as lower(email)).
  typeorm_metadata: 'schema bookkeeping',
  // The administrator's own account, second factor, sessions and sign-in steps: the practice's
  // staff, not its patients.
  admin_user: 'administrator account',
  admin_recovery_code: 'administrator second factor',
  admin_session: 'administrator sessions',
  admin_sign_in_token: 'administrator sign-in step',
  // The links of the team's invitations and password resets (a token's hash and its account).
  admin_account_token: 'team account links',
  // Keys the server generates for its links and sessions.
  app_secret: 'server keys',
  // How many requests exist, kept by triggers for the admin's count: numbers only.
  contact_request_count: 'a count of rows',
  // The practice's agenda settings: consultation types, opening hours, its own absences.
  booking_type: 'practice agenda settings',
  booking_settings: 'practice agenda settings',
  booking_absence: 'practice agenda settings',
  // The hash of the secret address the practice's calendar subscribes to: no patient data.
  calendar_feed: 'practice calendar feed secret',
};

/**
 * Entries above that no migration creates: made by a library at start-up (pg-boss its schema,
 * TypeORM its history table). The others must still exist in a migration, so that a dropped or
 * renamed table leaves no stale line here.
 */
export const CREATED_OUTSIDE_MIGRATIONS = ['pgboss', 'migrations'];
