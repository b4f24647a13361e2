import { dropDatabase } from './test-database.cjs';

export default async function globalTeardown() {
  const server = globalThis.__TEST_PG__;
  if (!server) return;
  // The run's migrated database (and what a failed build of it left), on a server that stays.
  const template = process.env.TEST_PG_TEMPLATE;
  if (template) {
    await dropDatabase(server.url, template);
    await dropDatabase(server.url, `${template}_build`);
  }
  await server.stop();
}
