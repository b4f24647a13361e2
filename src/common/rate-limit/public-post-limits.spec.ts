import { logger } from '../logging/json-logger';
import { ipv6Subnet, PublicPostLimits } from './public-post-limits';
import { MemoryRateLimitStore } from './rate-limit.store';
import { SITE_BUSY_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from './too-many-requests';

const START = Date.parse('2026-11-22T09:00:00.000Z');

function setup(limits = { perMinute: 5, sitePerHour: 50 }) {
  const clock = { now: START };
  const store = new MemoryRateLimitStore(() => clock.now);
  const events: { msg: string; fields: Record<string, unknown> }[] = [];
  jest.spyOn(logger, 'event').mockImplementation((_level, msg, fields) => {
    events.push({ msg, fields });
  });
  return { clock, store, events, limits: new PublicPostLimits(store, limits, () => clock.now) };
}

afterEach(() => jest.restoreAllMocks());

describe('PublicPostLimits: the links outside the budget, and the posts past it with a proof of work', () => {
  it('never counts a post outside the budget, nor refuses it when the budget is spent', async () => {
    const { limits } = setup({ perMinute: 5, sitePerHour: 3 });
    for (let n = 1; n <= 20; n++)
      expect(await limits.check(`127.0.1.${n}`, { siteBudget: false })).toBeUndefined();
    for (let n = 1; n <= 3; n++) expect(await limits.check(`127.0.2.${n}`)).toBeUndefined();
    expect((await limits.check('127.0.2.4'))?.limiter).toBe('public-site');
    expect(await limits.check('127.0.2.5', { siteBudget: false })).toBeUndefined();
  });

  it('takes 2 × the minute limit of solved posts an hour per address (an IPv6 client’s /64), then refuses it', async () => {
    const { clock, limits } = setup({ perMinute: 5, sitePerHour: 3 });
    for (let n = 0; n < 10; n++) {
      expect(await limits.checkSolved('203.0.113.9')).toBeUndefined();
      expect(await limits.checkSolved(`2001:db8:1:2::${n + 1}`)).toBeUndefined();
      clock.now += 5 * 60_000;
    }
    expect(await limits.checkSolved('203.0.113.9')).toEqual({
      limiter: 'public-solved',
      retryAfterSeconds: 10 * 60,
      message: TOO_MANY_REQUESTS_MESSAGE,
    });
    expect((await limits.checkSolved('2001:db8:1:2::ffff'))?.limiter).toBe('public-solved');
    expect(await limits.checkSolved('2001:db8:1:3::1')).toBeUndefined();
    expect(await limits.checkSolved('203.0.113.10')).toBeUndefined();
    clock.now += 10 * 60_000;
    expect(await limits.checkSolved('203.0.113.9')).toBeUndefined();
  });
});

describe('PublicPostLimits: the whole site’s hourly budget', () => {
  it('lets the budget through from as many addresses, then refuses every address until the hour ends', async () => {
    const { clock, limits } = setup();
    // 127.0.0.0/8 holds 16 million addresses, each its own per-IP bucket: only the budget stops them.
    for (let n = 1; n <= 50; n++) expect(await limits.check(`127.0.0.${n}`)).toBeUndefined();
    clock.now += 10 * 60_000;
    for (const ip of ['127.0.0.51', '127.0.0.1', '10.9.8.7', '2001:db8:77:1::1', '2001:db8:78:2::9']) {
      expect(await limits.check(ip)).toEqual({
        limiter: 'public-site',
        retryAfterSeconds: 50 * 60,
        message: SITE_BUSY_MESSAGE,
      });
    }
    clock.now = START + 3_600_000;
    expect(await limits.check('127.0.0.52')).toBeUndefined();
  });

  it('stops distinct IPv6 /64s of distinct /48s just the same', async () => {
    const { limits } = setup({ perMinute: 5, sitePerHour: 30 });
    const statuses: string[] = [];
    for (let n = 0; n < 40; n++) {
      const refusal = await limits.check(`2001:db8:${n.toString(16)}:1::1`);
      statuses.push(refusal?.limiter ?? 'ok');
    }
    expect(statuses.filter((s) => s === 'ok')).toHaveLength(30);
    expect(statuses.slice(30)).toEqual(Array(10).fill('public-site'));
  });

  it('is one budget for every replica sharing the store', async () => {
    const { store, clock } = setup({ perMinute: 5, sitePerHour: 10 });
    const a = new PublicPostLimits(store, { perMinute: 5, sitePerHour: 10 }, () => clock.now);
    const b = new PublicPostLimits(store, { perMinute: 5, sitePerHour: 10 }, () => clock.now);
    for (let n = 1; n <= 10; n++) expect(await (n % 2 ? a : b).check(`192.0.2.${n}`)).toBeUndefined();
    expect((await a.check('192.0.2.11'))?.limiter).toBe('public-site');
    expect((await b.check('192.0.2.12'))?.limiter).toBe('public-site');
    expect(await b.exhaustedAt()).toBe(await a.exhaustedAt());
  });

  it('logs once when the budget is reached, without any address, and keeps the time for the dashboard for 24 hours', async () => {
    const { clock, limits, events } = setup({ perMinute: 5, sitePerHour: 3 });
    expect(await limits.exhaustedAt()).toBeNull();
    for (let n = 1; n <= 3; n++) await limits.check(`198.51.100.${n}`);
    expect(events).toEqual([]);
    clock.now += 90_000;
    const reachedAt = new Date(clock.now).toISOString();
    for (let n = 4; n <= 8; n++) await limits.check(`198.51.100.${n}`);
    expect(events).toEqual([
      { msg: 'public budget exhausted', fields: { budgetPerHour: 3, retryAfterSeconds: 3600 - 90 } },
    ]);
    expect(JSON.stringify(events)).not.toContain('198.51.100');
    expect(await limits.exhaustedAt()).toBe(reachedAt);

    // Reached again in a later window: the newer time replaces it.
    clock.now = START + 3_600_000;
    for (let n = 1; n <= 3; n++) await limits.check(`203.0.113.${n}`);
    clock.now += 5 * 60_000;
    await limits.check('203.0.113.4');
    expect(events).toHaveLength(2);
    const laterAt = new Date(clock.now).toISOString();
    expect(await limits.exhaustedAt()).toBe(laterAt);
    clock.now += 24 * 3_600_000;
    expect(await limits.exhaustedAt()).toBeNull();
  });
});

describe('PublicPostLimits: an IPv6 client’s /48', () => {
  it('takes the /48 of IPv6 addresses only', () => {
    expect(ipv6Subnet('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1::/48');
    expect(ipv6Subnet('2001:DB8:1:FFFF::1')).toBe('2001:db8:1::/48');
    for (const ip of ['203.0.113.9', '::ffff:203.0.113.9', '::1', '', undefined, 'not-an-ip']) {
      expect(ipv6Subnet(ip)).toBeUndefined();
    }
  });

  it('allows 4 times the per-IP limit a minute from one /48, whichever /64s it rotates through', async () => {
    const { clock, limits } = setup({ perMinute: 5, sitePerHour: 1000 });
    // 20 posts, each from a new /64 of 2001:db8:aa::/48 (each /64 would be allowed 5).
    for (let n = 0; n < 20; n++) {
      expect(await limits.check(`2001:db8:aa:${n.toString(16)}::1`)).toBeUndefined();
    }
    clock.now += 20_000;
    expect(await limits.check('2001:db8:aa:ff::1')).toEqual({
      limiter: 'public-subnet',
      retryAfterSeconds: 40,
      message: TOO_MANY_REQUESTS_MESSAGE,
    });
    // Another /48 of the same /32 is another network.
    expect(await limits.check('2001:db8:ab:1::1')).toBeUndefined();
    clock.now = START + 60_000;
    expect(await limits.check('2001:db8:aa:100::1')).toBeUndefined();
  });

  it('leaves IPv4 to the per-IP limit alone (no wider bucket), and does not spend the site budget on refused posts', async () => {
    const { limits } = setup({ perMinute: 1, sitePerHour: 10 });
    for (let n = 0; n < 4; n++) expect(await limits.check(`2001:db8:bb:${n}::1`)).toBeUndefined();
    for (let n = 0; n < 50; n++)
      expect((await limits.check('2001:db8:bb:9::1'))?.limiter).toBe('public-subnet');
    // The 50 refused posts cost the site nothing: 6 more are let through, here from one IPv4
    // address, more than 4 times the per-IP limit (that one is the throttler's, counted before).
    for (let n = 1; n <= 6; n++) expect(await limits.check('192.0.2.1')).toBeUndefined();
    expect((await limits.check('192.0.2.1'))?.limiter).toBe('public-site');
  });
});
