import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../config/env.validation';
import { MailKind } from '../contract/mail-kinds';
import { Envelope, MailJob, MailOutbox } from '../notifications/mail-outbox';
import {
  AppointmentMailFacts,
  CancelledBy,
  ComposedMail,
  composePatientCancellation,
  composePatientConfirmation,
  composePatientMove,
  composePracticeCancellation,
  composePracticeMail,
  composePracticeMove,
  composeReminder,
} from './booking-mail';
import { AppointmentRow, BookingRepository } from './booking.repository';
import { newCancelToken } from './cancel-token';

const SENDER_NAME = 'Cabinet — rendez-vous';

/**
 * The booking's e-mails, through the outbox: the practice is told of each appointment and of a
 * patient's cancellation; a patient who gave an address gets the confirmation (with the
 * calendar entry and a cancelling link), a reminder the day before, and a cancellation with the
 * file that removes the entry. Each is queued in the transaction that changes the appointment
 * and written when it is sent, from the appointment as it is then. Cancelling links are made at
 * that moment too (their hash stored with the others), so no link waits in the queue.
 */
@Injectable()
export class BookingMailService {
  private readonly config: AppConfig;

  constructor(
    @Inject(ConfigService) configService: ConfigService,
    private readonly outbox: MailOutbox,
    private readonly booking: BookingRepository,
  ) {
    this.config = configService.getOrThrow<AppConfig>('app');
    const compose =
      (write: (row: AppointmentRow, job: MailJob) => Promise<Envelope | null>) => async (job: MailJob) => {
        const row = await this.booking.appointment(job.ref);
        return row ? write(row, job) : null; // erased meanwhile: nothing to say
      };
    outbox.register(
      'booking-practice',
      compose(async (row) => this.toPractice(composePracticeMail(await this.facts(row, false)))),
    );
    outbox.register(
      'booking-confirmation',
      compose(async (row) =>
        // Cancelled before it went out: the patient knows, and the cancellation e-mail follows.
        row.status === 'annule'
          ? null
          : this.toPatient(row, composePatientConfirmation(await this.facts(row, true))),
      ),
    );
    outbox.register(
      'booking-reminder',
      compose(async (row) =>
        row.status !== 'confirme' || new Date(row.startsAt) <= new Date()
          ? null
          : this.toPatient(row, composeReminder(await this.facts(row, true))),
      ),
    );
    outbox.register(
      'booking-cancelled-patient',
      compose(async (row, job) =>
        this.toPatient(row, composePatientCancellation(await this.facts(row, false), job.by ?? 'patient')),
      ),
    );
    outbox.register(
      'booking-moved-patient',
      compose(async (row, job) =>
        // Cancelled since: the cancellation's own e-mail says so.
        row.status === 'annule'
          ? null
          : this.toPatient(row, composePatientMove(await this.facts(row, true), job.by ?? 'patient')),
      ),
    );
    outbox.register(
      'booking-moved-practice',
      compose(async (row) => this.toPractice(composePracticeMove(await this.facts(row, false)))),
    );
    outbox.register(
      'booking-cancelled-practice',
      compose(async (row) => this.toPractice(composePracticeCancellation(await this.facts(row, false)))),
    );
  }

  /** A new appointment: the practice, and the patient when they gave an address. */
  async booked(manager: EntityManager, appointmentId: string, patientEmail: string | null): Promise<void> {
    await this.outbox.enqueue(manager, 'booking-practice', appointmentId);
    if (patientEmail) await this.outbox.enqueue(manager, 'booking-confirmation', appointmentId);
  }

  /** An appointment the practice entered: only the patient is told, when they gave an address. */
  async enteredByPractice(manager: EntityManager, appointmentId: string, patientEmail: string | null) {
    if (patientEmail) await this.outbox.enqueue(manager, 'booking-confirmation', appointmentId);
  }

  /**
   * A move: the patient (when an address is known) gets the new time with the file that
   * updates their entry; the practice is told when the patient moved it. `sequence` tells
   * apart the e-mails of two moves of the same appointment.
   */
  async moved(
    manager: EntityManager,
    row: { id: string; email: string | null; sequence: number },
    by: CancelledBy,
  ): Promise<void> {
    const variant = String(row.sequence);
    if (row.email) await this.enqueue(manager, 'booking-moved-patient', row.id, variant, by);
    if (by === 'patient') await this.outbox.enqueue(manager, 'booking-moved-practice', row.id, variant);
  }

  async remind(manager: EntityManager, appointmentId: string): Promise<void> {
    await this.outbox.enqueue(manager, 'booking-reminder', appointmentId);
  }

  /**
   * A cancellation: the patient (when an address is known) gets the file that removes the
   * entry; the practice is told when the patient cancelled. `sequence` tells apart a second
   * cancellation of the same appointment (cancelled, restored, cancelled again).
   */
  async cancelled(
    manager: EntityManager,
    row: { id: string; email: string | null; sequence: number },
    by: CancelledBy,
  ): Promise<void> {
    const variant = String(row.sequence);
    if (row.email) await this.enqueue(manager, 'booking-cancelled-patient', row.id, variant, by);
    if (by === 'patient') await this.outbox.enqueue(manager, 'booking-cancelled-practice', row.id, variant);
  }

  /** Resolves once no e-mail waits (tests). */
  whenIdle(): Promise<void> {
    return this.outbox.whenIdle();
  }

  /** After the transaction: this replica sends at once. */
  wake(): void {
    this.outbox.wake();
  }

  /** The links the e-mails carry, on the site's public address. */
  links(appointmentId: string, cancelToken: string) {
    const site = this.config.siteUrl.replace(/\/$/, '');
    const query = new URLSearchParams({ id: appointmentId, token: cancelToken });
    return {
      cancelUrl: `${site}/rendez-vous/annulation?${query.toString()}`,
      adminUrl: `${site}/admin`,
      bookingUrl: `${site}/rendez-vous`,
      host: new URL(site).host,
    };
  }

  private enqueue(manager: EntityManager, kind: MailKind, ref: string, variant: string, by: CancelledBy) {
    return this.outbox.enqueueJob(manager, { kind, ref, by }, variant);
  }

  /** The e-mail's facts; with a cancelling link of its own when the e-mail offers one. */
  private async facts(row: AppointmentRow, withCancelLink: boolean): Promise<AppointmentMailFacts> {
    let token = '';
    if (withCancelLink) {
      const made = newCancelToken();
      await this.booking.addCancelToken(row.id, made.hash);
      token = made.token;
    }
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
      sequence: row.sequence,
      ...this.links(row.id, token),
    };
  }

  private toPractice(mail: ComposedMail): Envelope {
    return { senderName: SENDER_NAME, to: this.config.notifyEmails, ...mail };
  }

  private toPatient(row: AppointmentRow, mail: ComposedMail): Envelope | null {
    return row.email ? { senderName: SENDER_NAME, to: [row.email], ...mail } : null;
  }
}
