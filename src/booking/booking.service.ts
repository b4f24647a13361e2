import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { logger } from '../common/logging/json-logger';
import { validationFailure } from '../common/validation/validation-failure';
import { AppConfig } from '../config/env.validation';
import { normalizePhone, UNRECOGNISED_PHONE_MESSAGE } from '../common/validation/identity';
import {
  AppointmentStatus,
  AppointmentSummary,
  BookingCreated,
  BookingMoved,
  CANCEL_MESSAGES,
  MOVE_MESSAGES,
  ConsultationType,
  Slot,
} from '../contract/booking';
import { NOTICE_VERSION } from '../contract/privacy-notice';
import {
  AppointmentRow,
  BookedRow,
  BookingRepository,
  isOverlap,
  MovedRow,
  TypeRow,
} from './booking.repository';
import { BookingLinkRepository } from './booking-link.repository';
import { BookingMailService } from './booking-mail.service';
import { typeView, UNKNOWN_TYPE_MESSAGE } from './booking-settings.service';
import { cancelTokenHash, newCancelToken } from './cancel-token';
import { checkRange, tunisMidnight } from './day-range';
import { CreateBookingDto, PracticeAppointmentDto } from './dto/booking.dto';
import { addDays, practiceDay, practiceIso } from '../contract/practice-time';

export const SLOT_TAKEN_MESSAGE =
  'Ce créneau vient d’être réservé par quelqu’un d’autre. Voici les plus proches encore libres.';
export const NOT_OFFERED_MESSAGE = 'Ce créneau n’est pas proposé : choisissez-en un dans la liste.';
export const APPOINTMENT_NOT_FOUND = 'Rendez-vous introuvable.';
export const REQUEST_NOT_FOUND = 'Demande de contact introuvable.';
export const RESTORE_TAKEN_MESSAGE =
  'Ce créneau a été repris par un autre rendez-vous : ce rendez-vous ne peut plus être rétabli.';
export const CLASH_MESSAGE =
  'Ce créneau chevauche un autre rendez-vous. Voici les plus proches encore libres.';
export const PAST_MESSAGE = 'Ce rendez-vous serait dans le passé : choisissez une heure à venir.';
export const ALIGNED_MESSAGE =
  'L’heure d’un rendez-vous tombe sur un multiple de 5 minutes (9 h 00, 9 h 05…).';
export const NOT_MOVABLE_MESSAGE =
  'Seul un rendez-vous confirmé se déplace : rétablissez d’abord un rendez-vous annulé.';
export const NOT_STARTED_MESSAGE = 'Un rendez-vous n’est dit honoré ou absent qu’une fois son heure venue.';
export const tooManyMessage = (max: number) =>
  `Vous avez déjà ${max} rendez-vous à venir. Pour en prendre un autre, annulez-en un ou appelez le cabinet.`;

const slotView = (slot: { start: Date; end: Date }): Slot => ({
  start: practiceIso(new Date(slot.start)),
  end: practiceIso(new Date(slot.end)),
});

const conflict = (message: string) => new ConflictException({ success: false, message });

/**
 * Online booking: free slots, the booking itself (the database refuses a second appointment on
 * overlapping times, see the migration OnlineBooking), its cancellation by the patient's link,
 * the reminders, and the administrator's agenda. What the administrator sets (types, hours,
 * absences) is BookingSettingsService's.
 */
@Injectable()
export class BookingService {
  private readonly maxPerPerson: number;

  constructor(
    private readonly booking: BookingRepository,
    private readonly links: BookingLinkRepository,
    private readonly mails: BookingMailService,
    private readonly audit: AuditService,
    @InjectDataSource() private readonly database: DataSource,
    @Inject(ConfigService) config: ConfigService,
  ) {
    this.maxPerPerson = config.getOrThrow<AppConfig>('app').bookingMaxPerPerson;
  }

  async publicTypes(): Promise<ConsultationType[]> {
    return (await this.booking.types(true)).map(typeView);
  }

  async freeSlots(typeId: string, from: string, to: string): Promise<Slot[]> {
    const type = await this.activeType(typeId);
    checkRange(from, to);
    return (await this.booking.slots(from, to, type.durationMinutes, true)).map(slotView);
  }

  /**
   * Books a slot. It must be one the practice offers for this type; the database then refuses
   * it if an appointment took it meanwhile (409, with the nearest free slots). The same
   * idempotency key twice books once and answers the same appointment (with a token of its
   * own, see cancel-token.ts). One person (same phone or same e-mail) holds at most
   * BOOKING_MAX_PER_PERSON appointments to come: counting and inserting run under that
   * person's advisory lock, so two replicas booking for them at once are taken one after the
   * other. With `requestId`, the request becomes « Rendez-vous fixé » if it is this person's.
   */
  async book(dto: CreateBookingDto, idempotencyKey: string | null): Promise<BookingCreated> {
    const phoneE164 = normalizePhone(dto.phone);
    if (phoneE164 === null) {
      throw validationFailure([['phone', UNRECOGNISED_PHONE_MESSAGE]], UNRECOGNISED_PHONE_MESSAGE);
    }
    if (idempotencyKey) {
      const earlier = await this.booking.byIdempotencyKey(idempotencyKey);
      if (earlier) return this.replay(earlier); // the same press, sent again
    }
    const type = await this.activeType(dto.type);
    const start = new Date(dto.start);
    const day = practiceDay(start);
    const offered = await this.booking.slots(day, day, type.durationMinutes, false);
    const slot = offered.find((s) => new Date(s.start).getTime() === start.getTime());
    if (!slot) throw validationFailure([['start', NOT_OFFERED_MESSAGE]], NOT_OFFERED_MESSAGE);

    const email = dto.email ? dto.email : null;
    const { token, hash } = newCancelToken();
    let stored: BookedRow | null;
    let linked = false;
    try {
      stored = await this.database.transaction(async (manager) => {
        const keys = [`phone:${phoneE164}`, ...(email ? [`email:${email.toLowerCase()}`] : [])];
        await this.booking.lockPerson(keys, manager);
        if ((await this.booking.countUpcoming(phoneE164, email, manager)) >= this.maxPerPerson) {
          // The same press sent twice at once: the first one is what counts now.
          if (idempotencyKey && (await this.booking.byIdempotencyKey(idempotencyKey, manager))) return null;
          throw conflict(tooManyMessage(this.maxPerPerson));
        }
        const row = await this.booking.insert(
          {
            typeId: type.id,
            startsAt: new Date(slot.start),
            endsAt: new Date(slot.end),
            name: dto.name,
            phone: dto.phone,
            phoneE164,
            email,
            message: dto.message ?? '',
            noticeVersion: NOTICE_VERSION,
            idempotencyKey,
            tokenHash: hash,
          },
          manager,
        );
        if (row && dto.requestId) {
          linked = (await this.links.link(row.id, dto.requestId, { phoneE164, email }, null, manager)).linked;
        }
        if (row) await this.mails.booked(manager, row.id, email);
        return row;
      });
    } catch (error) {
      if (!isOverlap(error)) throw error;
      if (idempotencyKey) {
        const earlier = await this.booking.byIdempotencyKey(idempotencyKey);
        if (earlier) return this.replay(earlier);
      }
      throw new ConflictException({
        success: false,
        message: SLOT_TAKEN_MESSAGE,
        alternatives: await this.nearestFree(start, type.durationMinutes),
      });
    }
    if (!stored) {
      const earlier = idempotencyKey ? await this.booking.byIdempotencyKey(idempotencyKey) : null;
      if (!earlier)
        throw new ConflictException({ success: false, message: SLOT_TAKEN_MESSAGE, alternatives: [] });
      return this.replay(earlier);
    }
    logger.event(
      'info',
      'appointment booked',
      { appointmentId: stored.id, linkedRequest: linked },
      'Booking',
    );
    this.mails.wake();
    return this.created(stored, token);
  }

  /** The cancellation page's summary, for a valid link (404 otherwise). */
  async summary(id: string, token: string): Promise<AppointmentSummary> {
    const row = await this.booking.byCancelToken(id, cancelTokenHash(token));
    if (!row) throw new NotFoundException({ success: false, message: CANCEL_MESSAGES.notFound });
    return {
      _id: row.id,
      start: practiceIso(new Date(row.startsAt)),
      end: practiceIso(new Date(row.endsAt)),
      type: { name: row.typeName, mode: row.mode },
      status: row.status,
    };
  }

  /**
   * Cancels by the patient's link, until the appointment starts; cancelling twice is fine. A
   * wrong link is « introuvable »; an appointment started, past, held or missed is a 409 (only
   * the practice changes it then). The request the booking had moved to « Rendez-vous fixé »
   * gets its status back.
   */
  async cancel(id: string, token: string): Promise<void> {
    const hash = cancelTokenHash(token);
    const row = await this.booking.byCancelToken(id, hash);
    if (!row) throw new NotFoundException({ success: false, message: CANCEL_MESSAGES.notFound });
    const refusal = (current: { status: AppointmentStatus; started: boolean }) => {
      if (current.status === 'honore' || current.status === 'absent') return conflict(CANCEL_MESSAGES.held);
      if (current.started) return conflict(CANCEL_MESSAGES.started);
      return null;
    };
    if (row.status === 'annule') return;
    const refused = refusal(row);
    if (refused) throw refused;
    const cancelled = await this.database.transaction(async (manager) => {
      const done = await this.booking.cancelIfUpcoming(id, manager);
      if (!done) return false;
      await this.links.undo(id, null, manager);
      await this.mails.cancelled(manager, done, 'patient');
      return true;
    });
    if (!cancelled) {
      // Changed between the read and the update: answer what it is now.
      const now = await this.booking.byCancelToken(id, hash);
      if (!now || now.status === 'annule') return;
      throw refusal(now) ?? conflict(CANCEL_MESSAGES.started);
    }
    this.mails.wake();
    await this.audit.record({ action: 'appointment_cancelled_by_patient', targetId: id });
    logger.event('info', 'appointment cancelled', { appointmentId: id, by: 'patient' }, 'Booking');
  }

  /** The nearest free slots of the appointment's type, for the patient's move (a valid link only). */
  async alternatives(id: string, token: string): Promise<Slot[]> {
    const row = await this.booking.byCancelToken(id, cancelTokenHash(token));
    if (!row) throw new NotFoundException({ success: false, message: CANCEL_MESSAGES.notFound });
    const refused = moveRefusal(row);
    if (refused) throw refused;
    const type = await this.booking.type(row.typeId);
    return this.nearestFree(new Date(row.startsAt), type!.durationMinutes, 12);
  }

  /**
   * The patient moves their appointment by their link, to a free slot the practice offers for
   * its type, while it has not started (as a cancellation): same row, same calendar UID, the
   * next SEQUENCE; the patient gets the new time with the updated calendar file, the practice a
   * notice. A slot taken meanwhile is a 409 with the nearest free ones.
   */
  async move(id: string, token: string, startText: string): Promise<BookingMoved> {
    const hash = cancelTokenHash(token);
    const row = await this.booking.byCancelToken(id, hash);
    if (!row) throw new NotFoundException({ success: false, message: CANCEL_MESSAGES.notFound });
    const refused = moveRefusal(row);
    if (refused) throw refused;
    const type = (await this.booking.type(row.typeId))!;
    const start = new Date(startText);
    const offered = await this.booking.slots(
      practiceDay(start),
      practiceDay(start),
      type.durationMinutes,
      false,
    );
    if (!offered.some((slot) => new Date(slot.start).getTime() === start.getTime()))
      throw validationFailure([['start', NOT_OFFERED_MESSAGE]], NOT_OFFERED_MESSAGE);
    if (new Date(row.startsAt).getTime() === start.getTime()) return movedView(row);
    let moved: MovedRow | null;
    try {
      moved = await this.database.transaction(async (manager) => {
        const done = await this.booking.move(id, start, true, manager);
        if (done) await this.mails.moved(manager, done, 'patient');
        return done;
      });
    } catch (error) {
      if (!isOverlap(error)) throw error;
      throw await this.clash(start, type.durationMinutes, MOVE_MESSAGES.taken);
    }
    if (!moved) {
      // Changed between the read and the update: say what it is now.
      const now = await this.booking.byCancelToken(id, hash);
      throw (now && moveRefusal(now)) ?? conflict(MOVE_MESSAGES.started);
    }
    this.mails.wake();
    await this.audit.record({ action: 'appointment_moved_by_patient', targetId: id });
    logger.event('info', 'appointment moved', { appointmentId: id, by: 'patient' }, 'Booking');
    return movedView(moved);
  }

  // The administrator's agenda.

  async agenda(from: string, to: string) {
    checkRange(from, to);
    const rows = await this.booking.appointments(tunisMidnight(from), tunisMidnight(addDays(to, 1)));
    return rows.map(appointmentView);
  }

  /**
   * Sets the status. Cancelling undoes the follow-up change the booking made to its request;
   * bringing a cancelled appointment back makes it again.
   */
  async setStatus(id: string, status: AppointmentStatus, actorId: string | null) {
    try {
      await this.database.transaction(async (manager) => {
        const current = await this.booking.lockForChange(id, manager);
        if (!current) throw new NotFoundException({ success: false, message: APPOINTMENT_NOT_FOUND });
        // Held or missed says what happened: not before the time came (and the lock keeps a
        // move from slipping in between).
        if ((status === 'honore' || status === 'absent') && !current.started && current.status !== status)
          throw conflict(NOT_STARTED_MESSAGE);
        const previous = await this.booking.setStatus(id, status, manager);
        if (previous === null)
          throw new NotFoundException({ success: false, message: APPOINTMENT_NOT_FOUND });
        if (status === 'annule' && previous !== 'annule') {
          await this.links.undo(id, actorId, manager);
          // The patient is told of a cancellation still to come (not of a past one tidied up).
          const row = await this.booking.upcoming(id, manager);
          if (row) await this.mails.cancelled(manager, row, 'cabinet');
        }
        if (previous === 'annule' && status === 'confirme') {
          const requestId = await this.booking.requestId(id, manager);
          if (requestId) await this.links.link(id, requestId, 'any', actorId, manager);
        }
      });
    } catch (error) {
      if (!isOverlap(error)) throw error;
      throw conflict(RESTORE_TAKEN_MESSAGE);
    }
    this.mails.wake();
    return appointmentView((await this.booking.appointment(id))!);
  }

  /**
   * An appointment the practice enters (by phone, at the desk): in the same table as the online
   * ones, so the exclusion constraint refuses an overlap (409 with the nearest free slots). The
   * practice decides its hours: any time to come, on the 5 minutes, the length of the type
   * (even one hidden from patients). No consent box and no per-person limit: the practice
   * writes what the patient said. With `requestId`, that request is linked as a booking links
   * its own (the practice knows who is who: any request), and a wrong id refuses the whole. A
   * patient with an address gets the confirmation with the calendar file and a link of their own.
   */
  async createByPractice(dto: PracticeAppointmentDto, actorId: string) {
    const phoneE164 = normalizePhone(dto.phone);
    if (phoneE164 === null) {
      throw validationFailure([['phone', UNRECOGNISED_PHONE_MESSAGE]], UNRECOGNISED_PHONE_MESSAGE);
    }
    const type = await this.booking.type(dto.typeId);
    if (!type) throw validationFailure([['typeId', UNKNOWN_TYPE_MESSAGE]], UNKNOWN_TYPE_MESSAGE);
    const start = practiceStart(dto.start);
    const email = dto.email ? dto.email : null;
    let id: string;
    try {
      id = await this.database.transaction(async (manager) => {
        const row = await this.booking.insertByPractice(
          {
            typeId: type.id,
            startsAt: start,
            endsAt: new Date(start.getTime() + type.durationMinutes * 60_000),
            name: dto.name,
            phone: dto.phone,
            phoneE164,
            email,
            note: dto.note ?? '',
          },
          manager,
        );
        if (dto.requestId) {
          const { linked } = await this.links.link(row.id, dto.requestId, 'any', actorId, manager);
          if (!linked) throw new NotFoundException({ success: false, message: REQUEST_NOT_FOUND });
        }
        await this.mails.enteredByPractice(manager, row.id, email);
        return row.id;
      });
    } catch (error) {
      if (!isOverlap(error)) throw error;
      throw await this.clash(start, type.durationMinutes, CLASH_MESSAGE);
    }
    this.mails.wake();
    logger.event('info', 'appointment entered', { appointmentId: id }, 'Booking');
    return appointmentView((await this.booking.appointment(id))!);
  }

  /**
   * The practice moves a confirmed appointment to another time of its choosing (to come, on the
   * 5 minutes), same length, same row: the patient's calendar entry keeps its UID and takes the
   * next SEQUENCE. The row is locked while checked and moved, so a cancellation at the same
   * moment waits for the move (and cancels the moved appointment) or makes it refused.
   */
  async moveByPractice(id: string, startText: string) {
    const start = practiceStart(startText);
    let durationMs = 0;
    try {
      await this.database.transaction(async (manager) => {
        const current = await this.booking.lockForChange(id, manager);
        if (!current) throw new NotFoundException({ success: false, message: APPOINTMENT_NOT_FOUND });
        durationMs = new Date(current.endsAt).getTime() - new Date(current.startsAt).getTime();
        if (current.status !== 'confirme') throw conflict(NOT_MOVABLE_MESSAGE);
        if (new Date(current.startsAt).getTime() === start.getTime()) return; // already there
        const moved = await this.booking.move(id, start, false, manager);
        if (!moved) throw conflict(NOT_MOVABLE_MESSAGE);
        await this.mails.moved(manager, moved, 'cabinet');
      });
    } catch (error) {
      if (!isOverlap(error)) throw error;
      throw await this.clash(start, durationMs / 60_000, CLASH_MESSAGE);
    }
    this.mails.wake();
    logger.event('info', 'appointment moved', { appointmentId: id, by: 'cabinet' }, 'Booking');
    return appointmentView((await this.booking.appointment(id))!);
  }

  /**
   * Links the appointment to a request by the practice's hand (any request: the practice knows
   * who is who), in place of the link it had; the request follows as for a booking.
   */
  async linkRequest(id: string, requestId: string, actorId: string) {
    const current = await this.booking.appointment(id);
    if (!current) throw new NotFoundException({ success: false, message: APPOINTMENT_NOT_FOUND });
    if (current.requestId !== requestId) {
      await this.database.transaction(async (manager) => {
        await this.links.undo(id, actorId, manager);
        const { linked } = await this.links.link(id, requestId, 'any', actorId, manager);
        if (!linked) throw new NotFoundException({ success: false, message: REQUEST_NOT_FOUND });
      });
    }
    return appointmentView((await this.booking.appointment(id))!);
  }

  /**
   * Queues the reminders that are due, each with its appointment's mark in one transaction (a
   * crash leaves both or neither); how many. The e-mail is written, with a cancelling link of
   * its own, when the outbox sends it.
   */
  async sendDueReminders(): Promise<number> {
    const ids = await this.database.transaction(async (manager) => {
      const claimed = await this.booking.claimReminders(manager);
      for (const id of claimed) await this.mails.remind(manager, id);
      return claimed;
    });
    if (ids.length) this.mails.wake();
    return ids.length;
  }

  /** A replay of a booking already made: its answer, with a new token added to the valid ones. */
  private async replay(row: BookedRow): Promise<BookingCreated> {
    const { token, hash } = newCancelToken();
    await this.booking.addCancelToken(row.id, hash);
    return this.created(row, token);
  }

  private async activeType(id: string): Promise<TypeRow> {
    const type = await this.booking.type(id);
    if (!type || !type.active)
      throw validationFailure([['type', UNKNOWN_TYPE_MESSAGE]], UNKNOWN_TYPE_MESSAGE);
    return type;
  }

  private created(row: BookedRow, cancelToken: string): BookingCreated {
    return {
      _id: row.id,
      start: practiceIso(new Date(row.startsAt)),
      end: practiceIso(new Date(row.endsAt)),
      cancelToken,
    };
  }

  /** A 409 for a time taken, with the nearest free slots of that length. */
  private async clash(start: Date, durationMinutes: number, message: string) {
    return new ConflictException({
      success: false,
      message,
      alternatives: await this.nearestFree(start, durationMinutes),
    });
  }

  /** The `count` free slots nearest the one asked for, within a week either side. */
  private async nearestFree(start: Date, durationMinutes: number, count = 3): Promise<Slot[]> {
    const day = practiceDay(start);
    const free = await this.booking.slots(addDays(day, -7), addDays(day, 7), durationMinutes, true);
    return free
      .sort(
        (a, b) =>
          Math.abs(new Date(a.start).getTime() - start.getTime()) -
          Math.abs(new Date(b.start).getTime() - start.getTime()),
      )
      .slice(0, count)
      .sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime())
      .map(slotView);
  }
}

/**
 * A time the practice chooses: to come, and on the 5 minutes (the agenda's finest step), so
 * that no appointment starts at 9:07 by a slip.
 */
function practiceStart(text: string): Date {
  const start = new Date(text);
  if (start.getTime() % 300_000 !== 0) throw validationFailure([['start', ALIGNED_MESSAGE]], ALIGNED_MESSAGE);
  if (start.getTime() <= Date.now()) throw validationFailure([['start', PAST_MESSAGE]], PAST_MESSAGE);
  return start;
}

/** Why the patient's link may not move this appointment now, or null. */
function moveRefusal(row: { status: AppointmentStatus; started: boolean }) {
  if (row.status === 'annule') return conflict(MOVE_MESSAGES.cancelled);
  if (row.status === 'honore' || row.status === 'absent') return conflict(MOVE_MESSAGES.held);
  if (row.started) return conflict(MOVE_MESSAGES.started);
  return null;
}

function movedView(row: Pick<MovedRow, 'id' | 'startsAt' | 'endsAt' | 'sequence'>): BookingMoved {
  return {
    _id: row.id,
    start: practiceIso(new Date(row.startsAt)),
    end: practiceIso(new Date(row.endsAt)),
    sequence: row.sequence,
  };
}

function appointmentView(row: AppointmentRow) {
  return {
    _id: row.id,
    type: { _id: row.typeId, name: row.typeName, mode: row.mode },
    start: practiceIso(new Date(row.startsAt)),
    end: practiceIso(new Date(row.endsAt)),
    name: row.name,
    phone: row.phone,
    /** Null: the number was not recognised, this appointment is not found by it. */
    phoneE164: row.phoneE164,
    email: row.email,
    message: row.message,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    /** Null for an appointment the practice entered: no consent box behind it. */
    consentAt: row.consentAt ? new Date(row.consentAt).toISOString() : null,
    requestId: row.requestId,
    source: row.source,
    note: row.note,
  };
}
