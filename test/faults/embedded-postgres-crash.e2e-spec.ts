import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import { questionnaireRequest } from '../support/api-fixtures';
import { processesOfFolder, ServerProcess } from '../support/server-process';

/** Starts, restarts and stops of real servers: far more than Jest's default 30 s. */
const LONG = 180_000;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, done: () => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`Toujours pas après ${timeoutMs} ms : ${what}`);
    await sleep(20);
  }
}

function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !stat.slice(stat.lastIndexOf(')') + 2).startsWith('Z');
  } catch {
    return false;
  }
}

/** Rows of contact_request, read through the embedded PostgreSQL the server logged. */
async function contactRows(server: ServerProcess): Promise<number> {
  const line = server.messages().find((m) => m.startsWith('PostgreSQL embarqué démarré sur'));
  const port = /127\.0\.0\.1:(\d+)/.exec(line ?? '')?.[1];
  expect(port).toBeDefined();
  const client = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/cabinet` });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_request');
    return rows[0].n;
  } finally {
    await client.end();
  }
}

/** The stop left nothing: no process of the data folder (postmaster, backend, initdb), no lock. */
function expectNothingLeft(dataDir: string): void {
  expect(processesOfFolder(dataDir)).toEqual([]);
  expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
}

describe('Embedded PostgreSQL: a crash or a stop during start-up never blocks the next start', () => {
  it(
    'after kill -9 of the server, its PostgreSQL still holds the folder; the next start stops it, says so, and serves the same data',
    async () => {
      const first = await ServerProcess.start({});
      const dataDir = first.embeddedDataDir;
      let second: ServerProcess | undefined;
      try {
        const posted = await fetch(`${first.base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(questionnaireRequest()),
        });
        expect(posted.status).toBe(201);

        expect((await first.stop('SIGKILL')).signal).toBe('SIGKILL');
        // What used to block every later start: the orphaned postmaster and its lock.
        const lockPid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
        expect(alive(lockPid)).toBe(true);
        expect(processesOfFolder(dataDir)).toContain(lockPid);

        second = await ServerProcess.start({}, first.dir);
        const health = await fetch(`${second.base}/api/health`);
        expect(health.status).toBe(200);
        expect(await health.json()).toEqual({ status: 'ok', database: 'up' });
        const messages = second.messages().join('\n');
        expect(messages).toContain(`PostgreSQL embarqué encore en marche sur ${dataDir} (PID ${lockPid})`);
        expect(messages).toMatch(
          new RegExp(`Ancien PostgreSQL embarqué \\(PID ${lockPid}\\) arrêté en \\d+ ms`),
        );
        expect(messages).not.toMatch(/Démarrage impossible/);
        expect(alive(lockPid)).toBe(false);
        expect(await contactRows(second)).toBe(1); // the row committed before the crash is there

        const { code } = await second.stop('SIGTERM');
        expect(code).toBe(0);
        expectNothingLeft(dataDir);
      } finally {
        await second?.destroy({ keepDir: true });
        await first.destroy();
      }
    },
    LONG,
  );

  it(
    'a stale postmaster.pid whose process is gone does not block the start',
    async () => {
      const first = await ServerProcess.start({});
      const dataDir = first.embeddedDataDir;
      let second: ServerProcess | undefined;
      try {
        expect((await first.stop('SIGTERM')).code).toBe(0);
        // What a crash of PostgreSQL itself leaves: a lock naming a process that no longer exists.
        const deadPid = spawnSync('sh', ['-c', 'echo $$'], { encoding: 'utf8' }).stdout.trim();
        writeFileSync(
          join(dataDir, 'postmaster.pid'),
          `${deadPid}\n${dataDir}\n1763800000\n5432\n/tmp\nlocalhost\n`,
        );
        second = await ServerProcess.start({}, first.dir);
        expect((await fetch(`${second.base}/api/health`)).status).toBe(200);
        expect(second.messages()).toContain(
          `Verrou périmé de PostgreSQL embarqué supprimé (${join(dataDir, 'postmaster.pid')}) : ` +
            `le processus ${deadPid} n'existe plus`,
        );
        expect((await second.stop('SIGTERM')).code).toBe(0);
        expectNothingLeft(dataDir);
      } finally {
        await second?.destroy({ keepDir: true });
        await first.destroy();
      }
    },
    LONG,
  );

  it(
    'a start that fails names its cause, as PostgreSQL gave it, and leaves nothing running',
    async () => {
      const first = await ServerProcess.start({});
      const dataDir = first.embeddedDataDir;
      let second: ServerProcess | undefined;
      try {
        expect((await first.stop('SIGTERM')).code).toBe(0);
        appendFileSync(join(dataDir, 'postgresql.conf'), '\nshared_buffers = beaucoup\n');
        second = await ServerProcess.launch({}, first.dir);
        expect((await second.exit).code).toBe(1);
        const failure = second.messages().find((m) => m.startsWith('Démarrage impossible'));
        expect(failure).toMatch(
          /^Démarrage impossible : PostgreSQL embarqué s'est arrêté pendant son démarrage \(sortie \d+\) dans .*shared_buffers.*FATAL: +configuration file .* contains errors/,
        );
        expectNothingLeft(dataDir);
      } finally {
        await second?.destroy({ keepDir: true });
        await first.destroy();
      }
    },
    LONG,
  );

  it(
    'SIGTERM 0.5 s after launch, on a fresh data folder: the process exits and no PostgreSQL of the folder is left',
    async () => {
      const server = await ServerProcess.launch({});
      try {
        await sleep(500);
        const { code, signal } = await server.stop('SIGTERM');
        // Before its handlers are in place (the first few ms), Node dies of the signal itself:
        // nothing is started then. After, the server stops what it started and exits with 0.
        expect(code === 0 || signal === 'SIGTERM').toBe(true);
        expect(server.messages().filter((m) => /Démarrage impossible|Arrêt forcé/.test(m))).toEqual([]);
        expectNothingLeft(server.embeddedDataDir);
      } finally {
        await server.destroy();
      }
    },
    LONG,
  );

  it(
    'SIGTERM while PostgreSQL is starting, then while Nest is starting: each time it is stopped, and the folder still starts',
    async () => {
      const setup = await ServerProcess.start({});
      const dataDir = setup.embeddedDataDir;
      const servers: ServerProcess[] = [];
      try {
        expect((await setup.stop('SIGTERM')).code).toBe(0);

        // PostgreSQL spawned (its lock is written), not yet accepting connections, or just.
        const duringDatabase = await ServerProcess.launch({}, setup.dir);
        servers.push(duringDatabase);
        await until('postmaster.pid écrit', () => existsSync(join(dataDir, 'postmaster.pid')));
        const first = await duringDatabase.stop('SIGTERM');
        expect(first.code).toBe(0);
        expect(duringDatabase.messages()).toContain('SIGTERM reçu : arrêt pendant le démarrage');
        expectNothingLeft(dataDir);

        // The database is up, the application is being built.
        const duringApp = await ServerProcess.launch({}, setup.dir);
        servers.push(duringApp);
        await until('PostgreSQL démarré', () =>
          duringApp.messages().some((m) => m.startsWith('PostgreSQL embarqué démarré')),
        );
        const second = await duringApp.stop('SIGTERM');
        expect(second.code).toBe(0);
        expect(duringApp.messages()).toContain('SIGTERM reçu : arrêt pendant le démarrage');
        expect(duringApp.messages().some((m) => /^Arrêt terminé en \d+ ms$/.test(m))).toBe(true);
        expectNothingLeft(dataDir);

        // Neither stop harmed the folder.
        const last = await ServerProcess.start({}, setup.dir);
        servers.push(last);
        expect((await fetch(`${last.base}/api/health`)).status).toBe(200);
        expect((await last.stop('SIGTERM')).code).toBe(0);
        expectNothingLeft(dataDir);
      } finally {
        for (const server of servers) await server.destroy({ keepDir: true });
        await setup.destroy();
      }
    },
    LONG,
  );
});
