import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectEntityManager } from '@nestjs/typeorm';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';
import {
  NEWSLETTER_CONFIRMATION_DAYS,
  NEWSLETTER_PATHS,
  NewsletterConfirmation,
} from '../contract/newsletter';
import { Envelope, MailOutbox } from '../notifications/mail-outbox';
import { composeConfirmationMail, UnsubscribeLinks } from '../notifications/subscriber-mail';
import { NewsletterSubscriberView, toSubscriberView } from './newsletter.entity';
import { NewsletterRepository, SubscriberExportRow } from './newsletter.repository';
import { resolveNewsletterSecret } from './newsletter-secret';
import {
  hashConfirmationToken,
  isConfirmationToken,
  newConfirmationToken,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from './newsletter-tokens';

/** What a sign-up did; for the log and the tests, never for the answer. */
export type SignupOutcome = 'subscribed' | 'confirmation sent' | 'confirmation resent' | 'already subscribed';

/** Where the one-click unsubscribe (RFC 8058) is posted, under /api. */
export const ONE_CLICK_PATH = '/newsletter/unsubscribe/one-click';

const SENDER_NAME = 'Newsletter du cabinet';

/**
 * Subscribers: the public sign-up with its consent (double opt-in when e-mails can go out,
 * single otherwise), confirmation and unsubscribe by link, and the administrator's list.
 */
@Injectable()
export class NewsletterService implements OnModuleInit {
  private readonly config: AppConfig;
  /** The unsubscribe links' key, read at start-up (it may come from the database). */
  private secret: string;

  constructor(
    private readonly subscribers: NewsletterRepository,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditService,
    @Inject(ConfigService) configService: ConfigService,
    @InjectEntityManager() private readonly manager: EntityManager,
  ) {
    this.config = configService.getOrThrow<AppConfig>('app');
    outbox.register('newsletter-confirmation', ({ ref }) => this.confirmationMail(ref));
  }

  async onModuleInit(): Promise<void> {
    this.secret = await resolveNewsletterSecret(this.config, this.manager);
  }

  /** What the sign-up's answer says: depends on the configuration alone, never on the address. */
  get confirmation(): NewsletterConfirmation {
    return this.outbox.enabled ? 'email' : 'none';
  }

  /**
   * Signs up an address (already trimmed and lowercased). With e-mails on, a new or pending
   * address gets a (new) confirmation e-mail and stays pending until confirmed; a subscribed
   * one is left alone and gets nothing. Without e-mails, the address is subscribed at once
   * (single opt-in, recorded as such).
   */
  async subscribe(email: string): Promise<SignupOutcome> {
    const outcome = this.outbox.enabled
      ? await this.requestConfirmation(email)
      : await this.singleOptIn(email);
    logger.event('info', 'newsletter sign-up', { outcome }, 'Newsletter');
    return outcome;
  }

  /** Confirms a pending sign-up by its e-mail's token; false when the link is not valid (any more). */
  async confirm(token: string): Promise<boolean> {
    const id = isConfirmationToken(token)
      ? await this.subscribers.confirmPending(hashConfirmationToken(token))
      : null;
    if (id) logger.event('info', 'newsletter confirmed', { subscriberId: id }, 'Newsletter');
    else logger.event('info', 'newsletter confirmation refused', {}, 'Newsletter');
    return id !== null;
  }

  /**
   * Unsubscribes by a link's token: the subscriber (or pending sign-up) is deleted, and the
   * journal says so. A valid token whose subscriber is already gone succeeds too (a second
   * click, a mail program posting twice). False only for a token this server did not sign.
   */
  async unsubscribe(token: string): Promise<boolean> {
    const id = verifyUnsubscribeToken(this.secret, token);
    if (!id) {
      logger.event('info', 'newsletter unsubscribe refused', {}, 'Newsletter');
      return false;
    }
    if (await this.subscribers.deleteSubscriberOrPending(id)) {
      await this.audit.record({ action: 'newsletter_unsubscribed', targetId: id });
      logger.event('info', 'newsletter unsubscribed', { subscriberId: id, by: 'link' }, 'Newsletter');
    }
    return true;
  }

  /**
   * The unsubscribe links of one subscriber, for any e-mail sent to them (with
   * unsubscribeHeaders, in src/notifications/subscriber-mail.ts).
   */
  unsubscribeLinks(subscriberId: string): UnsubscribeLinks {
    const token = encodeURIComponent(signUnsubscribeToken(this.secret, subscriberId));
    return {
      page: `${this.config.siteUrl}${NEWSLETTER_PATHS.unsubscribe}?token=${token}`,
      oneClick: `${this.config.siteUrl}/api${ONE_CLICK_PATH}?token=${token}`,
    };
  }

  /** One page of subscribers, newest first, and how many match the search. */
  async list(
    limit: number,
    before?: string,
    q?: string,
  ): Promise<{ items: NewsletterSubscriberView[]; total: number }> {
    const rows = await this.subscribers.page(limit, before, q);
    const total = await this.subscribers.count(q);
    return { items: rows.map(toSubscriberView), total };
  }

  /** Every subscriber matching `q`, newest first, a batch at a time (the CSV export). */
  exportRows(q?: string): AsyncGenerator<SubscriberExportRow[]> {
    return this.subscribers.exportBatches(q);
  }

  /** True when a subscriber was removed, false when none had this id. */
  async remove(id: string): Promise<boolean> {
    const removed = await this.subscribers.delete(id);
    if (removed) logger.event('info', 'newsletter unsubscribed', { subscriberId: id }, 'Newsletter');
    return removed;
  }

  /** The retention job's share: sign-ups never confirmed whose link has expired. */
  purgeExpiredPending(now: Date = new Date()): Promise<number> {
    return this.subscribers.deleteExpiredPending(now);
  }

  private async singleOptIn(email: string): Promise<SignupOutcome> {
    const id = await this.subscribers.insertSingleOptIn(email);
    return id ? 'subscribed' : 'already subscribed';
  }

  /**
   * Stores (or renews) the pending sign-up and queues its e-mail in the same transaction; each
   * sign-up sends one e-mail, whose link is made when it is sent (only the latest link works).
   */
  private async requestConfirmation(email: string): Promise<SignupOutcome> {
    const { hash } = newConfirmationToken();
    const pending = await this.manager.transaction(async (manager) => {
      const row = await this.subscribers
        .withManager(manager)
        .upsertPending(email, hash, NEWSLETTER_CONFIRMATION_DAYS);
      if (row) await this.outbox.enqueue(manager, 'newsletter-confirmation', row.id, hash.slice(0, 16));
      return row;
    });
    if (!pending) return 'already subscribed';
    this.outbox.wake();
    return pending.created ? 'confirmation sent' : 'confirmation resent';
  }

  /** The confirmation e-mail, with a new link; none once the sign-up is confirmed, expired or erased. */
  private async confirmationMail(id: string): Promise<Envelope | null> {
    const { token, hash } = newConfirmationToken();
    const email = await this.subscribers.renewPendingToken(id, hash);
    if (!email) return null;
    return {
      senderName: SENDER_NAME,
      to: [email],
      ...composeConfirmationMail(
        `${this.config.siteUrl}${NEWSLETTER_PATHS.confirmation}?token=${token}`,
        this.unsubscribeLinks(id),
        NEWSLETTER_CONFIRMATION_DAYS,
      ),
    };
  }
}
