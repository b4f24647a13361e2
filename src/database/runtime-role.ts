import { createHash, createHmac, pbkdf2Sync, randomBytes } from 'node:crypto';
import { DataSource, QueryRunner } from 'typeorm';
import { databaseOptions } from './database.options';
import { jobQueueGrants, jobQueueRevokes, prepareJobQueue } from '../jobs/prepare-job-queue';
import { runMigrationsLocked } from './migrations-lock';

/**
 * Two PostgreSQL roles. The owner (DATABASE_OWNER_URL) owns the tables and runs the migrations;
 * the server serves requests as the role of DATABASE_URL, which may read and write the data but
 * only add to and read the journal: no UPDATE, DELETE or TRUNCATE on audit_event, no ALTER (it
 * owns nothing, so it can neither drop nor disable the journal's trigger), not superuser (so no
 * `session_replication_role`), no CREATEDB or CREATEROLE. The yearly purge goes through
 * audit_event_purge(), which runs as the owner and keeps twelve months whatever it is asked.
 *
 * prepareDatabase() sets this up at every start, as the owner, before the server's pool opens:
 * the runtime role is created when missing (a new volume, or a deployment upgrading from one
 * role), given the password of DATABASE_URL, stripped of whatever it should not have, and
 * granted exactly its privileges again. Roles belong to the whole cluster and a dump does not
 * carry them, so doing it here (and not in a migration) also repairs a database restored
 * elsewhere. Privileges are granted to the runtime role itself rather than to a shared group:
 * a group would carry the privileges of every database it was set up in to every member, and
 * two deployments on one cluster would reach each other's tables.
 */

/** The login and password of a PostgreSQL address. */
export function roleOf(url: string): { user: string; password: string } {
  const parsed = new URL(url);
  return { user: decodeURIComponent(parsed.username), password: decodeURIComponent(parsed.password) };
}

export interface PrepareSettings {
  ownerUrl: string;
  runtimeUrl: string;
  connectTimeoutMs: number;
}

/** Runs the pending migrations as the owner, then sets up the runtime role; closes its connection. */
export async function prepareDatabase(settings: PrepareSettings): Promise<void> {
  const owner = new DataSource(
    databaseOptions({ url: settings.ownerUrl, poolMax: 1, connectTimeoutMs: settings.connectTimeoutMs }),
  );
  await owner.initialize();
  try {
    // All under the migrations' lock, on its connection: replicas take turns.
    await runMigrationsLocked(owner, {}, async (runner) => {
      await prepareJobQueue(settings.ownerUrl, settings.connectTimeoutMs);
      try {
        await runner.startTransaction();
        await setUpRuntimeRole(runner, roleOf(settings.runtimeUrl));
        await runner.commitTransaction();
      } catch (error) {
        if (runner.isTransactionActive) await runner.rollbackTransaction();
        throw error;
      }
    });
  } finally {
    await owner.destroy();
  }
}

interface RoleRow {
  oid: number;
  rolsuper: boolean;
  rolcreatedb: boolean;
  rolcreaterole: boolean;
  rolreplication: boolean;
  rolbypassrls: boolean;
  rolcanlogin: boolean;
  rolinherit: boolean;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

async function setUpRuntimeRole(
  runner: QueryRunner,
  role: { user: string; password: string },
): Promise<void> {
  const q = <T>(sql: string, params?: unknown[]) => runner.query(sql, params) as Promise<T[]>;
  // Replicas starting together take turns (the lock lives until the transaction ends).
  await q(`SELECT pg_advisory_xact_lock(hashtext('cabinet runtime role'))`);
  const [here] = await q<{ db: string; schema: string }>(
    `SELECT current_database() AS db, current_schema() AS schema`,
  );
  const name = quote(role.user);
  const schema = quote(here.schema);

  // Created when missing; a server of another database on the same cluster may be creating it
  // at the same instant, which is fine: then it exists.
  await q(`DO $do$ BEGIN
    CREATE ROLE ${name} LOGIN;
  EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
  END $do$`);
  const [current] = await q<RoleRow>(`SELECT * FROM pg_roles WHERE rolname = $1`, [role.user]);

  // Only the attributes that differ: changing SUPERUSER, REPLICATION or BYPASSRLS at all takes
  // a superuser, which an owner on a managed PostgreSQL may not be.
  const attributes = [
    current.rolcanlogin ? '' : 'LOGIN',
    current.rolinherit ? '' : 'INHERIT',
    current.rolsuper ? 'NOSUPERUSER' : '',
    current.rolcreatedb ? 'NOCREATEDB' : '',
    current.rolcreaterole ? 'NOCREATEROLE' : '',
    current.rolreplication ? 'NOREPLICATION' : '',
    current.rolbypassrls ? 'NOBYPASSRLS' : '',
  ].filter(Boolean);
  if (role.password) attributes.push(`PASSWORD ${literal(scramVerifier(role.password))}`);
  if (attributes.length) await q(`ALTER ROLE ${name} ${attributes.join(' ')}`);

  // Member of no other role: it would inherit that role's rights (the owner's, above all).
  const memberships = await q<{ rolname: string }>(
    `SELECT r.rolname FROM pg_auth_members m JOIN pg_roles r ON r.oid = m.roleid WHERE m.member = $1`,
    [current.oid],
  );
  for (const { rolname } of memberships) await q(`REVOKE ${quote(rolname)} FROM ${name}`);

  // Owner of nothing here (a database once served by this role as its only one).
  const [{ owns }] = await q<{ owns: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM pg_class WHERE relowner = $1
              UNION ALL SELECT 1 FROM pg_proc WHERE proowner = $1
              UNION ALL SELECT 1 FROM pg_namespace WHERE nspowner = $1
              UNION ALL SELECT 1 FROM pg_type WHERE typowner = $1
              UNION ALL SELECT 1 FROM pg_database WHERE datdba = $1 AND datname = current_database()) AS owns`,
    [current.oid],
  );
  if (owns) await q(`REASSIGN OWNED BY ${name} TO CURRENT_USER`);

  // Exactly these privileges: whatever was granted before goes, then each is granted again.
  const database = quote(here.db);
  await q(`REVOKE ALL ON DATABASE ${database} FROM ${name}`);
  await q(`REVOKE ALL ON SCHEMA ${schema} FROM ${name}`);
  await q(`REVOKE ALL ON ALL TABLES IN SCHEMA ${schema} FROM ${name}`);
  await q(`REVOKE ALL ON ALL SEQUENCES IN SCHEMA ${schema} FROM ${name}`);
  await q(`REVOKE ALL ON ALL FUNCTIONS IN SCHEMA ${schema} FROM ${name}`);
  for (const statement of jobQueueRevokes(name)) await q(statement);
  await q(`GRANT CONNECT ON DATABASE ${database} TO ${name}`);
  await q(`GRANT USAGE ON SCHEMA ${schema} TO ${name}`);
  await q(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${schema} TO ${name}`);
  await q(`REVOKE UPDATE, DELETE ON ${schema}."audit_event" FROM ${name}`);
  // The migrations' record is read (the admin command checks it), never written.
  await q(`REVOKE INSERT, UPDATE, DELETE ON ${schema}."migrations" FROM ${name}`);
  // Nor TypeORM's record of the generated columns (migration GeneratedColumnsMetadata).
  await q(`REVOKE INSERT, UPDATE, DELETE ON ${schema}."typeorm_metadata" FROM ${name}`);
  await q(`GRANT USAGE ON ALL SEQUENCES IN SCHEMA ${schema} TO ${name}`);
  await q(`GRANT EXECUTE ON FUNCTION ${schema}.audit_event_purge(integer) TO ${name}`);
  // The job queue's tables (pg-boss's schema): jobs are added, taken and finished, never created.
  for (const statement of jobQueueGrants(name)) await q(statement);
  // Before PostgreSQL 15 every role may create tables in "public", and would own them.
  await q(`DO $do$ BEGIN
    IF has_schema_privilege('public', ${literal(here.schema)}, 'CREATE') THEN
      EXECUTE ${literal(`REVOKE CREATE ON SCHEMA ${schema} FROM PUBLIC`)};
    END IF;
  EXCEPTION WHEN insufficient_privilege THEN NULL;
  END $do$`);

  await checkRuntimeRole(q, role.user, here.schema);
}

/** Refuses to go on when the role could still change the journal (a step that had no effect). */
async function checkRuntimeRole(
  q: <T>(sql: string, params?: unknown[]) => Promise<T[]>,
  user: string,
  schema: string,
): Promise<void> {
  const [check] = await q<{ excess: string | null }>(
    `SELECT concat_ws(', ',
        CASE WHEN r.rolsuper THEN 'SUPERUSER' END,
        CASE WHEN r.rolcreaterole THEN 'CREATEROLE' END,
        CASE WHEN r.rolcreatedb THEN 'CREATEDB' END,
        CASE WHEN r.rolbypassrls THEN 'BYPASSRLS' END,
        CASE WHEN has_table_privilege(r.oid, t.oid, 'UPDATE') THEN 'UPDATE sur audit_event' END,
        CASE WHEN has_table_privilege(r.oid, t.oid, 'DELETE') THEN 'DELETE sur audit_event' END,
        CASE WHEN has_table_privilege(r.oid, t.oid, 'TRUNCATE') THEN 'TRUNCATE sur audit_event' END,
        CASE WHEN has_table_privilege(r.oid, t.oid, 'TRIGGER') THEN 'TRIGGER sur audit_event' END,
        CASE WHEN pg_has_role(r.oid, t.relowner, 'USAGE') THEN 'droits du propriétaire' END,
        CASE WHEN has_schema_privilege(r.oid, $2, 'CREATE') THEN 'CREATE sur le schéma' END
      ) AS excess
       FROM pg_roles r, pg_class t
      WHERE r.rolname = $1 AND t.oid = to_regclass(quote_ident($2) || '.audit_event')`,
    [user, schema],
  );
  if (check?.excess) {
    throw new Error(
      `Le rôle « ${user} » de DATABASE_URL garde des droits qu’il ne doit pas avoir (${check.excess}) : ` +
        `DATABASE_OWNER_URL doit être un rôle capable de les retirer (propriétaire des tables, avec CREATEROLE)`,
    );
  }
}

/**
 * The password as PostgreSQL stores it (SCRAM-SHA-256), so that the clear password never
 * appears in the statement, which the server's own log may keep. PostgreSQL normalises a
 * password (SASLprep) before hashing it: the same as doing nothing for printable ASCII, which
 * `openssl rand -hex` gives; any other password is sent as it is and hashed by PostgreSQL.
 */
export function scramVerifier(password: string): string {
  if (!/^[\x20-\x7e]*$/.test(password)) return password;
  const iterations = 4096;
  const salt = randomBytes(16);
  const salted = pbkdf2Sync(password, salt, iterations, 32, 'sha256');
  const clientKey = createHmac('sha256', salted).update('Client Key').digest();
  const storedKey = createHash('sha256').update(clientKey).digest();
  const serverKey = createHmac('sha256', salted).update('Server Key').digest();
  return `SCRAM-SHA-256$${iterations}:${salt.toString('base64')}$${storedKey.toString('base64')}:${serverKey.toString('base64')}`;
}
