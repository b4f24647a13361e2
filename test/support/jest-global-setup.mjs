import { startTestServer } from './test-database.cjs';

// One PostgreSQL server for the whole API run; each test file creates its own database on it,
// a copy of one migrated database the first test file to need it builds (test-app.ts), named
// here for the run.
export default async function globalSetup() {
  const server = await startTestServer();
  globalThis.__TEST_PG__ = server;
  process.env.TEST_PG_BASE_URL = server.url;
  process.env.TEST_PG_TEMPLATE = `migrated_${process.pid}_${Date.now()}`;
}
