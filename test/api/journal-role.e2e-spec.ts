import { Client } from 'pg';
import request from 'supertest';
import { runningEmbeddedPostgresUrl } from '../../src/database/embedded-postgres';
import { RetentionService } from '../../src/retention/retention.service';
import { ADMIN_ENV, loginToken } from '../support/api-fixtures';
import { ServerProcess } from '../support/server-process';
import { createTestApp, TestApp } from '../support/test-app';
import { createDatabase, TestDatabase } from '../support/test-database.cjs';

/**
 * The journal against the server's own role, on a real PostgreSQL: whatever the server's code
 * (or an injected statement) runs, it can add entries and read them, never change, delete
 * (before twelve months), empty or unprotect the journal. As compose runs it (the image's
 * superuser as DATABASE_OWNER_URL, a runtime role in DATABASE_URL), on a database that one role
 * served until now (an upgrade), and as `npm start` runs it on its embedded PostgreSQL.
 */

async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  await client.connect();
  return client;
}

/** The SQL error code a statement fails with, or 'ok'. */
async function outcome(client: Client, sql: string): Promise<string> {
  try {
    await client.query(sql);
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const INSUFFICIENT_PRIVILEGE = '42501';

/** What the administrator's dashboard is told (GET /api/admin/status). */
async function journalProtected(t: TestApp): Promise<unknown> {
  const res = await request(t.server)
    .get('/api/admin/status')
    .set('Authorization', `Bearer ${await loginToken(t)}`)
    .expect(200);
  return (res.body as { journalProtected?: unknown }).journalProtected;
}

/** Every way the runtime role could alter the journal fails; adding and reading work. */
async function expectJournalProtected(runtimeUrl: string, ownerUrl: string): Promise<void> {
  const owner = await connect(ownerUrl);
  const app = await connect(runtimeUrl);
  try {
    await owner.query(`INSERT INTO audit_event (action) VALUES ('login')`);
    expect(await outcome(app, 'TRUNCATE audit_event')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await outcome(app, 'ALTER TABLE audit_event DISABLE TRIGGER ALL')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await outcome(app, 'DROP TRIGGER audit_event_append_only ON audit_event')).toBe(
      INSUFFICIENT_PRIVILEGE,
    );
    expect(await outcome(app, 'DROP TABLE audit_event')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await outcome(app, 'DELETE FROM audit_event')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await outcome(app, "UPDATE audit_event SET action = 'logout'")).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await outcome(app, 'SET session_replication_role = replica')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await outcome(app, 'SELECT audit_event_purge(0)')).toBe('ok'); // keeps 12 months anyway
    expect(await outcome(app, 'CREATE TABLE intrus (id int)')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await outcome(app, 'CREATE ROLE intrus')).toBe(INSUFFICIENT_PRIVILEGE);
    expect(await outcome(app, 'ALTER FUNCTION audit_event_purge(integer) SECURITY INVOKER')).toBe(
      INSUFFICIENT_PRIVILEGE,
    );

    await app.query(`INSERT INTO audit_event (action) VALUES ('logout')`);
    const { rows } = await app.query<{ action: string }>(`SELECT action FROM audit_event ORDER BY at, id`);
    expect(rows.map((r) => r.action)).toEqual(expect.arrayContaining(['login', 'logout']));

    const [role] = (
      await owner.query<Record<string, boolean>>(
        `SELECT rolsuper, rolcreaterole, rolcreatedb, rolreplication, rolbypassrls,
                EXISTS (SELECT 1 FROM pg_class WHERE relowner = r.oid) AS owns,
                EXISTS (SELECT 1 FROM pg_auth_members WHERE member = r.oid) AS member
           FROM pg_roles r WHERE rolname = $1`,
        [new URL(runtimeUrl).username],
      )
    ).rows;
    expect(role).toEqual({
      rolsuper: false,
      rolcreaterole: false,
      rolcreatedb: false,
      rolreplication: false,
      rolbypassrls: false,
      owns: false,
      member: false,
    });
  } finally {
    await app.end();
    await owner.end();
  }
}

describe('The journal against the server’s own role (compose: DATABASE_OWNER_URL + DATABASE_URL)', () => {
  let database: TestDatabase;
  let t: TestApp;
  const role = `cabinet_app_${process.pid}_${Date.now()}`;
  let runtimeUrl: string;

  beforeAll(async () => {
    database = await createDatabase();
    const url = new URL(database.url);
    url.username = role;
    url.password = 'mot-de-passe-du-role';
    runtimeUrl = url.toString();
    t = await createTestApp({ DATABASE_OWNER_URL: database.url, DATABASE_URL: runtimeUrl }, database.url);
  });
  afterAll(async () => {
    await t?.close();
    await database.drop();
    const owner = await connect(database.url.replace(/\/[^/]*$/, '/postgres'));
    await owner.query(`DROP ROLE IF EXISTS "${role}"`).finally(() => owner.end());
  });

  it('start-up creates the runtime role; it can add and read entries, never alter, empty or unprotect the journal', async () => {
    await request(t.server).get('/api/health').expect(200);
    await expectJournalProtected(runtimeUrl, database.url);
  });

  it('the yearly purge deletes the entries older than twelve months through the owner’s function, and only those', async () => {
    await t.query(
      `INSERT INTO audit_event (action, at) VALUES ('login', now() - interval '13 months'),
              ('login', now() - interval '11 months')`,
    );
    const count = async () =>
      (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_event'))[0].n;
    const before = await count();
    expect(await t.app.get(RetentionService).purgeJournal()).toBe(1);
    expect(await count()).toBe(before - 1);
    expect(await t.app.get(RetentionService).purgeJournal()).toBe(0);
  });

  it('a role that had more (an upgrade, a role made by hand) is stripped at the next start, and takes the new password', async () => {
    await t.close();
    const owner = await connect(database.url);
    const password = async () =>
      (await owner.query<{ p: string }>(`SELECT rolpassword AS p FROM pg_authid WHERE rolname = $1`, [role]))
        .rows[0].p;
    await owner.query(
      `ALTER ROLE "${role}" CREATEDB CREATEROLE PASSWORD 'ancien'; GRANT ALL ON audit_event TO "${role}";
       CREATE TABLE a_lui (id int); ALTER TABLE a_lui OWNER TO "${role}"`,
    );
    const old = await password();
    t = await createTestApp({ DATABASE_OWNER_URL: database.url, DATABASE_URL: runtimeUrl }, database.url);
    // Stored hashed (SCRAM), never sent in clear; the embedded PostgreSQL below checks passwords.
    expect(await password()).toMatch(/^SCRAM-SHA-256\$4096:/);
    expect(await password()).not.toBe(old);
    await owner.end();
    await expectJournalProtected(runtimeUrl, database.url);
    expect(
      await t.query(`SELECT tableowner = current_user AS mine FROM pg_tables WHERE tablename = 'a_lui'`),
    ).toEqual([{ mine: true }]);
  });
});

describe('Upgrading a database one role served until now', () => {
  it('the first start with two roles keeps every entry and protects the journal; without the owner’s address, the log says the journal is not protected', async () => {
    const database = await createDatabase();
    const logged: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logged.push(String(chunk));
      return true;
    });
    let single: TestApp | undefined;
    try {
      single = await createTestApp(
        { ...ADMIN_ENV, DATABASE_OWNER_URL: '', DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
        database.url,
      );
    } finally {
      write.mockRestore();
    }
    try {
      expect(logged.join('')).toContain('Journal non protégé');
      expect(await journalProtected(single)).toBe(false);
      await single.query(`INSERT INTO audit_event (action, target_id) VALUES ('contact_viewed', 'avant')`);
      await single.close();
      const both = await createTestApp({ ...ADMIN_ENV }, database.url);
      try {
        expect(await journalProtected(both)).toBe(true);
        // The sign-ins of both servers' status checks, and the entry written before the upgrade.
        expect(await both.query(`SELECT action, target_id FROM audit_event ORDER BY at, id`)).toEqual([
          { action: 'login', target_id: null },
          { action: 'contact_viewed', target_id: 'avant' },
          { action: 'login', target_id: null },
        ]);
        await expectJournalProtected(both.appDatabaseUrl, database.url);
      } finally {
        await both.close();
      }
    } finally {
      await database.drop();
    }
  });
});

describe('The journal against the server’s own role (npm start: the embedded PostgreSQL)', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    await server?.stop();
    await server?.destroy();
  });

  it('the production build without DATABASE_URL serves as cabinet_app_runtime, which cannot alter the journal', async () => {
    server = await ServerProcess.start({ NODE_ENV: 'development', LOG_FORMAT: 'json' });
    const ownerUrl = runningEmbeddedPostgresUrl(server.embeddedDataDir);
    expect(ownerUrl).toBeDefined();
    const runtime = new URL(ownerUrl!);
    runtime.username = 'cabinet_app_runtime';
    runtime.password = 'cabinet_app_runtime';
    await expectJournalProtected(runtime.toString(), ownerUrl!);
    const owner = await connect(ownerUrl!);
    try {
      await request(server.base).get('/api/health').expect(200);
      const { rows } = await owner.query<{ usename: string }>(
        `SELECT DISTINCT usename FROM pg_stat_activity
          WHERE datname = 'cabinet' AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      );
      // The server's pool is the runtime role's: the owner's connection was closed after its work.
      expect(rows).toEqual([{ usename: 'cabinet_app_runtime' }]);
    } finally {
      await owner.end();
    }
    expect(server.messages().join('\n')).not.toContain('Journal non protégé');
  }, 120_000);
});
