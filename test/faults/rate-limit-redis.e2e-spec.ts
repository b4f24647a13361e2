import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import request from 'supertest';
import { ADMIN, ADMIN_ENV, questionnaireRequest } from '../support/api-fixtures';
import { deleteKeys, REDIS_TEST_URL } from '../support/redis';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Several replicas behind one proxy: with REDIS_URL set, the limits are counted once for all
 * of them. Two app instances (two databases, one Redis at REDIS_TEST_URL, by default the
 * machine's 127.0.0.1:6379) under a key prefix of this run only, removed afterwards.
 */
describe('Rate limits shared in Redis (REDIS_URL): two app instances, one budget', () => {
  const prefix = `cabinet-test:${randomUUID()}:`;
  const redis = new Redis(REDIS_TEST_URL, { lazyConnect: true });
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    await redis.connect();
    const env = {
      ...ADMIN_ENV,
      TRUST_PROXY: '1',
      REDIS_URL: REDIS_TEST_URL,
      RATE_LIMIT_PREFIX: prefix,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '5',
    };
    [a, b] = await Promise.all([createTestApp(env), createTestApp(env)]);
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await deleteKeys(redis, prefix);
    await redis.quit();
  });

  const contact = (t: TestApp, ip: string) =>
    request(t.server).post('/api/contact').set('X-Forwarded-For', ip).send(questionnaireRequest());
  const login = (t: TestApp, ip: string, password: string) =>
    request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ ...ADMIN, password });

  it('counts public POSTs from one IP across both instances: 5 in all, then 429 on either', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await contact(i % 2 ? b : a, '203.0.113.7')).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    await contact(a, '203.0.113.7').expect(429);
    // Another client is not affected, on either instance.
    await contact(b, '203.0.113.8').expect(201);

    const rows = [
      ...(await a.query('SELECT id FROM contact_request')),
      ...(await b.query('SELECT id FROM contact_request')),
    ];
    expect(rows).toHaveLength(6);
  });

  it('keeps the counters in Redis under the prefix, each with its window: a minute, an hour for the whole site', async () => {
    const keys = await redis.keys(`${prefix}*`);
    expect(keys.length).toBeGreaterThanOrEqual(2);
    for (const key of keys) {
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(key.endsWith('throttle:public-site') ? 3_600_000 : 60_000);
    }
  });

  it('counts parallel public POSTs atomically across instances', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => (await contact(i % 2 ? b : a, '203.0.113.9')).status),
    );
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('shares failed sign-ins too, and a success on one instance clears the failures counted on the other', async () => {
    for (let i = 0; i < 4; i++) await login(i % 2 ? b : a, '198.51.100.20', 'wrong-password').expect(401);
    await login(b, '198.51.100.20', ADMIN.password).expect(200);
    for (let i = 0; i < 5; i++) await login(i % 2 ? a : b, '198.51.100.20', 'wrong-password').expect(401);
    await login(a, '198.51.100.20', 'wrong-password').expect(429);
    await login(b, '198.51.100.20', ADMIN.password).expect(429);
  });
});
