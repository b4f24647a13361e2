import type { AddressInfo } from 'node:net';
import { questionnaireRequest } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * /api/health is public: anyone can call it in a loop. Checked through the app's pool one at a
 * time, with its answer reused for a second, a flood of it never takes a connection from a real
 * request, and never makes the check lie (a connection per call made 64 % of 400 concurrent
 * health answers a false 503, and real posts 503 with them).
 */
describe('A flood of health checks beside real contact posts', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp({ DB_POOL_MAX: '4', RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000' });
    const server = t.server as {
      listen(port: number, host: string, done: () => void): void;
      address(): AddressInfo;
    };
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${server.address().port}`;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every post 201, every health answer 200 "up"', async () => {
    const healthStatuses = new Map<string, number>();
    const postStatuses = new Map<number, number>();
    const count = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);
    let flooding = true;

    // 400 health checks in flight at every moment, for as long as the posts run.
    const flood = Promise.all(
      Array.from({ length: 400 }, async () => {
        while (flooding) {
          const res = await fetch(`${base}/api/health`);
          const body = (await res.json()) as { database?: string };
          count(healthStatuses, `${res.status} ${body.database}`);
        }
      }),
    );
    const posts = Promise.all(
      Array.from({ length: 6 }, async () => {
        for (let i = 0; i < 10; i++) {
          const res = await fetch(`${base}/api/contact`, {
            method: 'POST',
            headers: { 'Content-Type': 'application/json' },
            body: JSON.stringify(questionnaireRequest()),
          });
          await res.arrayBuffer();
          count(postStatuses, res.status);
        }
      }),
    );
    await posts;
    flooding = false;
    await flood;

    console.log(
      `Rafale de /api/health : ${[...healthStatuses].map(([k, n]) => `${n} × ${k}`).join(', ')} ; ` +
        `POST /api/contact : ${[...postStatuses].map(([k, n]) => `${n} × ${k}`).join(', ')}`,
    );
    expect([...postStatuses]).toEqual([[201, 60]]);
    expect([...healthStatuses.keys()]).toEqual(['200 up']);
    expect(healthStatuses.get('200 up')).toBeGreaterThan(400);
    const [{ n }] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_request');
    expect(n).toBe(60);
  }, 90_000);
});
