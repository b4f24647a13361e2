// CI stand-in for `docker compose up` (no Docker engine here): starts the built server the
// way compose does (NODE_ENV=production, the tables' owner in DATABASE_OWNER_URL, a runtime role
// that start-up creates in DATABASE_URL), waits for /api/health, then stops it with SIGTERM and
// checks it exits cleanly.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { createDatabase, startTestServer } from '../test/support/test-database.cjs';

const root = resolve(import.meta.dirname, '..');
const server = await startTestServer();
const database = await createDatabase(server.url, 'ci_prod');
const port = 3199;
const app = spawn(process.execPath, ['dist/main.js'], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    DATABASE_OWNER_URL: database.url,
    DATABASE_URL: database.appUrl,
    JWT_SECRET: 'ci-production-start-secret-0123456789abcdef',
  },
});
const exited = new Promise((resolveExit) => app.once('exit', (code) => resolveExit(code)));
let healthy = false;
const started = Date.now();
while (!healthy && Date.now() - started < 30000 && app.exitCode === null) {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    healthy = res.status === 200;
  } catch {
    await new Promise((r) => setTimeout(r, 200));
  }
}
app.kill('SIGTERM');
const code = await exited;
await database.drop().catch(() => undefined);
await server.stop();
if (!healthy || code !== 0) {
  console.error(`Démarrage de production en échec (santé : ${healthy}, code de sortie : ${code})`);
  process.exit(1);
}
console.log(`Démarrage de production : sain en ${Date.now() - started} ms, arrêt propre.`);
