import { Injectable } from '@nestjs/common';
import { logger } from '../common/logging/json-logger';
import { NewsletterSubscriberView, toSubscriberView } from './newsletter.entity';
import { NewsletterRepository, SubscriberExportRow } from './newsletter.repository';

/** Subscribers: the public sign-up, the administrator's list and unsubscribe. */
@Injectable()
export class NewsletterService {
  constructor(private readonly subscribers: NewsletterRepository) {}

  /**
   * Adds an address (already trimmed and lowercased). An address already there is left as it
   * is. Returns whether it was new.
   */
  async subscribe(email: string): Promise<boolean> {
    const created = await this.subscribers.insertIfNew(email);
    logger.event('info', 'newsletter sign-up', { created }, 'Newsletter');
    return created;
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
}
