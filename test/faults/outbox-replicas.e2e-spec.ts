import { Client } from 'pg';
import { ADMIN_ENV } from '../support/api-fixtures';
import { freePort } from '../support/free-port.cjs';
import { ServerProcess } from '../support/server-process';
import { startSmtpServer, TestSmtpServer } from '../support/smtp-test-server';
import { createDatabase, TestDatabase } from '../support/test-database.cjs';

const DAY_MS = 86_400_000;
const REQUESTS = 20;
const BOOKINGS = 5;
/** One e-mail per request (to the practice), two per booking (the practice, the patient). */
const EXPECTED = REQUESTS + 2 * BOOKINGS;

/** A weekday at least 3 days ahead, in Tunis (bookable with the default hours and notice). */
function weekday(): string {
  for (let d = 3; ; d++) {
    const day = new Date(Date.now() + 3_600_000 + d * DAY_MS).toISOString().slice(0, 10);
    const weekdayNumber = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekdayNumber >= 1 && weekdayNumber <= 5) return day;
  }
}

async function post(base: string, path: string, body: object): Promise<number> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return res.status;
}

async function waitFor(condition: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`still waiting after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * The outbox under the worst a deploy can do, with two replicas of the production build on one
 * PostgreSQL: the mail server is down while patients send requests and book, one replica is
 * killed (kill -9), the other stopped (SIGTERM, as a deploy does), one restarted, then the mail
 * server comes back on its address. Every e-mail must arrive, each exactly once, counted at the
 * SMTP server.
 */
describe('E-mails with two replicas, a mail server down, a crash and a deploy', () => {
  let database: TestDatabase;
  let smtp: TestSmtpServer | undefined;
  const servers: ServerProcess[] = [];

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.destroy()));
    await smtp?.close();
    await database?.drop();
  });

  it('delivers every e-mail exactly once', async () => {
    database = await createDatabase();
    const smtpPort = await freePort(); // nothing listens there yet: the mail server is down
    const env = {
      ...ADMIN_ENV,
      NODE_ENV: 'production',
      DATABASE_OWNER_URL: database.url,
      DATABASE_URL: database.appUrl,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
      RATE_LIMIT_PUBLIC_SITE_PER_HOUR: '100000',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      NOTIFY_EMAIL: 'cabinet@example.tn',
      NEWSLETTER_SECRET: 'outbox-fault-test-newsletter-secret-0123456789',
      // Retries for about two minutes, enough to outlast this outage.
      NOTIFY_RETRY_DELAYS_MS: Array(12).fill('10000').join(','),
      // An attempt cut short by the crash goes back to the queue within this (and the queue's
      // 15-second maintenance).
      MAIL_ATTEMPT_TIMEOUT_SECONDS: '15',
    };
    const [a, b] = await Promise.all([ServerProcess.start(env), ServerProcess.start(env)]);
    servers.push(a, b);

    const types = (await (await fetch(`${a.base}/api/booking/types`)).json()) as { _id: string }[];
    const slots = (await (
      await fetch(`${b.base}/api/booking/slots?type=${types[0]._id}&from=${weekday()}&to=${weekday()}`)
    ).json()) as { start: string }[];
    const statuses = await Promise.all([
      ...Array.from({ length: REQUESTS }, (_, i) =>
        post([a, b][i % 2].base, '/api/contact', {
          name: `Patient Outbox ${i}`,
          phone: `+216 22 100 ${String(i).padStart(3, '0')}`,
          service: 'Rhinoplastie',
          consent: true,
        }),
      ),
      ...Array.from({ length: BOOKINGS }, (_, i) =>
        post([a, b][i % 2].base, '/api/booking', {
          type: types[0]._id,
          start: slots[i].start,
          name: `Patient Rdv ${i}`,
          phone: `+216 23 200 ${String(i).padStart(3, '0')}`,
          email: `rdv${i}@example.tn`,
          consent: true,
        }),
      ),
    ]);
    expect(statuses).toEqual([...Array(REQUESTS).fill(201), ...Array(BOOKINGS).fill(201)]);

    // A crash, then a deploy: A dies at once, B is stopped as an orchestrator does.
    await a.stop('SIGKILL');
    const stopped = await b.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    expect(b.messages().some((m) => m.includes('dropped'))).toBe(false);

    const client = new Client({ connectionString: database.url });
    client.on('error', () => undefined); // the database is dropped at the end, connection or not
    await client.connect();
    try {
      const waiting = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state < 'completed'`,
      );
      expect(waiting.rows[0].n).toBe(EXPECTED); // nothing lost, nothing sent yet

      const restarted = await ServerProcess.start(env);
      servers.push(restarted);
      smtp = await startSmtpServer(smtpPort); // the mail server is back where it was
      const started = Date.now();
      await waitFor(() => smtp!.received.length >= EXPECTED, 120_000);
      const deliveredMs = Date.now() - started;
      await waitFor(async () => {
        const left = await client.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pgboss.job WHERE name = 'mail' AND state < 'completed'`,
        );
        return left.rows[0].n === 0;
      }, 30_000);
      await new Promise((r) => setTimeout(r, 3000)); // a second copy, were one coming, would be here

      const ids = smtp.received.map((m) => m.parsed.messageId);
      const toPractice = smtp.received.filter((m) => m.envelope.to.includes('cabinet@example.tn'));
      const toPatients = smtp.received.filter((m) => !m.envelope.to.includes('cabinet@example.tn'));
      console.log(
        `${smtp.received.length} e-mails reçus pour ${EXPECTED} attendus, ` +
          `${new Set(ids).size} identifiants distincts, tous arrivés ${deliveredMs} ms après le retour du serveur`,
      );
      expect(smtp.received).toHaveLength(EXPECTED);
      expect(new Set(ids).size).toBe(EXPECTED);
      expect(toPractice).toHaveLength(REQUESTS + BOOKINGS);
      expect(toPatients.map((m) => m.envelope.to[0]).sort()).toEqual(
        Array.from({ length: BOOKINGS }, (_, i) => `rdv${i}@example.tn`).sort(),
      );
      const requests = toPractice.filter((m) => /demande/i.test(m.parsed.subject ?? ''));
      expect(new Set(requests.map((m) => /Patient Outbox \d+/.exec(m.parsed.text ?? '')?.[0])).size).toBe(
        REQUESTS,
      );
      // No replica logged an error: a down mail server is a warning until the retries run out.
      for (const server of servers) {
        expect(server.lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
      }
    } finally {
      await client.end();
    }
  }, 300_000);
});
