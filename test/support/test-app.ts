import type { NestExpressApplication } from '@nestjs/platform-express';
import { Client } from 'pg';
import { createApp } from '../../src/app.setup';
import { validateEnv } from '../../src/config/env.validation';
import { createDatabase } from './test-database.cjs';

export interface TestApp {
  app: NestExpressApplication;
  /** The underlying HTTP server, for supertest. */
  server: ReturnType<NestExpressApplication['getHttpServer']>;
  databaseUrl: string;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'test-secret-for-the-api-tests-only-0123456789',
};

/**
 * The real application (same factory as production) on its own fresh database, migrations
 * run. `env` overrides the test defaults; `databaseUrl` points it at a given server instead.
 */
export async function createTestApp(
  env: Record<string, string> = {},
  databaseUrl?: string,
): Promise<TestApp> {
  const database = databaseUrl ? { url: databaseUrl, drop: async () => undefined } : await createDatabase();
  const config = validateEnv({ ...TEST_ENV, DATABASE_URL: database.url, ...env });
  const app = await createApp(config);
  await app.init();
  const client = new Client({ connectionString: database.url });
  let connected = false;
  return {
    app,
    server: app.getHttpServer(),
    databaseUrl: database.url,
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
      await database.drop();
    },
  };
}
