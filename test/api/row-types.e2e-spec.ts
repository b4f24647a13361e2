import { DataSource, EntityTarget, ObjectLiteral } from 'typeorm';
import { Appointment } from '../../src/booking/appointment.entity';
import { BookingType } from '../../src/booking/booking-type.entity';
import {
  AppointmentRow,
  BookedRow,
  BookingRepository,
  CancelledRow,
} from '../../src/booking/booking.repository';
import { cancelTokenHash, newCancelToken } from '../../src/booking/cancel-token';
import { ContactChange } from '../../src/contact/contact-change.entity';
import { BookedRequest, ContactFollowUpRepository } from '../../src/contact/contact-follow-up.repository';
import { ContactNote } from '../../src/contact/contact-note.entity';
import { ContactStatsRepository } from '../../src/contact/contact-stats.repository';
import { ContactRequest } from '../../src/contact/contact.entity';
import { ContactExportRow, ContactRepository, StoredContact } from '../../src/contact/contact.repository';
import { NOTICE_VERSION } from '../../src/contract/privacy-notice';
import { NewsletterPending, NewsletterSubscriber } from '../../src/newsletter/newsletter.entity';
import {
  NewsletterRepository,
  SubjectSubscriptionRow,
  SubscriberExportRow,
  SubscriberListRow,
} from '../../src/newsletter/newsletter.repository';
import { createTestApp, TestApp } from '../support/test-app';

/** The JavaScript value the pg driver hands over. */
type Kind = 'string' | 'number' | 'boolean' | 'date' | 'object' | 'array' | 'null';

const kindOfValue = (value: unknown): Kind =>
  value === null
    ? 'null'
    : value instanceof Date
      ? 'date'
      : Array.isArray(value)
        ? 'array'
        : (typeof value as Kind);

function kindOfColumn(type: string, isArray: boolean): Kind {
  if (isArray) return 'array';
  if (['timestamptz', 'timestamp with time zone'].includes(type)) return 'date';
  if (['smallint', 'integer', 'int'].includes(type)) return 'number';
  if (type === 'boolean') return 'boolean';
  if (['json', 'jsonb'].includes(type)) return 'object';
  return 'string'; // uuid, varchar, char, text, cidr, and bigint (pg gives it as text)
}

/** Every key of a row type, listed once: the compiler refuses a list that misses or adds one. */
const keysOf = <T>(keys: Record<keyof T, true>): string[] => Object.keys(keys).sort();

/** Where a key's value comes from: a column of an entity, or a value the query computes. */
type Source = [EntityTarget<ObjectLiteral>, string] | Kind;

/**
 * The raw SQL left in the repositories answers rows whose types are written from the entities
 * (Pick<Appointment, …>). The compiler trusts those types; this test holds them to the schema:
 * each row has exactly its type's keys, and each value is what PostgreSQL gives for the
 * entity's column of that name (a Date for a timestamptz, a number for an integer…), null only
 * where the column is nullable. The fixtures fill every nullable column, so that a value is
 * checked rather than a null.
 */
describe('Raw SQL rows have the types of their entities', () => {
  let t: TestApp;
  let source: DataSource;

  beforeAll(async () => {
    t = await createTestApp();
    source = t.app.get(DataSource);
  });
  afterAll(() => t.close());

  function problemsOf(
    row: object,
    keys: string[],
    entity: EntityTarget<ObjectLiteral>,
    others: Record<string, Source> = {},
  ): string[] {
    const problems: string[] = [];
    const found = Object.keys(row).sort();
    if (found.join() !== keys.join()) problems.push(`keys ${found.join(', ')} instead of ${keys.join(', ')}`);
    for (const [key, value] of Object.entries(row)) {
      const from = others[key] ?? [entity, key];
      if (typeof from === 'string') {
        if (kindOfValue(value) !== from) problems.push(`${key}: ${kindOfValue(value)} instead of ${from}`);
        continue;
      }
      const metadata = source.getMetadata(from[0]);
      const column = metadata.findColumnWithPropertyName(from[1]);
      if (!column) {
        problems.push(`${key}: no column ${metadata.tableName}.${from[1]}`);
        continue;
      }
      if (value === null || value === undefined) {
        if (!column.isNullable) problems.push(`${key}: ${String(value)} in a column that is never null`);
        continue;
      }
      const expected = kindOfColumn(String(column.type), column.isArray);
      if (kindOfValue(value) !== expected)
        problems.push(`${key}: ${kindOfValue(value)} instead of ${expected}`);
    }
    return problems;
  }

  const expectRow = (
    row: object | null | undefined,
    keys: string[],
    entity: EntityTarget<ObjectLiteral>,
    others?: Record<string, Source>,
  ) => {
    expect(row).toBeTruthy();
    expect(problemsOf(row!, keys, entity, others)).toEqual([]);
  };

  it('booking: the appointments as booked, read, cancelled and found for the patients’ rights', async () => {
    const booking = t.app.get(BookingRepository);
    const [{ id: typeId }] = await booking.types(true);
    const requestId = (
      await t.app.get(ContactRepository).insert({
        name: 'Rania Typée',
        email: 'rania.typee@example.tn',
        phone: '+216 20 111 222',
        phoneE164: '+21620111222',
        service: 'Botox',
        message: 'Bonjour',
        selections: {},
        source: 'contact',
        page: '/contact',
        noticeVersion: NOTICE_VERSION,
      })
    ).id;
    const { token, hash } = newCancelToken();
    const startsAt = new Date(Date.now() + 10 * 86_400_000);
    const booked = await booking.insert({
      typeId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 30 * 60_000),
      name: 'Rania Typée',
      phone: '+216 20 111 222',
      phoneE164: '+21620111222',
      email: 'rania.typee@example.tn',
      message: 'Bonjour',
      noticeVersion: NOTICE_VERSION,
      idempotencyKey: 'row-types-1',
      tokenHash: hash,
    });
    expectRow(booked, keysOf<BookedRow>({ id: true, startsAt: true, endsAt: true }), Appointment);
    await t.query('UPDATE appointment SET request_id = $1', [requestId]);

    const appointmentKeys = keysOf<AppointmentRow>({
      id: true,
      typeId: true,
      typeName: true,
      mode: true,
      startsAt: true,
      endsAt: true,
      name: true,
      phone: true,
      phoneE164: true,
      email: true,
      message: true,
      status: true,
      createdAt: true,
      consentAt: true,
      requestId: true,
      sequence: true,
      source: true,
      note: true,
    });
    const withType: Record<string, Source> = { typeName: [BookingType, 'name'], mode: [BookingType, 'mode'] };
    expectRow(await booking.appointment(booked!.id), appointmentKeys, Appointment, withType);
    const agenda = await booking.appointments(new Date(), new Date(Date.now() + 30 * 86_400_000));
    expect(agenda).toHaveLength(1);
    expectRow(agenda[0], appointmentKeys, Appointment, withType);
    const subject = await booking.subjectAppointments({ email: 'RANIA.typee@example.tn' });
    expect(subject).toHaveLength(1);
    expectRow(subject[0], appointmentKeys, Appointment, withType);
    expectRow(
      await booking.byCancelToken(booked!.id, cancelTokenHash(token)),
      [...appointmentKeys, 'started'].sort(),
      Appointment,
      { ...withType, started: 'boolean' },
    );
    expectRow(
      await booking.cancelIfUpcoming(booked!.id),
      keysOf<CancelledRow>({ id: true, email: true, sequence: true }),
      Appointment,
    );
  });

  it('contact: a stored request, its export rows, a person’s rows, a booking’s mark, the counts', async () => {
    const contacts = t.app.get(ContactRepository);
    const stored = await contacts.insert(
      {
        name: 'Sami Typé',
        email: 'sami.type@example.tn',
        phone: '+216 20 333 444',
        phoneE164: '+21620333444',
        service: 'Rhinoplastie',
        message: 'Bonjour',
        selections: { 'step-1': 'Visage' },
        source: 'questionnaire',
        page: '/',
        noticeVersion: NOTICE_VERSION,
      },
      'row-types-contact',
    );
    expectRow(
      stored,
      keysOf<StoredContact>({ id: true, createdAt: true, consentAt: true, replayed: true }),
      ContactRequest,
      { replayed: 'boolean' },
    );
    await t.query(
      `UPDATE contact_request SET status = 'a-rappeler', follow_up_at = now() + interval '1 day' WHERE id = $1`,
      [stored.id],
    );
    await t.app.get(ContactFollowUpRepository).insertNote(stored.id, 'Rappeler jeudi', null);

    const exportKeys = keysOf<ContactExportRow>({
      cursorAt: true,
      cursorId: true,
      name: true,
      email: true,
      phone: true,
      service: true,
      message: true,
      selections: true,
      source: true,
      page: true,
      createdAt: true,
      consentAt: true,
      noticeVersion: true,
      status: true,
      followUpAt: true,
      lastNote: true,
    });
    const exported: Record<string, Source> = {
      cursorAt: 'string',
      cursorId: [ContactRequest, 'id'],
      lastNote: [ContactNote, 'text'],
    };
    const batches: ContactExportRow[] = [];
    for await (const batch of contacts.exportBatches({ q: 'Sami Typé' })) batches.push(...batch);
    expect(batches).toHaveLength(1);
    expectRow(batches[0], exportKeys, ContactRequest, exported);
    const [own] = await contacts.subjectRows({ phone: '+21620333444' });
    expectRow(
      own,
      [...exportKeys.filter((key) => !key.startsWith('cursor')), 'id'].sort(),
      ContactRequest,
      exported,
    );

    const marked = await source.transaction((manager) =>
      t.app
        .get(ContactFollowUpRepository)
        .markBooked(stored.id, { phoneE164: '+21620333444', email: null }, true, null, manager),
    );
    expectRow(marked, keysOf<BookedRequest>({ requestId: true, changeId: true }), ContactRequest, {
      requestId: [ContactRequest, 'id'],
      changeId: [ContactChange, 'id'],
    });

    for (const row of await t.app.get(ContactStatsRepository).countByStatus()) {
      expectRow(row, ['n', 'status'], ContactRequest, { n: 'number' });
    }
  });

  it('newsletter: the list, the export, an address’s subscription and its pending sign-up', async () => {
    const newsletter = t.app.get(NewsletterRepository);
    await newsletter.insertSingleOptIn('abonnee.typee@example.tn');
    const pending = await newsletter.upsertPending('attente.typee@example.tn', 'a'.repeat(64), 7);
    expectRow(pending, ['created', 'id'], NewsletterPending, { created: 'boolean' });

    const [listed] = await newsletter.page(10, undefined, 'abonnee.typee');
    expectRow(
      listed,
      keysOf<SubscriberListRow>({ id: true, email: true, subscribedAt: true }),
      NewsletterSubscriber,
    );
    const batches: SubscriberExportRow[] = [];
    for await (const batch of newsletter.exportBatches('abonnee.typee')) batches.push(...batch);
    expectRow(
      batches[0],
      keysOf<SubscriberExportRow>({
        cursorAt: true,
        cursorId: true,
        email: true,
        subscribedAt: true,
        noticeVersion: true,
      }),
      NewsletterSubscriber,
      { cursorAt: 'string', cursorId: [NewsletterSubscriber, 'id'] },
    );

    const subjectKeys = keysOf<SubjectSubscriptionRow>({
      id: true,
      email: true,
      subscribedAt: true,
      consentMethod: true,
      consentedAt: true,
      noticeVersion: true,
    });
    const [subscribed] = await newsletter.bySubjectEmail('abonnee.typee@example.tn');
    expectRow(subscribed, subjectKeys, NewsletterSubscriber);
    // A pending sign-up: its own id, address and request time, no consent yet.
    const [waiting] = await newsletter.bySubjectEmail('attente.typee@example.tn');
    expectRow(waiting, subjectKeys, NewsletterPending, {
      subscribedAt: [NewsletterPending, 'requestedAt'],
      consentMethod: 'null',
      consentedAt: 'null',
      noticeVersion: 'null',
    });
  });
});
