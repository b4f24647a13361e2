import { Client } from 'pg';
import { ADMIN, ADMIN_ENV } from '../support/api-fixtures';
import {
  expectNoSecrets,
  expectScenarioEvents,
  LOG_SCENARIO_ENV,
  LogLine,
  runLogScenario,
} from '../support/log-scenario';
import { ServerProcess } from '../support/server-process';
import { createDatabase } from '../support/test-database.cjs';

/** Lines a request writes: each must name its request. */
const REQUEST_EVENTS = new Set([
  'request',
  'request aborted',
  'contact created',
  'contact honeypot',
  'rate limited',
  'login succeeded',
  'login failed',
  'unauthorized',
]);

/**
 * The log as an operator gets it: stdout of `node dist/main.js` in production mode, from boot
 * to SIGTERM, after the scenario of test/api/logs-and-errors (same helper). Every line must be
 * a JSON object; nothing else may reach stdout or stderr.
 */
describe('Log of the production build, captured from boot to shutdown', () => {
  it('is JSON lines with time and level, a request id on every request line, and no personal data or secret', async () => {
    const database = await createDatabase();
    const server = await ServerProcess.start({
      NODE_ENV: 'production',
      // As compose runs it: the owner for the migrations, the runtime role for the requests.
      DATABASE_OWNER_URL: database.url,
      DATABASE_URL: database.appUrl,
      ...ADMIN_ENV,
      ...LOG_SCENARIO_ENV,
    });
    try {
      const result = await runLogScenario(server.base);
      const { code } = await server.stop();
      expect(code).toBe(0);

      const events = server.lines.map((line) => {
        let parsed: unknown;
        expect(() => (parsed = JSON.parse(line))).not.toThrow();
        expect(parsed).toEqual(expect.any(Object));
        return parsed as LogLine;
      });
      for (const event of events) {
        expect(new Date(event.time ?? '').toISOString()).toBe(event.time);
        expect(['debug', 'info', 'warn', 'error', 'fatal']).toContain(event.level);
        expect(typeof event.msg).toBe('string');
        if (REQUEST_EVENTS.has(event.msg)) expect(event.requestId).toMatch(/^[0-9a-f-]{36}$/);
      }
      const messages = events.map((e) => e.msg).join('\n');
      expect(messages).toMatch(/Site prêt/);
      expect(messages).toMatch(/SIGTERM reçu/);
      expect(messages).toMatch(/Arrêt terminé en \d+ ms/);
      expect(events.filter((e) => e.level === 'error')).toEqual([]);

      const client = new Client({ connectionString: database.url });
      await client.connect();
      const adminRows = await client.query<{ id: string }>('SELECT id FROM admin_user WHERE username = $1', [
        ADMIN.username,
      ]);
      await client.end();
      expectScenarioEvents(events, result, adminRows.rows[0].id);

      expect(messages).not.toMatch(/Journal non protégé/);
      expect(server.stderr).toBe('');
      expect(server.lines.join('\n')).not.toContain(new URL(database.appUrl).password);
      expectNoSecrets(server.lines.join('\n'), result);
    } finally {
      await server.destroy();
      await database.drop();
    }
  });
});
