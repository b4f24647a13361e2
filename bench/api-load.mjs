// node bench/api-load.mjs — POST /api/contact next to GET /api/health, same server, same run.
// Starts the production build (node dist/main.js) on a fresh embedded PostgreSQL with the
// public rate limit raised, then runs autocannon at 50 connections against each target in
// alternation (ROUNDS rounds of SECONDS seconds) and reports the median round of each.
// Options: API_BENCH_PORT=3122  BENCH_SECONDS=10  BENCH_ROUNDS=3  BENCH_CONNECTIONS=50
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { CONTACT_BODY } from './lib/api-load.mjs';

const root = resolve(import.meta.dirname, '..');
const port = Number(process.env.API_BENCH_PORT ?? 3122);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const base = `http://127.0.0.1:${port}`;

if (!existsSync(join(root, 'dist/main.js'))) {
  console.error('dist/main.js manquant : lancez d’abord npm run build.');
  process.exit(1);
}

async function startServer() {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-api-bench-'));
  chmodSync(dir, 0o755); // PostgreSQL runs as its own user when we are root
  let log = '';
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      EMBEDDED_PG_DIR: join(dir, 'pg'),
      NODE_ENV: 'development',
      JWT_SECRET: 'bench-secret-bench-secret-bench-secret',
      ADMIN_USERNAME: 'bench-admin',
      ADMIN_PASSWORD: 'bench-admin-password',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
      // Request logging stays on, as in production (the lines are read and dropped here).
      LOG_LEVEL: 'log',
    },
  });
  child.stdout.on('data', (chunk) => {
    if (log.length < 50_000) log += chunk.toString();
  });
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté :\n${log}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() - started > 60_000) throw new Error('Le serveur ne répond pas après 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const pgPort = /127\.0\.0\.1:(\d+)/.exec(
    log.split('\n').find((l) => l.includes('PostgreSQL embarqué démarré')) ?? '',
  )?.[1];
  return {
    databaseUrl: pgPort ? `postgres://postgres:postgres@127.0.0.1:${pgPort}/cabinet` : undefined,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function run(target) {
  return new Promise((resolvePromise, reject) => {
    autocannon(
      {
        url: `${base}${target.path}`,
        connections,
        duration: seconds,
        method: target.method,
        ...(target.method === 'POST'
          ? { body: CONTACT_BODY, headers: { 'content-type': 'application/json' } }
          : {}),
      },
      (error, result) => (error ? reject(error) : resolvePromise(result)),
    );
  });
}

const TARGETS = [
  { name: 'GET /api/health', method: 'GET', path: '/api/health' },
  { name: 'POST /api/contact', method: 'POST', path: '/api/contact' },
];

const server = await startServer();
const perTarget = Object.fromEntries(TARGETS.map((t) => [t.name, []]));
try {
  // A short warm-up (JIT, pool) that is not counted.
  await run({ ...TARGETS[1], path: '/api/contact' }).catch(() => undefined);
  for (let round = 0; round < rounds; round++) {
    for (const target of TARGETS) {
      const r = await run(target);
      perTarget[target.name].push({
        requestsPerSecond: Math.round(r.requests.average),
        p50Ms: r.latency.p50,
        p99Ms: r.latency.p99,
        errors: r.errors + r.timeouts + r.non2xx,
        total: r.requests.total,
      });
    }
  }
  let rows;
  if (server.databaseUrl) {
    const client = new pg.Client({ connectionString: server.databaseUrl });
    await client.connect();
    rows = Number((await client.query('SELECT count(*) AS n FROM contact_request')).rows[0].n);
    await client.end();
  }
  const medianRound = (list) =>
    [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)[Math.floor(list.length / 2)];
  const summary = TARGETS.map((t) => ({ target: t.name, ...medianRound(perTarget[t.name]) }));
  console.log(
    `autocannon, ${connections} connexions, ${rounds} × ${seconds} s par cible (médiane des passages)`,
  );
  console.table(summary);
  const [health, contact] = summary;
  const ratio = Number((contact.requestsPerSecond / health.requestsPerSecond).toFixed(2));
  console.log(`POST /api/contact / GET /api/health = ${ratio} ; lignes stockées : ${rows ?? '?'}`);
  mkdirSync(join(root, 'bench/results'), { recursive: true });
  writeFileSync(
    join(root, 'bench/results/api-load.json'),
    JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        connections,
        seconds,
        rounds,
        summary,
        rounds_detail: perTarget,
        ratio,
        rows,
      },
      null,
      2,
    ),
  );
} finally {
  await server.stop();
}
