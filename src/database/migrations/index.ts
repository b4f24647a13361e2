import { InitialSchema1763800000000 } from './1763800000000-initial-schema';
import { ContactSelectionsKeepOrder1763900000000 } from './1763900000000-contact-selections-keep-order';
import { ContactLeadSource1764000000000 } from './1764000000000-contact-lead-source';
import { AdminListSearch1764100000000 } from './1764100000000-admin-list-search';
import { AuditJournal1764200000000 } from './1764200000000-audit-journal';
import { ContactConsent1764300000000 } from './1764300000000-contact-consent';
import { AdminSecondFactor1764400000000 } from './1764400000000-admin-second-factor';
import { NewsletterConsent1764500000000 } from './1764500000000-newsletter-consent';
import { SubjectLookup1764600000000 } from './1764600000000-subject-lookup';
import { ContactFollowUp1764700000000 } from './1764700000000-contact-follow-up';
import { OnlineBooking1764800000000 } from './1764800000000-online-booking';
import { ExactIdentity1764900000000 } from './1764900000000-exact-identity';
import { AdminSessions1765000000000 } from './1765000000000-admin-sessions';
import { JournalRole1765100000000 } from './1765100000000-journal-role';
import { ContactIdempotency1765200000000 } from './1765200000000-contact-idempotency';
import { NewsletterNoticeVersion1765300000000 } from './1765300000000-newsletter-notice-version';
import { AppointmentSequence1765400000000 } from './1765400000000-appointment-sequence';
import { GeneratedColumnsMetadata1765500000000 } from './1765500000000-generated-columns-metadata';
import { PracticeAgenda1765600000000 } from './1765600000000-practice-agenda';
import { AdminTeam1765700000000 } from './1765700000000-admin-team';

/**
 * Every migration, in order. Listed explicitly (not globbed) so the server, the
 * TypeORM CLI and the tests load exactly the same classes from .ts or .js.
 * After `npm run migration:generate -- src/database/migrations/<name>`, add the new class here.
 */
export const migrations = [
  InitialSchema1763800000000,
  ContactSelectionsKeepOrder1763900000000,
  ContactLeadSource1764000000000,
  AdminListSearch1764100000000,
  AuditJournal1764200000000,
  ContactConsent1764300000000,
  AdminSecondFactor1764400000000,
  NewsletterConsent1764500000000,
  SubjectLookup1764600000000,
  ContactFollowUp1764700000000,
  OnlineBooking1764800000000,
  ExactIdentity1764900000000,
  AdminSessions1765000000000,
  JournalRole1765100000000,
  ContactIdempotency1765200000000,
  NewsletterNoticeVersion1765300000000,
  AppointmentSequence1765400000000,
  GeneratedColumnsMetadata1765500000000,
  PracticeAgenda1765600000000,
  AdminTeam1765700000000,
];
