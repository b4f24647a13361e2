import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_STATUSES, type ContactStatus } from '../../contract/follow-up';
import { LEAD_SOURCES, type LeadSource } from '../../contract/lead-sources';

/*
 * What the contact routes answer, for the API's description. Most of these answers are JSON
 * text written by PostgreSQL (ContactRepository, ContactFollowUpRepository,
 * ContactStatsRepository): these classes describe that text, field for field. Times are
 * ISO 8601 in UTC with milliseconds.
 */

/** A count per follow-up status, every status present (0 when none). */
export const STATUS_COUNTS_SCHEMA = {
  type: 'object' as const,
  properties: Object.fromEntries(CONTACT_STATUSES.map((status) => [status, { type: 'integer' as const }])),
  required: [...CONTACT_STATUSES],
  // `required` above lists the inner keys: the property itself is required by this one.
  selfRequired: true,
};

/** A count per key (a source, a service). */
const COUNTS_SCHEMA = { type: 'object' as const, additionalProperties: { type: 'integer' } };

/** POST /contact: the request is taken (or was, when its Idempotency-Key is sent again). */
export class ContactCreatedDto {
  @ApiProperty({ enum: [true] })
  success: true;

  @ApiProperty({ format: 'uuid', description: 'Identifiant de la demande' })
  _id: string;
}

/** A contact request as the admin list shows it. */
export class ContactRowDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  name: string;

  @ApiProperty({ type: 'string', nullable: true })
  email: string | null;

  @ApiProperty({ description: 'Tel que saisi' })
  phone: string;

  @ApiProperty()
  service: string;

  @ApiProperty({ description: 'Vide quand le patient n’a rien écrit' })
  message: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Réponses du questionnaire, étape → réponse, dans l’ordre où elles ont été données',
  })
  selections: Record<string, string>;

  @ApiProperty({ enum: LEAD_SOURCES, nullable: true, description: 'null : origine inconnue' })
  source: LeadSource | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'La page d’où la demande est partie' })
  page: string | null;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;

  @ApiProperty({
    type: 'string',
    format: 'date-time',
    nullable: true,
    description: 'Quand le patient a donné son consentement ; null : demande envoyée sans',
  })
  consentAt: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Version de la notice acceptée' })
  noticeVersion: string | null;

  @ApiProperty({ enum: CONTACT_STATUSES })
  status: ContactStatus;

  @ApiProperty({ type: 'string', format: 'date-time', nullable: true, description: 'Quand rappeler' })
  followUpAt: string | null;
}

/** A note of the administrator on a request. */
export class ContactNoteDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty()
  text: string;

  @ApiProperty({ format: 'date-time' })
  createdAt: string;
}

/** One change of a request's follow-up: its status or its call-back time, from → to. */
export class ContactChangeDto {
  @ApiProperty({ format: 'uuid' })
  _id: string;

  @ApiProperty({ enum: ['status', 'followUpAt'] })
  field: 'status' | 'followUpAt';

  @ApiProperty({ type: 'string', nullable: true, description: 'Un statut, ou une date ISO ; null : aucun' })
  from: string | null;

  @ApiProperty({ type: 'string', nullable: true, description: 'Un statut, ou une date ISO ; null : aucun' })
  to: string | null;

  @ApiProperty({ format: 'date-time' })
  at: string;
}

/** One request in full: the list's fields, the phone in E.164, its notes and its history. */
export class ContactRecordDto extends ContactRowDto {
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Le numéro au format E.164 ; null quand il n’a pas été reconnu',
    example: '+21622333444',
  })
  phoneE164: string | null;

  @ApiProperty({ type: [ContactNoteDto], description: 'Les plus récentes d’abord' })
  notes: ContactNoteDto[];

  @ApiProperty({ type: [ContactChangeDto], description: 'Les plus récents d’abord' })
  history: ContactChangeDto[];
}

/** One week of the figures: its Monday, its requests in all and by source. */
export class WeekCountDto {
  @ApiProperty({ format: 'date', description: 'Le lundi de la semaine (heure de Tunis)' })
  week: string;

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty(COUNTS_SCHEMA)
  bySource: Record<string, number>;
}

/** GET /admin/stats: the requests of the period, by week, source, service and status. */
export class ContactStatsDto {
  @ApiProperty({ format: 'date', description: 'Le lundi de la première semaine comptée' })
  since: string;

  @ApiProperty({ type: [WeekCountDto], description: 'La plus ancienne d’abord' })
  weeks: WeekCountDto[];

  @ApiProperty({ ...COUNTS_SCHEMA, description: 'Par origine (« inconnue » quand elle ne l’est pas)' })
  bySource: Record<string, number>;

  @ApiProperty(COUNTS_SCHEMA)
  byService: Record<string, number>;

  @ApiProperty({ ...STATUS_COUNTS_SCHEMA, description: 'Par statut actuel' })
  byStatus: Record<ContactStatus, number>;

  @ApiProperty({ type: 'integer', description: 'Demandes passées par « Rendez-vous fixé »' })
  booked: number;

  @ApiProperty({ type: 'integer' })
  total: number;

  @ApiProperty({ minimum: 0, maximum: 1, description: 'booked / total, 0 sans demande' })
  conversion: number;
}
