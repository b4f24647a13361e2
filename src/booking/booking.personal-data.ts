import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { PersonalDataRegistry } from '../common/personal-data/personal-data.registry';
import type { Subject } from '../common/personal-data/personal-data';
import { AppConfig } from '../config/env.validation';
import type { AppointmentStatus } from '../contract/booking';
import { BookingRepository } from './booking.repository';

/** An appointment as the rights show and export it. */
export interface SubjectAppointment {
  _id: string;
  type: string;
  start: string;
  end: string;
  name: string;
  phone: string;
  email: string | null;
  message: string;
  status: AppointmentStatus;
  createdAt: string;
  /** Null for an appointment the practice entered (no consent box behind it). */
  consentAt: string | null;
  /** The practice's note on an appointment it entered. */
  note: string;
}

/**
 * The appointments, taken online or entered by the practice, as personal data: who, how to
 * reach them, their message, the practice's note and which consultation when. Kept, like the requests, RETENTION_MONTHS after the appointment ended.
 */
@Injectable()
export class BookingPersonalData implements OnModuleInit {
  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly bookings: BookingRepository,
    @Inject(ConfigService) private readonly config: ConfigService,
  ) {}

  onModuleInit(): void {
    const months = this.config.getOrThrow<AppConfig>('app').retentionMonths;
    this.registry.register({
      key: 'appointments',
      label: 'Rendez-vous pris en ligne ou saisis par le cabinet',
      tables: [
        {
          table: 'appointment',
          columns: [
            'name',
            'email',
            'email_normalized',
            'phone',
            'phone_e164',
            'message',
            'type_id',
            'starts_at',
            'ends_at',
            'status',
            'created_at',
            'consent_at',
            'request_id',
            'note',
            'source',
          ],
        },
      ],
      retention: {
        keptFor: `${months} mois après la fin du rendez-vous`,
        purge: (now) => this.bookings.deleteEndedBefore(now, months),
      },
      person: {
        find: async (subject) => JSON.stringify(await this.held(subject)),
        export: (subject) => this.held(subject),
        erase: (subject, manager) => this.bookings.deleteSubject(subject, manager),
      },
    });
  }

  /** The person's appointments, newest first. */
  private async held(subject: Subject): Promise<SubjectAppointment[]> {
    return (await this.bookings.subjectAppointments(subject)).map((row) => ({
      _id: row.id,
      type: row.typeName,
      start: new Date(row.startsAt).toISOString(),
      end: new Date(row.endsAt).toISOString(),
      name: row.name,
      phone: row.phone,
      email: row.email,
      message: row.message,
      status: row.status,
      createdAt: new Date(row.createdAt).toISOString(),
      consentAt: row.consentAt ? new Date(row.consentAt).toISOString() : null,
      note: row.note,
    }));
  }
}
