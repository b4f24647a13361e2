import request from 'supertest';
import { ADMIN_ENV, adminId, loginToken } from '../support/api-fixtures';
import { csvRows } from '../support/csv';
import { createTestApp, TestApp } from '../support/test-app';

interface Held {
  contacts: { _id: string; name: string; email: string | null; phone: string }[];
  subscriptions: { _id: string; email: string; subscribedAt: string }[];
}

describe("The patient's rights: see, export and erase one person's data (/api/admin/subject)", () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' });
    auth = { Authorization: `Bearer ${await loginToken(t)}` };
    admin = await adminId(t);
  });
  afterAll(() => t.close());

  /**
   * Amira (three requests under several spellings of her number and address, one subscription),
   * and strangers. Rows written as the application writes them: with the number in E.164 (null
   * when not recognised), the lower-cased address being PostgreSQL's own generated column.
   */
  beforeEach(async () => {
    await t.query('DELETE FROM contact_request');
    await t.query('DELETE FROM newsletter_subscriber');
    await t.query('DELETE FROM newsletter_pending');
    await t.query(`
      INSERT INTO contact_request (name, email, phone, phone_e164, service) VALUES
        ('Amira 1', 'Amira.B@Example.tn', '+216 20 123 456', '+21620123456', 'Botox'),
        ('Amira 2', NULL, '20-123-456', '+21620123456', 'Rhinoplastie'),
        ('Amira 3', 'amira.b@example.tn', '0021620123456', '+21620123456', 'Botox'),
        ('Autre', 'autre@example.tn', '+216 21 123 456', '+21621123456', 'Botox'),
        ('Homonyme lointain', NULL, '+44 7700 20123456', NULL, 'Botox'),
        ('Homonyme français', NULL, '+33 6 20 12 34 56', '+33620123456', 'Botox')`);
    await t.query(
      `INSERT INTO newsletter_subscriber (email) VALUES ('amira.b@example.tn'), ('autre@example.tn')`,
    );
    // An appointment Amira took online, by phone only.
    await t.query('DELETE FROM appointment');
    await t.query(`
      INSERT INTO appointment (type_id, starts_at, ends_at, name, phone, phone_e164, consent_at, notice_version)
      SELECT id, now() + interval '3 days', now() + interval '3 days 30 minutes', 'Amira RDV', '20 123 456', '+21620123456', now(), '2026-11-25'
        FROM booking_type LIMIT 1`);
  });

  const find = async (query: string): Promise<Held> =>
    (await request(t.server).get(`/api/admin/subject?${query}`).set(auth).expect(200)).body as Held;
  const names = (held: Held) => held.contacts.map((c) => c.name).sort();

  it('answers 401 without a token, for every call', async () => {
    await request(t.server).get('/api/admin/subject?email=a@b.tn').expect(401);
    await request(t.server).get('/api/admin/subject/export?email=a@b.tn').expect(401);
    await request(t.server).delete('/api/admin/subject?email=a@b.tn').expect(401);
    expect(await t.query('SELECT id FROM contact_request')).toHaveLength(6);
  });

  it('finds by e-mail in any case: the requests and the subscription, nobody else', async () => {
    const held = await find('email=AMIRA.B%40example.tn');
    expect(names(held)).toEqual(['Amira 1', 'Amira 3']);
    expect(held.subscriptions).toEqual([
      {
        _id: expect.any(String),
        email: 'amira.b@example.tn',
        subscribedAt: expect.any(String),
        consentMethod: 'single',
        consentedAt: expect.any(String),
        noticeVersion: null, // signed up before the notice's version was kept
      },
    ]);
    expect(held.contacts[0]).toHaveProperty('consentAt');
  });

  it('finds by phone however the number is written, not a number that only ends the same', async () => {
    expect(names(await find('phone=%2B33%206%2020%2012%2034%2056'))).toEqual(['Homonyme français']);
    for (const phone of ['%2B216%2020%20123%20456', '20123456', '0021620123456', '(%2B216)%2020-123-456']) {
      const held = await find(`phone=${phone}`);
      expect(names(held)).toEqual(['Amira 1', 'Amira 2', 'Amira 3']);
      expect((held as Held & { appointments: { name: string }[] }).appointments.map((a) => a.name)).toEqual([
        'Amira RDV',
      ]);
      expect(held.subscriptions).toEqual([]); // the newsletter holds addresses only
    }
  });

  it('refuses a query naming nobody, both, or something malformed, in French', async () => {
    for (const query of [
      '',
      'email=a%40b.tn&phone=20123456',
      'email=pas-une-adresse',
      'phone=123',
      'phone=06%2020%2012%2034%2056', // no country code: Tunisian, and no Tunisian number
      'nom=Amira',
    ]) {
      const res = await request(t.server).get(`/api/admin/subject?${query}`).set(auth).expect(400);
      expect(res.body).toMatchObject({
        success: false,
        message: expect.any(String),
        errors: expect.any(Object),
      });
      expect(JSON.stringify(res.body)).toMatch(/[éèàç]|Indiquez|invalide|autorisé/);
    }
    const none = await request(t.server).get('/api/admin/subject').set(auth).expect(400);
    expect(none.body.message).toBe('Indiquez une adresse e-mail ou un numéro de téléphone, pas les deux.');
  });

  it('exports everything held as JSON and as CSV, as files', async () => {
    const json = await request(t.server)
      .get('/api/admin/subject/export?email=amira.b%40example.tn')
      .set(auth)
      .expect(200);
    expect(json.headers['content-disposition']).toMatch(
      /^attachment; filename="donnees-personnelles-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = JSON.parse(json.text) as Held & { exportedAt: string };
    expect(file.contacts.map((c) => c.name).sort()).toEqual(['Amira 1', 'Amira 3']);
    // Each request with the practice's notes and history about it.
    expect(file.contacts[0]).toMatchObject({ status: 'nouvelle', notes: [], history: [] });
    expect(file.subscriptions).toHaveLength(1);

    const csv = await request(t.server)
      .get('/api/admin/subject/export?phone=20123456&format=csv')
      .set(auth)
      .buffer(true)
      .expect(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, ...rows] = csvRows(csv.text);
    expect(header.slice(0, 3)).toEqual(['Type', 'Nom', 'E-mail']);
    expect(rows.map((r) => [r[0], r[1]]).sort()).toEqual([
      ['Demande', 'Amira 1'],
      ['Demande', 'Amira 2'],
      ['Demande', 'Amira 3'],
      ['Rendez-vous en ligne', 'Amira RDV'],
    ]);
    const withSubscription = csvRows(
      (
        await request(t.server)
          .get('/api/admin/subject/export?email=amira.b%40example.tn&format=csv')
          .set(auth)
          .buffer(true)
      ).text,
    );
    expect(withSubscription.find((r) => r[0] === 'Abonnement à la newsletter')?.[2]).toBe(
      'amira.b@example.tn',
    );
    await request(t.server).get('/api/admin/subject/export?email=a%40b.tn&format=pdf').set(auth).expect(400);
  });

  it('a sign-up still waiting for its confirmation is found and erased too', async () => {
    await t.query(
      `INSERT INTO newsletter_pending (email, token_hash, expires_at)
       VALUES ('attente@example.tn', repeat('a', 64), now() + interval '7 days')`,
    );
    expect((await find('email=attente%40example.tn')).subscriptions).toEqual([
      expect.objectContaining({ email: 'attente@example.tn', consentMethod: null, consentedAt: null }),
    ]);
    const res = await request(t.server)
      .delete('/api/admin/subject?email=attente%40example.tn')
      .set(auth)
      .expect(200);
    expect(res.body).toEqual({ deleted: { contacts: 0, subscriptions: 1, appointments: 0 } });
    expect(await t.query('SELECT id FROM newsletter_pending')).toEqual([]);
  });

  it('erases every request and subscription of the person, and only theirs', async () => {
    const res = await request(t.server)
      .delete('/api/admin/subject?email=Amira.B%40example.tn')
      .set(auth)
      .expect(200);
    expect(res.body).toEqual({ deleted: { contacts: 2, subscriptions: 1, appointments: 0 } });
    const left = await t.query<{ name: string }>('SELECT name FROM contact_request ORDER BY name');
    expect(left.map((r) => r.name)).toEqual(['Amira 2', 'Autre', 'Homonyme français', 'Homonyme lointain']);
    expect(await t.query('SELECT email FROM newsletter_subscriber')).toEqual([{ email: 'autre@example.tn' }]);

    const byPhone = await request(t.server)
      .delete('/api/admin/subject?phone=%2B216%2020%20123%20456')
      .set(auth)
      .expect(200);
    expect(byPhone.body).toEqual({ deleted: { contacts: 1, subscriptions: 0, appointments: 1 } });
    expect(await t.query('SELECT id FROM appointment')).toEqual([]);
    const again = await request(t.server).delete('/api/admin/subject?phone=20123456').set(auth).expect(200);
    expect(again.body).toEqual({ deleted: { contacts: 0, subscriptions: 0, appointments: 0 } });
  });

  it('writes each call in the journal, without the address or number asked for', async () => {
    await find('email=amira.b%40example.tn');
    await request(t.server).get('/api/admin/subject/export?phone=20123456').set(auth).expect(200);
    await request(t.server).delete('/api/admin/subject?phone=20123456').set(auth).expect(200);
    const journal = await request(t.server).get('/api/admin/audit?limit=3').set(auth).expect(200);
    expect(
      (journal.body as { action: string; actorId: string; detail: unknown }[]).map((e) => [
        e.action,
        e.actorId,
        e.detail,
      ]),
    ).toEqual([
      [
        'subject_erased',
        admin,
        // How many rows the erasure deleted (none left by the earlier test, some when run alone).
        {
          by: 'téléphone',
          contacts: expect.any(Number),
          subscriptions: expect.any(Number),
          appointments: expect.any(Number),
        },
      ],
      ['subject_exported', admin, { by: 'téléphone', format: 'json' }],
      ['subject_viewed', admin, { by: 'e-mail' }],
    ]);
    expect(journal.text).not.toMatch(/amira|20123456|example\.tn/i);
  });

  it('reads the indexes, not the table, at any size', async () => {
    await t.query(`
      INSERT INTO contact_request (name, email, phone, phone_e164, service)
      SELECT 'Patient ' || i, 'p' || i || '@example.tn', '+216 ' || (30000000 + i), '+216' || (30000000 + i), 'Botox'
      FROM generate_series(1, 20000) i`);
    await t.query('ANALYZE contact_request');
    const plan = async (where: string, params: string[]) =>
      JSON.stringify(await t.query(`EXPLAIN SELECT id FROM contact_request p WHERE ${where}`, params));
    const { subjectMatch } = await import('../../src/contact/subject');
    const byEmail = subjectMatch({ email: 'p77@example.tn' }, 'p');
    expect(await plan(byEmail.where, byEmail.params)).toContain('IDX_contact_request_email_normalized');
    const byPhone = subjectMatch({ phone: '+21630000077' }, 'p');
    expect(await plan(byPhone.where, byPhone.params)).toContain('IDX_contact_request_phone_e164');
  });
});
