import { ApiProperty } from '@nestjs/swagger';
import {
  APPOINTMENT_SOURCES,
  type AppointmentSource,
  APPOINTMENT_STATUSES,
  type AppointmentStatus,
  CONSULTATION_MODES,
  type ConsultationMode,
} from '../../contract/booking';

// The booking API's answers as the document describes them: classes read by @nestjs/swagger
// only (the services build plain objects, never these), so each mirrors exactly what a
// service returns today, `_id` and all.

const ID = { type: 'string', format: 'uuid' } as const;
/** An instant in the practice's time, written with its offset (Africa/Tunis: +01:00). */
const INSTANT = { type: 'string', format: 'date-time', example: '2026-11-26T09:30:00+01:00' } as const;
/** An instant written in UTC (a record's creation, a consent). */
const UTC_INSTANT = { type: 'string', format: 'date-time', example: '2026-11-20T08:12:45.120Z' } as const;
/** A value or null, as OpenAPI 3.1 writes it (its JSON Schema has no `nullable`). */
const orNull = (schema: { type: string; format?: string }) => ({ oneOf: [schema, { type: 'null' }] });
const MODE = { enum: CONSULTATION_MODES, enumName: 'ConsultationMode' } as const;
const STATUS = { enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus' } as const;

/** A consultation type a patient may book (GET /booking/types). */
export class ConsultationTypeDto {
  @ApiProperty(ID)
  _id: string;

  @ApiProperty({ example: 'Première consultation' })
  name: string;

  @ApiProperty({ type: 'integer', example: 30 })
  durationMinutes: number;

  @ApiProperty(MODE)
  mode: ConsultationMode;
}

/** A consultation type as the administrator edits it: inactive ones are hidden from patients. */
export class AdminConsultationTypeDto extends ConsultationTypeDto {
  @ApiProperty()
  active: boolean;
}

/** One slot, free when it comes from GET /booking/slots. */
export class SlotDto {
  @ApiProperty(INSTANT)
  start: string;

  @ApiProperty({ ...INSTANT, example: '2026-11-26T10:00:00+01:00' })
  end: string;
}

/** POST /booking's answer: the appointment, and the token of its cancellation link. */
export class BookingCreatedDto extends SlotDto {
  @ApiProperty(ID)
  _id: string;

  @ApiProperty({ description: 'Le jeton du lien d’annulation (à garder : il n’est donné qu’ici).' })
  cancelToken: string;
}

export class AppointmentSummaryTypeDto {
  @ApiProperty({ example: 'Première consultation' })
  name: string;

  @ApiProperty(MODE)
  mode: ConsultationMode;
}

/** What a cancellation link names, shown on its page before the button. */
export class AppointmentSummaryDto extends SlotDto {
  @ApiProperty(ID)
  _id: string;

  @ApiProperty({ type: AppointmentSummaryTypeDto })
  type: AppointmentSummaryTypeDto;

  @ApiProperty(STATUS)
  status: AppointmentStatus;
}

export class AppointmentTypeDto extends AppointmentSummaryTypeDto {
  @ApiProperty(ID)
  _id: string;
}

/** An appointment in the administrator's agenda, with who booked it. */
export class AppointmentDto extends SlotDto {
  @ApiProperty(ID)
  _id: string;

  @ApiProperty({ type: AppointmentTypeDto })
  type: AppointmentTypeDto;

  @ApiProperty({ example: 'Leïla Ben Salah' })
  name: string;

  @ApiProperty({ description: 'Le numéro tel que le patient l’a écrit.', example: '20 555 666' })
  phone: string;

  @ApiProperty({
    ...orNull({ type: 'string' }),
    description: 'Le numéro au format E.164 ; null quand il n’a pas été reconnu.',
    example: '+21620555666',
  })
  phoneE164: string | null;

  @ApiProperty(orNull({ type: 'string', format: 'email' }))
  email: string | null;

  @ApiProperty({ description: 'Le message du patient (vide s’il n’en a pas écrit).' })
  message: string;

  @ApiProperty(STATUS)
  status: AppointmentStatus;

  @ApiProperty(UTC_INSTANT)
  createdAt: string;

  @ApiProperty({
    ...orNull(UTC_INSTANT),
    description: 'Le consentement donné en ligne ; null pour un rendez-vous saisi par le cabinet.',
  })
  consentAt: string | null;

  @ApiProperty({
    ...orNull(ID),
    description: 'La demande de contact liée au rendez-vous, s’il y en a une.',
  })
  requestId: string | null;

  @ApiProperty({
    enum: APPOINTMENT_SOURCES,
    enumName: 'AppointmentSource',
    description: 'en-ligne : pris par le patient ; cabinet : saisi par le cabinet.',
  })
  source: AppointmentSource;

  @ApiProperty({ description: 'La note du cabinet (vide s’il n’en a pas écrit).' })
  note: string;
}

/** POST /booking/:id/move's answer: the new time, and the calendar entry's new revision. */
export class BookingMovedDto extends SlotDto {
  @ApiProperty(ID)
  _id: string;

  @ApiProperty({ type: 'integer', description: 'La révision (SEQUENCE) du fichier d’agenda mis à jour.' })
  sequence: number;
}

/** Whether the practice's calendar feed exists (its address is shown only once, when made). */
export class CalendarFeedStateDto {
  @ApiProperty()
  active: boolean;

  @ApiProperty({ ...orNull(UTC_INSTANT), description: 'Quand l’adresse actuelle a été créée.' })
  createdAt: string | null;
}

/** A new calendar feed: its address, shown this once. */
export class CalendarFeedCreatedDto {
  @ApiProperty({
    format: 'uri',
    example: 'https://www.example.tn/api/calendar/3q2-7ZLk….ics',
    description: 'L’adresse secrète à donner à l’agenda ; elle ne sera plus montrée.',
  })
  url: string;

  @ApiProperty(UTC_INSTANT)
  createdAt: string;
}

/** An absence of the practice: no slot is offered during it. */
export class BookingAbsenceDto {
  @ApiProperty(ID)
  _id: string;

  @ApiProperty(INSTANT)
  start: string;

  @ApiProperty({ ...INSTANT, example: '2026-11-28T18:00:00+01:00' })
  end: string;

  @ApiProperty({ ...orNull({ type: 'string' }), example: 'Congrès' })
  reason: string | null;
}

/** The answer of an action that has nothing else to say (a cancellation, a deletion). */
export class BookingSuccessDto {
  @ApiProperty({ type: 'boolean', enum: [true] })
  success: true;
}
