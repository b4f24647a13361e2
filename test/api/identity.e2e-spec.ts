import { createHash, createHmac } from 'node:crypto';
import request from 'supertest';
import { keepLinksAlreadySent } from '../../src/database/migrations/1764900000000-exact-identity';
import { ADMIN_ENV, contactPageRequest, loginToken, questionnaireRequest } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { createDatabase } from '../support/test-database.cjs';

const DAY_MS = 86_400_000;
/** The practice's calendar day `days` from today, YYYY-MM-DD (Tunis: UTC+1 all year). */
const tunisDay = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
/** The first weekday (Monday to Friday) from `days` ahead: open 9:00–17:00 on a fresh install. */
function workday(days = 2): string {
  for (let d = days; ; d++) {
    const weekday = new Date(`${tunisDay(d)}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return tunisDay(d);
  }
}

const LIMITS = {
  ...ADMIN_ENV,
  RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
  RATE_LIMIT_PUBLIC_SITE_PER_HOUR: '100000',
};

/** Three people whose numbers end with the same eight digits. */
const TUNISIAN = '+216 20 123 456';
const NO_COUNTRY_CODE = '06 20 12 34 56'; // Tunisian by default: no valid number
const FRENCH = '+33 6 20 12 34 56';

interface Held {
  contacts: { _id: string; name: string; phone: string }[];
  appointments: { _id: string; name: string; phone: string }[];
}
interface Created {
  _id: string;
  start: string;
  cancelToken: string;
}

async function typeId(t: TestApp): Promise<string> {
  return ((await request(t.server).get('/api/booking/types').expect(200)).body as { _id: string }[])[0]._id;
}

function booker(t: TestApp, type: () => string) {
  return (start: string, patient: Record<string, unknown> = {}) =>
    request(t.server)
      .post('/api/booking')
      .send({ type: type(), start, name: 'Patiente Test', phone: TUNISIAN, consent: true, ...patient });
}

describe('One person, one identity; explicit links; cancel tokens of their own', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let type: string;
  let book: ReturnType<typeof booker>;

  beforeAll(async () => {
    t = await createTestApp(LIMITS);
    auth = { Authorization: `Bearer ${await loginToken(t)}` };
    type = await typeId(t);
    book = booker(t, () => type);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.query('DELETE FROM appointment');
    await t.query('DELETE FROM contact_request');
  });

  const contact = async (name: string, phone: string, extra: object = {}) =>
    (
      await request(t.server)
        .post('/api/contact')
        .send(contactPageRequest({ name, phone, email: '', ...extra }))
        .expect(201)
    ).body._id as string;
  const detail = async (id: string) =>
    (await request(t.server).get(`/api/contact/${id}`).set(auth).expect(200)).body as {
      status: string;
      phoneE164: string | null;
      history: { from: string; to: string }[];
    };
  const find = async (phone: string): Promise<Held> =>
    (
      await request(t.server)
        .get(`/api/admin/subject?phone=${encodeURIComponent(phone)}`)
        .set(auth)
        .expect(200)
    ).body as Held;

  describe('numbers that share eight digits stay three people', () => {
    let ids: { tunisian: string; noCode: string; french: string };

    beforeEach(async () => {
      ids = {
        tunisian: await contact('Tunisienne', TUNISIAN),
        noCode: await contact('Sans indicatif', NO_COUNTRY_CODE),
        french: await contact('Française', FRENCH),
      };
      await book(`${workday()}T09:00:00+01:00`, { name: 'RDV Tunisienne', phone: '20-123-456' }).expect(201);
      await book(`${workday()}T09:30:00+01:00`, {
        name: 'RDV Française',
        phone: '0033 6 20 12 34 56',
      }).expect(201);
    });

    it('stores each number in E.164, and none for a number not recognised (the detail says so)', async () => {
      expect((await detail(ids.tunisian)).phoneE164).toBe('+21620123456');
      expect((await detail(ids.french)).phoneE164).toBe('+33620123456');
      // Accepted by the contact form's rule, kept as typed, but found by nobody's number.
      expect((await detail(ids.noCode)).phoneE164).toBeNull();
      const agenda = (
        await request(t.server)
          .get(`/api/admin/appointments?from=${workday()}&to=${workday()}`)
          .set(auth)
          .expect(200)
      ).body as { name: string; phoneE164: string }[];
      expect(agenda.map((a) => [a.name, a.phoneE164])).toEqual([
        ['RDV Tunisienne', '+21620123456'],
        ['RDV Française', '+33620123456'],
      ]);
    });

    it('the lookup finds only the person with exactly that number, however it is written', async () => {
      const tunisian = await find('0021620123456');
      expect(tunisian.contacts.map((c) => c.name)).toEqual(['Tunisienne']);
      expect(tunisian.appointments.map((a) => a.name)).toEqual(['RDV Tunisienne']);
      const french = await find('0033620123456');
      expect(french.contacts.map((c) => c.name)).toEqual(['Française']);
      expect(french.appointments.map((a) => a.name)).toEqual(['RDV Française']);
      // « 06 20 12 34 56 » without +33 is no number: refused in French, never guessed.
      const refused = await request(t.server)
        .get(`/api/admin/subject?phone=${encodeURIComponent(NO_COUNTRY_CODE)}`)
        .set(auth)
        .expect(400);
      expect(refused.body.errors.phone).toMatch(/^Numéro de téléphone non reconnu/);
    });

    it('the export holds only that person', async () => {
      const exported = (
        await request(t.server)
          .get(`/api/admin/subject/export?phone=${encodeURIComponent(TUNISIAN)}`)
          .set(auth)
          .expect(200)
      ).body as Held;
      expect(exported.contacts.map((c) => c.name)).toEqual(['Tunisienne']);
      expect(exported.appointments.map((a) => a.name)).toEqual(['RDV Tunisienne']);
      const csv = await request(t.server)
        .get(`/api/admin/subject/export?phone=${encodeURIComponent(FRENCH)}&format=csv`)
        .set(auth)
        .expect(200);
      expect(csv.text).toContain('Française');
      expect(csv.text).not.toMatch(/Tunisienne|Sans indicatif/);
    });

    it('the erasure deletes only that person', async () => {
      const erased = await request(t.server)
        .delete(`/api/admin/subject?phone=${encodeURIComponent(TUNISIAN)}`)
        .set(auth)
        .expect(200);
      expect(erased.body).toEqual({ deleted: { contacts: 1, subscriptions: 0, appointments: 1 } });
      const left = await t.query<{ name: string }>(
        'SELECT name FROM contact_request UNION ALL SELECT name FROM appointment ORDER BY name',
      );
      expect(left.map((r) => r.name)).toEqual(['Française', 'RDV Française', 'Sans indicatif']);
    });
  });

  it('a booking refuses a number it could not find the patient by, in French, on `phone`', async () => {
    const refused = await book(`${workday()}T10:00:00+01:00`, { phone: NO_COUNTRY_CODE }).expect(400);
    expect(refused.body.errors.phone).toMatch(/^Numéro de téléphone non reconnu/);
    expect(await t.query('SELECT id FROM appointment')).toEqual([]);
  });

  describe('a booking changes only the request it carries', () => {
    it('leaves alone a stranger with the same last eight digits, and the same number without requestId', async () => {
      const mine = await contact('Même numéro', TUNISIAN);
      const stranger = await contact('Inconnue', FRENCH);
      await book(`${workday()}T10:00:00+01:00`).expect(201);
      expect((await detail(mine)).status).toBe('nouvelle');
      expect((await detail(stranger)).status).toBe('nouvelle');
      // A stranger's id does nothing either: it is not the same person.
      const created = (await book(`${workday()}T10:30:00+01:00`, { requestId: stranger }).expect(201))
        .body as Created;
      expect((await detail(stranger)).status).toBe('nouvelle');
      expect(await t.query('SELECT request_id FROM appointment WHERE id = $1', [created._id])).toEqual([
        { request_id: null },
      ]);
    });

    it('with its requestId the request becomes « Rendez-vous fixé »; the patient’s cancellation puts it back', async () => {
      const mine = await contact('Questionnaire', '20 123 456');
      await request(t.server)
        .patch(`/api/contact/${mine}`)
        .set(auth)
        .send({ status: 'a-rappeler' })
        .expect(200);
      const created = (await book(`${workday()}T11:00:00+01:00`, { requestId: mine }).expect(201))
        .body as Created;
      expect((await detail(mine)).status).toBe('rendez-vous-fixe');
      const stats = async () =>
        (
          (await request(t.server).get('/api/admin/stats?weeks=1').set(auth).expect(200)).body as {
            booked: number;
          }
        ).booked;
      expect(await stats()).toBe(1);

      await request(t.server)
        .post(`/api/booking/${created._id}/cancel`)
        .send({ cancelToken: created.cancelToken })
        .expect(200);
      const after = await detail(mine);
      expect(after.status).toBe('a-rappeler');
      expect(after.history[0]).toMatchObject({ from: 'rendez-vous-fixe', to: 'a-rappeler' });
      expect(await stats()).toBe(0); // a cancelled booking is no booking
    });

    it('matches by e-mail too, in any case', async () => {
      const mine = await contact('Par e-mail', '+216 98 111 222', { email: 'Nour@Example.tn' });
      await book(`${workday()}T11:30:00+01:00`, { email: 'nour@example.TN', requestId: mine }).expect(201);
      expect((await detail(mine)).status).toBe('rendez-vous-fixe');
    });

    it('cancelling by the practice reverts only if the status is still the one the booking set', async () => {
      const mine = await contact('Suivie', TUNISIAN);
      const created = (await book(`${workday()}T12:00:00+01:00`, { requestId: mine }).expect(201))
        .body as Created;
      await request(t.server).patch(`/api/contact/${mine}`).set(auth).send({ status: 'traitee' }).expect(200);
      await request(t.server)
        .patch(`/api/admin/appointments/${created._id}`)
        .set(auth)
        .send({ status: 'annule' })
        .expect(200);
      expect((await detail(mine)).status).toBe('traitee');

      const other = await contact('Autre suivie', TUNISIAN);
      const second = (await book(`${workday()}T12:30:00+01:00`, { requestId: other }).expect(201))
        .body as Created;
      await request(t.server)
        .patch(`/api/admin/appointments/${second._id}`)
        .set(auth)
        .send({ status: 'annule' })
        .expect(200);
      expect((await detail(other)).status).toBe('nouvelle');
    });

    it('the practice links an appointment by hand; journaled', async () => {
      const request1 = await contact('Par téléphone', '+216 55 000 111');
      const created = (await book(`${workday()}T13:00:00+01:00`).expect(201)).body as Created;
      await request(t.server)
        .post(`/api/admin/appointments/${created._id}/link`)
        .send({ requestId: request1 })
        .expect(401);
      const linked = await request(t.server)
        .post(`/api/admin/appointments/${created._id}/link`)
        .set(auth)
        .send({ requestId: request1 })
        .expect(200);
      expect(linked.body).toMatchObject({ _id: created._id, requestId: request1 });
      expect((await detail(request1)).status).toBe('rendez-vous-fixe');
      await request(t.server)
        .post(`/api/admin/appointments/${created._id}/link`)
        .set(auth)
        .send({ requestId: '7c9e6679-7425-40de-944b-e07fc1f90ae7' })
        .expect(404);
      await request(t.server)
        .post(`/api/admin/appointments/${created._id}/link`)
        .set(auth)
        .send({ requestId: 'pas-un-id' })
        .expect(400);
      expect(
        await t.query(`SELECT action FROM audit_event WHERE target_id = $1 ORDER BY at`, [created._id]),
      ).toEqual([{ action: 'appointment_linked' }]);
    });
  });

  describe('cancel links', () => {
    it('show the appointment before cancelling; after the start, 409; held or missed, 409; journaled', async () => {
      const day = workday();
      const created = (await book(`${day}T14:00:00+01:00`).expect(201)).body as Created;
      const summary = await request(t.server)
        .get(`/api/booking/${created._id}?token=${created.cancelToken}`)
        .expect(200);
      expect(summary.body).toEqual({
        _id: created._id,
        start: `${day}T14:00:00+01:00`,
        end: `${day}T14:30:00+01:00`,
        type: { name: 'Première consultation', mode: 'cabinet' },
        status: 'confirme',
      });
      const wrong = await request(t.server).get(`/api/booking/${created._id}?token=faux`).expect(404);
      expect(wrong.body.message).toBe('Rendez-vous introuvable ou lien d’annulation invalide.');
      // The database keeps only the token's SHA-256.
      const [stored] = await t.query<{ hashes: string }>(
        'SELECT cancel_token_hashes::text AS hashes FROM appointment WHERE id = $1',
        [created._id],
      );
      expect(stored.hashes).not.toContain(created.cancelToken);

      await t.query(
        `UPDATE appointment SET starts_at = now() - interval '10 minutes', ends_at = now() + interval '20 minutes' WHERE id = $1`,
        [created._id],
      );
      const started = await request(t.server)
        .post(`/api/booking/${created._id}/cancel`)
        .send({ cancelToken: created.cancelToken })
        .expect(409);
      expect(started.body).toEqual({
        success: false,
        message:
          'Ce rendez-vous a déjà commencé ou est passé\u00a0: il ne peut plus être annulé en ligne. Appelez le cabinet.',
      });

      const held = (await book(`${day}T14:30:00+01:00`).expect(201)).body as Created;
      // Held only once its time came.
      await t.query(
        `UPDATE appointment SET starts_at = now() - interval '2 hours', ends_at = now() - interval '90 minutes' WHERE id = $1`,
        [held._id],
      );
      await request(t.server)
        .patch(`/api/admin/appointments/${held._id}`)
        .set(auth)
        .send({ status: 'honore' })
        .expect(200);
      const refused = await request(t.server)
        .post(`/api/booking/${held._id}/cancel`)
        .send({ cancelToken: held.cancelToken })
        .expect(409);
      expect(refused.body.message).toBe('Ce rendez-vous a déjà eu lieu\u00a0: il ne peut plus être annulé.');

      await request(t.server)
        .patch(`/api/admin/appointments/${held._id}`)
        .set(auth)
        .send({ status: 'confirme' })
        .expect(200);
      await t.query(
        `UPDATE appointment SET starts_at = $2, ends_at = $2::timestamptz + interval '30 minutes' WHERE id = $1`,
        [held._id, `${day}T14:30:00+01:00`],
      );
      await request(t.server)
        .post(`/api/booking/${held._id}/cancel`)
        .send({ cancelToken: held.cancelToken })
        .expect(200);
      expect(
        (await request(t.server).get(`/api/booking/${held._id}?token=${held.cancelToken}`).expect(200)).body
          .status,
      ).toBe('annule');
      const journal = await t.query<{ action: string; actor_id: string | null }>(
        `SELECT action, actor_id FROM audit_event WHERE target_id = $1 ORDER BY at, action`,
        [held._id],
      );
      expect(journal.map((e) => e.action)).toEqual([
        'appointment_status_changed',
        'appointment_status_changed',
        'appointment_cancelled_by_patient',
      ]);
      expect(journal[2].actor_id).toBeNull();
      await request(t.server).get(`/api/admin/appointments?from=${day}&to=${day}`).set(auth).expect(200);
      expect(
        await t.query(
          `SELECT action FROM audit_event WHERE action = 'agenda_viewed' AND at > now() - interval '1 minute'`,
        ),
      ).not.toEqual([]);
    });
  });

  it('a link e-mailed before the upgrade (signed with JWT_SECRET) still cancels, until the start only', async () => {
    const secret = 'the-secret-that-signed-the-old-links-0123456789';
    const oldLink = (id: string) =>
      createHmac('sha256', `booking-cancel:${secret}`).update(id).digest('base64url');
    const coming = (await book(`${workday(3)}T10:00:00+01:00`).expect(201)).body as Created;
    const past = (await book(`${workday(3)}T10:30:00+01:00`, { phone: '+216 22 111 222' }).expect(201))
      .body as Created;
    await t.query(
      `UPDATE appointment SET starts_at = now() - interval '1 hour', ends_at = now() WHERE id = $1`,
      [past._id],
    );
    // As they were before the upgrade: no stored token at all.
    await t.query(`UPDATE appointment SET cancel_token_hashes = '{}'`);
    await keepLinksAlreadySent({ query: (sql: string, params?: unknown[]) => t.query(sql, params) }, secret);

    const [row] = await t.query<{ hashes: string[] }>(
      'SELECT cancel_token_hashes AS hashes FROM appointment WHERE id = $1',
      [coming._id],
    );
    expect(row.hashes).toEqual([createHash('sha256').update(oldLink(coming._id)).digest('hex')]);
    await request(t.server)
      .get(`/api/booking/${coming._id}?token=${oldLink(coming._id)}`)
      .expect(200);
    await request(t.server)
      .post(`/api/booking/${coming._id}/cancel`)
      .send({ cancelToken: oldLink(coming._id) })
      .expect(200);
    // An appointment already started was not given one: its old link is « introuvable ».
    await request(t.server)
      .post(`/api/booking/${past._id}/cancel`)
      .send({ cancelToken: oldLink(past._id) })
      .expect(404);
  });

  describe('abuse', () => {
    it('two appointments to come per person (same phone or same e-mail); the third is a 409', async () => {
      const day = workday();
      const message =
        'Vous avez déjà 2 rendez-vous à venir. Pour en prendre un autre, annulez-en un ou appelez le cabinet.';
      await book(`${day}T09:00:00+01:00`, { email: 'sana@example.tn' }).expect(201);
      await book(`${day}T09:30:00+01:00`, { phone: '+216 98 765 432', email: 'SANA@example.tn' }).expect(201);
      // Another number, the same address (in any case): the same person, who has two already.
      const byEmail = await book(`${day}T10:00:00+01:00`, {
        phone: '+216 55 444 333',
        email: 'sana@EXAMPLE.tn',
      });
      expect(byEmail.status).toBe(409);
      expect(byEmail.body).toEqual({ success: false, message });
      // The first number has one: a second is fine, a third is not.
      await book(`${day}T10:00:00+01:00`).expect(201);
      const byPhone = await book(`${day}T10:30:00+01:00`, { phone: '0021620123456' }).expect(409);
      expect(byPhone.body).toEqual({ success: false, message });
      // A stranger sharing the last eight digits is somebody else.
      await book(`${day}T10:30:00+01:00`, { phone: FRENCH }).expect(201);
      // An appointment that has started no longer counts.
      await t.query(
        `UPDATE appointment SET starts_at = now() - interval '2 hours', ends_at = now() - interval '90 minutes'
          WHERE starts_at = $1`,
        [`${day}T09:00:00+01:00`],
      );
      await book(`${day}T11:00:00+01:00`).expect(201);
      expect(await t.query(`SELECT id FROM appointment`)).toHaveLength(5);
    });

    it('names with a web address or an encoded-word are refused, in French, on `name`; real names pass', async () => {
      for (const name of [
        'Promo http://spam.example',
        'Voir www.exemple.tn',
        'Gagnez sur exemple.com',
        '=?utf-8?B?QWNoZXRleg==?=',
      ]) {
        const refused = await request(t.server)
          .post('/api/contact')
          .send(questionnaireRequest({ name }))
          .expect(400);
        expect(refused.body.errors.name).toBe(
          'Le nom ne peut pas contenir d’adresse web ni de code de messagerie.',
        );
        const booking = await book(`${workday()}T15:00:00+01:00`, { name }).expect(400);
        expect(booking.body.errors.name).toBeDefined();
      }
      for (const name of [
        'Héla Ben Aïcha',
        'Jean-Pierre O’Neil',
        "M. d'Arc",
        'أميرة بن صالح',
        'J.-P. Martin',
      ]) {
        await request(t.server).post('/api/contact').send(questionnaireRequest({ name })).expect(201);
      }
    });
  });

  describe('inputs', () => {
    it('slots: an impossible or out-of-range day is a French 400, never a 500', async () => {
      for (const query of [
        `from=2027-02-30&to=2027-03-01`,
        `from=0000-01-01&to=0000-01-02`,
        `from=${tunisDay(1)}&to=2027-13-01`,
        `from=${tunisDay(1)}&to=9999-01-01`,
      ]) {
        const res = await request(t.server).get(`/api/booking/slots?type=${type}&${query}`).expect(400);
        expect(res.body.message).toBe('Certains champs sont invalides.');
        expect(Object.values(res.body.errors as Record<string, string>)[0]).toMatch(/date réelle AAAA-MM-JJ/);
      }
      for (const query of [`from=2027-02-30&to=2027-03-01`, `from=0000-01-01&to=0000-01-02`]) {
        await request(t.server).get(`/api/admin/appointments?${query}`).set(auth).expect(400);
      }
    });

    it('an instant without its offset is a French 400 (booking and absences)', async () => {
      const day = workday();
      const refused = await book(`${day}T09:00:00`).expect(400);
      expect(refused.body.errors.start).toMatch(/^Indiquez l’heure avec son fuseau/);
      await book(`${day}T08:00:00Z`).expect(201); // 9:00 in Tunis
      const absence = await request(t.server)
        .post('/api/admin/booking/absences')
        .set(auth)
        .send({ start: `${day}T12:00:00`, end: `${day}T13:00:00+01:00` })
        .expect(400);
      expect(absence.body.errors.start).toMatch(/^Indiquez l’heure avec son fuseau/);
      // Far outside the calendar the practice works in: a 400 too, never a 500.
      await book('0000-01-01T09:00:00Z').expect(400);
      await request(t.server)
        .post('/api/admin/booking/absences')
        .set(auth)
        .send({ start: '0000-01-01T09:00:00Z', end: '9999-01-01T09:00:00Z' })
        .expect(400);
    });
  });
});

// Last, in a describe of its own: each app registers its own JWT strategy for the whole process,
// so the apps below would change the secret the tests above sign in with.
describe('Cancel links outlive the signing secret', () => {
  it('still work after a restart without JWT_SECRET, and after JWT_SECRET changes', async () => {
    const database = await createDatabase();
    try {
      const first = await createTestApp({ ...LIMITS, JWT_SECRET: '' }, database.url);
      const firstType = await typeId(first);
      const created = (await booker(first, () => firstType)(`${workday(3)}T09:00:00+01:00`).expect(201))
        .body as Created;
      const second = (await booker(first, () => firstType)(`${workday(3)}T09:30:00+01:00`).expect(201))
        .body as Created;
      await first.app.close();

      const restarted = await createTestApp({ ...LIMITS, JWT_SECRET: '' }, database.url);
      await request(restarted.server)
        .post(`/api/booking/${created._id}/cancel`)
        .send({ cancelToken: created.cancelToken })
        .expect(200);
      await restarted.app.close();

      const rotated = await createTestApp(
        { ...LIMITS, JWT_SECRET: 'another-secret-for-the-rotation-test-0123456789' },
        database.url,
      );
      await request(rotated.server)
        .post(`/api/booking/${second._id}/cancel`)
        .send({ cancelToken: second.cancelToken })
        .expect(200);
      await rotated.app.close();
    } finally {
      await database.drop();
    }
  });
});
