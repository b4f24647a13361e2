import request from 'supertest';
import { ADMIN_ENV, contactPageRequest, loginToken } from '../support/api-fixtures';
import { csvRows } from '../support/csv';
import { createTestApp, TestApp } from '../support/test-app';

interface Change {
  _id: string;
  field: 'status' | 'followUpAt';
  from: string | null;
  to: string | null;
  at: string;
}
interface Detail {
  _id: string;
  name: string;
  status: string;
  followUpAt: string | null;
  notes: { _id: string; text: string; createdAt: string }[];
  history: Change[];
}

describe('Follow-up of each request: status, call-back time, notes, history, statistics', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' });
    auth = { Authorization: `Bearer ${await loginToken(t)}` };
  });
  afterAll(() => t.close());
  beforeEach(() => t.query('DELETE FROM contact_request'));

  const create = async (name = 'Yasmine Suivi'): Promise<string> =>
    (await request(t.server).post('/api/contact').send(contactPageRequest({ name })).expect(201)).body
      ._id as string;
  const detail = async (id: string): Promise<Detail> =>
    (await request(t.server).get(`/api/contact/${id}`).set(auth).expect(200)).body as Detail;
  const patch = (id: string, body: object) =>
    request(t.server).patch(`/api/contact/${id}`).set(auth).send(body);

  it('answers 401 without a token on every new call', async () => {
    const id = await create();
    await request(t.server).patch(`/api/contact/${id}`).send({ status: 'traitee' }).expect(401);
    await request(t.server).post(`/api/contact/${id}/notes`).send({ text: 'x' }).expect(401);
    await request(t.server).get(`/api/contact/${id}`).expect(401);
    await request(t.server).get('/api/admin/stats').expect(401);
    await request(t.server).get('/api/contact?status=traitee').expect(401);
    expect((await detail(id)).status).toBe('nouvelle');
  });

  it('starts « Nouvelle », without call-back time, notes or history, in the list and the detail', async () => {
    const id = await create();
    const list = (await request(t.server).get('/api/contact').set(auth).expect(200)).body as Detail[];
    expect(list[0]).toMatchObject({ _id: id, status: 'nouvelle', followUpAt: null });
    expect(list[0]).not.toHaveProperty('notes');
    expect(await detail(id)).toMatchObject({ status: 'nouvelle', followUpAt: null, notes: [], history: [] });
  });

  it('PATCH changes the status and the call-back time, answers the updated item, and keeps the history', async () => {
    const id = await create();
    const first = await patch(id, { status: 'a-rappeler', followUpAt: '2026-11-26T09:30:00+01:00' }).expect(
      200,
    );
    expect(first.body).toMatchObject({
      _id: id,
      status: 'a-rappeler',
      followUpAt: '2026-11-26T08:30:00.000Z',
    });
    const cleared = await patch(id, { followUpAt: null }).expect(200);
    expect(cleared.body).toMatchObject({ status: 'a-rappeler', followUpAt: null });
    await patch(id, { status: 'a-rappeler' }).expect(200); // no change: no history line
    const history = ((await detail(id)).history as Change[]).map(({ field, from, to }) => ({
      field,
      from,
      to,
    }));
    // Newest first; the first PATCH changed both at one instant, in no fixed order between them.
    expect(history[0]).toEqual({ field: 'followUpAt', from: '2026-11-26T08:30:00.000Z', to: null });
    expect(history).toHaveLength(3);
    expect(history.slice(1)).toEqual(
      expect.arrayContaining([
        { field: 'followUpAt', from: null, to: '2026-11-26T08:30:00.000Z' },
        { field: 'status', from: 'nouvelle', to: 'a-rappeler' },
      ]),
    );
  });

  it('refuses an unknown status, a malformed date, and answers 404 for an unknown id, in French', async () => {
    const id = await create();
    const unknown = await patch(id, { status: 'perdue' }).expect(400);
    expect(unknown.body.errors.status).toBe(
      'Statut inconnu : choisissez Nouvelle, À rappeler, Rendez-vous fixé, Traitée ou Sans suite.',
    );
    const date = await patch(id, { followUpAt: 'jeudi' }).expect(400);
    expect(date.body.errors.followUpAt).toMatch(/^La date de rappel doit être une date et une heure/);
    await patch(id, { status: 'traitee', extra: 1 }).expect(400);
    const missing = await patch('7c9e6679-7425-40de-944b-e07fc1f90ae7', { status: 'traitee' }).expect(404);
    expect(missing.body.message).toBe('Demande de contact introuvable.');
    await patch('pas-un-id', { status: 'traitee' }).expect(400);
    expect((await detail(id)).status).toBe('nouvelle');
  });

  it('notes: 201 {_id, text, createdAt}, newest first in the detail; 1 to 2 000 characters; 404 unknown id', async () => {
    const id = await create();
    const first = await request(t.server)
      .post(`/api/contact/${id}/notes`)
      .set(auth)
      .send({ text: '  Appelée, pas de réponse.  ' })
      .expect(201);
    expect(first.body).toEqual({
      _id: expect.any(String),
      text: 'Appelée, pas de réponse.',
      createdAt: expect.any(String),
    });
    await request(t.server)
      .post(`/api/contact/${id}/notes`)
      .set(auth)
      .send({ text: 'Rappeler jeudi\nen fin de matinée.' })
      .expect(201);
    expect((await detail(id)).notes.map((n) => n.text)).toEqual([
      'Rappeler jeudi\nen fin de matinée.',
      'Appelée, pas de réponse.',
    ]);

    const empty = await request(t.server)
      .post(`/api/contact/${id}/notes`)
      .set(auth)
      .send({ text: '   ' })
      .expect(400);
    expect(empty.body.errors.text).toBe('La note est vide.');
    const long = await request(t.server)
      .post(`/api/contact/${id}/notes`)
      .set(auth)
      .send({ text: 'é'.repeat(2001) })
      .expect(400);
    expect(long.body.errors.text).toMatch(/^La note compte au plus 2\s000 caractères\.$/);
    await request(t.server)
      .post(`/api/contact/${id}/notes`)
      .set(auth)
      .send({ text: 'é'.repeat(2000) })
      .expect(201);
    await request(t.server)
      .post('/api/contact/7c9e6679-7425-40de-944b-e07fc1f90ae7/notes')
      .set(auth)
      .send({ text: 'x' })
      .expect(404);
  });

  it('two status changes at once: the last one wins, and the history holds both', async () => {
    const id = await create();
    // Four different statuses, none the current one: each change is a real one, whatever the order.
    const targets = ['a-rappeler', 'rendez-vous-fixe', 'traitee', 'sans-suite'];
    const answers = await Promise.all(targets.map((status) => patch(id, { status })));
    expect(answers.map((a) => a.status)).toEqual(targets.map(() => 200));
    const { status, history } = await detail(id);
    const changes = history.filter((h) => h.field === 'status').reverse(); // oldest first
    // Each change starts from where the one before it left the request, and the last is the status.
    expect(changes[0].from).toBe('nouvelle');
    for (let i = 1; i < changes.length; i++) expect(changes[i].from).toBe(changes[i - 1].to);
    expect(changes.at(-1)!.to).toBe(status);
    expect(changes.map((c) => c.to).sort()).toEqual([...targets].sort());
  });

  it('filters the list by status and by call-back due today, with paging and totals', async () => {
    const ids: Record<string, string> = {};
    for (const name of ['A', 'B', 'C', 'D', 'E', 'F']) ids[name] = await create(`Patient ${name}`);
    await patch(ids.A, {
      status: 'a-rappeler',
      followUpAt: new Date(Date.now() - 3_600_000).toISOString(),
    }).expect(200); // late
    await patch(ids.B, { status: 'a-rappeler' }).expect(200); // no time: due
    await patch(ids.C, {
      status: 'a-rappeler',
      followUpAt: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    }).expect(200); // later
    await patch(ids.D, { status: 'traitee' }).expect(200);
    await patch(ids.E, { status: 'traitee' }).expect(200);

    const names = (res: request.Response) => (res.body as Detail[]).map((c) => c.name).sort();
    const treated = await request(t.server).get('/api/contact?status=traitee').set(auth).expect(200);
    expect(names(treated)).toEqual(['Patient D', 'Patient E']);
    expect(treated.headers['x-total-count']).toBe('2');
    const firstPage = await request(t.server)
      .get('/api/contact?status=traitee&limit=1')
      .set(auth)
      .expect(200);
    const next = await request(t.server)
      .get(`/api/contact?status=traitee&limit=1&before=${(firstPage.body as Detail[])[0]._id}`)
      .set(auth)
      .expect(200);
    expect([...names(firstPage), ...names(next)].sort()).toEqual(['Patient D', 'Patient E']);
    const searched = await request(t.server)
      .get('/api/contact?status=traitee&q=patient%20e')
      .set(auth)
      .expect(200);
    expect(names(searched)).toEqual(['Patient E']);

    const due = await request(t.server).get('/api/contact?due=1').set(auth).expect(200);
    expect(names(due)).toEqual(['Patient A', 'Patient B']);
    expect(due.headers['x-total-count']).toBe('2');
    expect(names(await request(t.server).get('/api/contact?status=nouvelle').set(auth).expect(200))).toEqual([
      'Patient F',
    ]);

    const bad = await request(t.server).get('/api/contact?status=perdue').set(auth).expect(400);
    expect(bad.body.errors.status).toMatch(/^Le statut doit valoir nouvelle, a-rappeler/);
    await request(t.server).get('/api/contact?due=oui').set(auth).expect(400);

    const status = await request(t.server).get('/api/admin/status').set(auth).expect(200);
    expect(status.body.contactsByStatus).toEqual({
      nouvelle: 1,
      'a-rappeler': 3,
      'rendez-vous-fixe': 0,
      traitee: 2,
      'sans-suite': 0,
    });
  });

  it('the export carries the status, the call-back time and the last note', async () => {
    const id = await create('Export Suivi');
    await patch(id, { status: 'a-rappeler', followUpAt: '2026-11-26T09:30:00+01:00' }).expect(200);
    await request(t.server).post(`/api/contact/${id}/notes`).set(auth).send({ text: 'Première' }).expect(201);
    await request(t.server).post(`/api/contact/${id}/notes`).set(auth).send({ text: 'Dernière' }).expect(201);
    const res = await request(t.server).get('/api/contact/export').set(auth).buffer(true).expect(200);
    const [header, row] = csvRows(res.text);
    expect(header.slice(-3)).toEqual(['Statut', 'À rappeler le', 'Dernière note']);
    expect(row.slice(-3)).toEqual(['À rappeler', '26/11/2026 09:30', 'Dernière']);
    const filtered = await request(t.server)
      .get('/api/contact/export?status=traitee')
      .set(auth)
      .buffer(true)
      .expect(200);
    expect(csvRows(filtered.text)).toHaveLength(1); // the header only
  });

  it('deleting a request deletes its notes and history', async () => {
    const id = await create();
    await patch(id, { status: 'traitee' }).expect(200);
    await request(t.server)
      .post(`/api/contact/${id}/notes`)
      .set(auth)
      .send({ text: 'À effacer' })
      .expect(201);
    await request(t.server).delete(`/api/contact/${id}`).set(auth).expect(200);
    expect(await t.query('SELECT id FROM contact_note UNION ALL SELECT id FROM contact_change')).toEqual([]);
  });

  it('GET /api/admin/stats: per week by source, by source, service and status, and the share booked', async () => {
    // This week and three weeks ago (Tunis time), in two sources and two services.
    await t.query(`
      INSERT INTO contact_request (name, phone, service, source, status, created_at) VALUES
        ('S1', '+216 20 000 001', 'Botox', 'questionnaire', 'rendez-vous-fixe', now()),
        ('S2', '+216 20 000 002', 'Botox', 'contact', 'nouvelle', now()),
        ('S3', '+216 20 000 003', 'Rhinoplastie', NULL, 'traitee', now() - interval '3 weeks'),
        ('S4', '+216 20 000 004', 'Rhinoplastie', 'contact', 'sans-suite', now() - interval '3 weeks'),
        ('Ancien', '+216 20 000 005', 'Botox', 'contact', 'nouvelle', now() - interval '30 weeks')`);
    // S3 reached « Rendez-vous fixé » before it was treated.
    await t.query(`
      INSERT INTO contact_change (contact_id, field, from_value, to_value)
      SELECT id, 'status', 'nouvelle', 'rendez-vous-fixe' FROM contact_request WHERE name = 'S3'`);

    const res = await request(t.server).get('/api/admin/stats?weeks=12').set(auth).expect(200);
    const stats = res.body as {
      since: string;
      weeks: { week: string; total: number; bySource: Record<string, number> }[];
      bySource: Record<string, number>;
      byService: Record<string, number>;
      byStatus: Record<string, number>;
      booked: number;
      total: number;
      conversion: number;
    };
    expect(stats.weeks).toHaveLength(12);
    expect(stats.weeks[0].week).toBe(stats.since);
    expect(new Date(`${stats.since}T12:00:00Z`).getUTCDay()).toBe(1); // a Monday
    expect(stats.weeks.at(-1)).toMatchObject({ total: 2, bySource: { contact: 1, questionnaire: 1 } });
    expect(stats.weeks.at(-4)).toMatchObject({ total: 2, bySource: { contact: 1, inconnue: 1 } });
    expect(stats.weeks.reduce((sum, w) => sum + w.total, 0)).toBe(4);
    expect(stats.bySource).toEqual({ contact: 2, inconnue: 1, questionnaire: 1 });
    expect(stats.byService).toEqual({ Botox: 2, Rhinoplastie: 2 });
    expect(stats.byStatus).toEqual({
      nouvelle: 1,
      'a-rappeler': 0,
      'rendez-vous-fixe': 1,
      traitee: 1,
      'sans-suite': 1,
    });
    expect([stats.booked, stats.total, stats.conversion]).toEqual([2, 4, 0.5]);

    const year = (await request(t.server).get('/api/admin/stats?weeks=52').set(auth).expect(200))
      .body as typeof stats;
    expect([year.weeks.length, year.total]).toEqual([52, 5]);
    const refused = await request(t.server).get('/api/admin/stats?weeks=0').set(auth).expect(400);
    expect(refused.body.errors.weeks).toBe('Le nombre de semaines est un entier de 1 à 104.');
  });
});
