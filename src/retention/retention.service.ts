import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PersonalDataEntry } from '../common/personal-data/personal-data';
import { PersonalDataRegistry } from '../common/personal-data/personal-data.registry';
import { AppConfig } from '../config/env.validation';

/** Which round: the nightly one purges every kind that expires, the hourly one the short-lived. */
export type RetentionRound = 'nightly' | 'hourly';

/** What a round did: rows deleted per kind, and the kinds whose purge failed (the others ran). */
export interface RoundOutcome {
  deleted: Record<string, number>;
  failed: { key: string; error: unknown }[];
}

/**
 * Deletes what outlived its retention period, for every kind of personal data the features
 * registered with one (requests and appointments after RETENTION_MONTHS, the journal after a
 * year, newsletter sign-ups never confirmed once their link expired); a kind kept until erased
 * has no purge.
 */
@Injectable()
export class RetentionService {
  constructor(
    @Inject(ConfigService) private readonly config: ConfigService,
    private readonly registry: PersonalDataRegistry,
  ) {}

  get retentionMonths(): number {
    return this.config.getOrThrow<AppConfig>('app').retentionMonths;
  }

  /** One round: each kind purged on its own, so a failure in one leaves the others to run. */
  async purgeRound(round: RetentionRound, now: Date = new Date()): Promise<RoundOutcome> {
    const outcome: RoundOutcome = { deleted: {}, failed: [] };
    for (const entry of this.registry.entries) {
      if (!('purge' in entry.retention)) continue;
      if (round === 'hourly' && !entry.retention.hourly) continue;
      try {
        outcome.deleted[entry.key] = await entry.retention.purge(now);
      } catch (error) {
        outcome.failed.push({ key: entry.key, error });
      }
    }
    return outcome;
  }

  /** The requests created strictly before `now` minus RETENTION_MONTHS (calendar months); how many. */
  purgeExpired(now: Date = new Date()): Promise<number> {
    return this.purgeKind('contacts', now);
  }

  /** The journal's entries older than twelve months; how many. */
  purgeJournal(): Promise<number> {
    return this.purgeKind('journal', new Date());
  }

  /** The newsletter sign-ups whose confirmation link expired; how many. */
  purgeUnconfirmedSignups(now: Date = new Date()): Promise<number> {
    return this.purgeKind('subscriptions', now);
  }

  /** The appointments that ended more than RETENTION_MONTHS ago, like the requests; how many. */
  purgeAppointments(now: Date = new Date()): Promise<number> {
    return this.purgeKind('appointments', now);
  }

  /** One kind's purge, by its key in the registry. */
  private purgeKind(key: string, now: Date): Promise<number> {
    const entry: PersonalDataEntry = this.registry.get(key);
    if (!('purge' in entry.retention)) throw new Error(`${key} is kept until erased: nothing expires`);
    return entry.retention.purge(now);
  }
}
