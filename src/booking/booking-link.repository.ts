import { Injectable } from '@nestjs/common';
import { EntityManager, IsNull, Not } from 'typeorm';
import { ContactFollowUpRepository, RequestOwner } from '../contact/contact-follow-up.repository';
import { Appointment } from './appointment.entity';

/** Whose request may be linked: the booking's identity, or anyone's (the practice links by hand). */
export type LinkCheck = RequestOwner;

/**
 * The link between an appointment and the contact request it came from. Linking a confirmed
 * appointment moves a request still « Nouvelle » or « À rappeler » to « Rendez-vous fixé » and
 * keeps the id of that change's history line on the appointment (`request_change_id`); undoing
 * (the appointment is cancelled) puts the request's status back. The request's side is the
 * contact module's (ContactFollowUpRepository.markBooked and undoBooked): this class writes only
 * the appointment. Both run in the caller's transaction, the appointment locked first, then the
 * request, in the same order for linking and undoing.
 */
@Injectable()
export class BookingLinkRepository {
  constructor(private readonly followUps: ContactFollowUpRepository) {}

  /**
   * Links the appointment to the request when the request exists and, unless `check` is 'any',
   * has the same phone (E.164) or e-mail (lower case): a stranger's id links nothing.
   */
  async link(
    appointmentId: string,
    requestId: string,
    check: LinkCheck,
    actorId: string | null,
    manager: EntityManager,
  ): Promise<{ linked: boolean; changed: boolean }> {
    const appointments = manager.getRepository(Appointment);
    const appointment = await appointments.findOne({
      select: { id: true, status: true },
      where: { id: appointmentId },
      lock: { mode: 'pessimistic_write' },
    });
    if (!appointment) return { linked: false, changed: false };
    const marked = await this.followUps.markBooked(
      requestId,
      check,
      appointment.status === 'confirme',
      actorId,
      manager,
    );
    if (!marked) return { linked: false, changed: false };
    await appointments.update(appointmentId, { requestId, requestChangeId: marked.changeId });
    return { linked: true, changed: marked.changeId !== null };
  }

  /** Undoes the follow-up change the appointment's booking made, if any is left; true when undone. */
  async undo(appointmentId: string, actorId: string | null, manager: EntityManager): Promise<boolean> {
    const appointments = manager.getRepository(Appointment);
    const appointment = await appointments.findOne({
      select: { id: true, requestId: true, requestChangeId: true },
      where: { id: appointmentId, requestChangeId: Not(IsNull()) },
      lock: { mode: 'pessimistic_write' },
    });
    if (!appointment?.requestChangeId) return false;
    const undone =
      appointment.requestId !== null &&
      (await this.followUps.undoBooked(appointment.requestId, appointment.requestChangeId, actorId, manager));
    // The change is the request's history now, undone or moved on by the practice: not this booking's.
    await appointments.update(appointmentId, { requestChangeId: null });
    return undone;
  }
}
