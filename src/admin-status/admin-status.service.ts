import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PublicPostLimits } from '../common/rate-limit/public-post-limits';
import { AppConfig } from '../config/env.validation';
import { ContactStatsRepository } from '../contact/contact-stats.repository';
import { journalProtected } from '../database/prepare-database';
import { CONTACT_STATUSES, ContactStatus } from '../contract/follow-up';
import { MailKindCount, MailOutbox } from '../notifications/mail-outbox';

/** GET /api/admin/status: what the administrator's dashboard shows of the server's own work. */
export interface AdminStatus {
  /**
   * The outbox, read from the database (the same on every replica, after any restart): whether
   * e-mails go out, and per kind how many wait to be sent and how many failed for good.
   */
  emails: { enabled: boolean; kinds: MailKindCount[] };
  /** Contact requests older than this are deleted by the daily retention job. */
  retentionMonths: number;
  /**
   * When the site's hourly budget of public posts (RATE_LIMIT_PUBLIC_SITE_PER_HOUR) was last
   * reached, as an ISO time, for 24 hours; null otherwise. Read from the rate-limit store, so
   * with Redis every replica answers the same whichever one refused the posts.
   */
  publicBudgetExhaustedAt: string | null;
  /** How many requests have each follow-up status, over every request kept. */
  contactsByStatus: Record<ContactStatus, number>;
  /**
   * Whether the server runs as a role that can only add to and read the journal
   * (DATABASE_OWNER_URL set); false: its role owns the tables and could alter the journal.
   */
  journalProtected: boolean;
}

@Injectable()
export class AdminStatusService {
  constructor(
    @Inject(ConfigService) private readonly config: ConfigService,
    private readonly outbox: MailOutbox,
    private readonly publicPosts: PublicPostLimits,
    private readonly contactStats: ContactStatsRepository,
  ) {}

  async status(): Promise<AdminStatus> {
    return {
      emails: { enabled: this.outbox.enabled, kinds: await this.outbox.counts() },
      retentionMonths: this.config.getOrThrow<AppConfig>('app').retentionMonths,
      publicBudgetExhaustedAt: await this.publicPosts.exhaustedAt(),
      contactsByStatus: await this.contactsByStatus(),
      journalProtected: journalProtected(this.config.getOrThrow<AppConfig>('app')),
    };
  }

  /** Every status, with 0 for those no request has. */
  private async contactsByStatus(): Promise<Record<ContactStatus, number>> {
    const counts = Object.fromEntries(CONTACT_STATUSES.map((status) => [status, 0])) as Record<
      ContactStatus,
      number
    >;
    for (const { status, n } of await this.contactStats.countByStatus()) counts[status] = n;
    return counts;
  }
}
