import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync, realpathSync, unlinkSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

/** What postmaster.pid says: PostgreSQL's documented layout, one value a line. */
export interface PostmasterPid {
  pid: number;
  /** Line 2: the data folder the server was started on. */
  dataDir: string;
  /** Line 4. */
  port?: number;
  /** Line 8: starting, ready, stopping or standby (absent while the server starts). */
  status?: string;
}

export function parsePostmasterPid(text: string): PostmasterPid | undefined {
  const lines = text.split('\n');
  // A single-user backend writes its PID negated; either way it is the process holding the folder.
  const pidText = lines[0]?.trim() ?? '';
  if (!/^-?\d+$/.test(pidText)) return undefined;
  const pid = Math.abs(Number(pidText));
  if (!Number.isSafeInteger(pid) || pid <= 1) return undefined;
  const port = Number(lines[3]);
  return {
    pid,
    dataDir: lines[1]?.trim() ?? '',
    port: lines[3]?.trim() && Number.isInteger(port) && port > 0 && port < 65536 ? port : undefined,
    status: lines[7]?.trim() || undefined,
  };
}

/** A process as /proc (or `ps`) shows it. */
export interface ProcessInfo {
  pid: number;
  /** R, S, D…; Z for a process that has exited and was not reaped by its parent. */
  state: string;
  ppid: number;
  /** Start time in clock ticks since boot: tells a reused PID from the process we saw before. */
  startTime: string;
  comm: string;
  argv: string[];
  cwd?: string;
  exe?: string;
}

/** The fields of /proc/<pid>/stat we use; the name (2nd field) may hold spaces and parentheses. */
export function parseProcStat(
  text: string,
): Pick<ProcessInfo, 'comm' | 'state' | 'ppid' | 'startTime'> | undefined {
  const open = text.indexOf('(');
  const close = text.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const fields = text
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  // fields[0] is the 3rd field of the line (state), so the 22nd (start time) is fields[19].
  const ppid = Number(fields[1]);
  if (!fields[0] || !Number.isInteger(ppid)) return undefined;
  return { comm: text.slice(open + 1, close), state: fields[0], ppid, startTime: fields[19] ?? '' };
}

/**
 * Whether `proc` is a PostgreSQL server working on `dataDir`: its name is postgres and its
 * `-D` argument (else its working folder, which the postmaster sets to its data folder, else
 * the data-folder line of the pid file when nothing else can be read) is that folder.
 */
export function isPostgresOf(
  proc: Pick<ProcessInfo, 'comm' | 'argv' | 'cwd'>,
  dataDir: string,
  pidFileDataDir?: string,
): boolean {
  if (proc.comm !== 'postgres' && basename(proc.argv[0] ?? '') !== 'postgres') return false;
  const flag = proc.argv.indexOf('-D');
  const fromArgs =
    flag >= 0
      ? proc.argv[flag + 1]
      : proc.argv.find((a) => a.startsWith('--pgdata='))?.slice('--pgdata='.length);
  if (fromArgs) return samePath(fromArgs, dataDir);
  if (proc.cwd) return samePath(proc.cwd, dataDir);
  return pidFileDataDir !== undefined && pidFileDataDir !== '' && samePath(pidFileDataDir, dataDir);
}

function samePath(a: string, b: string): boolean {
  return real(a) === real(b);
}

function real(path: string): string {
  try {
    return realpathSync(resolve(path));
  } catch {
    return resolve(path);
  }
}

const HAS_PROC = existsSync('/proc/self/stat');

/** The process `pid`, or undefined when there is none (or it cannot be seen). */
export function readProcess(pid: number): ProcessInfo | undefined {
  if (!HAS_PROC) return readProcessWithPs(pid);
  let stat: ReturnType<typeof parseProcStat>;
  try {
    stat = parseProcStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return undefined;
  }
  if (!stat) return undefined;
  const optional = (read: () => string) => {
    try {
      return read();
    } catch {
      return undefined; // another user's process: its folder and binary are not ours to read
    }
  };
  const cmdline = optional(() => readFileSync(`/proc/${pid}/cmdline`, 'utf8')) ?? '';
  return {
    pid,
    ...stat,
    argv: cmdline.split('\0').filter((part, i, all) => part !== '' || i < all.length - 1),
    cwd: optional(() => readlinkSync(`/proc/${pid}/cwd`)),
    exe: optional(() => readlinkSync(`/proc/${pid}/exe`)),
  };
}

/** Without /proc (macOS…): what `ps` says; arguments are split on spaces, so approximate. */
function readProcessWithPs(pid: number): ProcessInfo | undefined {
  const ps = spawnSync('ps', ['-p', String(pid), '-o', 'ppid=', '-o', 'stat=', '-o', 'command='], {
    encoding: 'utf8',
  });
  const match = /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(ps.stdout?.trim() ?? '');
  if (ps.status !== 0 || !match) return undefined;
  const argv = match[3].split(' ');
  return { pid, ppid: Number(match[1]), state: match[2], startTime: '', comm: basename(argv[0]), argv };
}

function gone(info: ProcessInfo | undefined): boolean {
  return !info || info.state.startsWith('Z') || info.state.startsWith('X');
}

function isNode(proc: ProcessInfo): boolean {
  const names = [proc.comm, basename(proc.argv[0] ?? ''), basename(proc.exe ?? '')];
  return (
    names.some((name) => /^node(js)?\d*$/.test(name)) ||
    (proc.exe !== undefined && proc.exe === real(process.execPath))
  );
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

export interface StopSteps {
  /** How long each signal is given before the next one: fast shutdown, immediate, kill. */
  interruptMs: number;
  quitMs: number;
  killMs: number;
}

const STEPS: StopSteps = { interruptMs: 15_000, quitMs: 5_000, killMs: 5_000 };

/**
 * Makes `dataDir` free for a new PostgreSQL. A server killed without its shutdown (kill -9, out
 * of memory) leaves its PostgreSQL running on the folder, or a postmaster.pid naming a process
 * that is gone (or a PID now used by another program): PostgreSQL then refuses to start there.
 * - a pid file whose process is gone, or is not a PostgreSQL of this folder, is removed;
 * - a PostgreSQL of this folder left behind is stopped: fast shutdown (SIGINT), then immediate
 *   shutdown (SIGQUIT), then SIGKILL, each for a bounded time;
 * - a PostgreSQL still under the Node process that started it (another server running on the
 *   same folder) is left alone and the start fails, saying so: stopping it would cut that
 *   server's database from under it.
 */
export async function reclaimDataDir(
  dataDir: string,
  log: (message: string) => void,
  steps: StopSteps = STEPS,
): Promise<void> {
  const pidFile = join(dataDir, 'postmaster.pid');
  let text: string;
  try {
    text = readFileSync(pidFile, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new Error(`Lecture de ${pidFile} impossible`, { cause: error });
  }
  const lock = parsePostmasterPid(text);
  if (!lock) {
    // Empty or cut short: PostgreSQL crashed while writing it, and would refuse to start.
    removeStale(pidFile, log, 'illisible (écriture interrompue)');
    return;
  }
  const proc = readProcess(lock.pid);
  if (gone(proc)) {
    removeStale(pidFile, log, `le processus ${lock.pid} n'existe plus`);
    return;
  }
  if (!isPostgresOf(proc!, dataDir, lock.dataDir)) {
    removeStale(pidFile, log, `le PID ${lock.pid} est maintenant celui d'un autre programme (${proc!.comm})`);
    return;
  }

  // PID 1 adopts orphans; were it a Node server itself (a container's), it would be this one.
  const owner = proc!.ppid > 1 ? readProcess(proc!.ppid) : undefined;
  if (owner && !gone(owner) && isNode(owner)) {
    throw new Error(
      `PostgreSQL embarqué déjà en marche sur ${dataDir} (PID ${lock.pid}, port ${lock.port ?? '?'}), ` +
        `lancé par le processus ${owner.pid} (${owner.argv.join(' ') || owner.comm}) toujours actif : ` +
        `un autre serveur utilise ce dossier ; arrêtez-le, ou donnez à celui-ci un autre EMBEDDED_PG_DIR`,
    );
  }

  const started = Date.now();
  log(
    `PostgreSQL embarqué encore en marche sur ${dataDir} (PID ${lock.pid}), laissé par un serveur ` +
      `arrêté sans son arrêt normal : arrêt rapide demandé (SIGINT)`,
  );
  const stillThere = () => {
    const now = readProcess(lock.pid);
    return !gone(now) && now!.startTime === proc!.startTime && isPostgresOf(now!, dataDir, lock.dataDir);
  };
  const plan: [NodeJS.Signals, number, string][] = [
    ['SIGINT', steps.interruptMs, ''],
    ['SIGQUIT', steps.quitMs, 'arrêt immédiat (SIGQUIT)'],
    ['SIGKILL', steps.killMs, 'arrêt forcé (SIGKILL)'],
  ];
  let stopped = false;
  for (const [signal, waitMs, label] of plan) {
    if (label) {
      log(`PostgreSQL embarqué (PID ${lock.pid}) toujours là après ${Date.now() - started} ms : ${label}`);
    }
    if (!send(lock.pid, signal)) break; // already gone
    if (signal === 'SIGKILL') killBackendsOf(dataDir);
    if (await waitUntil(() => !stillThere(), waitMs)) {
      stopped = true;
      break;
    }
  }
  if (!stopped && stillThere()) {
    throw new Error(
      `PostgreSQL embarqué resté en marche (PID ${lock.pid}) ne s'arrête pas, même après SIGKILL`,
    );
  }
  // A fast or immediate shutdown removes its pid file; after SIGKILL it is left behind.
  if (existsSync(pidFile)) removeStale(pidFile, log, `le processus ${lock.pid} a été arrêté`);
  log(`Ancien PostgreSQL embarqué (PID ${lock.pid}) arrêté en ${Date.now() - started} ms : démarrage normal`);
}

function removeStale(pidFile: string, log: (message: string) => void, why: string): void {
  try {
    unlinkSync(pidFile);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw new Error(`Suppression du verrou périmé ${pidFile} impossible`, { cause: error });
  }
  log(`Verrou périmé de PostgreSQL embarqué supprimé (${pidFile}) : ${why}`);
}

/** Sends `signal`; false when the process is already gone. */
function send(pid: number, signal: NodeJS.Signals): boolean {
  try {
    process.kill(pid, signal);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ESRCH') return false;
    throw new Error(
      `Arrêt du PostgreSQL embarqué resté en marche (PID ${pid}) refusé : arrêtez-le (kill -INT ${pid}) puis relancez`,
      { cause: error },
    );
  }
}

/**
 * After a SIGKILL of the postmaster its backends may linger until they notice; PostgreSQL
 * would then refuse to start on their shared memory. Each works in the data folder (Linux only).
 */
function killBackendsOf(dataDir: string): void {
  if (!HAS_PROC) return;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const proc = readProcess(Number(entry));
    if (!gone(proc) && proc!.comm === 'postgres' && proc!.cwd && samePath(proc!.cwd, dataDir)) {
      try {
        process.kill(proc!.pid, 'SIGKILL');
      } catch {
        /* gone meanwhile, or not ours to stop: PostgreSQL will say so if it matters */
      }
    }
  }
}

async function waitUntil(done: () => boolean, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (done()) return true;
    if (Date.now() >= deadline) return false;
    await sleep(100);
  }
}
