// The bodies and queries of the booking routes, public and administrator's, checked by class-validator.

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

const DAY_MESSAGE = (name: string) =>
  `« ${name} » doit être une date réelle AAAA-MM-JJ, entre les années 2000 et 2100.`;
const INSTANT_MESSAGE = 'Indiquez une date et une heure complètes, par exemple 2026-11-26T09:30:00+01:00.';
const OFFSET_MESSAGE =
  'Indiquez l’heure avec son fuseau, par exemple 2026-11-26T09:30:00+01:00 (ou Z pour l’heure UTC).';

function IsCalendarDay(options: ValidationOptions): PropertyDecorator {
  return ValidateBy({ name: 'isCalendarDay', validator: { validate: isCalendarDay } }, options);
}

/** An instant between the years 2000 and 2100: PostgreSQL's dates go wrong far outside. */
const YEAR_2000_TO_2100 = /^(?:20\d\d|2100)-/;

/** An instant that says its offset (« Z » or ±hh:mm): « 09:00 » alone is no time in Tunis or anywhere. */
const EXPLICIT_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
const TYPE_MESSAGE = 'Choisissez un type de consultation de la liste.';

/** GET /api/booking/slots?type=&from=&to= (days of the practice's calendar). */
export class SlotsQueryDto {
  @IsUUID('all', { message: TYPE_MESSAGE })
  @IsDefined({ message: TYPE_MESSAGE })
  type: string;

  @IsCalendarDay({ message: DAY_MESSAGE('from') })
  @IsDefined({ message: DAY_MESSAGE('from') })
  from: string;

  @IsCalendarDay({ message: DAY_MESSAGE('to') })
  @IsDefined({ message: DAY_MESSAGE('to') })
  to: string;
}

/** GET /api/admin/appointments?from=&to= and the absences' list. */
export class DayRangeQueryDto {
  @IsCalendarDay({ message: DAY_MESSAGE('from') })
  @IsDefined({ message: DAY_MESSAGE('from') })
  from: string;

  @IsCalendarDay({ message: DAY_MESSAGE('to') })
  @IsDefined({ message: DAY_MESSAGE('to') })
  to: string;
}

/** POST /api/booking: the slot, who the patient is, and their consent. */
export class CreateBookingDto extends PatientFieldsDto {
  @IsUUID('all', { message: TYPE_MESSAGE })
  @IsDefined({ message: TYPE_MESSAGE })
  type: string;

  @Matches(EXPLICIT_OFFSET, { message: OFFSET_MESSAGE })
  @Matches(YEAR_2000_TO_2100, { message: INSTANT_MESSAGE })
  @IsDateString({ strict: true }, { message: INSTANT_MESSAGE })
  @IsDefined({ message: 'Choisissez un créneau.' })
  start: string;

  /**
   * The request the patient sent just before (the questionnaire's or the contact form's « Choisir
   * un créneau »): its follow-up becomes « Rendez-vous fixé » if it is the same person's.
   */
  @IsUUID('all', { message: 'Identifiant de demande invalide.' })
  @IsOptional()
  requestId?: string;

  // The same box and wording as the contact forms' (one consent, see CONSENT).
  @Equals(true, { message: CONSENT.required })
  consent: true;

  /** Honeypot: hidden from people, filled in by bots. */
  @IsOptional()
  @MaxCodePoints(500, { message: 'Valeur invalide.' })
  @IsString({ message: 'Valeur invalide.' })
  website?: string;
}

/** POST /api/booking/:id/cancel */
export class CancelBookingDto {
  @MaxLength(100, { message: 'Lien d’annulation invalide.' })
  @IsString({ message: 'Lien d’annulation invalide.' })
  @IsDefined({ message: 'Lien d’annulation invalide.' })
  cancelToken: string;
}

/** PATCH /api/admin/appointments/:id */
export class AppointmentStatusDto {
  @IsIn(APPOINTMENT_STATUSES, { message: 'Statut inconnu : confirme, honore, absent ou annule.' })
  @IsDefined({ message: 'Indiquez le statut.' })
  status: AppointmentStatus;
}

const NAME_MESSAGE = 'Le nom du type de consultation compte de 1 à 80 caractères.';
const DURATION_MESSAGE = 'La durée est un nombre entier de minutes, de 10 à 240.';
const MODE_MESSAGE = 'Le mode vaut cabinet ou video.';

/** POST /api/admin/booking/types */
export class CreateTypeDto {
  @WellFormedText({ message: NAME_MESSAGE })
  @NoControlCharacters({ message: NAME_MESSAGE })
  @MaxCodePoints(80, { message: NAME_MESSAGE })
  @IsNotEmpty({ message: NAME_MESSAGE })
  @IsString({ message: NAME_MESSAGE })
  name: string;

  @Max(240, { message: DURATION_MESSAGE })
  @Min(10, { message: DURATION_MESSAGE })
  @IsInt({ message: DURATION_MESSAGE })
  durationMinutes: number;

  @IsIn(CONSULTATION_MODES, { message: MODE_MESSAGE })
  @IsOptional()
  mode?: ConsultationMode;
}

/** PATCH /api/admin/booking/types/:id: any of them; `active: false` hides the type from patients. */
export class UpdateTypeDto {
  @WellFormedText({ message: NAME_MESSAGE })
  @NoControlCharacters({ message: NAME_MESSAGE })
  @MaxCodePoints(80, { message: NAME_MESSAGE })
  @IsNotEmpty({ message: NAME_MESSAGE })
  @IsString({ message: NAME_MESSAGE })
  @IsOptional()
  name?: string;

  @Max(240, { message: DURATION_MESSAGE })
  @Min(10, { message: DURATION_MESSAGE })
  @IsInt({ message: DURATION_MESSAGE })
  @IsOptional()
  durationMinutes?: number;

  @IsIn(CONSULTATION_MODES, { message: MODE_MESSAGE })
  @IsOptional()
  mode?: ConsultationMode;

  @IsBoolean({ message: '« active » vaut true ou false.' })
  @IsOptional()
  active?: boolean;
}

/** PUT /api/admin/booking/settings (the weekly hours are checked by weeklyHoursProblem). */
export class SettingsDto {
  @IsObject({ message: 'Les horaires sont un objet : jour de la semaine (1 à 7) → plages.' })
  weeklyHours: Record<string, [string, string][]>;

  @Max(720, { message: 'Le délai de prévenance va de 0 à 720 heures.' })
  @Min(0, { message: 'Le délai de prévenance va de 0 à 720 heures.' })
  @IsInt({ message: 'Le délai de prévenance va de 0 à 720 heures.' })
  noticeHours: number;

  @Max(365, { message: 'L’horizon va de 1 à 365 jours.' })
  @Min(1, { message: 'L’horizon va de 1 à 365 jours.' })
  @IsInt({ message: 'L’horizon va de 1 à 365 jours.' })
  horizonDays: number;
}

/** POST /api/admin/appointments/:id/link */
export class LinkRequestDto {
  @IsUUID('all', { message: 'Identifiant de demande invalide.' })
  @IsDefined({ message: 'Indiquez la demande à lier.' })
  requestId: string;
}

/** GET /api/booking/:id?token= */
export class AppointmentTokenQueryDto {
  @MaxLength(100, { message: 'Lien d’annulation invalide.' })
  @IsString({ message: 'Lien d’annulation invalide.' })
  @IsDefined({ message: 'Lien d’annulation invalide.' })
  token: string;
}

/** POST /api/admin/booking/absences */
export class AbsenceDto {
  @Matches(EXPLICIT_OFFSET, { message: OFFSET_MESSAGE })
  @Matches(YEAR_2000_TO_2100, { message: INSTANT_MESSAGE })
  @IsDateString({ strict: true }, { message: INSTANT_MESSAGE })
  start: string;

  @Matches(EXPLICIT_OFFSET, { message: OFFSET_MESSAGE })
  @Matches(YEAR_2000_TO_2100, { message: INSTANT_MESSAGE })
  @IsDateString({ strict: true }, { message: INSTANT_MESSAGE })
  end: string;

  @WellFormedText({ message: 'Le motif contient un caractère mal encodé.' })
  @NoControlCharacters({ message: 'Le motif contient des caractères non autorisés.' })
  @MaxCodePoints(200, { message: 'Le motif compte au plus 200 caractères.' })
  @IsString({ message: 'Le motif doit être un texte.' })
  @IsOptional()
  reason?: string;
}
