// The bodies and queries of the booking routes, public and administrator's, checked by class-validator.

import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import {
  Equals,
  IsBoolean,
  IsDateString,
  IsDefined,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsObject,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidationOptions,
} from 'class-validator';
import { MaxCodePoints, NoControlCharacters, WellFormedText } from '../../common/validation/text-rules';
import { isCalendarDay } from '../day-range';
import { PatientFieldsDto } from '../../contact/dto/patient-fields.dto';
import {
  APPOINTMENT_STATUSES,
  AppointmentStatus,
  CONSULTATION_MODES,
  ConsultationMode,
} from '../../contract/booking';
import { CONSENT } from '../../contract/privacy-notice';

export const DAY_MESSAGE = (name: string) =>
  `« ${name} » doit être une date réelle AAAA-MM-JJ, entre les années 2000 et 2100.`;
const INSTANT_MESSAGE = 'Indiquez une date et une heure complètes, par exemple 2026-11-26T09:30:00+01:00.';
export const OFFSET_MESSAGE =
  'Indiquez l’heure avec son fuseau, par exemple 2026-11-26T09:30:00+01:00 (ou Z pour l’heure UTC).';

function IsCalendarDay(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, options);
}

/** An instant between the years 2000 and 2100: PostgreSQL's dates go wrong far outside. */
const YEAR_2000_TO_2100 = /^(?:20\d\d|2100)-/;

/** An instant that says its offset (« Z » or ±hh:mm): « 09:00 » alone is no time in Tunis or anywhere. */
const EXPLICIT_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const TYPE_MESSAGE = 'Choisissez un type de consultation de la liste.';

// How the document shows the two kinds of time the booking API speaks.
const DAY_PROPERTY = { type: 'string', format: 'date', example: '2026-11-26' } as const;
const INSTANT_PROPERTY = {
  type: 'string',
  format: 'date-time',
  example: '2026-11-26T09:30:00+01:00',
  description: 'Instant ISO 8601 avec son fuseau (Z ou ±hh:mm), entre 2000 et 2100.',
} as const;

/** GET /api/booking/slots?type=&from=&to= (days of the practice's calendar). */
export class SlotsQueryDto {
  @ApiProperty({ format: 'uuid', description: 'Le type de consultation (sa durée fait les créneaux).' })
  @IsUUID('all', { message: TYPE_MESSAGE })
  @IsDefined({ message: TYPE_MESSAGE })
  type: string;

  @ApiProperty({ ...DAY_PROPERTY, description: 'Premier jour (calendrier du cabinet), inclus.' })
  @IsCalendarDay({ message: DAY_MESSAGE('from') })
  @IsDefined({ message: DAY_MESSAGE('from') })
  from: string;

  @ApiProperty({ ...DAY_PROPERTY, description: 'Dernier jour, inclus.' })
  @IsCalendarDay({ message: DAY_MESSAGE('to') })
  @IsDefined({ message: DAY_MESSAGE('to') })
  to: string;
}

/** GET /api/admin/appointments?from=&to= and the absences' list. */
export class DayRangeQueryDto {
  @ApiProperty({ ...DAY_PROPERTY, description: 'Premier jour (calendrier du cabinet), inclus.' })
  @IsCalendarDay({ message: DAY_MESSAGE('from') })
  @IsDefined({ message: DAY_MESSAGE('from') })
  from: string;

  @ApiProperty({ ...DAY_PROPERTY, description: 'Dernier jour, inclus.' })
  @IsCalendarDay({ message: DAY_MESSAGE('to') })
  @IsDefined({ message: DAY_MESSAGE('to') })
  to: string;
}

/** POST /api/booking: the slot, who the patient is, and their consent. */
export class CreateBookingDto extends PatientFieldsDto {
  @ApiProperty({ format: 'uuid', description: 'Le type de consultation choisi.' })
  @IsUUID('all', { message: TYPE_MESSAGE })
  @IsDefined({ message: TYPE_MESSAGE })
  type: string;

  @ApiProperty({ ...INSTANT_PROPERTY, description: 'Le début d’un créneau proposé par GET /booking/slots.' })
  @Matches(EXPLICIT_OFFSET, { message: OFFSET_MESSAGE })
  @Matches(YEAR_2000_TO_2100, { message: INSTANT_MESSAGE })
  @IsDateString({ strict: true }, { message: INSTANT_MESSAGE })
  @IsDefined({ message: 'Choisissez un créneau.' })
  start: string;

  /**
   * The request the patient sent just before (the questionnaire's or the contact form's « Choisir
   * un créneau »): its follow-up becomes « Rendez-vous fixé » if it is the same person's.
   */
  @ApiPropertyOptional({ format: 'uuid', description: 'La demande de contact envoyée juste avant.' })
  @IsUUID('all', { message: 'Identifiant de demande invalide.' })
  @IsOptional()
  requestId?: string;

  // The same box and wording as the contact forms' (one consent, see CONSENT).
  @ApiProperty({ type: 'boolean', enum: [true], description: 'Le consentement au traitement des données.' })
  @Equals(true, { message: CONSENT.required })
  consent: true;

  /** Honeypot: hidden from people, filled in by bots. */
  @ApiPropertyOptional({ maxLength: 500, description: 'Laisser vide.' })
  @IsOptional()
  @MaxCodePoints(500, { message: 'Valeur invalide.' })
  @IsString({ message: 'Valeur invalide.' })
  website?: string;
}

/** POST /api/booking/:id/cancel */
export class CancelBookingDto {
  @ApiProperty({ maxLength: 100, description: 'Le jeton du lien d’annulation reçu à la réservation.' })
  @MaxLength(100, { message: 'Lien d’annulation invalide.' })
  @IsString({ message: 'Lien d’annulation invalide.' })
  @IsDefined({ message: 'Lien d’annulation invalide.' })
  cancelToken: string;
}

export const STATUS_MESSAGE = 'Statut inconnu : confirme, honore, absent ou annule.';
export const CHANGE_MESSAGE = 'Indiquez soit le statut, soit la nouvelle heure (start), pas les deux.';

/**
 * PATCH /api/admin/appointments/:id: either `status`, or `start` (a move: same length). One of
 * them, never both: a move and a status change are two acts, journaled apart.
 */
export class AppointmentChangeDto {
  @ApiPropertyOptional({ enum: APPOINTMENT_STATUSES, enumName: 'AppointmentStatus' })
  @IsIn(APPOINTMENT_STATUSES, { message: STATUS_MESSAGE })
  @IsOptional()
  status?: AppointmentStatus;

  @ApiPropertyOptional({
    ...INSTANT_PROPERTY,
    description: 'La nouvelle heure de début (à venir, sur 5 minutes) : le rendez-vous garde sa durée.',
  })
  @Matches(EXPLICIT_OFFSET, { message: OFFSET_MESSAGE })
  @Matches(YEAR_2000_TO_2100, { message: INSTANT_MESSAGE })
  @IsDateString({ strict: true }, { message: INSTANT_MESSAGE })
  @IsOptional()
  start?: string;
}

const NOTE_MESSAGE = 'La note compte au plus 2 000 caractères.';

/**
 * POST /api/admin/appointments: an appointment the practice enters. Name, phone and e-mail
 * follow the patients' own rules (the e-mail gets the confirmation); no consent box, which the
 * practice cannot tick for the patient.
 */
export class PracticeAppointmentDto extends PickType(PatientFieldsDto, ['name', 'email', 'phone'] as const) {
  @ApiProperty({
    format: 'uuid',
    description: 'Le type de consultation (sa durée fait celle du rendez-vous).',
  })
  @IsUUID('all', { message: TYPE_MESSAGE })
  @IsDefined({ message: TYPE_MESSAGE })
  typeId: string;

  @ApiProperty({
    ...INSTANT_PROPERTY,
    description: 'Le début : à venir, sur 5 minutes, à toute heure choisie.',
  })
  @Matches(EXPLICIT_OFFSET, { message: OFFSET_MESSAGE })
  @Matches(YEAR_2000_TO_2100, { message: INSTANT_MESSAGE })
  @IsDateString({ strict: true }, { message: INSTANT_MESSAGE })
  @IsDefined({ message: 'Indiquez l’heure du rendez-vous.' })
  start: string;

  @ApiPropertyOptional({ maxLength: 2000, description: 'Une note du cabinet, jamais montrée au patient.' })
  @WellFormedText({ message: 'La note contient un caractère mal encodé.' })
  @NoControlCharacters({ allowLineBreaks: true, message: 'La note contient des caractères non autorisés.' })
  @MaxCodePoints(2000, { message: NOTE_MESSAGE })
  @IsString({ message: 'La note doit être un texte.' })
  @IsOptional()
  note?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'La demande de contact à lier à ce rendez-vous.' })
  @IsUUID('all', { message: 'Identifiant de demande invalide.' })
  @IsOptional()
  requestId?: string;
}

/** POST /api/booking/:id/move */
export class MoveBookingDto extends CancelBookingDto {
  @ApiProperty({ ...INSTANT_PROPERTY, description: 'Le début d’un créneau libre proposé.' })
  @Matches(EXPLICIT_OFFSET, { message: OFFSET_MESSAGE })
  @Matches(YEAR_2000_TO_2100, { message: INSTANT_MESSAGE })
  @IsDateString({ strict: true }, { message: INSTANT_MESSAGE })
  @IsDefined({ message: 'Choisissez un créneau.' })
  start: string;
}

export const NAME_MESSAGE = 'Le nom du type de consultation compte de 1 à 80 caractères.';
const DURATION_MESSAGE = 'La durée est un nombre entier de minutes, de 10 à 240.';
const MODE_MESSAGE = 'Le mode vaut cabinet ou video.';

/** POST /api/admin/booking/types */
export class CreateTypeDto {
  @ApiProperty({ minLength: 1, maxLength: 80, example: 'Première consultation' })
  @WellFormedText({ message: NAME_MESSAGE })
  @NoControlCharacters({ message: NAME_MESSAGE })
  @MaxCodePoints(80, { message: NAME_MESSAGE })
  @IsNotEmpty({ message: NAME_MESSAGE })
  @IsString({ message: NAME_MESSAGE })
  name: string;

  @ApiProperty({ type: 'integer', minimum: 10, maximum: 240, example: 30 })
  @Max(240, { message: DURATION_MESSAGE })
  @Min(10, { message: DURATION_MESSAGE })
  @IsInt({ message: DURATION_MESSAGE })
  durationMinutes: number;

  @ApiPropertyOptional({ enum: CONSULTATION_MODES, enumName: 'ConsultationMode', default: 'cabinet' })
  @IsIn(CONSULTATION_MODES, { message: MODE_MESSAGE })
  @IsOptional()
  mode?: ConsultationMode;
}

/** PATCH /api/admin/booking/types/:id: any of them; `active: false` hides the type from patients. */
export class UpdateTypeDto {
  @ApiPropertyOptional({ minLength: 1, maxLength: 80 })
  @WellFormedText({ message: NAME_MESSAGE })
  @NoControlCharacters({ message: NAME_MESSAGE })
  @MaxCodePoints(80, { message: NAME_MESSAGE })
  @IsNotEmpty({ message: NAME_MESSAGE })
  @IsString({ message: NAME_MESSAGE })
  @IsOptional()
  name?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 10, maximum: 240 })
  @Max(240, { message: DURATION_MESSAGE })
  @Min(10, { message: DURATION_MESSAGE })
  @IsInt({ message: DURATION_MESSAGE })
  @IsOptional()
  durationMinutes?: number;

  @ApiPropertyOptional({ enum: CONSULTATION_MODES, enumName: 'ConsultationMode' })
  @IsIn(CONSULTATION_MODES, { message: MODE_MESSAGE })
  @IsOptional()
  mode?: ConsultationMode;

  @ApiPropertyOptional({ description: 'false : le type n’est plus proposé aux patients.' })
  @IsBoolean({ message: '« active » vaut true ou false.' })
  @IsOptional()
  active?: boolean;
}

/**
 * ISO weekday → [opens, closes] pairs: a map of lists of pairs, which no class can describe. A
 * pair is written as an array of exactly two times rather than a tuple (prefixItems): the typed
 * client's answer types turn tuples into plain arrays, and the request and answer must agree.
 */
const HH_MM = { type: 'string', pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', example: '09:00' };
const WEEKLY_HOURS_PROPERTY = {
  type: 'object',
  description:
    'Jour ISO de la semaine (1 = lundi … 7 = dimanche) → plages d’ouverture [« HH:MM », « HH:MM »], dans l’ordre.',
  additionalProperties: {
    type: 'array',
    maxItems: 6,
    items: { type: 'array', items: HH_MM, minItems: 2, maxItems: 2 },
  },
  example: {
    '1': [
      ['09:00', '12:00'],
      ['14:00', '17:00'],
    ],
    '6': [['09:00', '13:00']],
    '7': [],
  },
} as const;

/** PUT /api/admin/booking/settings (the weekly hours are checked by weeklyHoursProblem). */
export class SettingsDto {
  @ApiProperty(WEEKLY_HOURS_PROPERTY)
  @IsObject({ message: 'Les horaires sont un objet : jour de la semaine (1 à 7) → plages.' })
  weeklyHours: Record<string, [string, string][]>;

  @ApiProperty({ type: 'integer', minimum: 0, maximum: 720, description: 'Délai de prévenance, en heures.' })
  @Max(720, { message: 'Le délai de prévenance va de 0 à 720 heures.' })
  @Min(0, { message: 'Le délai de prévenance va de 0 à 720 heures.' })
  @IsInt({ message: 'Le délai de prévenance va de 0 à 720 heures.' })
  noticeHours: number;

  @ApiProperty({
    type: 'integer',
    minimum: 1,
    maximum: 365,
    description: 'Horizon de réservation, en jours.',
  })
  @Max(365, { message: 'L’horizon va de 1 à 365 jours.' })
  @Min(1, { message: 'L’horizon va de 1 à 365 jours.' })
  @IsInt({ message: 'L’horizon va de 1 à 365 jours.' })
  horizonDays: number;
}

/** POST /api/admin/appointments/:id/link */
export class LinkRequestDto {
  @ApiProperty({ format: 'uuid', description: 'La demande de contact à lier.' })
  @IsUUID('all', { message: 'Identifiant de demande invalide.' })
  @IsDefined({ message: 'Indiquez la demande à lier.' })
  requestId: string;
}

/** GET /api/booking/:id?token= */
export class AppointmentTokenQueryDto {
  @ApiProperty({ maxLength: 100, description: 'Le jeton du lien d’annulation.' })
  @MaxLength(100, { message: 'Lien d’annulation invalide.' })
  @IsString({ message: 'Lien d’annulation invalide.' })
  @IsDefined({ message: 'Lien d’annulation invalide.' })
  token: string;
}

/** POST /api/admin/booking/absences */
export class AbsenceDto {
  @ApiProperty({ ...INSTANT_PROPERTY, description: 'Début de l’absence.' })
  @Matches(EXPLICIT_OFFSET, { message: OFFSET_MESSAGE })
  @Matches(YEAR_2000_TO_2100, { message: INSTANT_MESSAGE })
  @IsDateString({ strict: true }, { message: INSTANT_MESSAGE })
  start: string;

  @ApiProperty({ ...INSTANT_PROPERTY, description: 'Fin de l’absence, après son début.' })
  @Matches(EXPLICIT_OFFSET, { message: OFFSET_MESSAGE })
  @Matches(YEAR_2000_TO_2100, { message: INSTANT_MESSAGE })
  @IsDateString({ strict: true }, { message: INSTANT_MESSAGE })
  end: string;

  @ApiPropertyOptional({ maxLength: 200, example: 'Congrès' })
  @WellFormedText({ message: 'Le motif contient un caractère mal encodé.' })
  @NoControlCharacters({ message: 'Le motif contient des caractères non autorisés.' })
  @MaxCodePoints(200, { message: 'Le motif compte au plus 200 caractères.' })
  @IsString({ message: 'Le motif doit être un texte.' })
  @IsOptional()
  reason?: string;
}
