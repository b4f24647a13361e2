import { normalizeIp } from '@nestjs/throttler';
import { logger } from '../logging/json-logger';
import { RateLimitStore, RateLimitWindow } from './rate-limit.store';
import { SITE_BUSY_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from './too-many-requests';

/**
 * One IPv6 /48 may post this many times the per-IP limit a minute. A /48 is what one
 * customer (a home, an office) usually gets, and it holds 65 536 /64s, each its own per-IP
 * bucket: without this, one such network could post 65 536 times the limit. Four leaves room
 * for a family or a small office posting in the same minute, and for a mobile carrier's /48
 * shared by unrelated subscribers, while a network rotating through its /64s gets four
 * buckets' worth, not thousands.
 */
export const IPV6_SUBNET_FACTOR = 4;
export const IPV6_SUBNET_PREFIX = 48;

const MINUTE_MS = 60_000;
export const SITE_WINDOW_MS = 3_600_000;
/** How long the dashboard can learn that the budget was reached (it warns for 24 hours). */
export const EXHAUSTED_MARK_TTL_MS = 24 * 3_600_000;

/**
 * Posts a client may send in an hour past a spent site budget, each with a solved proof of
 * work, as a multiple of the per-IP minute limit (10 by default). A person sends a form or
 * two; an address that solves challenges all hour long is a machine, and this tier caps what
 * each of its addresses can store however fast it solves.
 */
export const SOLVED_PER_HOUR_FACTOR = 2;

const SUBNET_KEY_PREFIX = 'throttle:public-subnet:';
const SOLVED_KEY_PREFIX = 'throttle:public-solved:';
const SITE_KEY = 'throttle:public-site';
const EXHAUSTED_AT_KEY = 'public-site:exhausted-at';

export interface PublicPostRefusal {
  limiter: 'public-subnet' | 'public-site' | 'public-solved';
  retryAfterSeconds: number;
  message: string;
}

/** An IPv6 client's /48 ("2001:db8:1::/48"); undefined for IPv4 (mapped or not) and loopback. */
export function ipv6Subnet(ip: string | undefined): string | undefined {
  const subnet = normalizeIp(ip ?? '', IPV6_SUBNET_PREFIX);
  return subnet.endsWith(`/${IPV6_SUBNET_PREFIX}`) ? subnet : undefined;
}

const seconds = (window: RateLimitWindow) => Math.max(1, Math.ceil(window.resetInMs / 1000));

/**
 * The public-POST limits beyond the per-IP one (PublicThrottlerGuard counts that one
 * first): an IPv6 client's /48, then the whole site's hourly budget
 * (RATE_LIMIT_PUBLIC_SITE_PER_HOUR), all in the shared store, so replicas behind one Redis
 * share them. A post refused by a narrower limit is never counted in a wider one: a single
 * client hammering the form cannot spend the budget of everyone else.
 */
export class PublicPostLimits {
  constructor(
    private readonly store: RateLimitStore,
    private readonly limits: { perMinute: number; sitePerHour: number },
    private readonly now: () => number = () => Date.now(),
  ) {}

  /**
   * Counts a public post that the per-IP limit let through; says why it is refused, if it is.
   * `siteBudget: false` for the posts that act on one existing row through an unguessable
   * token (a cancellation, a newsletter confirmation or unsubscription): they store nothing
   * new, so a flood gains nothing by them, and a patient must be able to use them during one.
   */
  async check(
    ip: string | undefined,
    options: { siteBudget: boolean } = { siteBudget: true },
  ): Promise<PublicPostRefusal | undefined> {
    const subnet = ipv6Subnet(ip);
    if (subnet) {
      const window = await this.store.hit(SUBNET_KEY_PREFIX + subnet, MINUTE_MS);
      if (window.count > this.limits.perMinute * IPV6_SUBNET_FACTOR) {
        return {
          limiter: 'public-subnet',
          retryAfterSeconds: seconds(window),
          message: TOO_MANY_REQUESTS_MESSAGE,
        };
      }
    }
    if (!options.siteBudget) return undefined;
    const site = await this.store.hit(SITE_KEY, SITE_WINDOW_MS);
    if (site.count <= this.limits.sitePerHour) return undefined;
    // Exactly one post per window sees the first count over the budget, even across replicas.
    if (site.count === this.limits.sitePerHour + 1) await this.budgetReached(site);
    return { limiter: 'public-site', retryAfterSeconds: seconds(site), message: SITE_BUSY_MESSAGE };
  }

  /**
   * Counts a post let past the spent site budget by a solved proof of work, per client IP (an
   * IPv6 client's /64) and hour; refuses it beyond SOLVED_PER_HOUR_FACTOR × the minute limit.
   */
  async checkSolved(ip: string | undefined): Promise<PublicPostRefusal | undefined> {
    const client = normalizeIp(ip ?? '', 64);
    const window = await this.store.hit(SOLVED_KEY_PREFIX + client, SITE_WINDOW_MS);
    if (window.count <= this.limits.perMinute * SOLVED_PER_HOUR_FACTOR) return undefined;
    return {
      limiter: 'public-solved',
      retryAfterSeconds: seconds(window),
      message: TOO_MANY_REQUESTS_MESSAGE,
    };
  }

  /** When the site's budget was last reached (ISO time), kept 24 hours; null otherwise. */
  exhaustedAt(): Promise<string | null> {
    return this.store.recall(EXHAUSTED_AT_KEY);
  }

  private async budgetReached(site: RateLimitWindow): Promise<void> {
    // No address, no form content: only the budget and how long the refusals will last.
    logger.event(
      'warn',
      'public budget exhausted',
      { budgetPerHour: this.limits.sitePerHour, retryAfterSeconds: seconds(site) },
      'RateLimit',
    );
    await this.store.remember(EXHAUSTED_AT_KEY, new Date(this.now()).toISOString(), EXHAUSTED_MARK_TTL_MS);
  }
}
