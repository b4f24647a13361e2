import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp } from '../support/test-app';
import { createDatabase } from '../support/test-database.cjs';

/**
 * The backup and restore commands of docs/operations.md (pg_dump -Fc, pg_restore --clean
 * --if-exists --no-owner --no-privileges), the restored database then served, like the original,
 * by a runtime role that start-up creates and grants again (the dump carries no role),
 * run against a real PostgreSQL with the client tools of the same major version: the
 * server in BACKUP_TEST_DATABASE_URL, by default the machine's PostgreSQL on 127.0.0.1:5432.
 */
const SERVER = process.env.BACKUP_TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

describe('Database backup and restore (docs/operations.md, « Backups »)', () => {
  it('restores every row of a pg_dump into a fresh database, which the app then serves', async () => {
    const source = await createDatabase(SERVER);
    const target = await createDatabase(SERVER);
    const dir = mkdtempSync(join(tmpdir(), 'cabinet-backup-'));
    const dump = join(dir, 'cabinet.dump');
    try {
      const original = await createTestApp({}, source.url);
      await original.query(
        `INSERT INTO contact_request (name, phone, service, message, selections)
         SELECT 'Patiente ' || i, '+216 20 000 00' || i, 'Botox', 'Message é à ç « ' || i || ' »', '{"step-1": "Visage"}'
         FROM generate_series(1, 25) AS i`,
      );
      await original.query(`INSERT INTO newsletter_subscriber (email) VALUES ('lecteur@exemple.tn')`);
      const before = await original.query(
        'SELECT name, phone, message, selections::text AS s FROM contact_request ORDER BY name',
      );
      await original.close();

      execFileSync('pg_dump', ['-Fc', '-f', dump, '--dbname', source.url]);
      execFileSync('pg_restore', [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-privileges',
        '--dbname',
        target.url,
        dump,
      ]);

      const restored = await createTestApp({}, target.url);
      try {
        const after = await restored.query(
          'SELECT name, phone, message, selections::text AS s FROM contact_request ORDER BY name',
        );
        expect(after).toEqual(before);
        expect(await restored.query('SELECT email FROM newsletter_subscriber')).toEqual([
          { email: 'lecteur@exemple.tn' },
        ]);
        await request(restored.server).get('/api/health').expect(200);
        // Served by the target's own runtime role, granted at start-up; the journal still protected.
        const asApp = new Client({ connectionString: restored.appDatabaseUrl });
        await asApp.connect();
        try {
          expect((await asApp.query('SELECT count(*)::int AS n FROM contact_request')).rows).toEqual([
            { n: 25 },
          ]);
          await expect(asApp.query('TRUNCATE audit_event')).rejects.toThrow(/permission denied/);
        } finally {
          await asApp.end();
        }
        // Restoring again over existing data (--clean) gives the same rows, not duplicates. The
        // job queue's schema goes first: pg_restore --clean cannot drop its partitions' constraints.
        await restored.query('DROP SCHEMA IF EXISTS pgboss CASCADE');
        execFileSync('pg_restore', [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--no-privileges',
          '--dbname',
          target.url,
          dump,
        ]);
        expect(await restored.query('SELECT count(*)::int AS n FROM contact_request')).toEqual([{ n: 25 }]);
      } finally {
        await restored.close();
      }
    } finally {
      await source.drop();
      await target.drop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
