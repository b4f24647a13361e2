import { ConflictException, Inject, Injectable, NotFoundException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { resolveJwtSecret } from '../auth/jwt-secret';
import { logger } from '../common/logging/json-logger';
import { validationFailure } from '../common/validation/validation-failure';
import { AppConfig } from '../config/env.validation';
import { ContactFollowUpRepository } from '../contact/contact-follow-up.repository';
import type { AppointmentStatus, BookingCreated, ConsultationType, Slot } from '../contract/booking';
import { NOTICE_VERSION } from '../contract/privacy-notice';
import { AppointmentRow, BookingRepository, isOverlap, TypeRow } from './booking.repository';
import { AppointmentMailFacts } from './booking-mail';
import { BookingMailService } from './booking-mail.service';
import { typeView, UNKNOWN_TYPE_MESSAGE } from './booking-settings.service';
import { cancelToken, isCancelToken } from './cancel-token';
import { checkRange, tunisMidnight } from './day-range';
import { CreateBookingDto } from './dto/booking.dto';
import { addDays, practiceDay, practiceIso } from '../contract/practice-time';

export const SLOT_TAKEN_MESSAGE =
  'Ce créneau vient d’être réservé par quelqu’un d’autre. Voici les plus proches encore libres.';
const NOT_OFFERED_MESSAGE = 'Ce créneau n’est pas proposé : choisissez-en un dans la liste.';
const APPOINTMENT_NOT_FOUND = 'Rendez-vous introuvable.';

const slotView = (slot: { start: Date; end: Date }): Slot => ({
  start: practiceIso(new Date(slot.start)),
  end: practiceIso(new Date(slot.end)),
});

/**
 * Online booking: free slots, the booking itself (the database refuses a second appointment on
 * overlapping times, see the migration OnlineBooking), its cancellation by the patient's link,
 * the reminders, and the administrator's agenda. What the administrator sets (types, hours,
 * absences) is BookingSettingsService's.
 */
@Injectable()
export class BookingService {
  private readonly secret: string;

  constructor(
    private readonly booking: BookingRepository,
    private readonly followUps: ContactFollowUpRepository,
    private readonly mails: BookingMailService,
    @Inject(ConfigService) config: ConfigService,
  ) {
    this.secret = resolveJwtSecret(config.getOrThrow<AppConfig>('app'));
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
   * idempotency key twice books once and answers the same appointment.
   */
  async book(dto: CreateBookingDto, idempotencyKey: string | null): Promise<BookingCreated> {
    const type = await this.activeType(dto.type);
    const start = new Date(dto.start);
    const day = practiceDay(start);
    const offered = await this.booking.slots(day, day, type.durationMinutes, false);
    const slot = offered.find((s) => new Date(s.start).getTime() === start.getTime());
    if (!slot) {
      if (idempotencyKey) {
        const earlier = await this.booking.byIdempotencyKey(idempotencyKey);
        if (earlier) return this.created(earlier); // the same press, after the slot left the offer
      }
      throw validationFailure([['start', NOT_OFFERED_MESSAGE]], NOT_OFFERED_MESSAGE);
    }
    let stored;
    try {
      stored = await this.booking.insert({
        typeId: type.id,
        startsAt: new Date(slot.start),
        endsAt: new Date(slot.end),
        name: dto.name,
        phone: dto.phone,
        email: dto.email ? dto.email : null,
        message: dto.message ?? '',
        noticeVersion: NOTICE_VERSION,
        idempotencyKey,
      });
    } catch (error) {
      if (!isOverlap(error)) throw error;
      if (idempotencyKey) {
        const earlier = await this.booking.byIdempotencyKey(idempotencyKey);
        if (earlier) return this.created(earlier);
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
      return this.created(earlier);
    }
    const linked = await this.followUps.markBooked(dto.phone);
    logger.event(
      'info',
      'appointment booked',
      { appointmentId: stored.id, linkedRequests: linked },
      'Booking',
    );
    const appointment = await this.booking.appointment(stored.id);
    if (appointment) this.mails.booked(this.mailFacts(appointment));
    return this.created(stored);
  }

  /** Cancels by the patient's link; cancelling twice is fine. A wrong link is « introuvable ». */
  async cancel(id: string, token: string): Promise<void> {
    const appointment = await this.booking.appointment(id);
    if (!appointment || !isCancelToken(this.secret, id, token)) {
      throw new NotFoundException({
        success: false,
        message: 'Rendez-vous introuvable ou lien d’annulation invalide.',
      });
    }
    if (appointment.status !== 'annule') await this.booking.setStatus(id, 'annule');
    logger.event('info', 'appointment cancelled', { appointmentId: id, by: 'patient' }, 'Booking');
  }

  // The administrator's agenda.

  async agenda(from: string, to: string) {
    checkRange(from, to);
    const rows = await this.booking.appointments(tunisMidnight(from), tunisMidnight(addDays(to, 1)));
    return rows.map(appointmentView);
  }

  async setStatus(id: string, status: AppointmentStatus) {
    try {
      if (!(await this.booking.setStatus(id, status))) {
        throw new NotFoundException({ success: false, message: APPOINTMENT_NOT_FOUND });
      }
    } catch (error) {
      if (!isOverlap(error)) throw error;
      throw new ConflictException({
        success: false,
        message:
          'Ce créneau a été repris par un autre rendez-vous : ce rendez-vous ne peut plus être rétabli.',
      });
    }
    return appointmentView((await this.booking.appointment(id))!);
  }

  /** Queues the reminders that are due; how many. */
  async sendDueReminders(): Promise<number> {
    const ids = await this.booking.claimReminders();
    for (const id of ids) {
      const appointment = await this.booking.appointment(id);
      if (appointment) this.mails.remind(this.mailFacts(appointment));
    }
    return ids.length;
  }

  private mailFacts(row: AppointmentRow): AppointmentMailFacts {
    return {
      id: row.id,
      typeName: row.typeName,
      mode: row.mode,
      startsAt: new Date(row.startsAt),
      endsAt: new Date(row.endsAt),
      name: row.name,
      phone: row.phone,
      email: row.email,
      message: row.message,
      ...this.mails.links(row.id, cancelToken(this.secret, row.id)),
    };
  }

  private async activeType(id: string): Promise<TypeRow> {
    const type = await this.booking.type(id);
    if (!type || !type.active)
      throw validationFailure([['type', UNKNOWN_TYPE_MESSAGE]], UNKNOWN_TYPE_MESSAGE);
    return type;
  }

  private created(row: { id: string; startsAt: Date; endsAt: Date }): BookingCreated {
    return {
      _id: row.id,
      start: practiceIso(new Date(row.startsAt)),
      end: practiceIso(new Date(row.endsAt)),
      cancelToken: cancelToken(this.secret, row.id),
    };
  }

  /** The three free slots nearest the one asked for, within a week either side. */
  private async nearestFree(start: Date, durationMinutes: number): Promise<Slot[]> {
    const day = practiceDay(start);
    const free = await this.booking.slots(addDays(day, -7), addDays(day, 7), durationMinutes, true);
    return free
      .sort(
        (a, b) =>
          Math.abs(new Date(a.start).getTime() - start.getTime()) -
          Math.abs(new Date(b.start).getTime() - start.getTime()),
      )
      .slice(0, 3)
      .sort((a, b) => new Date(a.start).getTime() - new Date(b.start).getTime())
      .map(slotView);
  }
}

function appointmentView(row: AppointmentRow) {
  return {
    _id: row.id,
    type: { _id: row.typeId, name: row.typeName, mode: row.mode },
    start: practiceIso(new Date(row.startsAt)),
    end: practiceIso(new Date(row.endsAt)),
    name: row.name,
    phone: row.phone,
    email: row.email,
    message: row.message,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    consentAt: new Date(row.consentAt).toISOString(),
  };
}
