import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { AppConfig } from '../config/env.validation';
import { ContactRepository } from '../contact/contact.repository';

/** Deletes contact requests kept longer than RETENTION_MONTHS (privacy). */
@Injectable()
export class RetentionService {
  constructor(
    @Inject(ConfigService) private readonly config: ConfigService,
    private readonly contacts: ContactRepository,
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
}
