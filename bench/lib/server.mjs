// Starts the production build (node dist/main.js) on a fresh embedded PostgreSQL for the benchmark.
import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../test/support/free-port.cjs';

export const ADMIN = { username: 'bench-admin', password: 'bench-admin-password-0123' };

export async function startServer(root, env = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-bench-'));
  chmodSync(dir, 0o755);
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['dist/main.js'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      EMBEDDED_PG_DIR: join(dir, 'pg'),
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000000',
      RATE_LIMIT_PUBLIC_READ_PER_MINUTE: '100000000',
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      ...env,
    },
  });
  // Keep only the database address, which the server logs; discard the request log.
  child.stdout.on('data', (chunk) => {
    if (log.length < 20000) log += chunk.toString();
  });
  child.stderr.on('data', (chunk) => process.stderr.write(chunk));
  const base = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Le serveur s'est arrêté :\n${log}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      /* not yet */
    }
    if (Date.now() - started > 60000) throw new Error('Le serveur ne répond pas après 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  const pgPort = /PostgreSQL embarqué démarré sur 127\.0\.0\.1:(\d+)/.exec(log)?.[1];
  const databaseUrl = pgPort ? `postgres://postgres:postgres@127.0.0.1:${pgPort}/cabinet` : undefined;
  return {
    base,
    port,
    pid: child.pid,
    databaseUrl,
    startupMs: Date.now() - started,
    async stop() {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
