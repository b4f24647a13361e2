import { createHash, randomUUID } from 'node:crypto';
import request from 'supertest';
import { NEWSLETTER_LINK_MESSAGES } from '../../src/contract/newsletter-messages';
import { NewsletterService } from '../../src/newsletter/newsletter.service';
import { MailOutbox } from '../../src/notifications/mail-outbox';
import { RetentionService } from '../../src/retention/retention.service';
import { ADMIN_ENV, loginToken } from '../support/api-fixtures';
import {
  closedPort,
  headerBlock,
  ReceivedMail,
  startSmtpServer,
  TestSmtpServer,
} from '../support/smtp-test-server';
import { createTestApp, TestApp } from '../support/test-app';

const SITE = 'https://www.exemple-cabinet.tn';
const NEWSLETTER_SECRET = 'newsletter-secret-for-the-api-tests-0123456789';
const CONFIRM_LINK = new RegExp(`${SITE}/newsletter/confirmation\\?token=([A-Za-z0-9_-]{43})`);
const UNSUBSCRIBE_PAGE = new RegExp(
  `${SITE}/newsletter/desinscription\\?token=([0-9a-f-]{36}\\.[A-Za-z0-9_-]{43})`,
);
const ONE_CLICK = new RegExp(
  `^List-Unsubscribe: <(${SITE}/api/newsletter/unsubscribe/one-click\\?token=([0-9a-f-]{36}\\.[A-Za-z0-9_-]{43}))>$`,
  'm',
);

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The links of a confirmation e-mail, read from the message as it arrived. */
function linksOf(mail: ReceivedMail) {
  const text = mail.parsed.text ?? '';
  const headers = headerBlock(mail.raw);
  const oneClick = ONE_CLICK.exec(headers);
  return {
    confirmToken: CONFIRM_LINK.exec(text)?.[1] ?? '',
    unsubscribeToken: UNSUBSCRIBE_PAGE.exec(text)?.[1] ?? '',
    oneClickUrl: oneClick?.[1] ?? '',
    oneClickToken: oneClick?.[2] ?? '',
  };
}

describe('Newsletter double opt-in, with a mail server', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let token: string;
  const logLines: string[] = [];
  /** Every address and token the tests used: none may appear in a log line. */
  const secrets: string[] = [];
  let stdout: jest.SpyInstance;

  beforeAll(async () => {
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    smtp = await startSmtpServer();
    t = await createTestApp({
      ...ADMIN_ENV,
      LOG_LEVEL: 'log',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'cabinet@example.tn',
      NOTIFY_FROM: 'site@example.tn',
      NOTIFY_RETRY_DELAYS_MS: '50',
      SITE_URL: SITE,
      NEWSLETTER_SECRET,
    });
    token = await loginToken(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    stdout.mockRestore();
  });
  beforeEach(async () => {
    smtp.received.length = 0;
    await t.query('DELETE FROM newsletter_subscriber');
    await t.query('DELETE FROM newsletter_pending');
  });

  const auth = () => ({ Authorization: `Bearer ${token}` });
  const idle = () => t.app.get(MailOutbox).whenIdle();
  const signUp = async (email: string, extra: Record<string, string> = {}) => {
    secrets.push(email);
    const res = await request(t.server)
      .post('/api/newsletter')
      .send({ email, ...extra })
      .expect(201);
    await idle();
    return res;
  };
  const confirm = (confirmToken: string) => {
    secrets.push(confirmToken);
    return request(t.server).post('/api/newsletter/confirm').send({ token: confirmToken });
  };
  const unsubscribe = (unsubscribeToken: string) => {
    secrets.push(unsubscribeToken);
    return request(t.server).post('/api/newsletter/unsubscribe').send({ token: unsubscribeToken });
  };
  const adminList = async () => {
    const res = await request(t.server).get('/api/newsletter').set(auth()).expect(200);
    return {
      emails: (res.body as { email: string }[]).map((s) => s.email),
      total: res.headers['x-total-count'],
    };
  };
  const journal = (id: string) =>
    t.query<{ action: string; actor_id: string | null }>(
      'SELECT action, actor_id FROM audit_event WHERE target_id = $1',
      [id],
    );
  /** A confirmed subscriber, signed up and confirmed through the API; its links. */
  const confirmedSubscriber = async (email: string) => {
    await signUp(email);
    const links = linksOf(smtp.received[smtp.received.length - 1]);
    await confirm(links.confirmToken).expect(200);
    const [{ id }] = await t.query<{ id: string }>('SELECT id FROM newsletter_subscriber WHERE email = $1', [
      email,
    ]);
    return { id, ...links };
  };

  it('sign-up → pending, not listed → e-mail with the link and List-Unsubscribe headers → confirmed → listed', async () => {
    const res = await signUp('amira.lectrice@example.tn');
    expect(res.body).toEqual({ success: true, confirmation: 'email' });

    // Pending: in neither the list, nor its count, nor the export.
    expect(await t.query('SELECT id FROM newsletter_subscriber')).toEqual([]);
    expect(await adminList()).toEqual({ emails: [], total: '0' });
    const csv = await request(t.server).get('/api/newsletter/export').set(auth()).expect(200);
    expect(csv.text).not.toContain('amira.lectrice');
    const [pending] = await t.query<{ id: string; token_hash: string; expires_at: Date }>(
      'SELECT id, token_hash, expires_at FROM newsletter_pending',
    );
    const days = (pending.expires_at.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);

    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.envelope).toEqual({ from: 'site@example.tn', to: ['amira.lectrice@example.tn'] });
    expect(mail.parsed.subject).toBe('Confirmez votre inscription à la newsletter du cabinet');
    expect(mail.parsed.text).toContain(
      'Pour confirmer votre inscription, ouvrez ce lien dans les 7\u00a0jours\u00a0:',
    );
    const links = linksOf(mail);
    expect(links.confirmToken).toHaveLength(43);
    // Only the token's hash is stored.
    expect(pending.token_hash).toBe(sha256(links.confirmToken));
    const dump = JSON.stringify(await t.query('SELECT * FROM newsletter_pending'));
    expect(dump).not.toContain(links.confirmToken);
    // The unsubscribe link of the page, of the header, and in the HTML part: one token for this row.
    expect(links.unsubscribeToken.startsWith(`${pending.id}.`)).toBe(true);
    expect(links.oneClickToken).toBe(links.unsubscribeToken);
    expect(headerBlock(mail.raw)).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(mail.parsed.html).toContain(`href="${SITE}/newsletter/confirmation?token=${links.confirmToken}"`);
    expect(mail.parsed.html).toContain(
      `href="${SITE}/newsletter/desinscription?token=${links.unsubscribeToken}"`,
    );

    const confirmed = await confirm(links.confirmToken).expect(200);
    expect(confirmed.body).toEqual({ success: true });
    expect(await adminList()).toEqual({ emails: ['amira.lectrice@example.tn'], total: '1' });
    const [row] = await t.query<{ id: string; consent_method: string; consented_at: Date }>(
      'SELECT id, consent_method, consented_at FROM newsletter_subscriber',
    );
    // The same id: the unsubscribe link of the confirmation e-mail still works.
    expect(row).toEqual({ id: pending.id, consent_method: 'double', consented_at: expect.any(Date) });
    expect(Math.abs(row.consented_at.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await t.query('SELECT id FROM newsletter_pending')).toEqual([]);
  });

  it('a used, expired, unknown or malformed confirmation token gets 400 in French, and changes nothing', async () => {
    await signUp('karim.lecteur@example.tn');
    const { confirmToken } = linksOf(smtp.received[0]);
    await confirm(confirmToken).expect(200);
    const invalid = { success: false, message: NEWSLETTER_LINK_MESSAGES.confirmationInvalid };
    expect((await confirm(confirmToken).expect(400)).body).toEqual(invalid);

    const expiredToken = 'A'.repeat(43);
    await t.query(
      `INSERT INTO newsletter_pending (email, token_hash, expires_at) VALUES ('tard@example.tn', $1, now() - interval '1 second')`,
      [sha256(expiredToken)],
    );
    expect((await confirm(expiredToken).expect(400)).body).toEqual(invalid);
    expect((await confirm('B'.repeat(43)).expect(400)).body).toEqual(invalid);
    expect((await confirm('pas-un-jeton').expect(400)).body).toEqual(invalid);
    expect(invalid.message).toBe(
      "Ce lien de confirmation n'est plus valable\u00a0: il a déjà servi ou il a expiré. Pour vous inscrire, saisissez de nouveau votre adresse en bas de page.",
    );
    const missing = await request(t.server).post('/api/newsletter/confirm').send({}).expect(400);
    expect(missing.body.errors).toEqual({ token: 'Le lien est incomplet.' });
    const extra = await request(t.server)
      .post('/api/newsletter/confirm')
      .send({ token: expiredToken, email: 'x@example.tn' })
      .expect(400);
    expect(extra.body.errors).toEqual({ email: "Ce champ n'est pas autorisé." });

    expect((await adminList()).emails).toEqual(['karim.lecteur@example.tn']);
    // The expired sign-up never became a subscription. It may be gone from the table: a purge
    // round (the catch-up one a start asks for) deletes expired sign-ups whenever it runs.
    const pending = await t.query<{ email: string }>('SELECT email FROM newsletter_pending');
    expect(pending.filter(({ email }) => email !== 'tard@example.tn')).toEqual([]);
  });

  it('answers new, pending, subscribed and bot addresses alike; a pending one gets a new link, a subscribed one nothing', async () => {
    const answers = [];
    answers.push(await signUp('nouvelle@example.tn'));
    const first = linksOf(smtp.received[0]);
    answers.push(await signUp('NOUVELLE@example.tn '));
    expect(smtp.received).toHaveLength(2);
    const second = linksOf(smtp.received[1]);
    expect(second.confirmToken).not.toBe(first.confirmToken);
    // Same row, so the same unsubscribe link; only the latest confirmation link is valid.
    expect(second.unsubscribeToken).toBe(first.unsubscribeToken);
    await confirm(first.confirmToken).expect(400);
    await confirm(second.confirmToken).expect(200);

    answers.push(await signUp('nouvelle@example.tn'));
    answers.push(await signUp('robot@example.tn', { website: 'http://spam.example' }));
    expect(smtp.received).toHaveLength(2);
    for (const answer of answers) {
      expect(answer.body).toEqual({ success: true, confirmation: 'email' });
      expect(answer.headers['content-length']).toBe(answers[0].headers['content-length']);
    }
    expect(await t.query('SELECT email FROM newsletter_pending')).toEqual([]);
    expect((await adminList()).emails).toEqual(['nouvelle@example.tn']);
  });

  it("unsubscribes by the page's POST: the row is deleted and the journal says so; a second time is 200 too", async () => {
    const leaving = await confirmedSubscriber('depart@example.tn');
    const staying = await confirmedSubscriber('reste@example.tn');

    const res = await unsubscribe(leaving.unsubscribeToken).expect(200);
    expect(res.body).toEqual({ success: true });
    expect((await adminList()).emails).toEqual(['reste@example.tn']);
    expect(await journal(leaving.id)).toEqual([{ action: 'newsletter_unsubscribed', actor_id: null }]);

    await unsubscribe(leaving.unsubscribeToken).expect(200);
    expect(await journal(leaving.id)).toHaveLength(1);

    // A token not signed by this server (another secret, another id, a truncated one): 400.
    const forged = `${staying.id}.${leaving.unsubscribeToken.split('.')[1]}`;
    for (const bad of [
      forged,
      staying.unsubscribeToken.slice(0, -1),
      'abc',
      `${randomUUID()}.${'A'.repeat(43)}`,
    ]) {
      const refused = await unsubscribe(bad).expect(400);
      expect(refused.body).toEqual({ success: false, message: NEWSLETTER_LINK_MESSAGES.unsubscribeInvalid });
    }
    expect((await adminList()).emails).toEqual(['reste@example.tn']);
  });

  it('one-click (RFC 8058): the POST a mail program sends to the List-Unsubscribe URL unsubscribes; a GET only shows the page', async () => {
    const subscriber = await confirmedSubscriber('clic@example.tn');
    const url = new URL(subscriber.oneClickUrl);

    const opened = await request(t.server).get(`${url.pathname}${url.search}`).expect(303);
    expect(opened.headers.location).toBe(
      `/newsletter/desinscription?token=${encodeURIComponent(subscriber.oneClickToken)}`,
    );
    expect((await adminList()).emails).toEqual(['clic@example.tn']);

    const res = await request(t.server)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    expect(res.body).toEqual({ success: true });
    expect((await adminList()).emails).toEqual([]);
    expect(await journal(subscriber.id)).toEqual([{ action: 'newsletter_unsubscribed', actor_id: null }]);

    // Idempotent, and a bad token is refused.
    await request(t.server)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
    await request(t.server)
      .post(`${url.pathname}?token=${subscriber.id}.${'A'.repeat(43)}`)
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(400);
    // Only this route takes a form: the rest of the API still wants JSON.
    await request(t.server)
      .post('/api/newsletter/unsubscribe')
      .type('form')
      .send(`token=${subscriber.oneClickToken}`)
      .expect(415);
  });

  it('the link of a confirmation e-mail cancels the pending sign-up; expired sign-ups are purged by the retention job', async () => {
    await signUp('hesite@example.tn');
    const links = linksOf(smtp.received[0]);
    await unsubscribe(links.unsubscribeToken).expect(200);
    expect(await t.query('SELECT id FROM newsletter_pending')).toEqual([]);
    await confirm(links.confirmToken).expect(400);

    await signUp('oublie@example.tn');
    await signUp('recent@example.tn');
    await t.query(
      `UPDATE newsletter_pending SET expires_at = now() - interval '1 minute' WHERE email = 'oublie@example.tn'`,
    );
    expect(await t.app.get(RetentionService).purgeUnconfirmedSignups()).toBe(1);
    expect(await t.query('SELECT email FROM newsletter_pending')).toEqual([{ email: 'recent@example.tn' }]);
  });

  it('gives any future e-mail to a subscriber its unsubscribe links', async () => {
    const subscriber = await confirmedSubscriber('future@example.tn');
    const links = t.app.get(NewsletterService).unsubscribeLinks(subscriber.id);
    expect(links).toEqual({
      page: `${SITE}/newsletter/desinscription?token=${subscriber.unsubscribeToken}`,
      oneClick: subscriber.oneClickUrl,
    });
  });

  it('never writes an address or a token in the logs, and logs sign-ups, e-mails and unsubscribes by id', () => {
    const text = logLines.join('\n');
    expect(secrets.length).toBeGreaterThan(10);
    // (Short made-up tokens like "abc" would match inside any id.)
    for (const secret of new Set(secrets.filter((value) => value.length > 12))) {
      expect({ secret, found: text.toLowerCase().includes(secret.trim().toLowerCase()) }).toEqual({
        secret,
        found: false,
      });
    }
    expect(text).not.toMatch(/@example\.tn/);
    const events = logLines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ msg: 'newsletter sign-up', outcome: 'confirmation sent' }),
        expect.objectContaining({
          msg: 'e-mail sent',
          kind: 'newsletter-confirmation',
          ref: expect.any(String),
        }),
        expect.objectContaining({ msg: 'newsletter confirmed', subscriberId: expect.any(String) }),
        expect.objectContaining({
          msg: 'newsletter unsubscribed',
          subscriberId: expect.any(String),
          by: 'link',
        }),
      ]),
    );
  });
});

describe('Newsletter single opt-in, without a mail server', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_PER_MINUTE: '100000', NEWSLETTER_SECRET });
  });
  afterAll(() => t.close());

  it('subscribes at once, recording a single opt-in; the answer says no e-mail was sent; the links still work', async () => {
    const res = await request(t.server)
      .post('/api/newsletter')
      .send({ email: 'directe@example.tn' })
      .expect(201);
    expect(res.body).toEqual({ success: true, confirmation: 'none' });
    const [row] = await t.query<{
      id: string;
      consent_method: string;
      consented_at: Date;
      subscribed_at: Date;
    }>('SELECT id, consent_method, consented_at, subscribed_at FROM newsletter_subscriber');
    expect(row.consent_method).toBe('single');
    expect(row.consented_at).toEqual(row.subscribed_at);
    expect(await t.query('SELECT id FROM newsletter_pending')).toEqual([]);

    const { page } = t.app.get(NewsletterService).unsubscribeLinks(row.id);
    const unsubscribeToken = decodeURIComponent(new URL(page).searchParams.get('token')!);
    await request(t.server).post('/api/newsletter/unsubscribe').send({ token: unsubscribeToken }).expect(200);
    expect(await t.query('SELECT id FROM newsletter_subscriber')).toEqual([]);
  });

  it('a pending sign-up left from when e-mails were on becomes a single opt-in when signed up again', async () => {
    await t.query(
      `INSERT INTO newsletter_pending (email, token_hash, expires_at) VALUES ('reprise@example.tn', $1, now() + interval '1 day')`,
      [sha256('x')],
    );
    await request(t.server).post('/api/newsletter').send({ email: 'reprise@example.tn' }).expect(201);
    expect(
      await t.query('SELECT email, consent_method FROM newsletter_subscriber WHERE email = $1', [
        'reprise@example.tn',
      ]),
    ).toEqual([{ email: 'reprise@example.tn', consent_method: 'single' }]);
    expect(await t.query('SELECT id FROM newsletter_pending')).toEqual([]);
  });
});

describe('Newsletter links: rate-limited like every public POST', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PUBLIC_PER_MINUTE: '3' });
  });
  afterAll(() => t.close());

  it('count towards the per-IP budget of every public POST, then 429 in French', async () => {
    const from = (path: string) =>
      request(t.server)
        .post(path)
        .set('X-Forwarded-For', '203.0.113.9')
        .send({ token: 'A'.repeat(43) });
    await from('/api/newsletter/confirm').expect(400);
    await from('/api/newsletter/unsubscribe').expect(400);
    await from('/api/newsletter/unsubscribe/one-click?token=x').expect(400);
    const limited = await from('/api/newsletter/confirm').expect(429);
    expect(limited.body).toEqual({ message: 'Trop de demandes. Veuillez réessayer dans un instant.' });
  });
});

describe('Newsletter sign-up while the mail server is down', () => {
  let t: TestApp;
  const lines: string[] = [];
  let stdout: jest.SpyInstance;
  beforeAll(async () => {
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    t = await createTestApp({
      LOG_LEVEL: 'log',
      SMTP_URL: `smtp://127.0.0.1:${await closedPort()}`,
      NOTIFY_EMAIL: 'cabinet@example.tn',
      NOTIFY_RETRY_DELAYS_MS: '',
      NEWSLETTER_SECRET,
    });
  });
  afterAll(async () => {
    await t.close();
    stdout.mockRestore();
  });

  it('answers as usual and keeps the sign-up pending; the failure is logged by id, without the address', async () => {
    const res = await request(t.server)
      .post('/api/newsletter')
      .send({ email: 'panne@example.tn' })
      .expect(201);
    expect(res.body).toEqual({ success: true, confirmation: 'email' });
    await t.app.get(MailOutbox).whenIdle();
    const [{ id }] = await t.query<{ id: string }>('SELECT id FROM newsletter_pending');
    const failure = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((event) => event.msg === 'e-mail failed');
    expect(failure).toMatchObject({ level: 'error', kind: 'newsletter-confirmation', ref: id, attempt: 1 });
    expect(lines.join('\n')).not.toContain('panne@');
  });
});
