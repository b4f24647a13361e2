import { Injectable, OnModuleInit } from '@nestjs/common';
import { PersonalDataRegistry } from '../common/personal-data/personal-data.registry';
import type { Subject } from '../common/personal-data/personal-data';
import { NEWSLETTER_CONFIRMATION_DAYS } from '../contract/newsletter';
import { NewsletterRepository } from './newsletter.repository';
import { NewsletterService } from './newsletter.service';

export interface SubjectSubscription {
  _id: string;
  email: string;
  subscribedAt: Date;
  /** 'single', 'double' (confirmed by e-mail), or null for a sign-up waiting for its confirmation. */
  consentMethod: 'single' | 'double' | null;
  consentedAt: Date | null;
  /** The privacy notice in force when consent was given (null while pending, or if unknown). */
  noticeVersion: string | null;
}

/**
 * The newsletter as personal data: an address subscribed, or waiting for its confirmation.
 * A subscription stays until the person unsubscribes (their consent is its ground); a sign-up
 * never confirmed goes when its link expires, checked every hour.
 */
@Injectable()
export class NewsletterPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly subscribers: NewsletterRepository,
    private readonly newsletter: NewsletterService,
  ) {}

  onModuleInit(): void {
    this.registry.register({
      key: 'subscriptions',
      label: 'Abonnements à la newsletter et inscriptions en attente de confirmation',
      tables: [
        { table: 'newsletter_subscriber', columns: ['email', 'subscribed_at', 'consented_at'] },
        { table: 'newsletter_pending', columns: ['email', 'requested_at'] },
      ],
      retention: {
        keptFor: `jusqu’au désabonnement ; une inscription non confirmée, ${NEWSLETTER_CONFIRMATION_DAYS} jours`,
        purge: (now) => this.newsletter.purgeExpiredPending(now),
        hourly: true,
      },
      person: {
        find: async (subject) => JSON.stringify(await this.held(subject)),
        export: (subject) => this.held(subject),
        erase: (subject, manager) =>
          subject.email !== undefined
            ? this.subscribers.withManager(manager).deleteBySubjectEmail(subject.email)
            : Promise.resolve(0),
      },
    });
  }

  /** A phone number names no subscription: the newsletter holds addresses only. */
  private async held(subject: Subject): Promise<SubjectSubscription[]> {
    if (subject.email === undefined) return [];
    const rows = await this.subscribers.bySubjectEmail(subject.email);
    return rows.map(({ id, ...row }) => ({ _id: id, ...row }));
  }
}
