import { Client } from 'pg';
import { migrations } from '../../src/database/migrations';
import { ADMIN_ENV } from '../support/api-fixtures';
import { LogLine } from '../support/log-scenario';
import { ServerProcess } from '../support/server-process';
import { createDatabase, TestDatabase } from '../support/test-database.cjs';

const REPLICAS = 3;

/**
 * Several replicas of the production build started at the same instant on one empty database,
 * with the two roles of production (the owner migrates, the runtime role serves). They must take
 * turns on the migrations: each one is applied once, and no replica logs an error on the way
 * (a failed migration, TypeORM's « Unable to connect to the database » and its retries).
 */
describe('Replicas starting together on an empty database', () => {
  let database: TestDatabase;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.destroy()));
    await database?.drop();
  });

  it('all become healthy, log no error, and apply each migration exactly once', async () => {
    const env = {
      NODE_ENV: 'production',
      TRUST_PROXY: '1',
      DATABASE_OWNER_URL: database.url,
      DATABASE_URL: database.appUrl,
      ...ADMIN_ENV,
    };
    servers.push(...(await Promise.all(Array.from({ length: REPLICAS }, () => ServerProcess.launch(env)))));
    await Promise.all(servers.map((server) => server.waitHealthy()));
    for (const server of servers) {
      expect((await fetch(`${server.base}/api/health`)).status).toBe(200);
    }

    const waited = servers.filter((server) => server.messages().some((m) => m.startsWith('Migrations en cours')));
    console.log(`${REPLICAS} réplicas prêts ; ${waited.length} ont attendu les migrations d’un autre`);
    for (const server of servers) {
      const errors = server.lines
        .map((line) => JSON.parse(line) as LogLine)
        .filter((event) => event.level === 'error' || event.level === 'fatal');
      expect(errors).toEqual([]);
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
  });
});
