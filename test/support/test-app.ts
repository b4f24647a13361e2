import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { createApp } from '../../src/app.setup';
import { validateEnv } from '../../src/config/env.validation';
import { databaseOptions } from '../../src/database/database.options';
import { runMigrationsLocked } from '../../src/database/migrations-lock';
import { prepareJobQueue } from '../../src/jobs/prepare-job-queue';
import { createDatabase, databaseUrl, dropDatabase, runtimeUrlFor } from './test-database.cjs';

export interface TestApp {
  app: NestExpressApplication;
  /** The underlying HTTP server, for supertest. */
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  /** The owner's address (query() uses it): fixtures and checks beyond what the app may do. */
  databaseUrl: string;
  /** The address the app serves with: the database's runtime role, which cannot alter the journal. */
  appDatabaseUrl: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-for-the-api-tests-only-0123456789',
};

/**
 * The run's migrated database, which jest's global setup names (TEST_PG_TEMPLATE): the schema
 * every migration makes and the job queue's tables, nothing else. The first test file to need it
 * builds it, the others wait for it (an advisory lock on the server); then each test file's
 * database is a copy of it, instead of an empty database migrated from scratch each time. The
 * app still prepares its copy at start-up as in production (pending migrations: none; the job
 * queue; its runtime role), so what it runs on is what a migrated production database is.
 */
async function migratedTemplate(): Promise<string | undefined> {
  const name = process.env.TEST_PG_TEMPLATE;
  const base = process.env.TEST_PG_BASE_URL;
  if (!name || !base) return undefined;
  const client = new Client({ connectionString: base });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock(hashtext($1))', [`cabinet test template ${name}`]);
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (found.rowCount === 0) {
      // Built under another name, renamed once complete: a copy is never taken of half a schema.
      const build = `${name}_build`;
      await dropDatabase(base, build);
      await client.query(`CREATE DATABASE "${build}"`);
      const url = databaseUrl(base, build);
      const owner = new DataSource(databaseOptions({ url, poolMax: 1, connectTimeoutMs: 10_000 }));
      await owner.initialize();
      try {
        await runMigrationsLocked(owner);
      } finally {
        await owner.destroy();
      }
      await prepareJobQueue(url, 10_000);
      await client.query(`ALTER DATABASE "${build}" RENAME TO "${name}"`);
    }
    return name;
  } finally {
    await client.end(); // and with it the lock
  }
}

/**
 * The real application (same factory as production) on its own fresh database, as production
 * runs it with two roles: the owner (DATABASE_OWNER_URL) runs the migrations and sets up the
 * runtime role the app serves with (DATABASE_URL). `env` overrides the test defaults;
 * `ownerUrl` (an owner's address) points it at a given database instead.
 */
export async function createTestApp(env: Record<string, string> = {}, ownerUrl?: string): Promise<TestApp> {
  const database = ownerUrl
    ? { url: ownerUrl, appUrl: runtimeUrlFor(ownerUrl), drop: async () => undefined }
    : await createDatabase(undefined, 'test', await migratedTemplate());
  const config = validateEnv({
    ...TEST_ENV,
    DATABASE_OWNER_URL: database.url,
    DATABASE_URL: database.appUrl,
    ...env,
  });
  const app = await createApp(config);
  await app.init();
  const client = new Client({ connectionString: database.url });
  let connected = false;
  return {
    app,
    server: app.getHttpServer(),
    databaseUrl: database.url,
    appDatabaseUrl: database.appUrl,
    async query<T>(sql: string, params?: unknown[]) {
      if (!connected) {
        await client.connect();
        connected = true;
      }
      return (await client.query(sql, params)).rows as T[];
    },
    async close() {
      if (connected) await client.end();
      await app.close();
      // pg-boss stops a worker caught in the middle of a poll with a one-second timer of its own,
      // which would fire after Jest has torn the test file's environment down.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      await database.drop();
    },
  };
}
