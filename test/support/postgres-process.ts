import { ChildProcess, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port.cjs';

/**
 * A PostgreSQL the test owns: it can stop it (an outage) and start it again on the same
 * port with the same data, while a server keeps running against it.
 */
export class PostgresProcess {
  private child?: ChildProcess;
  url = '';

  private constructor(
    readonly port: number,
    readonly dataDir: string,
    /** The temporary folder this instance created (removed by destroy()), if any. */
    private readonly ownDir?: string,
  ) {}

  static async start(): Promise<PostgresProcess> {
    const dir = mkdtempSync(join(tmpdir(), 'cabinet-pg-fault-'));
    chmodSync(dir, 0o755); // PostgreSQL runs as its own user when we are root
    const instance = new PostgresProcess(await freePort(), join(dir, 'data'), dir);
    await instance.resume();
    return instance;
  }

  /** Starts PostgreSQL on an existing data folder (e.g. one the app's embedded database left). */
  static async open(dataDir: string): Promise<PostgresProcess> {
    const instance = new PostgresProcess(await freePort(), dataDir);
    await instance.resume();
    return instance;
  }

  async resume(): Promise<void> {
    const child = spawn(
      process.execPath,
      [join(__dirname, 'embedded-pg-process.mjs'), this.dataDir, String(this.port)],
      {
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    this.child = child;
    this.url = await new Promise<string>((resolve, reject) => {
      let output = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const match = /READY (\S+)/.exec(output);
        if (match) resolve(match[1]);
      });
      child.once('exit', (code) => reject(new Error(`PostgreSQL s'est arrêté (code ${code})`)));
    });
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    this.child = undefined;
  }

  async destroy(): Promise<void> {
    await this.stop();
    if (this.ownDir) rmSync(this.ownDir, { recursive: true, force: true });
  }
}
