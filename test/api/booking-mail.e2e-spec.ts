import ICAL from 'ical.js';
import request from 'supertest';
import { BookingMailService } from '../../src/booking/booking-mail.service';
import { appointmentCalendar } from '../../src/contract/calendar';
import { BookingReminders } from '../../src/booking/booking-reminders';
import { ADMIN_ENV, loginToken } from '../support/api-fixtures';
import type { ReceivedMail } from '../support/smtp-test-server';
import { startSmtpServer, TestSmtpServer } from '../support/smtp-test-server';
import { createTestApp, TestApp } from '../support/test-app';

const SITE = 'https://www.exemple-cabinet.tn';

/** The attached calendar file, read by a calendar library as a calendar program would. */
function calendarOf(mail: ReceivedMail, filename: string) {
  const file = mail.parsed.attachments.find((a) => a.filename === filename)!;
  const calendar = new ICAL.Component(ICAL.parse(file.content.toString('utf8')));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return {
    method: calendar.getFirstPropertyValue('method'),
    contentType: file.contentType,
    uid: event.uid,
    sequence: event.sequence,
    status: event.component.getFirstPropertyValue('status'),
    start: event.startDate.toJSDate().toISOString(),
  };
}
const DAY_MS = 86_400_000;
/** A day as the e-mails write it: « mardi 1er décembre 2026 », no-break spaces. */
const WHEN = String.raw`\S+\s\d{1,2}(?:er)?\s\S+\s\d{4}`;

/** A weekday 3 to 9 days ahead, 10:00 in Tunis: bookable with the default hours and notice. */
function weekdaySlot(offset: number): string {
  for (let d = 3 + offset; ; d++) {
    const day = new Date(Date.now() + 3_600_000 + d * DAY_MS).toISOString().slice(0, 10);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return `${day}T10:00:00+01:00`;
  }
}

describe('Booking e-mails: the practice, the patient’s confirmation with its calendar entry, the reminder', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let typeId: string;
  const logLines: string[] = [];
  let stdout: jest.SpyInstance;
  const env = () => ({
    ...ADMIN_ENV,
    LOG_LEVEL: 'log',
    RATE_LIMIT_PUBLIC_PER_MINUTE: '100000',
    SMTP_URL: smtp.url,
    NOTIFY_EMAIL: 'cabinet@example.tn',
    NOTIFY_FROM: 'site@example.tn',
    NOTIFY_RETRY_DELAYS_MS: '50',
    SITE_URL: SITE,
  });

  beforeAll(async () => {
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      logLines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    smtp = await startSmtpServer();
    t = await createTestApp(env());
    typeId = ((await request(t.server).get('/api/booking/types').expect(200)).body as { _id: string }[])[0]
      ._id;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    stdout.mockRestore();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const idle = () => t.app.get(BookingMailService).whenIdle();

  it('tells the practice, and sends the patient the summary, the .ics and a cancelling link that works', async () => {
    const start = weekdaySlot(0);
    const booked = await request(t.server)
      .post('/api/booking')
      .send({
        type: typeId,
        start,
        name: 'Amira Courriel',
        phone: '+216 20 777 888',
        email: 'amira@example.tn',
        message: 'Mon message au cabinet http://lien.example',
        consent: true,
      })
      .expect(201);
    await idle();
    const toPractice = smtp.received.find((m) => m.envelope.to.includes('cabinet@example.tn'))!;
    const toPatient = smtp.received.find((m) => m.envelope.to.includes('amira@example.tn'))!;
    expect(smtp.received).toHaveLength(2);
    expect(toPractice.parsed.subject).toMatch(
      new RegExp(`^Nouveau rendez-vous en ligne le ${WHEN} à\\s10\\sh\\s00$`),
    );
    expect(toPractice.parsed.text).toContain('Amira Courriel');
    expect(toPractice.parsed.text).toContain(`${SITE}/admin`);
    expect(toPractice.parsed.text).toContain('Mon message au cabinet');
    // The practice answers the patient with one click; the sender stays the site.
    expect(toPractice.parsed.replyTo?.value).toEqual([
      { name: 'Amira Courriel', address: 'amira@example.tn' },
    ]);
    expect(toPractice.parsed.from?.value[0].address).toBe('site@example.tn');
    // To the patient: only what the practice wrote, and their name; never their own message.
    expect(toPatient.parsed.text).toContain('Bonjour Amira Courriel,');
    expect(toPatient.parsed.text).not.toContain('Mon message');
    expect(toPatient.parsed.html).not.toContain('lien.example');
    // Signed, with a number to call, and the hour as the booking page writes it.
    expect(toPatient.parsed.text).toContain(
      'Heure\u00a0: 10\u00a0h\u00a000 à 10\u00a0h\u00a030, heure de Tunis',
    );
    expect(toPatient.parsed.text).toContain('Cabinet Dr Exemple');
    expect(toPatient.parsed.html).toMatch(/<a href="tel:\+\d+"/);

    expect(toPatient.parsed.subject).toMatch(new RegExp(`^Votre rendez-vous du ${WHEN} à\\s10\\sh\\s00$`));
    const ics = toPatient.parsed.attachments.find((a) => a.filename === 'rendez-vous.ics')!;
    const calendar = ics.content.toString('utf8');
    const utcStart = new Date(start).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(calendar).toContain(`DTSTART:${utcStart}`);
    expect(calendar).toMatch(
      /BEGIN:VEVENT[\s\S]*SUMMARY:Première consultation – Dr Exemple[\s\S]*END:VEVENT/,
    );
    // The same entry as the booking page's download: its UID is the appointment's id at the site's host.
    const lines = calendar.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain(`UID:${booked.body._id}@www.exemple-cabinet.tn`);
    const pageFile = appointmentCalendar({
      id: booked.body._id,
      host: new URL(SITE).host,
      start,
      end: new Date(booked.body.end),
      typeName: 'Première consultation',
      mode: 'cabinet',
      cancelUrl: 'unused',
    });
    expect(pageFile.split('\r\n').find((l) => l.startsWith('UID:'))).toBe(
      lines.find((l) => l.startsWith('UID:')),
    );
    expect(lines).toContain(
      'LOCATION:Immeuble Exemple\\, rue du Lac Exemple\\, Les Berges du Lac 2\\, 1053 Tunis\\, Tunisie',
    );
    const link =
      /https:\/\/www\.exemple-cabinet\.tn\/rendez-vous\/annulation\?id=([\w-]+)&token=([\w-]+)/.exec(
        toPatient.parsed.text!,
      )!;
    expect(link[1]).toBe(booked.body._id);
    // A link of its own, made when the e-mail was sent (no link waits in the queue).
    expect(link[2]).not.toBe(booked.body.cancelToken);
    smtp.received.length = 0;
    await request(t.server).post(`/api/booking/${link[1]}/cancel`).send({ cancelToken: link[2] }).expect(200);

    // The cancellation: the patient gets the file that removes the entry, the practice is told.
    await idle();
    expect(smtp.received).toHaveLength(2);
    const cancelled = smtp.received.find((m) => m.envelope.to.includes('amira@example.tn'))!;
    expect(cancelled.parsed.subject).toMatch(
      new RegExp(`^Annulation de votre rendez-vous du ${WHEN} à\\s10\\sh\\s00$`),
    );
    expect(cancelled.parsed.text).toContain('Comme vous l’avez demandé');
    expect(calendarOf(cancelled, 'annulation.ics')).toEqual({
      method: 'CANCEL',
      contentType: 'text/calendar',
      uid: `${booked.body._id}@www.exemple-cabinet.tn`,
      sequence: 1,
      status: 'CANCELLED',
      start: new Date(start).toISOString(),
    });
    expect(calendarOf(toPatient, 'rendez-vous.ics')).toMatchObject({ method: 'PUBLISH', sequence: 0 });
    const practiceCopy = smtp.received.find((m) => m.envelope.to.includes('cabinet@example.tn'))!;
    expect(practiceCopy.parsed.subject).toMatch(/^Rendez-vous du .+ annulé par le patient$/);
    expect(practiceCopy.parsed.text).toContain('Amira Courriel');
    expect(practiceCopy.parsed.replyTo?.value[0].address).toBe('amira@example.tn');

    // The logs name the appointment, never the patient or the links.
    const logs = logLines.join('\n');
    expect(logs).toContain(booked.body._id);
    for (const secret of ['amira@example.tn', 'Amira Courriel', '20 777 888', booked.body.cancelToken]) {
      expect(logs).not.toContain(secret);
    }
  });

  it('without an address, only the practice is told', async () => {
    await request(t.server)
      .post('/api/booking')
      .send({
        type: typeId,
        start: weekdaySlot(1),
        name: 'Sans Courriel',
        phone: '+216 20 777 999',
        consent: true,
      })
      .expect(201);
    await idle();
    expect(smtp.received.map((m) => m.envelope.to)).toEqual([['cabinet@example.tn']]);
    expect(smtp.received[0].parsed.replyTo).toBeUndefined();
  });

  it('a cancellation by the practice reaches the patient with the file that removes the entry', async () => {
    const booked = await request(t.server)
      .post('/api/booking')
      .send({
        type: typeId,
        start: weekdaySlot(2),
        name: 'Nadia Cabinet',
        phone: '+216 20 555 111',
        email: 'nadia@example.tn',
        consent: true,
      })
      .expect(201);
    await idle();
    smtp.received.length = 0;
    const token = await loginToken(t);
    await request(t.server)
      .patch(`/api/admin/appointments/${booked.body._id}`)
      .set('Authorization', `Bearer ${token}`)
      .send({ status: 'annule' })
      .expect(200);
    await idle();
    // The patient only: the practice made the change.
    expect(smtp.received.map((m) => m.envelope.to)).toEqual([['nadia@example.tn']]);
    expect(smtp.received[0].parsed.text).toContain('Le cabinet a dû annuler votre rendez-vous');
    expect(calendarOf(smtp.received[0], 'annulation.ics')).toMatchObject({
      method: 'CANCEL',
      uid: `${booked.body._id}@www.exemple-cabinet.tn`,
      sequence: 1,
    });
  });

  it('a reminder whose delivery failed goes out once the mail server is back', async () => {
    await t.query(
      `INSERT INTO appointment (type_id, starts_at, ends_at, name, phone, email, consent_at, notice_version, created_at)
       VALUES ($1, now() + interval '22 hours', now() + interval '22 hours 30 minutes', 'Rappel Retardé',
               '+216 22 000 444', 'retard@example.tn', now() - interval '3 days', '2026-11-25', now() - interval '3 days')`,
      [typeId],
    );
    const refusedBefore = smtp.refused();
    smtp.refuseNext(1);
    await t.app.get(BookingReminders).run();
    await idle();
    expect(smtp.refused() - refusedBefore).toBe(1);
    expect(smtp.received.map((m) => m.envelope.to)).toEqual([['retard@example.tn']]);
    // Marked as queued, not queued again by the next round.
    await t.app.get(BookingReminders).run();
    await idle();
    expect(smtp.received).toHaveLength(1);
  });

  it('reminds the day before, once, even across a restart', async () => {
    const [row] = await t.query<{ id: string }>(
      `INSERT INTO appointment (type_id, starts_at, ends_at, name, phone, email, consent_at, notice_version, created_at)
       VALUES ($1, now() + interval '20 hours', now() + interval '20 hours 30 minutes', 'Rappel Demain',
               '+216 22 000 111', 'demain@example.tn', now() - interval '3 days', '2026-11-25', now() - interval '3 days')
       RETURNING id`,
      [typeId],
    );
    // Not due: booked an hour ago (its confirmation is enough), or in three days.
    await t.query(
      `INSERT INTO appointment (type_id, starts_at, ends_at, name, phone, email, consent_at, notice_version, created_at) VALUES
         ($1, now() + interval '21 hours', now() + interval '21 hours 30 minutes', 'Tout juste', '+216 22 000 222', 'juste@example.tn', now(), '2026-11-25', now() - interval '1 hour'),
         ($1, now() + interval '3 days', now() + interval '3 days 30 minutes', 'Plus tard', '+216 22 000 333', 'tard@example.tn', now(), '2026-11-25', now() - interval '3 days')`,
      [typeId],
    );
    await t.app.get(BookingReminders).run();
    await idle();
    expect(smtp.received.map((m) => m.envelope.to)).toEqual([['demain@example.tn']]);
    expect(smtp.received[0].parsed.subject).toMatch(/^Rappel\u00a0: votre rendez-vous du /);
    expect(smtp.received[0].parsed.text).toContain(`id=${row.id}`);
    // The reminder carries a token of its own for that appointment.
    const token = /token=([\w-]+)/.exec(smtp.received[0].parsed.text!)![1];
    const summary = await request(t.server).get(`/api/booking/${row.id}?token=${token}`).expect(200);
    expect(summary.body).toMatchObject({ _id: row.id, status: 'confirme' });

    await t.app.get(BookingReminders).run();
    const restarted = await createTestApp(env(), t.databaseUrl);
    try {
      await restarted.app.get(BookingReminders).run();
      await restarted.app.get(BookingMailService).whenIdle();
    } finally {
      await restarted.close();
    }
    await idle();
    expect(smtp.received).toHaveLength(1);
  });
});
