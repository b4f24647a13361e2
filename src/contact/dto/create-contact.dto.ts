import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsDefined,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  NotContains,
  ValidateIf,
} from 'class-validator';
import { MaxCodePoints, WellFormedText } from '../../common/validation/text-rules';
import { LEAD_SOURCES, LeadSource, MAX_PAGE_LENGTH, PAGE_PATTERN } from '../../contract/lead-sources';
import { CONTACT_LIMITS } from '../../contract/contact-request';
import { CONSENT } from '../../contract/privacy-notice';
import { ALLOWED_SERVICES } from '../../contract/services';
import { PatientFieldsDto } from './patient-fields.dto';
import {
  IsSelections,
  MAX_SELECTION_VALUE_LENGTH,
  MAX_SELECTIONS,
  SELECTION_KEY_PATTERN,
} from './selections.validator';

/**
 * A contact request: the patient's fields (PatientFieldsDto), then the service and the rest.
 * Both shapes the product sends: the questionnaire's {name, phone, message?,
 * service, selections} and the contact page's {name, email, phone, message, service,
 * selections: {}}; either may add the lead source {source?, page?}.
 *
 * Only the first failing rule of a field gives its message (stopAtFirstError), and
 * class-validator checks a field's rules from the last decorator up: read each field
 * bottom-up as presence, type, length, content.
 */
export class CreateContactDto extends PatientFieldsDto {
  @IsIn(ALLOWED_SERVICES, { message: 'Veuillez sélectionner un service de la liste.' })
  @MaxCodePoints(CONTACT_LIMITS.service, {
    message: `Le service compte au plus ${CONTACT_LIMITS.service} caractères.`,
  })
  @IsString({ message: 'Le service doit être un texte.' })
  @IsDefined({ message: 'Veuillez sélectionner un service.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.normalize('NFC') : value))
  @ApiProperty({
    maxLength: CONTACT_LIMITS.service,
    description: 'Un des services que proposent le questionnaire et la page Contact',
    example: 'Rhinoplastie',
  })
  service: string;

  // Kept exactly as JSON.parse produced it (`obj` is the raw body): class-transformer would
  // otherwise copy it key by key, turning an own "__proto__" key into a prototype change.
  @ValidateIf((dto: CreateContactDto) => dto.selections !== undefined)
  @IsSelections()
  @Transform(({ obj }: { obj: Record<string, unknown> }) => obj.selections, { toClassOnly: true })
  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string', maxLength: MAX_SELECTION_VALUE_LENGTH },
    maxProperties: MAX_SELECTIONS,
    description: `Réponses du questionnaire : identifiant de l’étape (${SELECTION_KEY_PATTERN.source}) → réponse choisie, dans l’ordre`,
    example: { zone: 'Visage', objectif: 'Affiner le nez' },
  })
  selections?: Record<string, string>;

  // Lead source, optional in both shapes: absent or null = not known.
  @IsIn(LEAD_SOURCES, { message: "L'origine doit valoir questionnaire, contact ou autre." })
  @IsString({ message: "L'origine doit être un texte." })
  @IsOptional()
  @ApiPropertyOptional({ enum: LEAD_SOURCES, nullable: true, description: 'Le formulaire d’origine' })
  source?: LeadSource | null;

  // Browsers read a "\" in a path as "/": "/\evil.example" would be a link to another host.
  @NotContains('\\', { message: 'La page ne doit pas contenir de barre oblique inverse « \\ ».' })
  @WellFormedText({ message: 'La page contient un caractère mal encodé.' })
  @Matches(PAGE_PATTERN, { message: 'La page doit être un chemin du site commençant par « / ».' })
  @MaxCodePoints(MAX_PAGE_LENGTH, { message: `La page compte au plus ${MAX_PAGE_LENGTH} caractères.` })
  @IsString({ message: 'La page doit être un texte.' })
  @IsOptional()
  @ApiPropertyOptional({
    type: 'string',
    nullable: true,
    maxLength: MAX_PAGE_LENGTH,
    description: 'Le chemin de la page où était le visiteur',
    example: '/contact',
  })
  page?: string | null;

  // The box the patient ticks to agree that the practice handles what they wrote (health data
  // needs express consent). Optional, so that a request without it is still taken and shows
  // « non recueilli » in the admin; when present it must be exactly true.
  @Equals(true, { message: CONSENT.required })
  @IsOptional()
  @ApiPropertyOptional({ enum: [true], description: 'La case de consentement cochée' })
  consent?: boolean;

  /** Honeypot: hidden from people, filled in by bots. Any value = a bot. */
  @IsOptional()
  @MaxCodePoints(500, { message: 'Valeur invalide.' })
  @IsString({ message: 'Valeur invalide.' })
  @ApiPropertyOptional({ maxLength: 500, description: 'Piège à robots : toujours absent ou vide' })
  website?: string;
}
