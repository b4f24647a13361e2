import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from './postgres-process';

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
  private readonly exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
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

  /** Starts the build with `env` (on top of a minimal environment) and waits for /api/health. */
  static async start(env: Record<string, string>): Promise<ServerProcess> {
    const dir = mkdtempSync(join(tmpdir(), 'cabinet-server-'));
    chmodSync(dir, 0o755); // the embedded PostgreSQL runs as its own user when we are root
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
    const server = new ServerProcess(child, port, dir);
    await server.waitHealthy();
    return server;
  }

  /** Sends `signal` and resolves when the process has exited, with the time it took. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<{ code: number | null; ms: number }> {
    const started = Date.now();
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill(signal);
    const { code } = await this.exit;
    return { code, ms: Date.now() - started };
  }

  /** Kills the process if a test left it running, and removes its folder. */
  async destroy(): Promise<void> {
    if (this.child.exitCode === null && this.child.signalCode === null) {
      this.child.kill('SIGKILL');
      await this.exit;
    }
    rmSync(this.dir, { recursive: true, force: true });
  }

  private async waitHealthy(): Promise<void> {
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
