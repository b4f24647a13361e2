import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { LogLine } from '../support/log-scenario';
import { heldPost, Outcome, postStream } from '../support/post-stream';
import { PostgresProcess } from '../support/postgres-process';
import { ServerProcess } from '../support/server-process';
import { createDatabase } from '../support/test-database.cjs';

const SHUTDOWN_TIMEOUT_MS = 10_000;
const LOAD_ENV = {
  RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
  SHUTDOWN_TIMEOUT_MS: String(SHUTDOWN_TIMEOUT_MS),
};
/** What a client sees when it reaches a server that has stopped listening. */
const REFUSED = ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'socket hang up'];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface ShutdownRun {
  code: number | null;
  ms: number;
  outcomes: Outcome[];
  held: Outcome[];
  signalAt: number;
}

/**
 * A steady stream of posts, plus three posts the server has accepted (100 Continue) whose body
 * is sent only after SIGTERM: the server must wait for them before it exits.
 */
async function sigtermUnderLoad(server: ServerProcess): Promise<ShutdownRun> {
  const stream = postStream(server.port, 8);
  await sleep(1500);
  const held = Array.from({ length: 3 }, () => heldPost(server.port));
  await Promise.all(held.map((h) => h.accepted));
  const signalAt = Date.now();
  const exit = server.stop('SIGTERM');
  await sleep(300);
  expect(server.child.exitCode).toBeNull(); // still draining: requests are in flight
  held.forEach((h) => h.release());
  const heldOutcomes = await Promise.all(held.map((h) => h.result));
  const { code, ms } = await exit;
  const outcomes = [...(await stream.stop()), ...heldOutcomes];
  return { code, ms, outcomes, held: heldOutcomes, signalAt };
}

/**
 * "Accepted" is judged by the server's own log: every request it read has a line under the
 * client's X-Request-Id. Each of those got its answer (no cut-off, no 5xx); a client error is
 * only allowed for a request the server never read (it had stopped listening).
 */
function expectNothingLost(server: ServerProcess, run: ShutdownRun, rows: number, label: string): void {
  expect(run.code).toBe(0);
  expect(run.ms).toBeLessThan(SHUTDOWN_TIMEOUT_MS);
  expect(run.held.map((o) => o.status)).toEqual([201, 201, 201]);

  const events = server.lines.map((line) => JSON.parse(line) as LogLine);
  expect(events.filter((e) => e.msg === 'request aborted')).toEqual([]);
  const logged = new Map(events.filter((e) => e.msg === 'request').map((e) => [e.requestId, e.status]));

  const answered = run.outcomes.filter((o) => o.status !== undefined);
  expect(answered.filter((o) => o.status !== 201)).toEqual([]);
  for (const outcome of answered) expect(logged.get(outcome.id)).toBe(outcome.status);
  for (const outcome of run.outcomes.filter((o) => o.error)) {
    expect(REFUSED).toContain(outcome.error);
    expect(logged.has(outcome.id)).toBe(false);
  }
  expect(answered.length).toBeGreaterThan(20);
  expect(rows).toBe(answered.length);

  const afterSignal = answered.filter((o) => o.endedAt >= run.signalAt).length;
  console.log(
    `SIGTERM sous charge (${label}) : arrêt en ${run.ms} ms (délai ${SHUTDOWN_TIMEOUT_MS} ms), ` +
      `${answered.length} réponses 201 dont ${afterSignal} terminées après le signal, ` +
      `${run.outcomes.length - answered.length} connexions refusées après l'arrêt de l'écoute, ${rows} lignes`,
  );
}

describe('SIGTERM under load: in-flight requests complete, quick exit, rows = 201 responses', () => {
  it('with an external PostgreSQL (DATABASE_URL)', async () => {
    const database = await createDatabase();
    const server = await ServerProcess.start({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      ...LOAD_ENV,
    });
    try {
      const run = await sigtermUnderLoad(server);
      const client = new Client({ connectionString: database.url });
      await client.connect();
      const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_request');
      await client.end();
      expectNothingLost(server, run, rows[0].n, 'DATABASE_URL');
    } finally {
      await server.destroy();
      await database.drop();
    }
  });

  it('with the embedded PostgreSQL: stopped last, no postgres process of its data folder left', async () => {
    const server = await ServerProcess.start(LOAD_ENV);
    const dataDir = server.embeddedDataDir;
    try {
      const run = await sigtermUnderLoad(server);
      const pgrep = spawnSync('pgrep', ['-f', dataDir], { encoding: 'utf8' });
      expect(pgrep.stdout.trim()).toBe('');
      expect(pgrep.status).toBe(1); // 1 = no process matched
      expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);

      // Count the rows on the data the app left, with a PostgreSQL of the test's own.
      const pg = await PostgresProcess.open(dataDir);
      try {
        const client = new Client({ connectionString: pg.url.replace(/\/postgres$/, '/cabinet') });
        await client.connect();
        const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_request');
        await client.end();
        expectNothingLost(server, run, rows[0].n, 'PostgreSQL embarqué');
      } finally {
        await pg.stop();
      }
    } finally {
      await server.destroy();
    }
  });
});
