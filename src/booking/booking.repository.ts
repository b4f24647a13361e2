import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, QueryFailedError } from 'typeorm';
import { Subject, subjectMatch } from '../contact/subject';
import type { AppointmentStatus, ConsultationMode, WeeklyHours } from '../contract/booking';
import { CANCEL_TOKENS_KEPT } from './cancel-token';

/** What runs a statement: the pool, or a transaction's manager. */
type Queryable = Pick<DataSource | EntityManager, 'query'>;

/** PostgreSQL's exclusion_violation: the time range overlaps an appointment not cancelled. */
const EXCLUSION_VIOLATION = '23P01';

export const isOverlap = (error: unknown) =>
  error instanceof QueryFailedError && (error.driverError as { code?: string }).code === EXCLUSION_VIOLATION;

export interface TypeRow {
  id: string;
  name: string;
  durationMinutes: number;
  mode: ConsultationMode;
  active: boolean;
}

export interface SettingsRow {
  weeklyHours: WeeklyHours;
  noticeHours: number;
  horizonDays: number;
}

export interface AbsenceRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
  reason: string | null;
}

export interface AppointmentRow {
  id: string;
  typeId: string;
  typeName: string;
  mode: ConsultationMode;
  startsAt: Date;
  endsAt: Date;
  name: string;
  phone: string;
  /** Null when the number was not recognised (rows from before exact identities). */
  phoneE164: string | null;
  email: string | null;
  message: string;
  status: AppointmentStatus;
  createdAt: Date;
  consentAt: Date;
  /** The request this booking came from, when linked. */
  requestId: string | null;
  /** The calendar entry's revision (SEQUENCE), raised by each cancellation. */
  sequence: number;
}

export interface NewAppointment {
  typeId: string;
  startsAt: Date;
  endsAt: Date;
  name: string;
  phone: string;
  phoneE164: string;
  email: string | null;
  message: string;
  noticeVersion: string;
  idempotencyKey: string | null;
  /** The SHA-256 of the cancel token answered to this booking (see cancel-token.ts). */
  tokenHash: string;
}

/** A stored appointment as the booking's answer needs it. */
export interface BookedRow {
  id: string;
  startsAt: Date;
  endsAt: Date;
}

/** The class of the advisory locks that serialise one person's bookings (any constant of our own). */
const PERSON_LOCK_CLASS = 17649;

const TYPE_COLUMNS = `id, name, duration_minutes AS "durationMinutes", mode, active`;

/**
 * An appointment's columns: the appointment table under the alias passed as `a`, its type as
 * `t`. The alias is a parameter because the patients' rights lookup reads appointments as `p`,
 * the alias subjectMatch writes its WHERE clause for; the other statements read them as `a`.
 */
function appointmentColumns(a: string): string {
  return `${a}.id, ${a}.type_id AS "typeId", t.name AS "typeName", t.mode, ${a}.starts_at AS "startsAt",
  ${a}.ends_at AS "endsAt", ${a}.name, ${a}.phone, ${a}.phone_e164 AS "phoneE164", ${a}.email, ${a}.message,
  ${a}.status, ${a}.created_at AS "createdAt", ${a}.consent_at AS "consentAt", ${a}.request_id AS "requestId",
  ${a}.sequence`;
}

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

/** Every statement on the booking tables (types, settings, absences, appointments), and only them. */
@Injectable()
export class BookingRepository {
  constructor(@InjectDataSource() private readonly database: DataSource) {}

  types(activeOnly: boolean): Promise<TypeRow[]> {
    return this.database.query(
      `SELECT ${TYPE_COLUMNS} FROM booking_type ${activeOnly ? 'WHERE active' : ''} ORDER BY position, name, id`,
    );
  }

  async type(id: string): Promise<TypeRow | null> {
    const [row] = await this.database.query<TypeRow[]>(
      `SELECT ${TYPE_COLUMNS} FROM booking_type WHERE id = $1`,
      [id],
    );
    return row ?? null;
  }

  async insertType(type: Omit<TypeRow, 'id' | 'active'>): Promise<TypeRow> {
    const [row] = await this.database.query<TypeRow[]>(
      `INSERT INTO booking_type (name, duration_minutes, mode, position)
       VALUES ($1, $2, $3, (SELECT coalesce(max(position), 0) + 1 FROM booking_type)) RETURNING ${TYPE_COLUMNS}`,
      [type.name, type.durationMinutes, type.mode],
    );
    return row;
  }

  async updateType(id: string, change: Partial<Omit<TypeRow, 'id'>>): Promise<TypeRow | null> {
    // An UPDATE answers [rows, count] through TypeORM.
    const [[row]] = await this.database.query<[TypeRow[], number]>(
      `UPDATE booking_type SET name = coalesce($2, name), duration_minutes = coalesce($3, duration_minutes),
              mode = coalesce($4, mode), active = coalesce($5, active)
        WHERE id = $1 RETURNING ${TYPE_COLUMNS}`,
      [id, change.name ?? null, change.durationMinutes ?? null, change.mode ?? null, change.active ?? null],
    );
    return row ?? null;
  }

  async settings(): Promise<SettingsRow> {
    const [row] = await this.database.query<SettingsRow[]>(
      `SELECT weekly_hours AS "weeklyHours", notice_hours AS "noticeHours", horizon_days AS "horizonDays"
         FROM booking_settings WHERE id = 1`,
    );
    return row;
  }

  async saveSettings(settings: SettingsRow): Promise<SettingsRow> {
    const [[row]] = await this.database.query<[SettingsRow[], number]>(
      `UPDATE booking_settings SET weekly_hours = $1, notice_hours = $2, horizon_days = $3 WHERE id = 1
       RETURNING weekly_hours AS "weeklyHours", notice_hours AS "noticeHours", horizon_days AS "horizonDays"`,
      [JSON.stringify(settings.weeklyHours), settings.noticeHours, settings.horizonDays],
    );
    return row;
  }

  absences(from: Date, to: Date): Promise<AbsenceRow[]> {
    return this.database.query(
      `SELECT id, starts_at AS "startsAt", ends_at AS "endsAt", reason FROM booking_absence
        WHERE tstzrange(starts_at, ends_at) && tstzrange($1, $2) ORDER BY starts_at`,
      [from, to],
    );
  }

  async insertAbsence(startsAt: Date, endsAt: Date, reason: string | null): Promise<AbsenceRow> {
    const [row] = await this.database.query<AbsenceRow[]>(
      `INSERT INTO booking_absence (starts_at, ends_at, reason) VALUES ($1, $2, $3)
       RETURNING id, starts_at AS "startsAt", ends_at AS "endsAt", reason`,
      [startsAt, endsAt, reason],
    );
    return row;
  }

  async deleteAbsence(id: string): Promise<boolean> {
    const [, affected] = await this.database.query<[unknown, number]>(
      `DELETE FROM booking_absence WHERE id = $1`,
      [id],
    );
    return affected > 0;
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

  async byIdempotencyKey(key: string, database: Queryable = this.database): Promise<BookedRow | null> {
    const [row] = await database.query<BookedRow[]>(
      `SELECT id, starts_at AS "startsAt", ends_at AS "endsAt" FROM appointment WHERE idempotency_key = $1`,
      [key],
    );
    return row ?? null;
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
      `SELECT ${appointmentColumns('a')}, a.starts_at <= now() AS "started"
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
  async cancelIfUpcoming(
    id: string,
    database: Queryable = this.database,
  ): Promise<{ id: string; email: string | null; sequence: number } | null> {
    const [rows] = await database.query<[{ id: string; email: string | null; sequence: number }[], number]>(
      `UPDATE appointment SET status = 'annule', cancelled_at = now(), sequence = sequence + 1
        WHERE id = $1 AND status = 'confirme' AND starts_at > now() RETURNING id, email, sequence`,
      [id],
    );
    return rows[0] ?? null;
  }

  async appointment(id: string): Promise<AppointmentRow | null> {
    const [row] = await this.database.query<AppointmentRow[]>(
      `SELECT ${appointmentColumns('a')} FROM appointment a JOIN booking_type t ON t.id = a.type_id WHERE a.id = $1`,
      [id],
    );
    return row ?? null;
  }

  /** Appointments starting in [from, to), by start; cancelled ones included (the agenda greys them). */
  appointments(from: Date, to: Date): Promise<AppointmentRow[]> {
    return this.database.query(
      `SELECT ${appointmentColumns('a')} FROM appointment a JOIN booking_type t ON t.id = a.type_id
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
    const [rows] = await database.query<[{ previous: AppointmentStatus }[], number]>(
      `UPDATE appointment a SET status = $2::varchar,
              cancelled_at = CASE WHEN $2::varchar = 'annule' THEN coalesce(a.cancelled_at, now()) ELSE NULL END,
              sequence = a.sequence + CASE WHEN $2::varchar = 'annule' AND old.status <> 'annule' THEN 1 ELSE 0 END
         FROM (SELECT id, status FROM appointment WHERE id = $1 FOR UPDATE) old
        WHERE a.id = old.id
       RETURNING old.status AS previous`,
      [id, status],
    );
    return rows[0]?.previous ?? null;
  }

  /**
   * Claims the appointments whose reminder is due: confirmed, with an address, starting within
   * 24 hours, booked more than a day before (those got their confirmation just now), not yet
   * reminded. Claiming marks them in the same statement (rows locked, others skipped), so two
   * replicas or two runs never claim one twice; the caller queues their e-mails in the same
   * transaction, so the mark means « queued », and the outbox delivers.
   */
  async claimReminders(database: Queryable, limit = 100): Promise<string[]> {
    const [rows] = await database.query<[{ id: string }[], number]>(
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
    const match = subjectMatch(subject);
    return this.database.query(
      `SELECT ${appointmentColumns('p')} FROM appointment p JOIN booking_type t ON t.id = p.type_id
        WHERE ${match.where} ORDER BY p.starts_at DESC, p.id DESC`,
      match.params,
    );
  }

  /** Deletes one person's appointments; `database` is a transaction's when given. How many went. */
  async deleteSubject(
    subject: Subject,
    database: Pick<DataSource, 'query'> = this.database,
  ): Promise<number> {
    const match = subjectMatch(subject);
    const [, affected] = await database.query<[unknown, number]>(
      `DELETE FROM appointment p WHERE ${match.where}`,
      match.params,
    );
    return affected;
  }

  /** Deletes the appointments that ended more than `months` months before `now` (retention). */
  async deleteEndedBefore(now: Date, months: number): Promise<number> {
    const [, affected] = await this.database.query<[unknown, number]>(
      `DELETE FROM appointment WHERE ends_at < CAST($1 AS timestamptz) - make_interval(months => $2)`,
      [now.toISOString(), months],
    );
    return affected;
  }
}
