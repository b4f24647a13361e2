import { ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  realpathSync,
  rmSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './free-port.cjs';

const ROOT = resolve(__dirname, '..', '..');

export const SERVER_SECRET = 'server-process-test-secret-0123456789abcdef';

/**
 * The production build (`node dist/main.js`) in a child process, as an operator runs it; the
 * fault tests send it signals. Its working folder is a temporary one, so a developer's `.env`
 * is never read, and the embedded PostgreSQL (when DATABASE_URL is unset) lives under `dir`.
 */
export class ServerProcess {
  readonly lines: string[] = [];
  stderr = '';
  readonly base: string;
  readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  private partial = '';

  private constructor(
    readonly child: ChildProcess,
    readonly port: number,
    readonly dir: string,
  ) {
    this.base = `http://127.0.0.1:${port}`;
    child.stdout!.on('data', (chunk: Buffer) => {
      const text = this.partial + chunk.toString();
      const parts = text.split('\n');
      this.partial = parts.pop() ?? '';
      this.lines.push(...parts.filter(Boolean));
    });
    child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString()));
    this.exit = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));
  }

  /** Where the embedded PostgreSQL keeps its data (EMBEDDED_PG_DIR) when DATABASE_URL is unset. */
  get embeddedDataDir(): string {
    return join(this.dir, 'pg');
  }

  /**
   * Starts the build with `env` (on top of a minimal environment) and waits for /api/health.
   * `dir` reuses the folder of an earlier server (and so its embedded PostgreSQL's data).
   */
  static async start(env: Record<string, string>, dir?: string): Promise<ServerProcess> {
    const server = await ServerProcess.launch(env, dir);
    await server.waitHealthy();
    return server;
  }

  /** Starts the build without waiting for it to be ready (to signal it during its start-up). */
  static async launch(env: Record<string, string>, dir?: string): Promise<ServerProcess> {
    if (!dir) {
      dir = mkdtempSync(join(tmpdir(), 'cabinet-server-'));
      chmodSync(dir, 0o755); // the embedded PostgreSQL runs as its own user when we are root
    }
    const port = await freePort();
    const child = spawn(process.execPath, [join(ROOT, 'dist', 'main.js')], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        LOG_LEVEL: 'log',
        JWT_SECRET: SERVER_SECRET,
        EMBEDDED_PG_DIR: join(dir, 'pg'),
        ...env,
      },
    });
    return new ServerProcess(child, port, dir);
  }

  /** The `msg` of every JSON line logged so far. */
  messages(): string[] {
    return this.lines.flatMap((line) => {
      try {
        return [(JSON.parse(line) as { msg?: string }).msg ?? ''];
      } catch {
        return [line];
      }
    });
  }

  /** Sends `signal` and resolves when the process has exited, with the time it took. */
  async stop(
    signal: NodeJS.Signals = 'SIGTERM',
  ): Promise<{ code: number | null; signal: NodeJS.Signals | null; ms: number }> {
    const started = Date.now();
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    const exit = await this.exit;
    return { ...exit, ms: Date.now() - started };
  }

  /**
   * Kills the process if a test left it running, and any PostgreSQL of its embedded data
   * folder that a failed test left behind, then removes its folder (unless `keepDir`: another
   * server of the test still uses it).
   */
  async destroy(options: { keepDir?: boolean } = {}): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await this.exit;
    }
    if (options.keepDir) return;
    for (const pid of processesOfFolder(this.embeddedDataDir)) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  async waitHealthy(): Promise<void> {
    const started = Date.now();
    for (;;) {
      if (this.child.exitCode !== null) {
        throw new Error(`Le serveur s'est arrêté au démarrage :\n${this.stderr}\n${this.lines.join('\n')}`);
      }
      try {
        if ((await fetch(`${this.base}/api/health`)).ok) return;
      } catch {
        /* not listening yet */
      }
      if (Date.now() - started > 60_000) throw new Error('Le serveur ne répond pas après 60 s');
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * The live processes (not zombies) that work on `folder`, read from /proc: those whose command
 * line names it (the postmaster's `-D`, initdb's `--pgdata=`) or whose working folder it is
 * (every PostgreSQL backend). What `pg_ctl status` would see, and the backends it would not.
 */
export function processesOfFolder(folder: string): number[] {
  const real = (path: string) => {
    try {
      return realpathSync(path);
    } catch {
      return path;
    }
  };
  const target = real(folder);
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z')) continue;
      const args = readFileSync(`/proc/${entry}/cmdline`, 'utf8').split('\0');
      const named = args.some((arg) => arg === folder || arg === target || arg.endsWith(`=${folder}`));
      let cwd = '';
      try {
        cwd = readlinkSync(`/proc/${entry}/cwd`);
      } catch {
        /* not ours to read */
      }
      if (named || cwd === target) pids.push(Number(entry));
    } catch {
      /* exited while we looked */
    }
  }
  return pids;
}
