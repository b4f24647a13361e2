import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AuditService } from '../audit/audit.service';
import { BookingRepository } from '../booking/booking.repository';
import { AppConfig } from '../config/env.validation';
import { ContactRepository } from '../contact/contact.repository';
import { NewsletterService } from '../newsletter/newsletter.service';

/**
 * Deletes contact requests kept longer than RETENTION_MONTHS, journal entries older than a
 * year, newsletter sign-ups never confirmed whose link has expired, and appointments that
 * ended more than RETENTION_MONTHS ago.
 */
@Injectable()
export class RetentionService {
  constructor(
    @Inject(ConfigService) private readonly config: ConfigService,
    private readonly contacts: ContactRepository,
    private readonly audit: AuditService,
    private readonly newsletter: NewsletterService,
    private readonly appointments: BookingRepository,
  ) {}

  get retentionMonths(): number {
    return this.config.getOrThrow<AppConfig>('app').retentionMonths;
  }

  /**
   * Deletes the requests created strictly before `now` minus RETENTION_MONTHS and returns how
   * many (calendar months, see ContactRepository.deleteCreatedBefore).
   */
  async purgeExpired(now: Date = new Date()): Promise<number> {
    return this.contacts.deleteCreatedBefore(now, this.retentionMonths);
  }

  /** Deletes the journal's entries older than twelve months and returns how many. */
  async purgeJournal(): Promise<number> {
    return this.audit.purgeExpired();
  }

  /** Deletes the newsletter sign-ups whose confirmation link expired, and returns how many. */
  async purgeUnconfirmedSignups(now: Date = new Date()): Promise<number> {
    return this.newsletter.purgeExpiredPending(now);
  }

  /** Deletes the appointments that ended more than RETENTION_MONTHS ago, like the requests. */
  async purgeAppointments(now: Date = new Date()): Promise<number> {
    return this.appointments.deleteEndedBefore(now, this.retentionMonths);
  }
}
