import request from 'supertest';
import { mailKinds } from '../../src/contract/mail-kinds';
import { MailOutbox } from '../../src/notifications/mail-outbox';
import { ADMIN_ENV, loginToken, questionnaireRequest } from '../support/api-fixtures';
import { closedPort, startSilentServer } from '../support/smtp-test-server';
import { createTestApp, TestApp } from '../support/test-app';

interface LogLine {
  level: string;
  context?: string;
  msg: string;
  [field: string]: unknown;
}

/** Captures the JSON log lines written while `t` runs. */
function captureLogs() {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(...String(chunk).split('\n').filter(Boolean));
    return true;
  });
  return {
    lines,
    events: () => lines.map((line) => JSON.parse(line) as LogLine),
    restore: () => spy.mockRestore(),
  };
}

const PATIENT = questionnaireRequest({
  name: 'Yasmine Haddad-Unique',
  phone: '+216 98 765 432',
  email: 'yasmine.unique@example.tn',
  message: 'Message très privé 7f3a',
});

async function adminStatus(t: TestApp, token: string) {
  const res = await request(t.server).get('/api/admin/status').set('Authorization', `Bearer ${token}`);
  expect(res.status).toBe(200);
  return res.body as {
    emails: { enabled: boolean; kinds: { kind: string; waiting: number; failed: number }[] };
    retentionMonths: number;
  };
}

/** The new-request e-mails in the outbox, as the dashboard reads them. */
async function newRequestEmails(t: TestApp, token: string) {
  return (await adminStatus(t, token)).emails.kinds.find((k) => k.kind === 'new-request');
}

describe('New-request notification when the mail server is down', () => {
  let t: TestApp;
  let token: string;
  let logs: ReturnType<typeof captureLogs>;

  beforeAll(async () => {
    logs = captureLogs();
    t = await createTestApp({
      ...ADMIN_ENV,
      LOG_LEVEL: 'log',
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      NOTIFY_EMAIL: 'cabinet@example.tn',
      NOTIFY_RETRY_DELAYS_MS: '0,0,0',
    });
    token = await loginToken(t);
  });
  afterAll(async () => {
    await t.close();
    logs.restore();
  });

  it('still answers 201 at once and stores the request; the failure is counted for the administrator', async () => {
    const started = Date.now();
    const res = await request(t.server).post('/api/contact').send(PATIENT);
    const elapsedMs = Date.now() - started;
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ success: true, _id: expect.any(String) });
    // The request is answered before the first attempt has even failed.
    expect(elapsedMs).toBeLessThan(2000);
    expect(await t.query('SELECT id FROM contact_request WHERE id = $1', [res.body._id])).toHaveLength(1);

    await t.app.get(MailOutbox).whenIdle();
    expect((await adminStatus(t, token)).emails.enabled).toBe(true);
    expect(await newRequestEmails(t, token)).toEqual({ kind: 'new-request', waiting: 0, failed: 1 });

    // Four attempts: the first and one per retry delay; the last one gives up.
    const events = logs.events().filter((e) => e.context === 'Mail' && e.ref === res.body._id);
    expect(events.filter((e) => e.msg === 'e-mail attempt failed').map((e) => e.attempt)).toEqual([1, 2, 3]);
    expect(events.filter((e) => e.msg === 'e-mail failed')).toEqual([
      expect.objectContaining({ level: 'error', kind: 'new-request', attempt: 4, code: 'ESOCKET' }),
    ]);
  });

  it('logs no personal data about the failure', () => {
    const text = logs.lines.join('\n');
    for (const secret of ['Yasmine', 'Haddad', '98 765 432', 'yasmine.unique', 'très privé']) {
      expect(text).not.toContain(secret);
    }
  });

  it('counts every failed notification', async () => {
    for (let i = 0; i < 2; i++) await request(t.server).post('/api/contact').send(PATIENT).expect(201);
    await t.app.get(MailOutbox).whenIdle();
    expect(await newRequestEmails(t, token)).toEqual({ kind: 'new-request', waiting: 0, failed: 3 });
  });
});

describe('New-request notification when the mail server hangs', () => {
  it('answers 201 while the e-mail is still being attempted: the request never waits for it', async () => {
    const silent = await startSilentServer();
    const t = await createTestApp({
      ...ADMIN_ENV,
      SMTP_URL: silent.url,
      NOTIFY_EMAIL: 'cabinet@example.tn',
      NOTIFY_RETRY_DELAYS_MS: '',
    });
    try {
      const token = await loginToken(t);
      const started = Date.now();
      await request(t.server).post('/api/contact').send(questionnaireRequest()).expect(201);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(await newRequestEmails(t, token)).toEqual({ kind: 'new-request', waiting: 1, failed: 0 });
      // The server was reached: the mail was on its way, and the answer did not wait for it.
      for (let i = 0; i < 50 && silent.connections() === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(silent.connections()).toBe(1);
    } finally {
      await silent.close(); // the attempt fails now, while this app still runs
      await t.app.get(MailOutbox).whenIdle();
      await t.close();
    }
  });
});

describe('Without SMTP_URL and NOTIFY_EMAIL', () => {
  let t: TestApp;
  let token: string;
  let logs: ReturnType<typeof captureLogs>;

  beforeAll(async () => {
    logs = captureLogs();
    t = await createTestApp({ ...ADMIN_ENV, LOG_LEVEL: 'log', RETENTION_MONTHS: '18' });
    token = await loginToken(t);
  });
  afterAll(async () => {
    await t.close();
    logs.restore();
  });

  it('says once at boot that notifications are off, sends nothing and fails nothing', async () => {
    await request(t.server).post('/api/contact').send(questionnaireRequest()).expect(201);
    await request(t.server).post('/api/contact').send(questionnaireRequest()).expect(201);
    const notificationLines = logs.events().filter((e) => e.context === 'Mail');
    expect(notificationLines).toEqual([
      expect.objectContaining({
        level: 'info',
        msg: 'Notifications par e-mail désactivées : SMTP_URL et NOTIFY_EMAIL ne sont pas définis',
      }),
    ]);
    expect(await adminStatus(t, token)).toEqual({
      emails: {
        enabled: false,
        kinds: mailKinds.map((kind) => ({ kind, waiting: 0, failed: 0 })),
      },
      retentionMonths: 18,
      publicBudgetExhaustedAt: null,
      // The API tests serve with the restricted runtime role, as production does.
      journalProtected: true,
      contactsByStatus: { nouvelle: 2, 'a-rappeler': 0, 'rendez-vous-fixe': 0, traitee: 0, 'sans-suite': 0 },
    });
  });

  it('GET /api/admin/status is for the administrator only (401, no-store)', async () => {
    const res = await request(t.server).get('/api/admin/status').expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Authentification requise.' });
    const ok = await request(t.server).get('/api/admin/status').set('Authorization', `Bearer ${token}`);
    expect(ok.headers['cache-control']).toBe('no-store');
  });
});
