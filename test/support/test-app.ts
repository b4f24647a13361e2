import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { createApp } from '../../src/app.setup';
import { validateEnv } from '../../src/config/env.validation';
import { createDatabase, runtimeUrlFor } from './test-database.cjs';

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
 * The real application (same factory as production) on its own fresh database, as production
 * runs it with two roles: the owner (DATABASE_OWNER_URL) runs the migrations and sets up the
 * runtime role the app serves with (DATABASE_URL). `env` overrides the test defaults;
 * `databaseUrl` (an owner's address) points it at a given database instead.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  databaseUrl?: string,
): Promise<TestApp> {
  const database = databaseUrl
    ? { url: databaseUrl, appUrl: runtimeUrlFor(databaseUrl), drop: async () => undefined }
    : await createDatabase();
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
