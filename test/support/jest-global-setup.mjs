import { startTestServer } from './test-database.cjs';

// One PostgreSQL server for the whole API run; each test file creates its own database on it.
export default async function globalSetup() {
  const server = await startTestServer();
  globalThis.__TEST_PG__ = server;
  process.env.TEST_PG_BASE_URL = server.url;
}
