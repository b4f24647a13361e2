import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PublicPostLimits } from '../common/rate-limit/public-post-limits';
import { AppConfig } from '../config/env.validation';
import { ContactStatsRepository } from '../contact/contact-stats.repository';
import { journalProtected } from '../database/prepare-database';
import { CONTACT_STATUSES, ContactStatus } from '../contract/follow-up';
import { NotificationService, NotificationStatus } from '../notifications/notification.service';

/** GET /api/admin/status: what the administrator's dashboard shows of the server's own work. */
export interface AdminStatus {
  /** New-request e-mails since the server started (counts reset at each start). */
  notifications: NotificationStatus;
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
    private readonly notifications: NotificationService,
    private readonly publicPosts: PublicPostLimits,
    private readonly contactStats: ContactStatsRepository,
  ) {}

  async status(): Promise<AdminStatus> {
    return {
      notifications: this.notifications.status(),
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
