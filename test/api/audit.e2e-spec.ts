import request from 'supertest';
import { ADMIN, ADMIN_ENV, adminId, contactPageRequest, loginToken } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

interface AuditItem {
  _id: string;
  action: string;
  targetId: string | null;
  actorId: string | null;
  actorUsername: string | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
  at: string;
}

describe('The journal of actions on personal data (GET /api/admin/audit)', () => {
  let t: TestApp;
  let token: string;
  let admin: string;

  beforeAll(async () => {
    // Behind one proxy, as compose runs it: the client's address comes from X-Forwarded-For.
    t = await createTestApp({ ...ADMIN_ENV, TRUST_PROXY: '1' });
    token = await loginToken(t);
    admin = await adminId(t);
  });
  afterAll(() => t.close());

  const journal = async (query = ''): Promise<{ items: AuditItem[]; total: number }> => {
    const res = await request(t.server)
      .get(`/api/admin/audit${query}`)
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return { items: res.body as AuditItem[], total: Number(res.headers['x-total-count']) };
  };
  /** The newest entry other than the journal's own readings (each reading is an entry). */
  const newest = async () => (await journal('?limit=20')).items.find((e) => e.action !== 'journal_viewed')!;
  const auth = () => ({ Authorization: `Bearer ${token}` });

  it('answers 401 without a token', async () => {
    await request(t.server).get('/api/admin/audit').expect(401);
  });

  it('records a sign-in and a failed one (the account tried, never the username typed)', async () => {
    await request(t.server)
      .post('/api/auth/login')
      .send({ ...ADMIN, password: 'faux' })
      .expect(401);
    const failed = await newest();
    expect(failed).toMatchObject({ action: 'login_failed', actorId: null, targetId: admin });
    await request(t.server).post('/api/auth/login').send({ username: 'inconnu', password: 'x' }).expect(401);
    expect(await newest()).toMatchObject({ action: 'login_failed', targetId: null });

    await loginToken(t);
    const login = await newest();
    expect(login).toMatchObject({ action: 'login', actorId: admin, targetId: null });
    expect(login._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Math.abs(Date.parse(login.at) - Date.now())).toBeLessThan(60_000);
  });

  it('records viewing a request, exporting the requests and deleting one, with its id', async () => {
    const created = await request(t.server).post('/api/contact').send(contactPageRequest()).expect(201);
    const id = (created.body as { _id: string })._id;
    const auth = { Authorization: `Bearer ${token}` };

    const detail = await request(t.server).get(`/api/contact/${id}`).set(auth).expect(200);
    expect(detail.body).toMatchObject({ _id: id, name: contactPageRequest().name });
    expect(await newest()).toMatchObject({ action: 'contact_viewed', actorId: admin, targetId: id });

    await request(t.server).get('/api/contact/export').set(auth).expect(200);
    expect(await newest()).toMatchObject({ action: 'contacts_exported', actorId: admin, targetId: null });

    await request(t.server).delete(`/api/contact/${id}`).set(auth).expect(200);
    expect(await newest()).toMatchObject({ action: 'contact_deleted', actorId: admin, targetId: id });
    const gone = await request(t.server).get(`/api/contact/${id}`).set(auth).expect(404);
    expect(gone.body).toMatchObject({ message: 'Demande de contact introuvable.' });
  });

  it('records exporting the subscribers and deleting one', async () => {
    await request(t.server).post('/api/newsletter').send({ email: 'journal@example.tn' }).expect(201);
    const [row] = await t.query<{ id: string }>(
      "SELECT id FROM newsletter_subscriber WHERE email = 'journal@example.tn'",
    );
    const auth = { Authorization: `Bearer ${token}` };
    await request(t.server).get('/api/newsletter/export').set(auth).expect(200);
    expect(await newest()).toMatchObject({ action: 'subscribers_exported', actorId: admin });
    await request(t.server).delete(`/api/newsletter/${row.id}`).set(auth).expect(200);
    expect(await newest()).toMatchObject({ action: 'subscriber_deleted', targetId: row.id });
  });

  it('holds identifiers only: no name, phone, e-mail or message in any entry', async () => {
    // The stored entries: identifiers only, the acting account included.
    const stored = JSON.stringify(await t.query('SELECT * FROM audit_event'));
    const sample = contactPageRequest() as Record<string, string>;
    for (const value of [sample.name, sample.phone, sample.email, 'journal@example.tn', ADMIN.username]) {
      if (value) expect(stored).not.toContain(value);
    }
    // The answer names the team member who acted (read from the account at each reading), and
    // nothing about a patient.
    const { items } = await journal('?limit=500');
    const text = JSON.stringify(items.map(({ actorUsername: _, ...entry }) => entry));
    for (const value of [sample.name, sample.phone, sample.email, 'journal@example.tn', ADMIN.username]) {
      if (value) expect(text).not.toContain(value);
    }
    expect(new Set(items.map((e) => e.actorUsername))).toEqual(new Set([ADMIN.username, null]));
  });

  it('pages newest first like the other lists, with the total in X-Total-Count', async () => {
    const all = await journal('?limit=500');
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThanOrEqual(9);
    // Each reading adds an entry, newest: the one of `all` tops the next page read.
    const first = await journal('?limit=3');
    expect(first.items[0]).toMatchObject({ action: 'journal_viewed', actorId: admin });
    const next = await journal(`?limit=3&before=${first.items[2]._id}`);
    expect([...first.items.slice(1), ...next.items].map((e) => e._id)).toEqual(
      all.items.slice(0, 5).map((e) => e._id),
    );
    const times = all.items.map((e) => Date.parse(e.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const logins = await journal('?q=login_failed');
    expect(logins.total).toBe(2);
    await request(t.server)
      .get('/api/admin/audit?limit=0')
      .set('Authorization', `Bearer ${token}`)
      .expect(400);
  });

  it('is append-only in the database: an entry can be neither changed nor deleted before a year', async () => {
    await expect(t.query("UPDATE audit_event SET action = 'login'")).rejects.toThrow(/append-only/);
    await expect(t.query('DELETE FROM audit_event')).rejects.toThrow(/append-only/);
  });

  it('records reading the requests’ list with the shape of its query, never the text searched', async () => {
    await request(t.server)
      .get('/api/contact?q=Karim%20Trabelsi&status=a-rappeler&limit=10')
      .set(auth())
      .expect(200);
    const listed = await newest();
    expect(listed).toMatchObject({ action: 'contacts_listed', actorId: admin, targetId: null });
    expect(listed.detail).toEqual({ q: 'texte', status: 'a-rappeler', page: 'première', limit: 10 });

    await request(t.server).get('/api/contact?q=%2B216%2022%20333').set(auth()).expect(200);
    expect((await newest()).detail).toEqual({ q: 'téléphone', page: 'première' });
    await request(t.server).get('/api/contact?q=karim%40example.tn&due=1').set(auth()).expect(200);
    expect((await newest()).detail).toEqual({ q: 'e-mail', due: true, page: 'première' });
    await request(t.server).get(`/api/contact?before=${admin}`).set(auth()).expect(200);
    expect((await newest()).detail).toEqual({ page: 'suivante' });

    const text = JSON.stringify(await journal('?limit=500'));
    expect(text).not.toMatch(/Karim|22 333|example\.tn/);
  });

  it('records reading the subscribers’ list the same way', async () => {
    await request(t.server).get('/api/newsletter?q=lecteur%40exemple.tn&limit=50').set(auth()).expect(200);
    expect(await newest()).toMatchObject({
      action: 'subscribers_listed',
      actorId: admin,
      detail: { q: 'e-mail', page: 'première', limit: 50 },
    });
    await request(t.server).get('/api/newsletter/export?q=lecteur').set(auth()).expect(200);
    expect(await newest()).toMatchObject({ action: 'subscribers_exported', detail: { q: 'texte' } });
  });

  it('records a follow-up change with the fields changed (and the status), and a note without its text', async () => {
    const created = await request(t.server).post('/api/contact').send(contactPageRequest()).expect(201);
    const id = (created.body as { _id: string })._id;
    await request(t.server)
      .patch(`/api/contact/${id}`)
      .set(auth())
      .send({ status: 'a-rappeler', followUpAt: '2026-12-01T09:30:00+01:00' })
      .expect(200);
    expect(await newest()).toMatchObject({
      action: 'follow_up_changed',
      actorId: admin,
      targetId: id,
      detail: { fields: ['status', 'followUpAt'], status: 'a-rappeler' },
    });
    await request(t.server).patch(`/api/contact/${id}`).set(auth()).send({ followUpAt: null }).expect(200);
    expect((await newest()).detail).toEqual({ fields: ['followUpAt'] });

    await request(t.server)
      .post(`/api/contact/${id}/notes`)
      .set(auth())
      .send({ text: 'Rappeler Mme Zribi après 18 h' })
      .expect(201);
    expect(await newest()).toMatchObject({
      action: 'note_added',
      actorId: admin,
      targetId: id,
      detail: null,
    });
    const text = JSON.stringify(await journal('?limit=500'));
    expect(text).not.toMatch(/Zribi|2026-12-01/);
  });

  it('records reading the journal itself, after the page read (which does not show that reading)', async () => {
    const seen = await journal('?limit=1');
    const after = await journal('?limit=2');
    expect(after.items[0]).toMatchObject({
      action: 'journal_viewed',
      actorId: admin,
      detail: { page: 'première', limit: 1 },
    });
    expect(after.items[1]._id).toBe(seen.items[0]._id);
  });

  it('does not record reading the statistics, which name nobody', async () => {
    const before = await newest();
    await request(t.server).get('/api/admin/stats').set(auth()).expect(200);
    expect((await newest())._id).toBe(before._id);
  });

  it('keeps the client’s network, never its address: IPv4 /24 and IPv6 /48, through X-Forwarded-For', async () => {
    await request(t.server)
      .get('/api/contact')
      .set(auth())
      .set('X-Forwarded-For', '203.0.113.77')
      .expect(200);
    expect(await newest()).toMatchObject({ action: 'contacts_listed', ip: '203.0.113.0/24' });
    await request(t.server)
      .get('/api/contact')
      .set(auth())
      .set('X-Forwarded-For', '2001:db8:abcd:12:3456:789a:bcde:f012')
      .expect(200);
    expect((await newest()).ip).toBe('2001:db8:abcd::/48');
    await request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', '::ffff:198.51.100.9')
      .send({ ...ADMIN, password: 'faux' })
      .expect(401);
    expect(await newest()).toMatchObject({ action: 'login_failed', ip: '198.51.100.0/24' });
    // Without the header, the socket's address (the test runs on the loopback).
    await request(t.server).get('/api/contact').set(auth()).expect(200);
    expect((await newest()).ip).toBe('127.0.0.0/24');
    const stored = await t.query<{ ip: string }>(
      `SELECT ip::text AS ip FROM audit_event WHERE ip IS NOT NULL`,
    );
    expect(stored.map((r) => r.ip)).not.toContain('203.0.113.77/32');
    expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113\.77|bcde|198\.51\.100\.9/);
  });
});
