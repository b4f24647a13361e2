import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { questionnaireRequest } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const POOL_WAIT_MS = 500;

/**
 * Exhausted pool. A pool of 2, both connections held by slow queries through the app's
 * own DataSource: a request that needs a third waits DB_CONNECT_TIMEOUT_MS, then gets 503,
 * while /api/health (a connection of its own) still answers.
 */
describe('Pool exhaustion: overflow requests fail fast with 503, health still answers', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      DB_POOL_MAX: '2',
      DB_CONNECT_TIMEOUT_MS: String(POOL_WAIT_MS),
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  async function sleepersRunning(): Promise<number> {
    const [{ n }] = await t.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
       WHERE datname = current_database() AND state = 'active' AND query = 'SELECT pg_sleep(3)'`,
    );
    return n;
  }

  it('answers 503 within about the configured wait, and recovers when the pool frees up', async () => {
    const dataSource = t.app.get(DataSource);
    const sleepers = [dataSource.query('SELECT pg_sleep(3)'), dataSource.query('SELECT pg_sleep(3)')];
    const deadline = Date.now() + 5000;
    while ((await sleepersRunning()) < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 20));
    expect(await sleepersRunning()).toBe(2);

    const started = performance.now();
    const overflow = await request(t.server).post('/api/contact').send(questionnaireRequest());
    const overflowMs = performance.now() - started;
    expect(overflow.status).toBe(503);
    expect(overflow.body).toEqual({
      statusCode: 503,
      message: 'Service momentanément indisponible. Veuillez réessayer dans un instant.',
    });
    // It did wait for a connection (the pool was full), and no longer than configured.
    expect(overflowMs).toBeGreaterThanOrEqual(POOL_WAIT_MS - 50);
    expect(overflowMs).toBeLessThan(1500);

    const healthStarted = performance.now();
    const health = await request(t.server).get('/api/health');
    const healthMs = performance.now() - healthStarted;
    expect(health.status).toBe(200);
    expect(await sleepersRunning()).toBe(2); // still saturated while health answered
    console.log(
      `Pool saturé (DB_POOL_MAX=2, DB_CONNECT_TIMEOUT_MS=${POOL_WAIT_MS}) : 503 en ${overflowMs.toFixed(0)} ms ; ` +
        `/api/health 200 en ${healthMs.toFixed(0)} ms`,
    );

    await Promise.all(sleepers);
    await request(t.server).post('/api/contact').send(questionnaireRequest()).expect(201);
    expect(await t.query('SELECT id FROM contact_request')).toHaveLength(1);
  });
});
