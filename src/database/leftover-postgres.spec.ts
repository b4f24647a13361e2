import { spawn, spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  isPostgresOf,
  parsePostmasterPid,
  parseProcStat,
  readProcess,
  reclaimDataDir,
} from './leftover-postgres';

const PID_FILE = (dir: string) =>
  `41235\n${dir}\n1763800000\n54321\n/tmp\nlocalhost\n  5432001    131072\nready   \n`;

describe('parsePostmasterPid', () => {
  it('reads the PID, data folder, port and status of PostgreSQL’s lock file', () => {
    expect(parsePostmasterPid(PID_FILE('/srv/pg'))).toEqual({
      pid: 41235,
      dataDir: '/srv/pg',
      port: 54321,
      status: 'ready',
    });
  });

  it('accepts a lock written while the server starts (no status yet) or by a single-user backend', () => {
    expect(parsePostmasterPid('41235\n/srv/pg\n1763800000\n54321\n')).toEqual({
      pid: 41235,
      dataDir: '/srv/pg',
      port: 54321,
      status: undefined,
    });
    expect(parsePostmasterPid('-41235\n/srv/pg\n')).toMatchObject({ pid: 41235, port: undefined });
  });

  it('refuses what names no process: empty, cut short, not a number, PID 0 or 1', () => {
    for (const text of ['', '\n', 'abc\n/srv/pg\n', '12a\n', '0\n/srv/pg\n', '1\n/srv/pg\n']) {
      expect(parsePostmasterPid(text)).toBeUndefined();
    }
    expect(parsePostmasterPid('41235\n/srv/pg\n1\nnot-a-port\n')?.port).toBeUndefined();
  });
});

describe('parseProcStat', () => {
  it('reads state, parent and start time, even when the name holds spaces and parentheses', () => {
    // Each value is its field's number (1-based, as in proc(5)): the start time is field 22.
    const fields = Array.from({ length: 40 }, (_, i) => String(i + 5)).join(' ');
    expect(parseProcStat(`4242 (postgres) S 1 ${fields}`)).toEqual({
      comm: 'postgres',
      state: 'S',
      ppid: 1,
      startTime: '22',
    });
    expect(parseProcStat(`4242 (a (b) c) Z 77 ${fields}`)).toMatchObject({
      comm: 'a (b) c',
      state: 'Z',
      ppid: 77,
    });
    expect(parseProcStat('garbage')).toBeUndefined();
  });
});

describe('isPostgresOf', () => {
  const dir = mkdtempSync(join(tmpdir(), 'cabinet-pg-of-'));
  const data = join(dir, 'data');
  const link = join(dir, 'link');
  mkdirSync(data);
  symlinkSync(data, link);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  const postmaster = (dataDir: string) => ({
    comm: 'postgres',
    argv: ['/opt/pg/bin/postgres', '-D', dataDir, '-p', '5432'],
  });

  it('is a postgres whose -D is the folder, by any path that leads to it', () => {
    expect(isPostgresOf(postmaster(data), data)).toBe(true);
    expect(isPostgresOf(postmaster(link), data)).toBe(true);
    expect(isPostgresOf(postmaster(`${data}/`), link)).toBe(true);
    expect(isPostgresOf({ comm: 'postgres', argv: ['postgres', `--pgdata=${data}`] }, data)).toBe(true);
  });

  it('is not a postgres of another folder, nor another program naming the folder', () => {
    expect(isPostgresOf(postmaster(join(dir, 'other')), data)).toBe(false);
    expect(isPostgresOf({ comm: 'node', argv: ['node', 'main.js', '-D', data] }, data)).toBe(false);
    expect(isPostgresOf({ comm: 'sleep', argv: ['sleep', '60'] }, data)).toBe(false);
  });

  it('without -D, goes by the working folder, else by the lock file’s data-folder line', () => {
    expect(isPostgresOf({ comm: 'postgres', argv: ['postgres'], cwd: data }, data)).toBe(true);
    expect(isPostgresOf({ comm: 'postgres', argv: ['postgres'], cwd: dir }, data)).toBe(false);
    expect(isPostgresOf({ comm: 'postgres', argv: ['postgres'] }, data, data)).toBe(true);
    expect(isPostgresOf({ comm: 'postgres', argv: ['postgres'] }, data, join(dir, 'other'))).toBe(false);
    expect(isPostgresOf({ comm: 'postgres', argv: ['postgres'] }, data)).toBe(false);
  });
});

/**
 * Real processes that look like a postmaster of the folder: Node scripts named postgres
 * (argv[0]) with `-D <folder>`; Linux only (/proc). `orphan`: started in the background of a
 * shell that exits at once, so their parent is no longer a Node process, as after a kill -9 of
 * the server.
 */
const linux = existsSync('/proc/self/stat') && spawnSync('bash', ['-c', 'true']).status === 0;
(linux ? describe : describe.skip)('reclaimDataDir', () => {
  const root = mkdtempSync(join(tmpdir(), 'cabinet-reclaim-'));
  const data = join(root, 'data');
  mkdirSync(data);
  const started: number[] = [];
  afterAll(() => {
    for (const pid of started) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    rmSync(root, { recursive: true, force: true });
  });

  const QUICK = { interruptMs: 2000, quitMs: 2000, killMs: 3000 };
  const pidFile = join(data, 'postmaster.pid');
  const lock = (pid: number) => writeFileSync(pidFile, PID_FILE(data).replace('41235', String(pid)));
  const alive = (pid: number) => {
    const proc = readProcess(pid);
    return proc !== undefined && !proc.state.startsWith('Z');
  };
  let markers = 0;
  /** The script of a fake postmaster; it creates `marker` once its signal handlers are set. */
  const script = (marker: string, deaf: boolean) =>
    (deaf
      ? 'process.on("SIGINT", () => {}); process.on("SIGQUIT", () => {});'
      : 'process.on("SIGINT", () => process.exit(0));') +
    `require("fs").writeFileSync(${JSON.stringify(marker)}, ""); setInterval(() => {}, 1000);`;

  async function ready(pid: number, marker: string): Promise<void> {
    for (let i = 0; i < 250 && !existsSync(marker); i++) await new Promise((r) => setTimeout(r, 20));
    expect(existsSync(marker)).toBe(true);
    expect(readProcess(pid)?.argv[0]).toBe('postgres');
  }

  async function orphanPostmaster(options: { deaf?: boolean; dataDir?: string } = {}): Promise<number> {
    const marker = join(root, `ready-${++markers}`);
    const code = script(marker, options.deaf ?? false);
    const command =
      `(exec -a postgres '${process.execPath}' -e '${code}' -- -D '${options.dataDir ?? data}') ` +
      '</dev/null >/dev/null 2>&1 & echo $!';
    const pid = Number(spawnSync('bash', ['-c', command], { encoding: 'utf8' }).stdout.trim());
    started.push(pid);
    await ready(pid, marker);
    return pid;
  }

  function collect(): { log: (m: string) => void; lines: string[] } {
    const lines: string[] = [];
    return { lines, log: (m) => lines.push(m) };
  }

  it('does nothing when there is no lock', async () => {
    const { log, lines } = collect();
    await reclaimDataDir(data, log, QUICK);
    expect(lines).toEqual([]);
  });

  it('removes a lock that is unreadable, names a process that is gone, or a PID now used by another program', async () => {
    const dead = Number(spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' }).stdout.trim());
    const cases: [() => void, RegExp][] = [
      [() => writeFileSync(pidFile, ''), /illisible/],
      [() => lock(dead), new RegExp(`le processus ${dead} n'existe plus`)],
      [
        () => lock(process.pid),
        new RegExp(`le PID ${process.pid} est maintenant celui d'un autre programme`),
      ],
    ];
    for (const [write, said] of cases) {
      write();
      const { log, lines } = collect();
      await reclaimDataDir(data, log, QUICK);
      expect(existsSync(pidFile)).toBe(false);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^Verrou périmé de PostgreSQL embarqué supprimé/);
      expect(lines[0]).toMatch(said);
    }
  });

  it('leaves alone a postgres of another folder whose PID the lock names, and removes the lock', async () => {
    const other = join(root, 'other');
    mkdirSync(other);
    const pid = await orphanPostmaster({ dataDir: other });
    lock(pid);
    const { log, lines } = collect();
    await reclaimDataDir(data, log, QUICK);
    expect(alive(pid)).toBe(true);
    expect(existsSync(pidFile)).toBe(false);
    expect(lines[0]).toMatch(/autre programme/);
  });

  it('stops a PostgreSQL of the folder left behind by a dead server: SIGINT first', async () => {
    const pid = await orphanPostmaster();
    lock(pid);
    const { log, lines } = collect();
    await reclaimDataDir(data, log, QUICK);
    expect(alive(pid)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
    expect(lines[0]).toBe(
      `PostgreSQL embarqué encore en marche sur ${data} (PID ${pid}), laissé par un serveur arrêté ` +
        'sans son arrêt normal : arrêt rapide demandé (SIGINT)',
    );
    expect(lines.join('\n')).not.toMatch(/SIGQUIT|SIGKILL/);
    expect(lines[lines.length - 1]).toMatch(
      new RegExp(`^Ancien PostgreSQL embarqué \\(PID ${pid}\\) arrêté en \\d+ ms : démarrage normal$`),
    );
  });

  it('goes on to SIGQUIT, then SIGKILL, when it does not stop, each after a bounded wait', async () => {
    const pid = await orphanPostmaster({ deaf: true });
    lock(pid);
    const { log, lines } = collect();
    const before = Date.now();
    await reclaimDataDir(data, log, { interruptMs: 300, quitMs: 300, killMs: 3000 });
    expect(Date.now() - before).toBeLessThan(3000);
    expect(alive(pid)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
    const said = lines.join('\n');
    expect(said).toMatch(/arrêt immédiat \(SIGQUIT\)/);
    expect(said).toMatch(/arrêt forcé \(SIGKILL\)/);
    expect(said).toMatch(/Ancien PostgreSQL embarqué .* arrêté/);
  });

  it('refuses, saying why, when the PostgreSQL is still under the Node process that started it', async () => {
    const marker = join(root, 'ready-owned');
    const child = spawn(process.execPath, ['-e', script(marker, false), '--', '-D', data], {
      argv0: 'postgres',
      stdio: 'ignore',
    });
    started.push(child.pid!);
    await ready(child.pid!, marker);
    lock(child.pid!);
    const { log, lines } = collect();
    await expect(reclaimDataDir(data, log, QUICK)).rejects.toThrow(
      new RegExp(
        `^PostgreSQL embarqué déjà en marche sur ${data} \\(PID ${child.pid}, port 54321\\), lancé par le ` +
          `processus ${process.pid} .* toujours actif : un autre serveur utilise ce dossier`,
      ),
    );
    expect(alive(child.pid!)).toBe(true);
    expect(readFileSync(pidFile, 'utf8')).toContain(String(child.pid));
    expect(lines).toEqual([]);
    child.kill('SIGKILL');
  });
});
