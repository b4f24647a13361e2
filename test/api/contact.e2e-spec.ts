import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { ADMIN_ENV, contactPageRequest, loginToken, questionnaireRequest } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('Contact requests: the public form’s contract and the administrator’s list', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' });
    token = await loginToken(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.query('DELETE FROM contact_request');
  });

  const auth = () => ({ Authorization: `Bearer ${token}` });

  it('POST /api/contact stores the questionnaire shape and answers 201 {success, _id}', async () => {
    const res = await request(t.server).post('/api/contact').send(questionnaireRequest()).expect(201);
    expect(res.body).toEqual({ success: true, _id: expect.stringMatching(UUID) });
    const rows = await t.query('SELECT * FROM contact_request');
    expect(rows).toEqual([
      expect.objectContaining({
        id: res.body._id,
        name: 'Amira Ben Salah',
        email: null,
        phone: '+216 22 333 444',
        service: 'Acide Hyaluronique',
        message: 'Je voudrais des informations.',
        selections: { 'step-1': 'Visage', 'step-visage': 'Lèvres', 'step-levres': 'Volume' },
      }),
    ]);
  });

  it('POST /api/contact stores the contact-page shape (email, empty message, empty selections)', async () => {
    const res = await request(t.server).post('/api/contact').send(contactPageRequest()).expect(201);
    const [row] = await t.query('SELECT * FROM contact_request WHERE id = $1', [res.body._id]);
    expect(row).toMatchObject({ email: 'karim.trabelsi@example.tn', message: '', selections: {} });
  });

  it('message defaults to "", an empty e-mail is stored as none, createdAt is set by the server', async () => {
    const before = Date.now();
    const body = questionnaireRequest({ email: '' });
    delete body.message;
    const res = await request(t.server).post('/api/contact').send(body).expect(201);
    const [row] = await t.query<{ message: string; email: null; created_at: Date }>(
      'SELECT message, email, created_at FROM contact_request WHERE id = $1',
      [res.body._id],
    );
    expect(row.message).toBe('');
    expect(row.email).toBeNull();
    expect(row.created_at.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(row.created_at.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });

  it('a client cannot choose createdAt or _id', async () => {
    const res = await request(t.server)
      .post('/api/contact')
      .send(questionnaireRequest({ createdAt: '2000-01-01T00:00:00Z', _id: randomUUID() }))
      .expect(400);
    expect(res.body.errors).toEqual({
      createdAt: "Ce champ n'est pas autorisé.",
      _id: "Ce champ n'est pas autorisé.",
    });
    expect(await t.query('SELECT id FROM contact_request')).toEqual([]);
  });

  it('GET /api/contact answers [] when there is nothing', async () => {
    const res = await request(t.server).get('/api/contact').set(auth()).expect(200);
    expect(res.body).toEqual([]);
  });

  it('GET /api/contact lists newest first with exactly the documented fields and the lead source, `_id` and never `id`', async () => {
    const first = await request(t.server).post('/api/contact').send(questionnaireRequest()).expect(201);
    const second = await request(t.server).post('/api/contact').send(contactPageRequest()).expect(201);
    // Make the order unambiguous whatever the clock resolution.
    await t.query("UPDATE contact_request SET created_at = now() - interval '1 hour' WHERE id = $1", [
      first.body._id,
    ]);
    const res = await request(t.server).get('/api/contact').set(auth()).expect(200);
    expect(res.body.map((c: { _id: string }) => c._id)).toEqual([second.body._id, first.body._id]);
    expect(res.body[0]).toEqual({
      _id: second.body._id,
      name: 'Karim Trabelsi',
      email: 'karim.trabelsi@example.tn',
      phone: '(+216) 71-000-000',
      service: 'Rhinoplastie',
      message: '',
      selections: {},
      // Lead source: null when the client did not send it.
      source: null,
      page: null,
      createdAt: expect.any(String),
      // Sent without the consent box (a client that predates it): recorded as not given.
      consentAt: null,
      noticeVersion: null,
      // The practice's follow-up starts at « Nouvelle », without a time to call back.
      status: 'nouvelle',
      followUpAt: null,
    });
    expect(new Date(res.body[0].createdAt).toISOString()).toBe(res.body[0].createdAt);
    // The stored instant, to the millisecond.
    const [stored] = await t.query<{ ms: string }>(
      "SELECT (extract(epoch FROM date_trunc('milliseconds', created_at)) * 1000)::bigint AS ms FROM contact_request WHERE id = $1",
      [second.body._id],
    );
    expect(new Date(res.body[0].createdAt).getTime()).toBe(Number(stored.ms));
    expect(res.body[1]).toMatchObject({ email: null, selections: { 'step-1': 'Visage' } });
    expect(res.body[1]).not.toHaveProperty('id');
  });

  it('keeps the selections in the order they were answered (jsonb would sort the keys)', async () => {
    const selections = { 'step-1': 'Visage', 'step-visage': 'Lèvres', 'step-levres': 'Volume', z: 'Modéré' };
    await request(t.server).post('/api/contact').send(questionnaireRequest({ selections })).expect(201);
    const res = await request(t.server).get('/api/contact').set(auth()).expect(200);
    expect(Object.entries(res.body[0].selections)).toEqual(Object.entries(selections));
  });

  it('stores markup in a message as plain text, unchanged', async () => {
    const message = '<img src=x onerror=alert(1)> & "quotes"';
    await request(t.server).post('/api/contact').send(questionnaireRequest({ message })).expect(201);
    const res = await request(t.server).get('/api/contact').set(auth()).expect(200);
    expect(res.body[0].message).toBe(message);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('DELETE /api/contact/:id answers {success:true} and the row is gone', async () => {
    const created = await request(t.server).post('/api/contact').send(questionnaireRequest()).expect(201);
    const kept = await request(t.server).post('/api/contact').send(contactPageRequest()).expect(201);
    const res = await request(t.server).delete(`/api/contact/${created.body._id}`).set(auth()).expect(200);
    expect(res.body).toEqual({ success: true });
    const rows = await t.query<{ id: string }>('SELECT id FROM contact_request');
    expect(rows.map((r) => r.id)).toEqual([kept.body._id]);
  });

  it('DELETE /api/contact/:id answers 400 for a malformed id and 404 for an unknown one', async () => {
    for (const bad of ['abc', '123', `${randomUUID()}x`, "1' OR '1'='1"]) {
      const res = await request(t.server)
        .delete(`/api/contact/${encodeURIComponent(bad)}`)
        .set(auth());
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: "L'identifiant de la demande est invalide.",
        errors: { id: 'Identifiant invalide.' },
      });
    }
    const res = await request(t.server).delete(`/api/contact/${randomUUID()}`).set(auth()).expect(404);
    expect(res.body).toEqual({ success: false, message: 'Demande de contact introuvable.' });
  });

  it('GET and DELETE need a token (401), and nothing is deleted without one', async () => {
    const created = await request(t.server).post('/api/contact').send(questionnaireRequest()).expect(201);
    await request(t.server).get('/api/contact').expect(401);
    const res = await request(t.server).delete(`/api/contact/${created.body._id}`).expect(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'Authentification requise.' });
    expect(await t.query('SELECT id FROM contact_request')).toHaveLength(1);
  });

  it('admin responses carry Cache-Control: no-store, 401s included', async () => {
    for (const res of [
      await request(t.server).get('/api/contact').set(auth()),
      await request(t.server).get('/api/contact'),
      await request(t.server).delete(`/api/contact/${randomUUID()}`).set(auth()),
    ]) {
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('a filled honeypot gets the same 201 as a success, and no row', async () => {
    const real = await request(t.server).post('/api/contact').send(questionnaireRequest()).expect(201);
    await t.query('DELETE FROM contact_request');
    const bot = await request(t.server)
      .post('/api/contact')
      .send(questionnaireRequest({ website: 'http://spam.example' }))
      .expect(201);
    expect(Object.keys(bot.body)).toEqual(Object.keys(real.body));
    expect(bot.body).toEqual({ success: true, _id: expect.stringMatching(UUID) });
    expect(bot.headers['content-type']).toBe(real.headers['content-type']);
    expect(await t.query('SELECT id FROM contact_request')).toEqual([]);
  });

  it('an empty honeypot is a person: the request is stored', async () => {
    await request(t.server)
      .post('/api/contact')
      .send(questionnaireRequest({ website: '' }))
      .expect(201);
    expect(await t.query('SELECT id FROM contact_request')).toHaveLength(1);
  });

  it('API answers carry the strict headers, no X-Powered-By and no CORS', async () => {
    const answers = [
      await request(t.server).post('/api/contact').send(questionnaireRequest()),
      await request(t.server).post('/api/contact').send({}),
      await request(t.server).get('/api/contact').set(auth()),
      await request(t.server).get('/api/contact').set('Origin', 'https://evil.example'),
      await request(t.server)
        .options('/api/contact')
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'POST'),
    ];
    for (const res of answers) {
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['permissions-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });
});
