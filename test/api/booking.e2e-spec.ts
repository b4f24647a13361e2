import request from 'supertest';
import { CONSENT } from '../../src/contract/privacy-notice';
import { ADMIN_ENV, contactPageRequest, loginToken } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

interface Slot {
  start: string;
  end: string;
}
interface Created extends Slot {
  _id: string;
  cancelToken: string;
}

const DAY_MS = 86_400_000;
/** The practice's calendar day `days` from today, YYYY-MM-DD (Tunis: UTC+1 all year). */
const tunisDay = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
/** The ISO weekday (1 = Monday) of a YYYY-MM-DD day. */
const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
/** The first day from `days` ahead that falls on `isoWeekday`. */
function next(isoWeekday: number, days = 2): string {
  for (let d = days; ; d++) if (weekday(tunisDay(d)) === isoWeekday) return tunisDay(d);
}

const PATIENT = { name: 'Leïla Rendez-vous', phone: '+216 20 555 666', consent: true };

describe('Online booking: slots, booking, cancelling, the agenda', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  let typeId: string;

  beforeAll(async () => {
    t = await createTestApp({
      ...ADMIN_ENV,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
      RATE_LIMIT_PUBLIC_SITE_PER_HOUR: '100000',
    });
    auth = { Authorization: `Bearer ${await loginToken(t)}` };
    typeId = ((await request(t.server).get('/api/booking/types').expect(200)).body as { _id: string }[])[0]
      ._id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.query('DELETE FROM appointment');
    await t.query('DELETE FROM booking_absence');
    await t.query(`
      UPDATE booking_settings SET notice_hours = 24, horizon_days = 60, weekly_hours =
        '{"1": [["09:00", "17:00"]], "2": [["09:00", "17:00"]], "3": [["09:00", "17:00"]], "4": [["09:00", "17:00"]],
          "5": [["09:00", "17:00"]], "6": [["09:00", "13:00"]], "7": []}'`);
  });

  const slots = async (from: string, to = from, type = typeId): Promise<Slot[]> =>
    (await request(t.server).get(`/api/booking/slots?type=${type}&from=${from}&to=${to}`).expect(200))
      .body as Slot[];
  const book = (start: string, extra: object = {}) =>
    request(t.server)
      .post('/api/booking')
      .send({ type: typeId, start, ...PATIENT, ...extra });

  it('a fresh install takes bookings: one « Première consultation » of 30 min, weekdays 9–17, Saturday 9–13', async () => {
    const types = (await request(t.server).get('/api/booking/types').expect(200)).body;
    expect(types).toEqual([
      { _id: typeId, name: 'Première consultation', durationMinutes: 30, mode: 'cabinet' },
    ]);
    const monday = next(1);
    const week = await slots(
      monday,
      tunisDay(Math.round((Date.parse(monday) - Date.parse(tunisDay(0))) / DAY_MS) + 6),
    );
    const perDay = (day: string) => week.filter((s) => s.start.startsWith(day)).length;
    expect(perDay(monday)).toBe(16);
    const saturday = tunisDay(Math.round((Date.parse(monday) - Date.parse(tunisDay(0))) / DAY_MS) + 5);
    expect(perDay(saturday)).toBe(8);
    expect(perDay(tunisDay(Math.round((Date.parse(monday) - Date.parse(tunisDay(0))) / DAY_MS) + 6))).toBe(0);
    expect(week[0]).toEqual({ start: `${monday}T09:00:00+01:00`, end: `${monday}T09:30:00+01:00` });
    expect(week.filter((s) => s.start.startsWith(saturday)).at(-1)).toEqual({
      start: `${saturday}T12:30:00+01:00`,
      end: `${saturday}T13:00:00+01:00`,
    });
    const settings = (await request(t.server).get('/api/admin/booking/settings').set(auth).expect(200)).body;
    expect(settings).toMatchObject({ noticeHours: 24, horizonDays: 60 });
  });

  it('respects the notice and the horizon', async () => {
    const soon = await slots(tunisDay(0), tunisDay(1));
    for (const s of soon)
      expect(Date.parse(s.start)).toBeGreaterThanOrEqual(Date.now() + 24 * 3_600_000 - 60_000);
    expect(await slots(tunisDay(61), tunisDay(62))).toEqual([]);
    await request(t.server)
      .put('/api/admin/booking/settings')
      .set(auth)
      .send({
        weeklyHours: {
          1: [['09:00', '17:00']],
          2: [['09:00', '17:00']],
          3: [['09:00', '17:00']],
          4: [['09:00', '17:00']],
          5: [['09:00', '17:00']],
          6: [['09:00', '13:00']],
          7: [['09:00', '13:00']],
        },
        noticeHours: 0,
        horizonDays: 3,
      })
      .expect(200);
    expect(await slots(tunisDay(5), tunisDay(6))).toEqual([]);
    expect((await slots(tunisDay(1), tunisDay(1))).length).toBeGreaterThan(0);
  });

  it('leaves out absences, and gives them back when removed', async () => {
    const day = next(2);
    const absence = await request(t.server)
      .post('/api/admin/booking/absences')
      .set(auth)
      .send({ start: `${day}T09:00:00+01:00`, end: `${day}T12:00:00+01:00`, reason: 'Congrès' })
      .expect(201);
    const free = await slots(day);
    expect(free[0].start).toBe(`${day}T12:00:00+01:00`);
    expect(free).toHaveLength(10);
    const listed = (
      await request(t.server).get(`/api/admin/booking/absences?from=${day}&to=${day}`).set(auth).expect(200)
    ).body;
    expect(listed).toEqual([
      {
        _id: absence.body._id,
        start: `${day}T09:00:00+01:00`,
        end: `${day}T12:00:00+01:00`,
        reason: 'Congrès',
      },
    ]);
    await request(t.server).delete(`/api/admin/booking/absences/${absence.body._id}`).set(auth).expect(200);
    expect(await slots(day)).toHaveLength(16);
    const backwards = await request(t.server)
      .post('/api/admin/booking/absences')
      .set(auth)
      .send({ start: `${day}T12:00:00+01:00`, end: `${day}T09:00:00+01:00` })
      .expect(400);
    expect(backwards.body.message).toBe('La fin de l’absence doit venir après son début.');
  });

  it('books a free slot: 201 {_id, start, end, cancelToken}; the slot is no longer offered; 409 for the next one, with the nearest free', async () => {
    const day = next(3);
    const res = await book(`${day}T10:00:00+01:00`).expect(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      start: `${day}T10:00:00+01:00`,
      end: `${day}T10:30:00+01:00`,
      cancelToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
    });
    expect((await slots(day)).map((s) => s.start)).not.toContain(`${day}T10:00:00+01:00`);
    const taken = await book(`${day}T10:00:00+01:00`, { name: 'Autre patient' }).expect(409);
    expect(taken.body.message).toBe(
      'Ce créneau vient d’être réservé par quelqu’un d’autre. Voici les plus proches encore libres.',
    );
    // The three nearest, by start (9:00 and 11:00 are as near: the earlier one first).
    expect(taken.body.alternatives.map((s: Slot) => s.start)).toEqual([
      `${day}T09:00:00+01:00`,
      `${day}T09:30:00+01:00`,
      `${day}T10:30:00+01:00`,
    ]);
    // A longer consultation overlapping it is refused too; one that ends as it begins is not.
    const long = await request(t.server)
      .post('/api/admin/booking/types')
      .set(auth)
      .send({ name: 'Bilan', durationMinutes: 60 })
      .expect(201);
    await request(t.server)
      .post('/api/booking')
      .send({ type: long.body._id, start: `${day}T10:00:00+01:00`, ...PATIENT })
      .expect(409);
    await request(t.server)
      .post('/api/booking')
      .send({ type: long.body._id, start: `${day}T09:00:00+01:00`, ...PATIENT })
      .expect(201);
    await request(t.server)
      .patch(`/api/admin/booking/types/${long.body._id}`)
      .set(auth)
      .send({ active: false })
      .expect(200);
    expect(await t.query('SELECT id FROM appointment')).toHaveLength(2);
  });

  it('refuses in French: a slot never offered, a Sunday, no consent, an unknown type, a range too long', async () => {
    const day = next(2);
    const odd = await book(`${day}T09:10:00+01:00`).expect(400);
    expect(odd.body.errors.start).toBe('Ce créneau n’est pas proposé : choisissez-en un dans la liste.');
    await book(`${next(7)}T10:00:00+01:00`).expect(400);
    const noConsent = await book(`${day}T10:00:00+01:00`, { consent: false }).expect(400);
    // The same wording as the contact forms': one consent.
    expect(noConsent.body.errors.consent).toBe(CONSENT.required);
    const noName = await book(`${day}T10:00:00+01:00`, { name: '' }).expect(400);
    expect(noName.body.errors.name).toBe('Le nom complet est obligatoire.');
    const unknown = await book(`${day}T10:00:00+01:00`, {
      type: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
    }).expect(400);
    expect(unknown.body.errors.type).toBe('Type de consultation inconnu.');
    const long = await request(t.server)
      .get(`/api/booking/slots?type=${typeId}&from=${tunisDay(1)}&to=${tunisDay(70)}`)
      .expect(400);
    expect(long.body.message).toBe('La période va de « from » à « to », 62 jours au plus.');
    await request(t.server)
      .get(`/api/booking/slots?type=${typeId}&from=demain&to=${tunisDay(3)}`)
      .expect(400);
    expect(await t.query('SELECT id FROM appointment')).toEqual([]);
  });

  it('a patient who presses twice gets one appointment (Idempotency-Key); both answers’ links cancel it', async () => {
    const start = `${next(4)}T11:00:00+01:00`;
    const first = await book(start).set('Idempotency-Key', 'press-0123456789').expect(201);
    const again = await book(start).set('Idempotency-Key', 'press-0123456789').expect(201);
    // The same appointment; the token is a new one, added to the first (which the e-mail carries).
    expect({ ...again.body, cancelToken: undefined }).toEqual({ ...first.body, cancelToken: undefined });
    expect(again.body.cancelToken).not.toBe(first.body.cancelToken);
    expect(await t.query('SELECT id FROM appointment')).toHaveLength(1);
    await book(start).set('Idempotency-Key', 'x').expect(400);
    for (const token of [first.body.cancelToken, again.body.cancelToken]) {
      await request(t.server).get(`/api/booking/${first.body._id}?token=${token}`).expect(200);
    }
    await request(t.server)
      .post(`/api/booking/${first.body._id}/cancel`)
      .send({ cancelToken: first.body.cancelToken })
      .expect(200);
  });

  it('cancels by the link: a wrong token is refused, the right one frees the slot, twice is fine', async () => {
    const start = `${next(5)}T14:00:00+01:00`;
    const created = (await book(start).expect(201)).body as Created;
    await request(t.server)
      .post(`/api/booking/${created._id}/cancel`)
      .send({ cancelToken: 'faux' })
      .expect(404);
    await request(t.server)
      .post(`/api/booking/${created._id}/cancel`)
      .send({ cancelToken: created.cancelToken })
      .expect(200);
    expect((await slots(start.slice(0, 10))).map((s) => s.start)).toContain(start);
    await request(t.server)
      .post(`/api/booking/${created._id}/cancel`)
      .send({ cancelToken: created.cancelToken })
      .expect(200);
    await book(start, { name: 'Suivant' }).expect(201); // the slot is bookable again
  });

  it('the agenda: administrator only; lists, changes a status; a cancelled one cannot come back over a new booking', async () => {
    const day = next(1);
    const created = (
      await book(`${day}T15:00:00+01:00`, { email: 'leila@example.tn', message: 'Première visite' }).expect(
        201,
      )
    ).body as Created;
    await request(t.server).get(`/api/admin/appointments?from=${day}&to=${day}`).expect(401);
    await request(t.server)
      .patch(`/api/admin/appointments/${created._id}`)
      .send({ status: 'honore' })
      .expect(401);
    await request(t.server).get('/api/admin/booking/types').expect(401);
    await request(t.server).get('/api/admin/booking/settings').expect(401);
    const agenda = (
      await request(t.server).get(`/api/admin/appointments?from=${day}&to=${day}`).set(auth).expect(200)
    ).body;
    expect(agenda).toEqual([
      expect.objectContaining({
        _id: created._id,
        type: { _id: typeId, name: 'Première consultation', mode: 'cabinet' },
        start: `${day}T15:00:00+01:00`,
        name: PATIENT.name,
        phone: PATIENT.phone,
        email: 'leila@example.tn',
        message: 'Première visite',
        status: 'confirme',
      }),
    ]);
    // Held or missed only once the time has come.
    const early = await request(t.server)
      .patch(`/api/admin/appointments/${created._id}`)
      .set(auth)
      .send({ status: 'honore' })
      .expect(409);
    expect(early.body.message).toBe('Un rendez-vous n’est dit honoré ou absent qu’une fois son heure venue.');
    await t.query(
      `UPDATE appointment SET starts_at = now() - interval '40 minutes', ends_at = now() - interval '10 minutes' WHERE id = $1`,
      [created._id],
    );
    const honoured = await request(t.server)
      .patch(`/api/admin/appointments/${created._id}`)
      .set(auth)
      .send({ status: 'honore' })
      .expect(200);
    expect(honoured.body.status).toBe('honore');
    await request(t.server)
      .patch(`/api/admin/appointments/${created._id}`)
      .set(auth)
      .send({ status: 'perdu' })
      .expect(400);

    await request(t.server)
      .patch(`/api/admin/appointments/${created._id}`)
      .set(auth)
      .send({ status: 'annule' })
      .expect(200);
    await t.query(
      `UPDATE appointment SET starts_at = $2, ends_at = $2::timestamptz + interval '30 minutes' WHERE id = $1`,
      [created._id, `${day}T15:00:00+01:00`],
    );
    await book(`${day}T15:00:00+01:00`, { name: 'Remplaçant' }).expect(201);
    const back = await request(t.server)
      .patch(`/api/admin/appointments/${created._id}`)
      .set(auth)
      .send({ status: 'confirme' })
      .expect(409);
    expect(back.body.message).toMatch(/ne peut plus être rétabli/);
  });

  it('the administrator edits types and hours; hours are checked', async () => {
    const created = await request(t.server)
      .post('/api/admin/booking/types')
      .set(auth)
      .send({ name: 'Téléconsultation', durationMinutes: 20, mode: 'video' })
      .expect(201);
    expect(created.body).toMatchObject({
      name: 'Téléconsultation',
      durationMinutes: 20,
      mode: 'video',
      active: true,
    });
    await request(t.server)
      .patch(`/api/admin/booking/types/${created.body._id}`)
      .set(auth)
      .send({ active: false })
      .expect(200);
    const publicTypes = (await request(t.server).get('/api/booking/types').expect(200)).body as {
      name: string;
    }[];
    expect(publicTypes.map((type) => type.name)).not.toContain('Téléconsultation');
    await request(t.server)
      .post('/api/admin/booking/types')
      .set(auth)
      .send({ name: 'Trop court', durationMinutes: 5 })
      .expect(400);
    const bad = await request(t.server)
      .put('/api/admin/booking/settings')
      .set(auth)
      .send({ weeklyHours: { 1: [['14:00', '12:00']] }, noticeHours: 24, horizonDays: 60 })
      .expect(400);
    expect(bad.body.message).toBe('Jour 1 : la plage 14:00–12:00 se termine avant de commencer.');
    const saved = await request(t.server)
      .put('/api/admin/booking/settings')
      .set(auth)
      .send({
        weeklyHours: {
          1: [
            ['09:00', '12:00'],
            ['14:00', '18:00'],
          ],
        },
        noticeHours: 48,
        horizonDays: 30,
      })
      .expect(200);
    expect(saved.body.weeklyHours).toEqual({
      1: [
        ['09:00', '12:00'],
        ['14:00', '18:00'],
      ],
      2: [],
      3: [],
      4: [],
      5: [],
      6: [],
      7: [],
    });
    expect((await slots(next(1, 3))).length).toBe(14);
  });

  it('a booking that names the same person’s request moves it to « Rendez-vous fixé », in its history', async () => {
    const contact = await request(t.server)
      .post('/api/contact')
      .send(contactPageRequest({ phone: '20 555 666' }))
      .expect(201);
    await book(`${next(2)}T16:00:00+01:00`, { requestId: contact.body._id }).expect(201);
    const detail = (await request(t.server).get(`/api/contact/${contact.body._id}`).set(auth).expect(200))
      .body;
    expect(detail.status).toBe('rendez-vous-fixe');
    expect(detail.history[0]).toMatchObject({ field: 'status', from: 'nouvelle', to: 'rendez-vous-fixe' });
  });
});
