import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AppConfig } from '../config/env.validation';
import { ContactRequest } from '../contact/contact.entity';

/** Deletes contact requests kept longer than RETENTION_MONTHS (privacy). */
@Injectable()
export class RetentionService {
  constructor(
    @Inject(ConfigService) private readonly config: ConfigService,
    @InjectRepository(ContactRequest) private readonly contacts: Repository<ContactRequest>,
  ) {}

  get retentionMonths(): number {
    return this.config.getOrThrow<AppConfig>('app').retentionMonths;
  }

  /**
   * Deletes the requests created strictly before `now` minus RETENTION_MONTHS and returns how
   * many. Months are counted by PostgreSQL's calendar arithmetic (31 March − 1 month =
   * 28 or 29 February), on the created_at index.
   */
  async purgeExpired(now: Date = new Date()): Promise<number> {
    const result = await this.contacts
      .createQueryBuilder()
      .delete()
      .from(ContactRequest)
      .where('created_at < CAST(:now AS timestamptz) - make_interval(months => :months)', {
        now: now.toISOString(),
        months: this.retentionMonths,
      })
      .execute();
    return result.affected ?? 0;
  }
}
