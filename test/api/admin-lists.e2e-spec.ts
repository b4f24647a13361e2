import request from 'supertest';
import { ADMIN_ENV, loginToken, questionnaireRequest } from '../support/api-fixtures';
import { csvRows } from '../support/csv';
import { createTestApp, TestApp } from '../support/test-app';

interface Item {
  _id: string;
  name?: string;
  email?: string;
  createdAt?: string;
  subscribedAt?: string;
}

describe('Admin lists at any size: pages by cursor, search in the database, totals, streamed exports', () => {
  let t: TestApp;
  let auth: string;
  const get = (path: string) => request(t.server).get(path).set('Authorization', auth);

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' });
    auth = `Bearer ${await loginToken(t)}`;
    // 2 600 requests: a name each, every tenth shares its creation time with the one before
    // (the id must break the tie), one of them with accents, the rest plain.
    await t.query(`
      INSERT INTO contact_request (name, email, phone, service, message, created_at)
      SELECT CASE WHEN i = 1234 THEN 'Élodie Ben Salah' ELSE 'Patient ' || i END,
             CASE WHEN i % 2 = 0 THEN 'p' || i || '@exemple.tn' END,
             '+216 20 ' || lpad(i::text, 6, '0'),
             CASE WHEN i % 3 = 0 THEN 'Rhinoplastie' ELSE 'Botox' END,
             CASE WHEN i = 77 THEN 'Remise de 50% _promo_ ?' ELSE 'Bonjour' END,
             timestamptz '2026-01-01 00:00:00+00' + ((i - (i % 10 = 0)::int) * interval '1 minute')
        FROM generate_series(1, 2600) AS i`);
    await t.query(`
      INSERT INTO newsletter_subscriber (email, subscribed_at)
      SELECT 'abonne' || i || CASE WHEN i % 5 = 0 THEN '@gmail.com' ELSE '@exemple.tn' END,
             timestamptz '2026-01-01 00:00:00+00' + i * interval '1 minute'
        FROM generate_series(1, 240) AS i`);
  });
  afterAll(async () => {
    await t.close();
  });

  /** Every id in the order the database holds them: newest first, the id breaking ties. */
  const expectedOrder = async (where = 'true') =>
    (
      await t.query<{ id: string }>(
        `SELECT id FROM contact_request c WHERE ${where} ORDER BY created_at DESC, id DESC`,
      )
    ).map((row) => row.id);

  it('answers the first 100, newest first, with the total in X-Total-Count', async () => {
    const res = await get('/api/contact').expect(200);
    const items = res.body as Item[];
    expect(items).toHaveLength(100);
    expect(res.headers['x-total-count']).toBe('2600');
    expect(items.map((i) => i._id)).toEqual((await expectedOrder()).slice(0, 100));
    expect(Object.keys(items[0]).sort()).toEqual(
      [
        '_id',
        'consentAt',
        'createdAt',
        'email',
        'followUpAt',
        'message',
        'name',
        'noticeVersion',
        'page',
        'phone',
        'selections',
        'service',
        'source',
        'status',
      ].sort(),
    );
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('walks every request exactly once with ?before=, whatever the page size', async () => {
    const seen: string[] = [];
    let before = '';
    for (let page = 0; page < 20; page++) {
      const res = await get(`/api/contact?limit=500${before ? `&before=${before}` : ''}`).expect(200);
      const items = res.body as Item[];
      expect(res.headers['x-total-count']).toBe('2600');
      if (items.length === 0) break;
      seen.push(...items.map((i) => i._id));
      before = items[items.length - 1]._id;
    }
    expect(seen).toEqual(await expectedOrder());
  });

  it('searches case-insensitively, accents included, in name, e-mail, phone, service and message', async () => {
    const search = async (q: string) => {
      const res = await get(`/api/contact?limit=500&q=${encodeURIComponent(q)}`).expect(200);
      return { ids: (res.body as Item[]).map((i) => i._id), total: Number(res.headers['x-total-count']) };
    };
    const elodie = await search('ÉLODIE');
    expect(elodie.total).toBe(1);
    expect(elodie.ids).toEqual(await expectedOrder(`name = 'Élodie Ben Salah'`));
    expect((await search('élodie')).ids).toEqual(elodie.ids);
    expect((await search('P2000@EXEMPLE')).total).toBe(1); // e-mail
    expect((await search('20 002600')).total).toBe(1); // phone
    expect((await search('rhinoplastie')).total).toBe(866); // service
    expect((await search('50% _promo_')).total).toBe(1); // message; % and _ taken literally
    expect((await search('0% _')).total).toBe(1);
    expect((await search('%')).total).toBe(1);
    expect((await search('_')).total).toBe(1);
    // A match never spans two fields (the end of the name and the start of the e-mail).
    expect((await search('Salahp1234')).total).toBe(0);
    expect((await search('  élodie  ')).total).toBe(1); // trimmed
    expect((await search('introuvable')).ids).toEqual([]);
  });

  it('pages a search with the same cursor, its total unchanged', async () => {
    const expected = await expectedOrder(`service = 'Rhinoplastie'`);
    const seen: string[] = [];
    let before = '';
    for (;;) {
      const res = await get(`/api/contact?q=rhino&limit=300${before ? `&before=${before}` : ''}`).expect(200);
      expect(res.headers['x-total-count']).toBe(String(expected.length));
      const items = res.body as Item[];
      if (!items.length) break;
      seen.push(...items.map((i) => i._id));
      before = items[items.length - 1]._id;
    }
    expect(seen).toEqual(expected);
  });

  it('runs a search on the trigram index, not by reading the table', async () => {
    // A few thousand rows fit in a page or two, where a scan is cheaper: forbid it for this
    // session (the tests' own connection) to see what a big table gets.
    await t.query('ANALYZE contact_request, newsletter_subscriber');
    await t.query('SET enable_seqscan = off');
    const rows = await t.query<{ 'QUERY PLAN': string }>(
      `EXPLAIN SELECT count(*) FROM contact_request c
        WHERE (c.name || E'\\n' || coalesce(c.email, '') || E'\\n' || c.phone || E'\\n' || c.service || E'\\n' || c.message) ILIKE '%élodie%'`,
    );
    expect(rows.map((r) => r['QUERY PLAN']).join('\n')).toContain('IDX_contact_request_search');
    // Among 240 addresses the planner reads the unique index whole rather than the trigram
    // one: set the unique one aside inside a transaction that is rolled back.
    await t.query('BEGIN');
    try {
      await t.query('ALTER TABLE newsletter_subscriber DROP CONSTRAINT "UQ_newsletter_subscriber_email"');
      const subscribers = await t.query<{ 'QUERY PLAN': string }>(
        `EXPLAIN SELECT count(*) FROM newsletter_subscriber s WHERE s.email ILIKE '%gmail%'`,
      );
      expect(subscribers.map((r) => r['QUERY PLAN']).join('\n')).toContain(
        'IDX_newsletter_subscriber_email_search',
      );
    } finally {
      await t.query('ROLLBACK');
      await t.query('SET enable_seqscan = on');
    }
  });

  it('refuses a bad limit, cursor, search or parameter with a French message', async () => {
    for (const [query, field] of [
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['limit=abc', 'limit'],
      ['limit=1.5', 'limit'],
      ['before=42', 'before'],
      [`q=${'x'.repeat(201)}`, 'q'],
      ['q=a&q=b', 'q'],
      ['offset=100', 'offset'],
    ]) {
      const res = await get(`/api/contact?${query}`);
      expect({ query, status: res.status }).toEqual({ query, status: 400 });
      const errors = (res.body as { errors: Record<string, string> }).errors;
      expect(Object.keys(errors)).toEqual([field]);
      expect(errors[field]).toMatch(/[a-zé]/);
    }
    expect((await get('/api/contact?limit=500')).status).toBe(200);
  });

  it('an unknown cursor (a request deleted meanwhile) gives an empty page, not an error', async () => {
    const res = await get('/api/contact?before=00000000-0000-4000-8000-000000000000').expect(200);
    expect(res.body).toEqual([]);
  });

  it('exports every matching request as a CSV file, streamed in batches, newest first', async () => {
    const res = await get('/api/contact/export').buffer(true).expect(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="contacts-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(res.headers['cache-control']).toBe('no-store');
    const [header, ...rows] = csvRows(res.text);
    expect(header).toEqual([
      'Nom',
      'E-mail',
      'Téléphone',
      'Service',
      'Sélections',
      'Message',
      'Source',
      'Page',
      'Date',
      'Consentement',
      'Version de la notice',
      'Statut',
      'À rappeler le',
      'Dernière note',
    ]);
    expect(rows).toHaveLength(2600); // more than two batches of 1 000
    const names = (
      await t.query<{ name: string }>('SELECT name FROM contact_request ORDER BY created_at DESC, id DESC')
    ).map((r) => r.name);
    expect(rows.map((r) => r[0])).toEqual(names);
    // Dates in Tunis (UTC+1): 2026-01-01 00:01 UTC is 01:01 there.
    expect(rows[rows.length - 1][8]).toBe('01/01/2026 01:01');

    const searched = await get('/api/contact/export?q=%C3%A9lodie').buffer(true).expect(200);
    expect(
      csvRows(searched.text)
        .slice(1)
        .map((r) => r[0]),
    ).toEqual(['Élodie Ben Salah']);
    const refused = await get('/api/contact/export?limit=10');
    expect(refused.status).toBe(400);
  });

  it('pages, searches and exports the newsletter subscribers the same way', async () => {
    const first = await get('/api/newsletter?limit=100').expect(200);
    expect(first.headers['x-total-count']).toBe('240');
    const items = first.body as Item[];
    expect(items).toHaveLength(100);
    expect(items[0]).toEqual({
      _id: expect.any(String),
      email: 'abonne240@gmail.com',
      subscribedAt: expect.any(String),
    });
    const next = await get(`/api/newsletter?limit=200&before=${items[99]._id}`).expect(200);
    expect((next.body as Item[]).map((i) => i.email)).toEqual(
      Array.from(
        { length: 140 },
        (_, k) => `abonne${140 - k}${(140 - k) % 5 === 0 ? '@gmail.com' : '@exemple.tn'}`,
      ),
    );
    const gmail = await get('/api/newsletter?q=GMAIL').expect(200);
    expect(gmail.headers['x-total-count']).toBe('48');
    expect((gmail.body as Item[]).every((i) => i.email!.endsWith('@gmail.com'))).toBe(true);

    const csv = await get('/api/newsletter/export?q=gmail').buffer(true).expect(200);
    expect(csv.headers['content-disposition']).toMatch(/filename="abonnes-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = csvRows(csv.text);
    expect(header).toEqual(['E-mail', "Date d'inscription", 'Version de la notice']);
    expect(rows).toHaveLength(48);
    // Inserted by hand, as before versions were kept: no version.
    expect(rows[0]).toEqual(['abonne240@gmail.com', '01/01/2026 05:00', '']);
  });

  it('keeps the unsearched total exact through concurrent posts, deletes and a truncation', async () => {
    const total = async () => Number((await get('/api/contact?limit=1')).headers['x-total-count']);
    const counted = async () =>
      (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM contact_request'))[0].n;
    expect(await total()).toBe(await counted());
    const posts = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        request(t.server)
          .post('/api/contact')
          .send(questionnaireRequest({ name: `Compteur ${i}` })),
      ),
    );
    expect(posts.map((p) => p.status).filter((s) => s !== 201)).toEqual([]);
    await request(t.server)
      .delete(`/api/contact/${(posts[0].body as { _id: string })._id}`)
      .set('Authorization', auth)
      .expect(200);
    await t.query(`DELETE FROM contact_request WHERE name LIKE 'Compteur 1%'`);
    expect(await total()).toBe(await counted());
    expect(await total()).toBe(2600 + 40 - 1 - 11);
    // CASCADE: the requests' notes and history refer to them, and go with them.
    await t.query('TRUNCATE contact_request CASCADE');
    expect(await total()).toBe(0);
  });

  it('keeps every list and export behind the administrator token', async () => {
    for (const path of ['/api/contact', '/api/contact/export', '/api/newsletter', '/api/newsletter/export']) {
      const res = await request(t.server).get(path);
      expect({ path, status: res.status }).toEqual({ path, status: 401 });
    }
  });
});
