import request from 'supertest';
import { RetentionService } from '../../src/retention/retention.service';
import { ADMIN, ADMIN_ENV, adminId, contactPageRequest, loginToken } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

interface AuditItem {
  _id: string;
  action: string;
  targetId: string | null;
  actorId: string | null;
  at: string;
}

describe('The journal of actions on personal data (GET /api/admin/audit)', () => {
  let t: TestApp;
  let token: string;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV });
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
  const newest = async () => (await journal('?limit=1')).items[0];

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
    const text = JSON.stringify(await journal('?limit=500'));
    const sample = contactPageRequest() as Record<string, string>;
    for (const value of [sample.name, sample.phone, sample.email, 'journal@example.tn', ADMIN.username]) {
      if (value) expect(text).not.toContain(value);
    }
  });

  it('pages newest first like the other lists, with the total in X-Total-Count', async () => {
    const all = await journal('?limit=500');
    expect(all.total).toBe(all.items.length);
    expect(all.total).toBeGreaterThanOrEqual(9);
    const first = await journal('?limit=3');
    const next = await journal(`?limit=3&before=${first.items[2]._id}`);
    expect([...first.items, ...next.items].map((e) => e._id)).toEqual(
      all.items.slice(0, 6).map((e) => e._id),
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

  it('the retention job deletes the entries older than twelve months, and only those', async () => {
    await t.query(
      `INSERT INTO audit_event (action, at) VALUES ('login', now() - interval '13 months'),
              ('login', now() - interval '11 months')`,
    );
    const before = (await journal('?limit=500')).total;
    expect(await t.app.get(RetentionService).purgeJournal()).toBe(1);
    expect((await journal('?limit=500')).total).toBe(before - 1);
  });
});
