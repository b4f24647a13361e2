import { performance } from 'node:perf_hooks';
import request from 'supertest';
import { healthSettlesOn, questionnaireRequest } from '../support/api-fixtures';
import { PostgresProcess } from '../support/postgres-process';
import { createTestApp, TestApp } from '../support/test-app';

const UNAVAILABLE = {
  statusCode: 503,
  message: 'Service momentanément indisponible. Veuillez réessayer dans un instant.',
};
/**
 * A refused connection is answered at once; a server that waited for the pool's connection
 * timeout instead (10 s here) would take ten times this bound, which leaves room for a loaded
 * machine.
 */
const FAST_MS = 3000;

/**
 * Database outage. A real PostgreSQL in a process of its own, stopped and restarted under
 * the running app (same port, same data). Note: the test's own SQL client connects only after
 * the outage, as an open one would die with the server.
 */
describe('Database outage: fast generic 503, no crash, recovery without restart, rows = 201s', () => {
  let pg: PostgresProcess;
  let t: TestApp;
  const statuses: number[] = [];

  beforeAll(async () => {
    pg = await PostgresProcess.start();
    t = await createTestApp(
      { RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000', DB_CONNECT_TIMEOUT_MS: '10000' },
      pg.url,
    );
  });
  afterAll(async () => {
    await t?.close();
    await pg?.destroy();
  });

  async function post(): Promise<{ status: number; body: unknown; retryAfter?: string; ms: number }> {
    const started = performance.now();
    const res = await request(t.server).post('/api/contact').send(questionnaireRequest());
    statuses.push(res.status);
    return {
      status: res.status,
      body: res.body as unknown,
      retryAfter: res.headers['retry-after'] as string | undefined,
      ms: performance.now() - started,
    };
  }

  it('answers 503 quickly while PostgreSQL is down, then serves again once it is back', async () => {
    for (let i = 0; i < 5; i++) expect((await post()).status).toBe(201);

    // The database dies under a stream of requests: each one is stored or answered 503.
    let streaming = true;
    const stream = Promise.all(
      Array.from({ length: 4 }, async () => {
        while (streaming) await post();
      }),
    );
    await new Promise((r) => setTimeout(r, 300));
    await pg.stop();
    streaming = false;
    await stream;

    const during = [];
    for (let i = 0; i < 10; i++) during.push(await post());
    for (const answer of during) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual(UNAVAILABLE);
      expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    }
    const times = during.map((a) => a.ms).sort((a, b) => a - b);
    console.log(
      `Panne PostgreSQL : 503 en ${times[Math.floor(times.length / 2)].toFixed(1)} ms (médiane), ` +
        `${times[times.length - 1].toFixed(1)} ms au plus, sur ${times.length} requêtes`,
    );
    expect(times[times.length - 1]).toBeLessThan(FAST_MS);

    // No crash: routes without the database still answer, the health check says "down".
    await request(t.server).get('/api/unknown').expect(404);
    const health = await healthSettlesOn(t.server, 503);
    expect(health.status).toBe(503);
    expect(health.body).toEqual({ status: 'error', database: 'down' });

    await pg.resume();
    const resumedAt = performance.now();
    let recovered = false;
    while (!recovered && performance.now() - resumedAt < 15_000) {
      const answer = await post();
      expect([201, 503]).toContain(answer.status);
      recovered = answer.status === 201;
      if (!recovered) await new Promise((r) => setTimeout(r, 100));
    }
    expect(recovered).toBe(true);
    console.log(
      `Reprise sans redémarrage : 201 ${Math.round(performance.now() - resumedAt)} ms après le retour de PostgreSQL`,
    );
    for (let i = 0; i < 5; i++) expect((await post()).status).toBe(201);
    expect((await healthSettlesOn(t.server, 200)).status).toBe(200);

    expect(statuses.filter((s) => s !== 201 && s !== 503)).toEqual([]);
    const created = statuses.filter((s) => s === 201).length;
    const [{ n }] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_request');
    expect(n).toBe(created);
  });
});
