import { Client } from 'pg';
import { migrations } from '../../src/database/migrations';
import { ADMIN_ENV } from '../support/api-fixtures';
import { LogLine } from '../support/log-scenario';
import { ServerProcess } from '../support/server-process';
import { createDatabase, TestDatabase } from '../support/test-database.cjs';

const REPLICAS = 3;

/**
 * Several replicas of the production build started at the same instant on one empty database.
 * They must take turns on the migrations: each one is applied once, and no replica logs an error
 * on the way (a failed migration, TypeORM's « Unable to connect to the database » and retries).
 */
describe('Replicas starting together on an empty database', () => {
  const databases: TestDatabase[] = [];
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.destroy()));
    await Promise.all(databases.map((database) => database.drop()));
  });

  async function startTogether(env: Record<string, string>): Promise<ServerProcess[]> {
    const started = await Promise.all(
      Array.from({ length: REPLICAS }, () =>
        ServerProcess.launch({ NODE_ENV: 'production', TRUST_PROXY: '1', ...ADMIN_ENV, ...env }),
      ),
    );
    servers.push(...started);
    await Promise.all(started.map((server) => server.waitHealthy()));
    return started;
  }

  async function expectStartedCleanly(replicas: ServerProcess[], database: TestDatabase): Promise<void> {
    for (const server of replicas) {
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    }
    const waited = replicas.filter((server) =>
      server.messages().some((m) => m.startsWith('Migrations en cours')),
    );
    console.log(
      `${REPLICAS} réplicas prêts ; ayant attendu les migrations d’un autre\u00a0: ${waited.length}`,
    );
    for (const server of replicas) {
      // Only JSON lines below error (TypeORM prints a failed migration as plain text).
      const unexpected = server.lines
        .map((line): LogLine => {
          try {
            return JSON.parse(line) as LogLine;
          } catch {
            return { level: 'texte', msg: line };
          }
        })
        .filter((event) => !['debug', 'info', 'warn'].includes(event.level));
      expect(unexpected).toEqual([]);
      expect(server.stderr).toBe('');
    }

    const client = new Client({ connectionString: database.url });
    await client.connect();
    try {
      const applied = await client.query<{ name: string; times: number }>(
        'SELECT name, count(*)::int AS times FROM migrations GROUP BY name ORDER BY min(id)',
      );
      expect(applied.rows).toEqual(migrations.map((m) => ({ name: new m().name, times: 1 })));
      const admins = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_user');
      expect(admins.rows).toEqual([{ n: 1 }]);
    } finally {
      await client.end();
    }
  }

  it('with two roles as in production: all healthy, no error, each migration applied once', async () => {
    const database = await createDatabase();
    databases.push(database);
    const replicas = await startTogether({ DATABASE_OWNER_URL: database.url, DATABASE_URL: database.appUrl });
    await expectStartedCleanly(replicas, database);
  });

  it('with one address (the server’s own pool migrates): the same', async () => {
    const database = await createDatabase();
    databases.push(database);
    const replicas = await startTogether({ DATABASE_URL: database.url });
    await expectStartedCleanly(replicas, database);
  });
});
