import { ApiProperty } from '@nestjs/swagger';
import { ContactChangeDto, ContactNoteDto, ContactRowDto } from '../../contact/dto/contact-responses';
import { APPOINTMENT_STATUSES, type AppointmentStatus } from '../../contract/booking';
import { CONTACT_STATUSES, type ContactStatus } from '../../contract/follow-up';

/*
 * What the rights' routes answer about one person, for the API's description (the service
 * writes these shapes; times are ISO 8601 in UTC).
 */

/** A subscription of the person, or their sign-up still waiting for its e-mail confirmation. */
export class SubjectSubscriptionDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  email: string;

  @ApiProperty({ format: 'date-time' })
  subscribedAt: string;

  @ApiProperty({
    enum: ['single', 'double'],
    nullable: true,
    description: 'double : confirmé par e-mail ; null : inscription en attente de confirmation',
  })
  consentMethod: 'single' | 'double' | null;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  consentedAt: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Version de la notice acceptée' })
  noticeVersion: string | null;
}

/** An appointment of the person, taken online. */
export class SubjectAppointmentDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ description: 'Le type de consultation' })
  type: string;

  @ApiProperty({ format: 'date-time' })
  start: string;

  @ApiProperty({ format: 'date-time' })
  end: string;

  @ApiProperty()
  name: string;

  @ApiProperty()
  phone: string;

  @ApiProperty({ type: 'string', nullable: true })
  email: string | null;

  @ApiProperty()
  message: string;

  @ApiProperty({ enum: APPOINTMENT_STATUSES })
  status: AppointmentStatus;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ format: 'date-time' })
  consentAt: string;
}

/** GET /admin/subject: everything held about the person, newest first. */
export class SubjectDataDto {
  @ApiProperty({ type: [ContactRowDto] })
  contacts: ContactRowDto[];

  @ApiProperty({ type: [SubjectSubscriptionDto], description: 'Vide pour une recherche par téléphone' })
  subscriptions: SubjectSubscriptionDto[];

  @ApiProperty({ type: [SubjectAppointmentDto] })
  appointments: SubjectAppointmentDto[];
}

/** A request in the export file: its columns, the practice's notes and its history. */
export class SubjectExportedContactDto {
  @ApiProperty()
  name: string;

  @ApiProperty({ type: 'string', nullable: true })
  email: string | null;

  @ApiProperty()
  phone: string;

  @ApiProperty()
  service: string;

  @ApiProperty()
  message: string;

  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' } })
  selections: Record<string, string>;

  @ApiProperty({ type: 'string', nullable: true })
  source: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  page: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  consentAt: string | null;

  @ApiProperty({ type: 'string', nullable: true })
  noticeVersion: string | null;

  @ApiProperty({ enum: CONTACT_STATUSES })
  status: ContactStatus;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true })
  followUpAt: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'La dernière note' })
  lastNote: string | null;

  @ApiProperty({ type: [ContactNoteDto] })
  notes: ContactNoteDto[];

  @ApiProperty({ type: [ContactChangeDto] })
  history: ContactChangeDto[];
}

/** GET /admin/subject/export?format=json: the file handed to the person. */
export class SubjectExportDto {
  @ApiProperty({ format: 'date-time' })
  exportedAt: string;

  @ApiProperty({ type: [SubjectExportedContactDto] })
  contacts: SubjectExportedContactDto[];

  @ApiProperty({ type: [SubjectSubscriptionDto] })
  subscriptions: SubjectSubscriptionDto[];

  @ApiProperty({ type: [SubjectAppointmentDto] })
  appointments: SubjectAppointmentDto[];
}

export class SubjectDeletedCountsDto {
  @ApiProperty({ type: 'integer' })
  contacts: number;

  @ApiProperty({ type: 'integer' })
  subscriptions: number;

  @ApiProperty({ type: 'integer' })
  appointments: number;
}

/** DELETE /admin/subject: how many requests, subscriptions and appointments went. */
export class SubjectErasedDto {
  @ApiProperty({ type: SubjectDeletedCountsDto })
  deleted: SubjectDeletedCountsDto;
}
