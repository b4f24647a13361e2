import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import { Client } from 'pg';
import { questionnaireRequest } from '../support/api-fixtures';
import { ServerProcess } from '../support/server-process';
import { createDatabase } from '../support/test-database.cjs';

/**
 * Load: 1 000 contact posts at 50 concurrent connections against the production
 * build (its own process, so the load generator does not share its event loop), public limit
 * raised. Every post is answered 201 and stored, nothing else. The p99 is printed; its bar
 * (≤ 50 ms) is judged by `npm run bench`, on a quiet machine, not here.
 */
describe('Load: 1 000 contact posts at 50 connections', () => {
  it('stores exactly 1 000 rows, with 0 errors and 0 non-2xx answers', async () => {
    const database = await createDatabase();
    const server = await ServerProcess.start({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
    });
    try {
      const result = await autocannon({
        url: `${server.base}/api/contact`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(questionnaireRequest()),
        connections: 50,
        amount: 1000,
        timeout: 20,
      });
      console.log(
        `Charge : 1 000 POST /api/contact à 50 connexions en ${result.duration.toFixed(1)} s — ` +
          `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms, ` +
          `${Math.round(result.requests.average)} req/s (charge machine ${loadavg()[0].toFixed(1)})`,
      );
      expect(result).toMatchObject({ errors: 0, timeouts: 0, non2xx: 0, '2xx': 1000 });

      const client = new Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_request');
      await client.end();
      expect(rows[0].n).toBe(1000);

      const { code } = await server.stop();
      expect(code).toBe(0);
      expect(server.lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
    } finally {
      await server.destroy();
      await database.drop();
    }
  });
});
