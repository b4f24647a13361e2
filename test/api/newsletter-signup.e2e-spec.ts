import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { NOTICE_VERSION } from '../../src/contract/privacy-notice';
import { NewsletterService } from '../../src/newsletter/newsletter.service';
import { newConfirmationToken } from '../../src/newsletter/newsletter-tokens';
import { ADMIN_ENV, expectNoLeak, loginToken } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const UNKNOWN_FIELD = "Ce champ n'est pas autorisé.";

/** A valid-looking address of `length` characters (labels of 63 at most). */
function longAddress(length: number): string {
  const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(length - 196)}.tn`;
  expect(email).toHaveLength(length);
  return email;
}

describe('Newsletter: public sign-up POST /api/newsletter and unsubscribe DELETE /api/newsletter/:id', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, RATE_LIMIT_PUBLIC_PER_MINUTE: '100000' });
    token = await loginToken(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.query('DELETE FROM newsletter_subscriber');
  });

  const subscribe = (body: unknown) =>
    request(t.server)
      .post('/api/newsletter')
      .send(body as object);
  const emails = async () =>
    (await t.query<{ email: string }>('SELECT email FROM newsletter_subscriber ORDER BY email')).map(
      (r) => r.email,
    );
  const auth = () => ({ Authorization: `Bearer ${token}` });

  it('signs up an address (trimmed, lowercased) with 201 {success:true}; it appears in the admin list', async () => {
    const res = await subscribe({ email: '  Amira.Ben-Salah@Example.TN ' }).expect(201);
    // No mail server here: subscribed at once, and the form is told no e-mail was sent.
    expect(res.body).toEqual({ success: true, confirmation: 'none' });
    expect(await emails()).toEqual(['amira.ben-salah@example.tn']);
    // Consent given at the sign-up, under the notice in force: the practice can show which text.
    expect(await t.query('SELECT consent_method, notice_version FROM newsletter_subscriber')).toEqual([
      { consent_method: 'single', notice_version: NOTICE_VERSION },
    ]);
    const list = await request(t.server).get('/api/newsletter').set(auth()).expect(200);
    expect(list.body).toEqual([
      { _id: expect.any(String), email: 'amira.ben-salah@example.tn', subscribedAt: expect.any(String) },
    ]);
  });

  it('a sign-up confirmed by its link records the notice in force at the click', async () => {
    // A sign-up left waiting from when e-mails were on; its link is clicked now.
    const { token, hash } = newConfirmationToken();
    await t.query(
      `INSERT INTO newsletter_pending (email, token_hash, expires_at) VALUES ($1, $2, now() + interval '1 day')`,
      ['clic@example.tn', hash],
    );
    await request(t.server).post('/api/newsletter/confirm').send({ token }).expect(200);
    expect(
      await t.query('SELECT consent_method, notice_version FROM newsletter_subscriber WHERE email = $1', [
        'clic@example.tn',
      ]),
    ).toEqual([{ consent_method: 'double', notice_version: NOTICE_VERSION }]);
  });

  it('answers a known address exactly like a new one, and keeps one row with its first date', async () => {
    const first = await subscribe({ email: 'karim@example.tn' }).expect(201);
    const [{ subscribed_at: before }] = await t.query<{ subscribed_at: Date }>(
      'SELECT subscribed_at FROM newsletter_subscriber',
    );
    for (const email of ['karim@example.tn', 'KARIM@example.tn', ' karim@EXAMPLE.tn']) {
      const again = await subscribe({ email }).expect(201);
      expect(again.body).toEqual(first.body);
      expect(again.headers['content-type']).toBe(first.headers['content-type']);
      expect(again.headers['content-length']).toBe(first.headers['content-length']);
    }
    const rows = await t.query<{ email: string; subscribed_at: Date }>(
      'SELECT email, subscribed_at FROM newsletter_subscriber',
    );
    expect(rows).toEqual([{ email: 'karim@example.tn', subscribed_at: before }]);
    // The service itself knows (for its log), the answer does not tell.
    const service = t.app.get(NewsletterService);
    expect(await service.subscribe('karim@example.tn')).toBe('already subscribed');
    expect(await service.subscribe('nouveau@example.tn')).toBe('subscribed');
  });

  it('handles simultaneous sign-ups of one address without an error', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 8 }, async () => (await subscribe({ email: 'meme@example.tn' })).status),
    );
    expect(statuses).toEqual(Array(8).fill(201));
    expect(await emails()).toEqual(['meme@example.tn']);
  });

  it('refuses a missing or bad address with a French 400, and stores nothing', async () => {
    const cases: [unknown, string][] = [
      [{}, "L'email est obligatoire."],
      [{ email: '' }, "L'email est obligatoire."],
      [{ email: '   ' }, "L'email est obligatoire."],
      [{ email: 'pas-une-adresse' }, "Format d'email invalide."],
      [{ email: 'a@b' }, "Format d'email invalide."],
      [{ email: 'a@example.tn\r\nBcc: x@evil.example' }, "L'email contient des caractères non autorisés."],
      [{ email: longAddress(255) }, "L'email compte au plus 254 caractères."],
      [{ email: 42 }, "L'email doit être un texte."],
      [{ email: ['a@example.tn'] }, "L'email doit être un texte."],
      [{ email: null }, "L'email est obligatoire."],
    ];
    for (const [body, message] of cases) {
      const res = await subscribe(body);
      expect({ body, status: res.status }).toEqual({ body, status: 400 });
      expect(res.body).toEqual({
        success: false,
        message: 'Certains champs sont invalides.',
        errors: { email: message },
      });
      expectNoLeak(res.text);
    }
    expect(await emails()).toEqual([]);
  });

  it('follows the same conservative grammar as the contact form', async () => {
    for (const email of [
      // Opened as a mailto: link, this one wrote to the attacker in Bcc.
      'victim%40gmail.com?bcc=attacker%40evil.tn&x=@x.tn',
      'victim@gmail.com?bcc=attacker@evil.tn',
      'a?b@example.tn',
      'a&b=c@example.tn',
      'a/b@example.tn',
      'a%40b@example.tn',
      '"a b"@example.tn',
      'a..b@example.tn',
      '.a@example.tn',
      'a@-example.tn',
      'a@example.t',
      'a@b@example.tn',
      'hélène@example.tn',
      'a\u200B@example.tn',
      'a\uDE00@example.tn',
    ]) {
      const res = await subscribe({ email });
      expect({ email, status: res.status, errors: res.body.errors }).toEqual({
        email,
        status: 400,
        errors: { email: "Format d'email invalide." },
      });
    }
    expect(await emails()).toEqual([]);
    await subscribe({ email: 'Prenom.Nom+Lettre_1@Mail.Example-Cabinet.TN' }).expect(201);
    expect(await emails()).toEqual(['prenom.nom+lettre_1@mail.example-cabinet.tn']);
  });

  it('trims 30 000 spaces around an address at once', async () => {
    const spaces = ' '.repeat(15_000);
    let best = Infinity;
    for (let i = 0; i < 3; i++) {
      const start = performance.now();
      await subscribe({ email: `${spaces}karim@example.tn${spaces}` }).expect(201);
      best = Math.min(best, performance.now() - start);
    }
    // A quadratic trim spent seconds on this body.
    expect(best).toBeLessThan(250);
    expect(await emails()).toEqual(['karim@example.tn']);
    const inner = await subscribe({ email: `karim@${spaces}${spaces}example.tn` }).expect(400);
    expect(inner.body.errors).toEqual({ email: "L'email compte au plus 254 caractères." });
  });

  it('accepts an address of exactly 254 characters', async () => {
    const email = longAddress(254);
    await subscribe({ email }).expect(201);
    expect(await emails()).toEqual([email]);
  });

  it('refuses unknown fields and non-JSON bodies', async () => {
    const res = await subscribe({ email: 'a@example.tn', subscribedAt: '2000-01-01' }).expect(400);
    expect(res.body.errors).toEqual({ subscribedAt: UNKNOWN_FIELD });
    await request(t.server)
      .post('/api/newsletter')
      .set('Content-Type', 'application/x-www-form-urlencoded')
      .send('email=a@example.tn')
      .expect(415);
    expect(await emails()).toEqual([]);
  });

  it('a filled honeypot gets the same 201 and stores nothing', async () => {
    const res = await subscribe({ email: 'bot@example.tn', website: 'http://spam.example' }).expect(201);
    expect(res.body).toEqual({ success: true, confirmation: 'none' });
    expect(await emails()).toEqual([]);
    await subscribe({ email: 'personne@example.tn', website: '' }).expect(201);
    expect(await emails()).toEqual(['personne@example.tn']);
  });

  it('DELETE /api/newsletter/:id removes the subscriber: 200 {success:true}, gone from the list', async () => {
    await subscribe({ email: 'garde@example.tn' }).expect(201);
    await subscribe({ email: 'part@example.tn' }).expect(201);
    const list = await request(t.server).get('/api/newsletter').set(auth()).expect(200);
    const leaving = (list.body as { _id: string; email: string }[]).find(
      (s) => s.email === 'part@example.tn',
    )!;
    const res = await request(t.server).delete(`/api/newsletter/${leaving._id}`).set(auth()).expect(200);
    expect(res.body).toEqual({ success: true });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(await emails()).toEqual(['garde@example.tn']);
    // Signing up again afterwards works (a new row).
    await subscribe({ email: 'part@example.tn' }).expect(201);
    expect(await emails()).toEqual(['garde@example.tn', 'part@example.tn']);
  });

  it('DELETE answers 400 for a malformed id, 404 for an unknown one, 401 without a token', async () => {
    await subscribe({ email: 'reste@example.tn' }).expect(201);
    for (const bad of ['abc', '123', `${randomUUID()}x`, "1' OR '1'='1"]) {
      const res = await request(t.server)
        .delete(`/api/newsletter/${encodeURIComponent(bad)}`)
        .set(auth());
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
      expect(res.body).toEqual({
        success: false,
        message: "L'identifiant de l'abonné est invalide.",
        errors: { id: 'Identifiant invalide.' },
      });
    }
    const unknown = await request(t.server).delete(`/api/newsletter/${randomUUID()}`).set(auth()).expect(404);
    expect(unknown.body).toEqual({ success: false, message: 'Abonné introuvable.' });
    const [{ id }] = await t.query<{ id: string }>('SELECT id FROM newsletter_subscriber');
    await request(t.server).delete(`/api/newsletter/${id}`).expect(401);
    expect(await emails()).toEqual(['reste@example.tn']);
  });
});

describe('Newsletter sign-up: rate-limited like every public POST', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PUBLIC_PER_MINUTE: '5' });
  });
  afterAll(async () => {
    await t.close();
  });

  const from = (ip: string, email: string) =>
    request(t.server).post('/api/newsletter').set('X-Forwarded-For', ip).send({ email });

  it('allows 5 sign-ups a minute per IP, then 429 in French; the budget is shared with the contact form', async () => {
    for (let i = 0; i < 5; i++) await from('203.0.113.7', `n${i}@example.tn`).expect(201);
    const limited = await from('203.0.113.7', 'n5@example.tn').expect(429);
    expect(limited.body).toEqual({ message: 'Trop de demandes. Veuillez réessayer dans un instant.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    await request(t.server).post('/api/contact').set('X-Forwarded-For', '203.0.113.7').send({}).expect(429);
    await from('203.0.113.8', 'autre@example.tn').expect(201);
    const [{ n }] = await t.query<{ n: string }>('SELECT count(*) AS n FROM newsletter_subscriber');
    expect(Number(n)).toBe(6);
  });
});
