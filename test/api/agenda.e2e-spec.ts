import ICAL from 'ical.js';
import request from 'supertest';
import { BookingMailService } from '../../src/booking/booking-mail.service';
import { ADMIN_ENV, contactPageRequest, loginToken } from '../support/api-fixtures';
import type { ReceivedMail } from '../support/smtp-test-server';
import { startSmtpServer, TestSmtpServer } from '../support/smtp-test-server';
import { createTestApp, TestApp } from '../support/test-app';

const SITE = 'https://www.exemple-cabinet.tn';
const HOST = new URL(SITE).host;
const DAY_MS = 86_400_000;

interface Slot {
  start: string;
  end: string;
}
interface Appointment extends Slot {
  _id: string;
  status: string;
  source: string;
  note: string;
  consentAt: string | null;
  requestId: string | null;
  email: string | null;
}

/** The practice's calendar day `days` from today (Tunis: UTC+1 all year). */
const tunisDay = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
/** A weekday at least `days` ahead (bookable with the default hours and notice). */
function weekday(days = 3): string {
  for (let d = days; ; d++) {
    const day = tunisDay(d);
    const isoWeekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (isoWeekday >= 1 && isoWeekday <= 5) return day;
  }
}

/** A calendar file read by a calendar library, as a calendar program would. */
function readCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    method: calendar.getFirstPropertyValue('method'),
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        sequence: event.sequence,
        summary: event.summary,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        status: component.getFirstPropertyValue('status'),
      };
    }),
  };
}

function attachedCalendar(mail: ReceivedMail) {
  const file = mail.parsed.attachments.find((a) => a.filename?.endsWith('.ics'))!;
  return readCalendar(file.content.toString('utf8'));
}

describe('The practice’s whole agenda: appointments it enters and moves, the patient’s move, the calendar feed', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let auth: { Authorization: string };
  let typeId: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      ...ADMIN_ENV,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
      RATE_LIMIT_PUBLIC_SITE_PER_HOUR: '100000',
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'cabinet@example.tn',
      NOTIFY_FROM: 'site@example.tn',
      NOTIFY_RETRY_DELAYS_MS: '50',
      SITE_URL: SITE,
    });
    auth = { Authorization: `Bearer ${await loginToken(t)}` };
    typeId = ((await request(t.server).get('/api/booking/types').expect(200)).body as { _id: string }[])[0]
      ._id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await idle();
    await t.query('DELETE FROM appointment');
    smtp.received.length = 0;
  });

  const idle = () => t.app.get(BookingMailService).whenIdle();
  const enter = (start: string, extra: object = {}) =>
    request(t.server)
      .post('/api/admin/appointments')
      .set(auth)
      .send({ typeId, start, name: 'Amira Ben Salah', phone: '+216 22 333 444', ...extra });
  const change = (id: string, body: object) =>
    request(t.server).patch(`/api/admin/appointments/${id}`).set(auth).send(body);
  const book = (start: string, extra: object = {}) =>
    request(t.server)
      .post('/api/booking')
      .send({ type: typeId, start, name: 'Sami Patient', phone: '+216 20 444 555', consent: true, ...extra });
  const journal = async (action: string) =>
    t.query<{ target_id: string | null }>('SELECT target_id FROM audit_event WHERE action = $1', [action]);
  const toPatient = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));
  const toPractice = () => smtp.received.filter((m) => m.envelope.to.includes('cabinet@example.tn'));

  describe('POST /api/admin/appointments', () => {
    it('enters one outside the online hours; the patient gets the confirmation and calendar file, the practice no notice', async () => {
      const day = weekday();
      await request(t.server)
        .post('/api/admin/appointments')
        .send({ typeId, start: `${day}T19:05:00+01:00`, name: 'X', phone: '+216 22 333 444' })
        .expect(401);
      const res = await enter(`${day}T19:05:00+01:00`, {
        email: 'amira@example.tn',
        note: 'Rappeler la veille',
      }).expect(201);
      const created = res.body as Appointment;
      expect(created).toMatchObject({
        start: `${day}T19:05:00+01:00`,
        end: `${day}T19:35:00+01:00`,
        status: 'confirme',
        source: 'cabinet',
        note: 'Rappeler la veille',
        consentAt: null,
        email: 'amira@example.tn',
        requestId: null,
      });
      // The same table as the online bookings: the agenda lists it.
      const agenda = (
        await request(t.server).get(`/api/admin/appointments?from=${day}&to=${day}`).set(auth).expect(200)
      ).body as Appointment[];
      expect(agenda.map((a) => a._id)).toEqual([created._id]);
      expect((await journal('appointment_created')).map((r) => r.target_id)).toEqual([created._id]);

      await idle();
      expect(toPractice()).toHaveLength(0);
      const [mail] = toPatient('amira@example.tn');
      expect(mail.parsed.subject).toMatch(/^Votre rendez-vous du /);
      expect(mail.parsed.text).toContain('/rendez-vous/annulation?id=');
      expect(mail.parsed.text).not.toContain('Rappeler la veille');
      const calendar = attachedCalendar(mail);
      expect(calendar.events).toEqual([
        expect.objectContaining({
          uid: `${created._id}@${HOST}`,
          sequence: 0,
          start: new Date(`${day}T19:05:00+01:00`).toISOString(),
        }),
      ]);
      // The link it carries works: the patient can read and so cancel or move it.
      const token = new URL(mail.parsed.text!.match(/https:\S+annulation\?\S+/)![0]).searchParams.get(
        'token',
      );
      await request(t.server).get(`/api/booking/${created._id}?token=${token}`).expect(200);
    });

    it('blocks the time as a booking does: a clash is a 409 with the nearest free slots, both ways', async () => {
      const day = weekday();
      const online = (await book(`${day}T10:00:00+01:00`).expect(201)).body as Slot & { _id: string };
      const clash = await enter(`${day}T10:15:00+01:00`).expect(409);
      expect(clash.body.message).toBe(
        'Ce créneau chevauche un autre rendez-vous. Voici les plus proches encore libres.',
      );
      expect(clash.body.alternatives.length).toBeGreaterThan(0);
      for (const slot of clash.body.alternatives as Slot[]) expect(slot.start).not.toBe(online.start);
      await enter(`${day}T10:30:00+01:00`).expect(201);
      // And an online booking cannot take the practice's time either.
      await book(`${day}T10:30:00+01:00`).expect(409);
    });

    it('refuses in French: the past, a time off the 5 minutes, an unknown type, an unrecognised phone', async () => {
      const past = await enter(`${tunisDay(-1)}T10:00:00+01:00`).expect(400);
      expect(past.body.errors.start).toBe(
        'Ce rendez-vous serait dans le passé : choisissez une heure à venir.',
      );
      const odd = await enter(`${weekday()}T10:07:00+01:00`).expect(400);
      expect(odd.body.errors.start).toBe(
        'L’heure d’un rendez-vous tombe sur un multiple de 5 minutes (9 h 00, 9 h 05…).',
      );
      const unknown = await enter(`${weekday()}T10:00:00+01:00`, {
        typeId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      }).expect(400);
      expect(unknown.body.errors.typeId).toBe('Type de consultation inconnu.');
      await enter(`${weekday()}T10:00:00+01:00`, { phone: '12' }).expect(400);
      await enter(`${weekday()}T10:00:00+01:00`, { consent: true }).expect(400); // not a field of the practice's
      expect(await t.query('SELECT id FROM appointment')).toHaveLength(0);
    });

    it('links the request it names, by its id only; an unknown request stores nothing', async () => {
      const contact = await request(t.server)
        .post('/api/contact')
        .send(contactPageRequest({ phone: '71 999 888' }))
        .expect(201);
      // Another person's phone: the practice knows who is who, the id decides.
      const created = (
        await enter(`${weekday()}T11:00:00+01:00`, { requestId: contact.body._id }).expect(201)
      ).body as Appointment;
      expect(created.requestId).toBe(contact.body._id);
      const detail = (await request(t.server).get(`/api/contact/${contact.body._id}`).set(auth).expect(200))
        .body;
      expect(detail.status).toBe('rendez-vous-fixe');
      // A request with the same phone but not named stays as it was.
      const other = await request(t.server)
        .post('/api/contact')
        .send(contactPageRequest({ phone: '+216 22 333 444' }))
        .expect(201);
      await enter(`${weekday()}T12:00:00+01:00`).expect(201);
      expect(
        (await request(t.server).get(`/api/contact/${other.body._id}`).set(auth).expect(200)).body.status,
      ).toBe('nouvelle');
      const missing = await enter(`${weekday()}T14:00:00+01:00`, {
        requestId: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
      }).expect(404);
      expect(missing.body.message).toBe('Demande de contact introuvable.');
      expect(await t.query('SELECT id FROM appointment')).toHaveLength(2);
    });
  });

  describe('PATCH /api/admin/appointments/:id', () => {
    it('moves it: same row and UID, SEQUENCE + 1, the patient gets the updated calendar file; journaled', async () => {
      const day = weekday();
      const created = (await enter(`${day}T09:00:00+01:00`, { email: 'lina@example.tn' }).expect(201))
        .body as Appointment;
      await idle();
      smtp.received.length = 0;
      const moved = (await change(created._id, { start: `${day}T18:00:00+01:00` }).expect(200))
        .body as Appointment;
      expect(moved).toMatchObject({
        _id: created._id,
        start: `${day}T18:00:00+01:00`,
        end: `${day}T18:30:00+01:00`,
        status: 'confirme',
      });
      const [row] = await t.query<{ sequence: number }>('SELECT sequence FROM appointment');
      expect(row.sequence).toBe(1);
      expect((await journal('appointment_moved')).map((r) => r.target_id)).toEqual([created._id]);
      // The old time is free again for patients.
      await book(`${day}T09:00:00+01:00`).expect(201);

      await idle();
      // The practice moved it: no notice to itself (the online booking above has its own).
      expect(toPractice().filter((m) => /déplacé/.test(m.parsed.subject ?? ''))).toHaveLength(0);
      const [mail] = toPatient('lina@example.tn');
      expect(mail.parsed.subject).toMatch(/^Votre rendez-vous est déplacé au /);
      expect(mail.parsed.text).toContain('Le cabinet a déplacé votre rendez-vous');
      const calendar = attachedCalendar(mail);
      expect(calendar.method).toBe('PUBLISH');
      expect(calendar.events[0]).toMatchObject({
        uid: `${created._id}@${HOST}`,
        sequence: 1,
        start: new Date(`${day}T18:00:00+01:00`).toISOString(),
      });

      // Cancelling: the file that removes the entry, with a higher SEQUENCE still.
      smtp.received.length = 0;
      await change(created._id, { status: 'annule' }).expect(200);
      await idle();
      const cancellation = attachedCalendar(toPatient('lina@example.tn')[0]);
      expect(cancellation.method).toBe('CANCEL');
      expect(cancellation.events[0]).toMatchObject({ uid: `${created._id}@${HOST}`, sequence: 2 });
      // A cancelled appointment does not move.
      const refused = await change(created._id, { start: `${day}T17:00:00+01:00` }).expect(409);
      expect(refused.body.message).toMatch(/^Seul un rendez-vous confirmé se déplace/);
    });

    it('refuses a clash (409 with free slots), the past, both fields or none, an unknown id', async () => {
      const day = weekday();
      const first = (await enter(`${day}T09:00:00+01:00`).expect(201)).body as Appointment;
      await enter(`${day}T10:00:00+01:00`).expect(201);
      const clash = await change(first._id, { start: `${day}T09:45:00+01:00` }).expect(409);
      expect(clash.body.alternatives.length).toBeGreaterThan(0);
      // Overlapping its own old time is no clash.
      await change(first._id, { start: `${day}T09:15:00+01:00` }).expect(200);
      await change(first._id, { start: `${tunisDay(-2)}T09:00:00+01:00` }).expect(400);
      const both = await change(first._id, { start: `${day}T12:00:00+01:00`, status: 'annule' }).expect(400);
      expect(both.body.message).toBe(
        'Indiquez soit le statut, soit la nouvelle heure (start), pas les deux.',
      );
      await change(first._id, {}).expect(400);
      await change('7c9e6679-7425-40de-944b-e07fc1f90ae7', { start: `${day}T12:00:00+01:00` }).expect(404);
      const [row] = await t.query<{ sequence: number; starts_at: Date }>(
        'SELECT sequence, starts_at FROM appointment WHERE id = $1',
        [first._id],
      );
      expect(row.sequence).toBe(1);
      expect(row.starts_at.toISOString()).toBe(new Date(`${day}T09:15:00+01:00`).toISOString());
    });

    it('« honoré » and « absent » only once it started, with no e-mail', async () => {
      const created = (await enter(`${weekday()}T09:00:00+01:00`, { email: 'nour@example.tn' }).expect(201))
        .body as Appointment;
      await idle();
      smtp.received.length = 0;
      const early = await change(created._id, { status: 'absent' }).expect(409);
      expect(early.body.message).toBe(
        'Un rendez-vous n’est dit honoré ou absent qu’une fois son heure venue.',
      );
      await t.query(
        `UPDATE appointment SET starts_at = now() - interval '1 hour', ends_at = now() - interval '30 minutes'`,
      );
      expect((await change(created._id, { status: 'absent' }).expect(200)).body.status).toBe('absent');
      expect((await change(created._id, { status: 'honore' }).expect(200)).body.status).toBe('honore');
      await idle();
      expect(smtp.received).toHaveLength(0);
    });

    it('a move and a cancellation at the same time: one after the other, never both on the old state', async () => {
      for (let round = 0; round < 4; round++) {
        await t.query('DELETE FROM appointment');
        const day = weekday(3 + round);
        const booked = (await book(`${day}T11:00:00+01:00`).expect(201)).body as {
          _id: string;
          cancelToken: string;
        };
        const [moved, cancelled] = await Promise.all([
          change(booked._id, { start: `${day}T15:00:00+01:00` }),
          request(t.server)
            .post(`/api/booking/${booked._id}/cancel`)
            .send({ cancelToken: booked.cancelToken }),
        ]);
        expect(cancelled.status).toBe(200);
        const [row] = await t.query<{ status: string; sequence: number; starts_at: Date }>(
          'SELECT status, sequence, starts_at FROM appointment',
        );
        expect(row.status).toBe('annule');
        if (moved.status === 200) {
          // The move came first; the cancellation then cancelled the moved appointment.
          expect(row.starts_at.toISOString()).toBe(new Date(`${day}T15:00:00+01:00`).toISOString());
          expect(row.sequence).toBe(2);
        } else {
          expect(moved.status).toBe(409);
          expect(row.starts_at.toISOString()).toBe(new Date(`${day}T11:00:00+01:00`).toISOString());
          expect(row.sequence).toBe(1);
        }
      }
    });
  });

  describe('the patient moves their appointment by their link', () => {
    it('sees the nearest free slots, moves to one: same UID, SEQUENCE + 1, e-mails to both; the old slot is free', async () => {
      const day = weekday();
      const booked = (await book(`${day}T10:00:00+01:00`, { email: 'sami@example.tn' }).expect(201)).body as {
        _id: string;
        cancelToken: string;
      };
      await idle();
      smtp.received.length = 0;
      await request(t.server).get(`/api/booking/${booked._id}/alternatives?token=wrong-token`).expect(404);
      const free = (
        await request(t.server)
          .get(`/api/booking/${booked._id}/alternatives?token=${booked.cancelToken}`)
          .expect(200)
      ).body as Slot[];
      expect(free.length).toBeGreaterThan(0);
      expect(free.length).toBeLessThanOrEqual(12);
      expect(free.map((s) => s.start)).not.toContain(`${day}T10:00:00+01:00`);
      expect([...free].sort((a, b) => a.start.localeCompare(b.start))).toEqual(free);

      const target = free.find((s) => s.start.startsWith(day)) ?? free[0];
      const moved = await request(t.server)
        .post(`/api/booking/${booked._id}/move`)
        .send({ cancelToken: booked.cancelToken, start: target.start })
        .expect(200);
      expect(moved.body).toEqual({ _id: booked._id, start: target.start, end: target.end, sequence: 1 });
      expect((await journal('appointment_moved_by_patient')).map((r) => r.target_id)).toEqual([booked._id]);
      await book(`${day}T10:00:00+01:00`, { phone: '+216 20 999 000' }).expect(201);

      await idle();
      const [patientMail] = toPatient('sami@example.tn');
      expect(patientMail.parsed.text).toContain('Comme vous l’avez demandé, votre rendez-vous est déplacé');
      expect(attachedCalendar(patientMail).events[0]).toMatchObject({
        uid: `${booked._id}@${HOST}`,
        sequence: 1,
        start: new Date(target.start).toISOString(),
      });
      const [practiceMail] = toPractice().filter((m) => /déplacé/.test(m.parsed.subject ?? ''));
      expect(practiceMail.parsed.subject).toMatch(/^Rendez-vous déplacé par le patient au /);
      expect(practiceMail.parsed.text).toContain('Sami Patient');
    });

    it('refuses a slot not offered, a slot taken (409 with others), a wrong link, a cancelled or started appointment', async () => {
      const day = weekday();
      const booked = (await book(`${day}T10:00:00+01:00`).expect(201)).body as {
        _id: string;
        cancelToken: string;
      };
      const move = (start: string, token = booked.cancelToken) =>
        request(t.server).post(`/api/booking/${booked._id}/move`).send({ cancelToken: token, start });
      const odd = await move(`${day}T10:10:00+01:00`).expect(400);
      expect(odd.body.errors.start).toBe('Ce créneau n’est pas proposé : choisissez-en un dans la liste.');
      await book(`${day}T14:00:00+01:00`, { phone: '+216 20 999 000' }).expect(201);
      const taken = await move(`${day}T14:00:00+01:00`).expect(409);
      expect(taken.body.message).toBe('Ce créneau vient d’être pris. Voici les plus proches encore libres.');
      expect(taken.body.alternatives.length).toBeGreaterThan(0);
      await move(`${day}T15:00:00+01:00`, 'not-the-token').expect(404);

      await t.query(
        `UPDATE appointment SET starts_at = now() - interval '10 minutes', ends_at = now() + interval '20 minutes' WHERE id = $1`,
        [booked._id],
      );
      const started = await move(`${day}T15:00:00+01:00`).expect(409);
      expect(started.body.message).toMatch(/^Ce rendez-vous a déjà commencé ou est passé/);
      await t.query(`UPDATE appointment SET status = 'annule' WHERE id = $1`, [booked._id]);
      const cancelled = await move(`${day}T15:00:00+01:00`).expect(409);
      expect(cancelled.body.message).toMatch(/^Ce rendez-vous est annulé/);
      await request(t.server)
        .get(`/api/booking/${booked._id}/alternatives?token=${booked.cancelToken}`)
        .expect(409);
    });
  });

  describe('the calendar feed', () => {
    it('a secret address, shown once, that lists the agenda with first name and initial only', async () => {
      await request(t.server).get('/api/admin/calendar-feed').expect(401);
      await request(t.server).post('/api/admin/calendar-feed').expect(401);
      expect((await request(t.server).get('/api/admin/calendar-feed').set(auth).expect(200)).body).toEqual({
        active: false,
        createdAt: null,
      });
      const day = weekday();
      const entered = (
        await enter(`${day}T09:00:00+01:00`, {
          name: 'Amira Ben Salah',
          phone: '+216 22 333 444',
          email: 'amira.secret@example.tn',
          note: 'Note-du-cabinet-confidentielle',
        }).expect(201)
      ).body as Appointment;
      const online = (
        await book(`${day}T10:00:00+01:00`, {
          name: 'Élodie Ouerghi',
          phone: '+216 20 777 111',
          email: 'elodie.secret@example.tn',
          message: 'Message-du-patient-confidentiel',
        }).expect(201)
      ).body as { _id: string };
      const gone = (await book(`${day}T11:00:00+01:00`, { name: 'Annulé Patient' }).expect(201)).body as {
        _id: string;
        cancelToken: string;
      };
      await request(t.server)
        .post(`/api/booking/${gone._id}/cancel`)
        .send({ cancelToken: gone.cancelToken })
        .expect(200);
      // Outside the window: 40 days ago, and 200 days ahead.
      await t.query(
        `INSERT INTO appointment (type_id, starts_at, ends_at, name, phone, source)
         VALUES ($1, now() - interval '40 days', now() - interval '40 days' + interval '30 minutes', 'Ancien Patient', '1', 'cabinet'),
                ($1, now() + interval '200 days', now() + interval '200 days' + interval '30 minutes', 'Lointain Patient', '1', 'cabinet')`,
        [typeId],
      );

      const created = await request(t.server).post('/api/admin/calendar-feed').set(auth).expect(201);
      const url = new URL(created.body.url as string);
      expect(url.origin).toBe(SITE);
      expect(url.pathname).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
      const state = (await request(t.server).get('/api/admin/calendar-feed').set(auth).expect(200)).body;
      expect(state).toEqual({ active: true, createdAt: created.body.createdAt });
      expect(JSON.stringify(state)).not.toContain(url.pathname.split('/').pop()!.replace('.ics', ''));
      const [stored] = await t.query<{ token_hash: string }>('SELECT token_hash FROM calendar_feed');
      expect(stored.token_hash).toMatch(/^[0-9a-f]{64}$/);

      const feed = await request(t.server).get(url.pathname).expect(200);
      expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(feed.headers['cache-control']).toMatch(/no-store/);
      const text = feed.text;
      const calendar = readCalendar(text);
      expect(calendar.events.map((e) => e.uid)).toEqual([`${entered._id}@${HOST}`, `${online._id}@${HOST}`]);
      expect(calendar.events[0]).toMatchObject({
        summary: 'Première consultation – Amira B.',
        start: new Date(`${day}T09:00:00+01:00`).toISOString(),
        end: new Date(`${day}T09:30:00+01:00`).toISOString(),
      });
      expect(calendar.events[1].summary).toBe('Première consultation – Élodie O.');
      for (const secret of [
        'Ben Salah',
        'Ouerghi',
        '22 333 444',
        '21622333444',
        '20 777 111',
        '21620777111',
        'secret@example.tn',
        'Note-du-cabinet',
        'Message-du-patient',
        'Annulé Patient',
        'Ancien',
        'Lointain',
      ]) {
        expect(text.replace(/\r\n[ \t]/g, '')).not.toContain(secret);
      }

      // A new address revokes the previous one; deleting revokes it too.
      const renewed = new URL(
        (await request(t.server).post('/api/admin/calendar-feed').set(auth).expect(201)).body.url as string,
      );
      expect(renewed.pathname).not.toBe(url.pathname);
      const old = await request(t.server).get(url.pathname).expect(404);
      expect(old.body.message).toBe('Agenda introuvable : cette adresse n’existe pas ou a été révoquée.');
      await request(t.server).get(renewed.pathname).expect(200);
      await request(t.server).delete('/api/admin/calendar-feed').set(auth).expect(200);
      await request(t.server).get(renewed.pathname).expect(404);
      await request(t.server).get('/api/calendar/nimporte-quoi.ics').expect(404);
      expect(
        (await request(t.server).get('/api/admin/calendar-feed').set(auth).expect(200)).body.active,
      ).toBe(false);
      expect(await journal('calendar_feed_created')).toHaveLength(2);
      expect(await journal('calendar_feed_revoked')).toHaveLength(1);
    });
  });
});
