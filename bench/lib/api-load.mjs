// API throughput: autocannon, 50 connections, 10 s each after 3 s of warm-up, against three
// targets in one run.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../test/support/free-port.cjs';

export const CONTACT_BODY = JSON.stringify({
  name: 'Patient Test',
  phone: '+216 20 000 000',
  message: '',
  service: 'Botox',
  selections: { 'step-1': 'Visage' },
});

function load(url, options = {}) {
  return new Promise((resolve, reject) => {
    autocannon(
      {
        url,
        connections: 50,
        duration: Number(process.env.BENCH_SECONDS ?? 10),
        // Each target first runs 3 s unmeasured, at the same load: the figures are those of
        // warm code (JIT, pools), not of its first seconds.
        warmup: { connections: 50, duration: Number(process.env.BENCH_WARMUP_SECONDS ?? 3) },
        method: 'POST',
        body: CONTACT_BODY,
        headers: { 'content-type': 'application/json' },
        ...options,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
}

const summary = (name, r) => ({
  target: name,
  requestsPerSecond: Math.round(r.requests.average),
  p50Ms: r.latency.p50,
  p99Ms: r.latency.p99,
  errors: r.errors + r.timeouts + r.non2xx,
  total: r.requests.total,
});

async function startBare(mode, databaseUrl) {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [join(import.meta.dirname, 'bare-servers.mjs'), mode, String(port), databaseUrl ?? ''],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

export async function measureApi(server) {
  const results = [];
  const bare = await startBare('http');
  results.push(summary('Node http (fixed JSON)', await load(bare.url)));
  bare.stop();
  const pgBare = await startBare('pg', server.databaseUrl);
  results.push(summary('pg insert (pool of 10)', await load(pgBare.url)));
  pgBare.stop();
  results.push(summary('POST /api/contact', await load(`${server.base}/api/contact`)));
  // Not one of the ratio's ceilings: what NestJS itself leaves, to read the ratio against.
  const nest = await startBare('nest', server.databaseUrl);
  results.push(summary('NestJS + pg insert, nothing else', await load(`${nest.url}api/contact`)));
  nest.stop();
  const ceiling = Math.min(results[0].requestsPerSecond, results[1].requestsPerSecond);
  return {
    results,
    ratio: Number((results[2].requestsPerSecond / ceiling).toFixed(2)),
    ofBareNest: Number((results[2].requestsPerSecond / results[3].requestsPerSecond).toFixed(2)),
  };
}

/** GET /api/contact with 10 000 stored rows: median of 5 timed calls. */
