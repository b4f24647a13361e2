import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError, Raw, Repository } from 'typeorm';
import { Subject, subjectMatch } from '../contact/subject';
import type { AppointmentStatus } from '../contract/booking';
import { Appointment } from './appointment.entity';
import { BookingAbsence } from './booking-absence.entity';
import { BookingSettings } from './booking-settings.entity';
import { BookingType } from './booking-type.entity';
import { CANCEL_TOKENS_KEPT } from './cancel-token';

/** What runs a raw statement: the pool, or a transaction's manager. */
type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** PostgreSQL's exclusion_violation: the time range overlaps an appointment not cancelled. */
const EXCLUSION_VIOLATION = '23P01';

export const isOverlap = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === EXCLUSION_VIOLATION;

export type TypeRow = Pick<BookingType, 'id' | 'name' | 'durationMinutes' | 'mode' | 'active'>;

export type SettingsRow = Pick<BookingSettings, 'weeklyHours' | 'noticeHours' | 'horizonDays'>;

export type AbsenceRow = Pick<BookingAbsence, 'id' | 'startsAt' | 'endsAt' | 'reason'>;

/**
 * An appointment with its type's name and mode. `phoneE164` is null when the number was not
 * recognised (rows from before exact identities); `requestId` names the request this booking
 * came from, when linked; `sequence` is the calendar entry's revision.
 */
export type AppointmentRow = Pick<
  Appointment,
  | 'id'
  | 'typeId'
  | 'startsAt'
  | 'endsAt'
  | 'name'
  | 'phone'
  | 'phoneE164'
  | 'email'
  | 'message'
  | 'status'
  | 'createdAt'
  | 'consentAt'
  | 'requestId'
  | 'sequence'
  | 'source'
  | 'note'
> & { typeName: BookingType['name']; mode: BookingType['mode'] };

export type NewAppointment = Pick<
  Appointment,
  | 'typeId'
  | 'startsAt'
  | 'endsAt'
  | 'name'
  | 'phone'
  | 'email'
  | 'message'
  | 'noticeVersion'
  | 'idempotencyKey'
> & {
  phoneE164: string;
  /** The SHA-256 of the cancel token answered to this booking (see cancel-token.ts). */
  tokenHash: string;
};

/** An appointment the practice enters: no consent box, no idempotency key, a note of its own. */
export type PracticeAppointment = Pick<
  Appointment,
  'typeId' | 'startsAt' | 'endsAt' | 'name' | 'phone' | 'email' | 'note'
> & { phoneE164: string };

/** What a move answers, and what its e-mails need. */
export type MovedRow = Pick<Appointment, 'id' | 'startsAt' | 'endsAt' | 'email' | 'sequence'>;

/** An appointment locked for a change by the practice: its state, by PostgreSQL's clock. */
export type LockedRow = Pick<Appointment, 'id' | 'status' | 'startsAt' | 'endsAt'> & { started: boolean };

/** A stored appointment as the booking's answer needs it. */
export type BookedRow = Pick<Appointment, 'id' | 'startsAt' | 'endsAt'>;

/** What the patient's and the practice's cancellation e-mails need. */
export type CancelledRow = Pick<Appointment, 'id' | 'email' | 'sequence'>;

/** The class of the advisory locks that serialise one person's bookings (any constant of our own). */
const PERSON_LOCK_CLASS = 17649;

const TYPE_FIELDS = { id: true, name: true, durationMinutes: true, mode: true, active: true } as const;

/** An appointment `a`'s columns (AppointmentRow), with its type `t`'s name and mode. */
const APPOINTMENT_COLUMNS = `a.id, a.type_id AS "typeId", t.name AS "typeName", t.mode, a.starts_at AS "startsAt",
  a.ends_at AS "endsAt", a.name, a.phone, a.phone_e164 AS "phoneE164", a.email, a.message, a.status,
  a.created_at AS "createdAt", a.consent_at AS "consentAt", a.request_id AS "requestId", a.sequence,
  a.source, a.note`;

/**
 * The slots of one consultation type between two days of the practice's calendar: its weekly
 * hours cut into lengths of the consultation, each day's local times turned into instants by
 * PostgreSQL's time-zone rules for Africa/Tunis. With `$4` true, only those the notice, the
 * horizon, the absences and the appointments leave free; with false, every slot the practice
 * offers, taken or not (to tell a taken slot from one never offered).
 */
const SLOTS = `
  WITH s AS (SELECT weekly_hours, notice_hours, horizon_days FROM booking_settings WHERE id = 1),
  days AS (SELECT d::date AS day FROM generate_series($1::date, $2::date, interval '1 day') d),
  opening AS (
    SELECT (days.day + (h ->> 0)::time) AT TIME ZONE 'Africa/Tunis' AS opens,
           (days.day + (h ->> 1)::time) AT TIME ZONE 'Africa/Tunis' AS closes
      FROM days, s,
           jsonb_array_elements(coalesce(s.weekly_hours -> extract(isodow FROM days.day)::int::text, '[]')) h),
  candidates AS (
    SELECT g AS start, g + make_interval(mins => $3) AS finish
      FROM opening, generate_series(opening.opens, opening.closes - make_interval(mins => $3), make_interval(mins => $3)) g)
  SELECT c.start, c.finish AS "end" FROM candidates c, s
   WHERE c.start >= now() + make_interval(hours => s.notice_hours)
     AND c.start < now() + make_interval(days => s.horizon_days)
     AND NOT EXISTS (SELECT 1 FROM booking_absence b
                      WHERE tstzrange(b.starts_at, b.ends_at) && tstzrange(c.start, c.finish))
     AND (NOT $4::boolean OR NOT EXISTS (
           SELECT 1 FROM appointment p
            WHERE p.status <> 'annule' AND tstzrange(p.starts_at, p.ends_at) && tstzrange(c.start, c.finish)))
   ORDER BY c.start`;

/**
 * Every statement on the booking tables (types, settings, absences, appointments), and only
 * them. The plain reads and writes go through TypeORM's repositories; raw SQL stays where it
 * carries the work: the slots (a series of days and times, in PostgreSQL's time-zone rules), the
 * insert that the exclusion constraint and the idempotency key may refuse, the person's advisory
 * locks, the conditions on PostgreSQL's own clock (a cancellation until the start, the reminders
 * claimed with SKIP LOCKED), the status change that answers the status it replaced, and the
 * reads joined with the type.
 */
@Injectable()
export class BookingRepository {
  constructor(
    @InjectDataSource() private readonly database: DataSource,
    @InjectRepository(BookingType) private readonly bookingTypes: Repository<BookingType>,
    @InjectRepository(BookingSettings) private readonly bookingSettings: Repository<BookingSettings>,
    @InjectRepository(BookingAbsence) private readonly bookingAbsences: Repository<BookingAbsence>,
    @InjectRepository(Appointment) private readonly appointmentRows: Repository<Appointment>,
  ) {}

  types(activeOnly: boolean): Promise<TypeRow[]> {
    return this.bookingTypes.find({
      select: TYPE_FIELDS,
      where: activeOnly ? { active: true } : {},
      order: { position: 'ASC', name: 'ASC', id: 'ASC' },
    });
  }

  type(id: string): Promise<TypeRow | null> {
    return this.bookingTypes.findOne({ select: TYPE_FIELDS, where: { id } });
  }

  /** A new type, listed after the others. */
  async insertType(type: Omit<TypeRow, 'id' | 'active'>): Promise<TypeRow> {
    const { identifiers } = await this.bookingTypes
      .createQueryBuilder()
      .insert()
      .values({
        name: type.name,
        durationMinutes: type.durationMinutes,
        mode: type.mode,
        position: () => '(SELECT coalesce(max(position), 0) + 1 FROM booking_type)',
      })
      .execute();
    return (await this.type((identifiers[0] as Pick<BookingType, 'id'>).id))!;
  }

  /** Changes the fields given (a field left out, or null, stays); null when no type has this id. */
  async updateType(id: string, change: Partial<Omit<TypeRow, 'id'>>): Promise<TypeRow | null> {
    const values = Object.fromEntries(
      Object.entries(change).filter(([, value]) => value !== undefined && value !== null),
    ) as Partial<Omit<TypeRow, 'id'>>;
    if (Object.keys(values).length > 0) {
      const { affected } = await this.bookingTypes.update({ id }, values);
      if (!affected) return null;
    }
    return this.type(id);
  }

  /** The one row of settings (the migration inserted it). */
  async settings(): Promise<SettingsRow> {
    const { weeklyHours, noticeHours, horizonDays } = await this.bookingSettings.findOneByOrFail({ id: 1 });
    return { weeklyHours, noticeHours, horizonDays };
  }

  async saveSettings(settings: SettingsRow): Promise<SettingsRow> {
    await this.bookingSettings.update(
      { id: 1 },
      {
        weeklyHours: settings.weeklyHours,
        noticeHours: settings.noticeHours,
        horizonDays: settings.horizonDays,
      },
    );
    return this.settings();
  }

  /** The absences overlapping [from, to), by start (on the GiST index of their ranges). */
  absences(from: Date, to: Date): Promise<AbsenceRow[]> {
    return this.bookingAbsences
      .createQueryBuilder('b')
      .where('tstzrange(b.starts_at, b.ends_at) && tstzrange(:from, :to)', { from, to })
      .orderBy('b.startsAt')
      .getMany();
  }

  async insertAbsence(startsAt: Date, endsAt: Date, reason: string | null): Promise<AbsenceRow> {
    const { identifiers } = await this.bookingAbsences.insert({ startsAt, endsAt, reason });
    return { id: (identifiers[0] as Pick<BookingAbsence, 'id'>).id, startsAt, endsAt, reason };
  }

  async deleteAbsence(id: string): Promise<boolean> {
    const { affected } = await this.bookingAbsences.delete({ id });
    return (affected ?? 0) > 0;
  }

  /** See SLOTS: `fromDay` and `toDay` are the practice's calendar days, YYYY-MM-DD. */
  slots(
    fromDay: string,
    toDay: string,
    durationMinutes: number,
    freeOnly: boolean,
  ): Promise<{ start: Date; end: Date }[]> {
    return this.database.query(SLOTS, [fromDay, toDay, durationMinutes, freeOnly]);
  }

  /**
   * Stores an appointment with the hash of its first cancel token; `database` is the booking's
   * transaction. The exclusion constraint refuses one that overlaps an appointment not
   * cancelled (the error isOverlap tells apart); the same idempotency key twice stores one
   * appointment, and null is answered for the second (read it back with byIdempotencyKey).
   */
  async insert(appointment: NewAppointment, database: Queryable = this.database): Promise<BookedRow | null> {
    const rows = await database.query<BookedRow[]>(
      `INSERT INTO appointment (type_id, starts_at, ends_at, name, phone, phone_e164, email, message, consent_at,
                                notice_version, idempotency_key, cancel_token_hashes)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, now(), $9, $10, ARRAY[$11::char(64)])
       ON CONFLICT (idempotency_key) DO NOTHING
       RETURNING id, starts_at AS "startsAt", ends_at AS "endsAt"`,
      [
        appointment.typeId,
        appointment.startsAt,
        appointment.endsAt,
        appointment.name,
        appointment.phone,
        appointment.phoneE164,
        appointment.email,
        appointment.message,
        appointment.noticeVersion,
        appointment.idempotencyKey,
        appointment.tokenHash,
      ],
    );
    return rows[0] ?? null;
  }

  /**
   * Stores an appointment the practice entered (source « cabinet »): no consent box behind it,
   * no cancel token yet (its e-mails make theirs). The exclusion constraint refuses an overlap
   * as for a booking.
   */
  async insertByPractice(appointment: PracticeAppointment, database: Queryable): Promise<BookedRow> {
    const rows = await database.query<BookedRow[]>(
      `INSERT INTO appointment (type_id, starts_at, ends_at, name, phone, phone_e164, email, note, source)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'cabinet')
       RETURNING id, starts_at AS "startsAt", ends_at AS "endsAt"`,
      [
        appointment.typeId,
        appointment.startsAt,
        appointment.endsAt,
        appointment.name,
        appointment.phone,
        appointment.phoneE164,
        appointment.email,
        appointment.note,
      ],
    );
    return rows[0];
  }

  /** Locks the appointment for a change until the end of the transaction; null when no such id. */
  async lockForChange(id: string, database: Queryable): Promise<LockedRow | null> {
    const [row] = await database.query<LockedRow[]>(
      `SELECT id, status, starts_at AS "startsAt", ends_at AS "endsAt", starts_at <= now() AS started
         FROM appointment WHERE id = $1 FOR UPDATE`,
      [id],
    );
    return row ?? null;
  }

  /**
   * Moves a confirmed appointment to `start`, keeping its length, its row and so its calendar
   * UID, with the next SEQUENCE so calendars take the new entry as newer. With `upcomingOnly`,
   * only while it has not started (PostgreSQL's clock, in the same statement: the patient's
   * link). The reminder is due again for the new time, unless that time is within a day (the
   * move's own e-mail stands for it then). The exclusion constraint refuses a time taken; null
   * when the appointment is no longer one that may move (cancelled, held, started meanwhile).
   */
  async move(
    id: string,
    start: Date,
    upcomingOnly: boolean,
    database: Queryable = this.database,
  ): Promise<MovedRow | null> {
    const [rows] = await database.query<[MovedRow[], number]>(
      `UPDATE appointment SET starts_at = $2::timestamptz, ends_at = $2::timestamptz + (ends_at - starts_at),
              sequence = sequence + 1,
              reminder_sent_at = CASE WHEN $2::timestamptz > now() + interval '24 hours' THEN NULL
                                      ELSE coalesce(reminder_sent_at, now()) END
        WHERE id = $1 AND status = 'confirme' AND (NOT $3::boolean OR starts_at > now())
       RETURNING id, starts_at AS "startsAt", ends_at AS "endsAt", email, sequence`,
      [id, start, upcomingOnly],
    );
    return rows[0] ?? null;
  }

  byIdempotencyKey(key: string, manager: EntityManager = this.database.manager): Promise<BookedRow | null> {
    return manager.getRepository(Appointment).findOne({
      select: { id: true, startsAt: true, endsAt: true },
      where: { idempotencyKey: key },
    });
  }

  /**
   * Serialises the bookings of one person until the end of the transaction, on every replica:
   * a transaction-level advisory lock per key (the phone, the e-mail), taken in a fixed order
   * so two bookings holding one key each cannot wait for each other.
   */
  async lockPerson(keys: string[], database: Queryable): Promise<void> {
    for (const key of [...new Set(keys)].sort()) {
      await database.query(`SELECT pg_advisory_xact_lock(${PERSON_LOCK_CLASS}, hashtext($1))`, [key]);
    }
  }

  /** The person's appointments not cancelled and not yet started: same phone (E.164) or same e-mail. */
  async countUpcoming(phoneE164: string, email: string | null, database: Queryable): Promise<number> {
    const [{ n }] = await database.query<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM appointment
        WHERE status <> 'annule' AND starts_at > now()
          AND (phone_e164 = $1 OR email_normalized = lower($2::varchar))`,
      [phoneE164, email],
    );
    return n;
  }

  /**
   * Adds a cancel token's hash to the appointment (see cancel-token.ts): appended while fewer
   * than CANCEL_TOKENS_KEPT are kept, else in place of the newest.
   */
  async addCancelToken(id: string, hash: string): Promise<void> {
    await this.database.query(
      `UPDATE appointment SET cancel_token_hashes =
         CASE WHEN cardinality(cancel_token_hashes) < ${CANCEL_TOKENS_KEPT}
              THEN cancel_token_hashes || $2::char(64)
              ELSE cancel_token_hashes[1:${CANCEL_TOKENS_KEPT - 1}] || $2::char(64) END
        WHERE id = $1`,
      [id, hash],
    );
  }

  /** The appointment if one of its cancel tokens has this hash, else null. */
  async byCancelToken(id: string, hash: string): Promise<(AppointmentRow & { started: boolean }) | null> {
    const [row] = await this.database.query<(AppointmentRow & { started: boolean })[]>(
      `SELECT ${APPOINTMENT_COLUMNS}, a.starts_at <= now() AS "started"
         FROM appointment a JOIN booking_type t ON t.id = a.type_id
        WHERE a.id = $1 AND $2::char(64) = ANY (a.cancel_token_hashes)`,
      [id, hash],
    );
    return row ?? null;
  }

  /**
   * The patient's cancellation: only an appointment still confirmed and not yet started
   * (checked by PostgreSQL's clock, in the same statement). Null when nothing changed.
   */
  async cancelIfUpcoming(id: string, database: Queryable = this.database): Promise<CancelledRow | null> {
    const [rows] = await database.query<[CancelledRow[], number]>(
      `UPDATE appointment SET status = 'annule', cancelled_at = now(), sequence = sequence + 1
        WHERE id = $1 AND status = 'confirme' AND starts_at > now() RETURNING id, email, sequence`,
      [id],
    );
    return rows[0] ?? null;
  }

  /** What the patient's cancellation e-mail needs, when the appointment is still to come (PostgreSQL's clock). */
  upcoming(id: string, manager: EntityManager): Promise<CancelledRow | null> {
    return manager.getRepository(Appointment).findOne({
      select: { id: true, email: true, sequence: true },
      where: { id, startsAt: Raw((startsAt) => `${startsAt} > now()`) },
    });
  }

  /** The request the appointment is linked to, or null (none, or no such appointment). */
  async requestId(id: string, manager: EntityManager): Promise<string | null> {
    const row = await manager
      .getRepository(Appointment)
      .findOne({ select: { id: true, requestId: true }, where: { id } });
    return row?.requestId ?? null;
  }

  async appointment(id: string): Promise<AppointmentRow | null> {
    const [row] = await this.database.query<AppointmentRow[]>(
      `SELECT ${APPOINTMENT_COLUMNS} FROM appointment a JOIN booking_type t ON t.id = a.type_id WHERE a.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Appointments starting in [from, to), by start; cancelled ones included (the agenda greys them). */
  appointments(from: Date, to: Date): Promise<AppointmentRow[]> {
    return this.database.query(
      `SELECT ${APPOINTMENT_COLUMNS} FROM appointment a JOIN booking_type t ON t.id = a.type_id
        WHERE a.starts_at >= $1 AND a.starts_at < $2 ORDER BY a.starts_at, a.id`,
      [from, to],
    );
  }

  /**
   * Sets the status (cancelling dates it); the status it had before, or null when no
   * appointment has this id.
   */
  async setStatus(
    id: string,
    status: AppointmentStatus,
    database: Queryable = this.database,
  ): Promise<AppointmentStatus | null> {
    const [rows] = await database.query<[Pick<Appointment, 'status'>[], number]>(
      `UPDATE appointment a SET status = $2::varchar,
              cancelled_at = CASE WHEN $2::varchar = 'annule' THEN coalesce(a.cancelled_at, now()) ELSE NULL END,
              sequence = a.sequence + CASE WHEN $2::varchar = 'annule' AND old.status <> 'annule' THEN 1 ELSE 0 END
         FROM (SELECT id, status FROM appointment WHERE id = $1 FOR UPDATE) old
        WHERE a.id = old.id
       RETURNING old.status`,
      [id, status],
    );
    return rows[0]?.status ?? null;
  }

  /**
   * Claims the appointments whose reminder is due: confirmed, with an address, starting within
   * 24 hours, booked more than a day before (those got their confirmation just now), not yet
   * reminded. Claiming marks them in the same statement (rows locked, others skipped), so two
   * replicas or two runs never claim one twice; the caller queues their e-mails in the same
   * transaction, so the mark means « queued », and the outbox delivers.
   */
  async claimReminders(database: Queryable, limit = 100): Promise<string[]> {
    const [rows] = await database.query<[Pick<Appointment, 'id'>[], number]>(
      `UPDATE appointment SET reminder_sent_at = now()
        WHERE id IN (SELECT id FROM appointment
                      WHERE status = 'confirme' AND email IS NOT NULL AND reminder_sent_at IS NULL
                        AND starts_at > now() AND starts_at <= now() + interval '24 hours'
                        AND created_at <= starts_at - interval '24 hours'
                      ORDER BY starts_at LIMIT $1 FOR UPDATE SKIP LOCKED)
        RETURNING id`,
      [limit],
    );
    return rows.map((row) => row.id);
  }

  /** One person's appointments (by e-mail or phone, as the patients' rights find them), newest first. */
  subjectAppointments(subject: Subject): Promise<AppointmentRow[]> {
    const match = subjectMatch(subject, 'a');
    return this.database.query(
      `SELECT ${APPOINTMENT_COLUMNS} FROM appointment a JOIN booking_type t ON t.id = a.type_id
        WHERE ${match.where} ORDER BY a.starts_at DESC, a.id DESC`,
      match.params,
    );
  }

  /** Deletes one person's appointments; `database` is a transaction's when given. How many went. */
  async deleteSubject(
    subject: Subject,
    database: Pick<DataSource, 'query'> = this.database,
  ): Promise<number> {
    const match = subjectMatch(subject, 'a');
    const [, affected] = await database.query<[unknown, number]>(
      `DELETE FROM appointment a WHERE ${match.where}`,
      match.params,
    );
    return affected;
  }

  /**
   * Deletes the appointments that ended more than `months` months before `now` (retention),
   * by PostgreSQL's calendar arithmetic, like the requests.
   */
  async deleteEndedBefore(now: Date, months: number): Promise<number> {
    const { affected } = await this.appointmentRows
      .createQueryBuilder()
      .delete()
      .where('ends_at < CAST(:now AS timestamptz) - make_interval(months => :months)', {
        now: now.toISOString(),
        months,
      })
      .execute();
    return affected ?? 0;
  }
}
