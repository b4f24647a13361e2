import type { ChildProcess } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import Redis from 'ioredis';
import request from 'supertest';
import { questionnaireRequest } from '../support/api-fixtures';
import { freePort } from '../support/free-port.cjs';
import { killRedis, startRedis } from '../support/redis';
import { createTestApp, TestApp } from '../support/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The shared rate-limit store fails open, locally: with Redis unreachable (at boot or later)
 * the site keeps answering at once and still limits each client, counting in the process;
 * once Redis is back the counts are shared again, with no restart.
 */
describe('Redis outage under the rate limiter: fail-open to per-process limits, then recovery', () => {
  let port: number;
  let redis: ChildProcess | undefined;
  let t: TestApp;

  beforeAll(async () => {
    port = await freePort();
    t = await createTestApp({
      TRUST_PROXY: '1',
      REDIS_URL: `redis://127.0.0.1:${port}`,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '3',
    });
  });
  afterAll(async () => {
    await t?.close();
    if (redis) await killRedis(redis);
  });

  async function burst(ip: string): Promise<{ statuses: number[]; slowestMs: number }> {
    const statuses: number[] = [];
    let slowestMs = 0;
    for (let i = 0; i < 4; i++) {
      const started = performance.now();
      const res = await request(t.server)
        .post('/api/contact')
        .set('X-Forwarded-For', ip)
        .send(questionnaireRequest());
      slowestMs = Math.max(slowestMs, performance.now() - started);
      statuses.push(res.status);
    }
    return { statuses, slowestMs };
  }

  async function keysFor(ip: string): Promise<string[]> {
    const client = new Redis(port, '127.0.0.1');
    try {
      return await client.keys(`*${ip}*`);
    } finally {
      await client.quit();
    }
  }

  it('limits per process while Redis is down (at boot and later), and shares counts again once it is back', async () => {
    // Started with no Redis listening: the app is up, and limits locally.
    const atBoot = await burst('203.0.113.61');
    expect(atBoot.statuses).toEqual([201, 201, 201, 429]);
    expect(atBoot.slowestMs).toBeLessThan(1000);

    redis = await startRedis(port);
    let shared: string[] = [];
    const deadline = Date.now() + 10_000;
    for (let i = 0; shared.length === 0 && Date.now() < deadline; i++) {
      await request(t.server)
        .post('/api/contact')
        .set('X-Forwarded-For', `203.0.113.${100 + i}`)
        .send(questionnaireRequest());
      shared = await keysFor(`203.0.113.${100 + i}`);
      if (shared.length === 0) await sleep(200);
    }
    expect(shared).toHaveLength(1); // the app reconnected by itself: counters are in Redis again
    const viaRedis = await burst('203.0.113.62');
    expect(viaRedis.statuses).toEqual([201, 201, 201, 429]);
    expect(await keysFor('203.0.113.62')).toHaveLength(1);

    // Redis dies while the app runs: still answered at once, still limited.
    await killRedis(redis);
    redis = undefined;
    const afterCrash = await burst('203.0.113.63');
    expect(afterCrash.statuses).toEqual([201, 201, 201, 429]);
    expect(afterCrash.slowestMs).toBeLessThan(1000);
    console.log(
      `Redis injoignable : limite appliquée par processus, réponse la plus lente ${afterCrash.slowestMs.toFixed(0)} ms`,
    );
  });
});
