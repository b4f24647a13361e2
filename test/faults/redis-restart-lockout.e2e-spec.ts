import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import request from 'supertest';
import { ADMIN, ADMIN_ENV, questionnaireRequest } from '../support/api-fixtures';
import { freePort } from '../support/free-port.cjs';
import { killRedis, startRedis } from '../support/redis';
import { createTestApp, TestApp } from '../support/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A sign-in lock-out lives in Redis when replicas share it. Redis killed and started again on
 * its append-only file (as compose runs it) must not lift it: otherwise an attacker who can make
 * Redis restart gets fresh attempts.
 */
describe('A sign-in lock-out survives a crash and restart of Redis (append-only file)', () => {
  let port: number;
  let dir: string;
  let redis: ChildProcess | undefined;
  let t: TestApp;

  beforeAll(async () => {
    port = await freePort();
    dir = await mkdtemp(join(tmpdir(), 'cabinet-redis-'));
    redis = await startRedis(port, dir);
    t = await createTestApp({
      ...ADMIN_ENV,
      TRUST_PROXY: '1',
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_LOGIN_PER_MINUTE: '3',
    });
  });
  afterAll(async () => {
    await t?.close();
    if (redis) await killRedis(redis);
    await rm(dir, { recursive: true, force: true });
  });

  const login = (ip: string, password: string) =>
    request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ ...ADMIN, password });

  it('the locked address is still refused, the right password too, once Redis is back', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 3; i++) await login(ip, 'wrong-password-123').expect(401);
    await login(ip, ADMIN.password).expect(429);

    // Written to the file within a second; then a crash, not a clean stop.
    await sleep(1500);
    await killRedis(redis!);
    redis = await startRedis(port, dir);

    // Until the app has reconnected it counts in its own memory: wait until its counters are in
    // Redis again (a contact post from another address leaves a key there).
    const client = new Redis(port, '127.0.0.1');
    try {
      const deadline = Date.now() + 15_000;
      let reconnected = false;
      for (let i = 0; !reconnected && Date.now() < deadline; i++) {
        const other = `198.51.100.${10 + i}`;
        await request(t.server)
          .post('/api/contact')
          .set('X-Forwarded-For', other)
          .send(questionnaireRequest());
        reconnected = (await client.keys(`*${other}*`)).length > 0;
        if (!reconnected) await sleep(200);
      }
      expect(reconnected).toBe(true);
    } finally {
      await client.quit();
    }
    const refused = await login(ip, ADMIN.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
