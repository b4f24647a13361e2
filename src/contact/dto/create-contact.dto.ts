import { Transform } from 'class-transformer';
import {
  Equals,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  NotContains,
  ValidateIf,
} from 'class-validator';
import { IsPatientEmail } from '../../common/validation/email';
import {
  MaxCodePoints,
  MinDigits,
  NoControlCharacters,
  NoFormatCharacters,
  trimSpaces,
  WellFormedText,
} from '../../common/validation/text-rules';
import { LEAD_SOURCES, LeadSource, MAX_PAGE_LENGTH, PAGE_PATTERN } from '../../contract/lead-sources';
import { CONSENT_REQUIRED_MESSAGE, CONTACT_LIMITS, PHONE_PATTERN } from '../../contract/contact-request';
import { ALLOWED_SERVICES } from '../../contract/services';
import { IsSelections } from './selections.validator';

/**
 * Both shapes the product sends: the questionnaire's {name, phone, message?,
 * service, selections} and the contact page's {name, email, phone, message, service,
 * selections: {}}; either may add the lead source {source?, page?}.
 *
 * Only the first failing rule of a field gives its message (stopAtFirstError), and
 * class-validator checks a field's rules from the last decorator up: read each field
 * bottom-up as presence, type, length, content.
 */
export class CreateContactDto {
  // A name is shown as a line of text: no invisible format characters (a bidi override would
  // turn it around in the admin list and the e-mail), no half of a surrogate pair.
  @NoFormatCharacters({ message: 'Le nom contient des caractères invisibles non autorisés.' })
  @WellFormedText({ message: 'Le nom contient un caractère mal encodé.' })
  @NoControlCharacters({ message: 'Le nom contient des caractères non autorisés.' })
  @MaxCodePoints(CONTACT_LIMITS.name, { message: `Le nom compte au plus ${CONTACT_LIMITS.name} caractères.` })
  @IsNotEmpty({ message: 'Le nom complet est obligatoire.' })
  @IsString({ message: 'Le nom doit être un texte.' })
  @IsDefined({ message: 'Le nom complet est obligatoire.' })
  @Transform(trimSpaces)
  name: string;

  // Optional; when given and not empty, a single address in the patient grammar: it becomes a
  // mailto: link and a Reply-To header, where "?", "&", "%40" or CR/LF would add recipients.
  @ValidateIf((dto: CreateContactDto) => dto.email !== undefined && dto.email !== '')
  @IsPatientEmail()
  @NoControlCharacters({ message: "L'email contient des caractères non autorisés." })
  @MaxCodePoints(CONTACT_LIMITS.email, {
    message: `L'email compte au plus ${CONTACT_LIMITS.email} caractères.`,
  })
  @IsString({ message: "L'email doit être un texte." })
  email?: string;

  @MinDigits(CONTACT_LIMITS.phoneDigits, {
    message: `Le numéro de téléphone compte au moins ${CONTACT_LIMITS.phoneDigits} chiffres.`,
  })
  @Matches(PHONE_PATTERN, { message: 'Numéro de téléphone invalide.' })
  @MaxCodePoints(CONTACT_LIMITS.phone, {
    message: `Le numéro de téléphone compte au plus ${CONTACT_LIMITS.phone} caractères.`,
  })
  @IsNotEmpty({ message: 'Le numéro de téléphone est obligatoire.' })
  @IsString({ message: 'Le numéro de téléphone doit être un texte.' })
  @IsDefined({ message: 'Le numéro de téléphone est obligatoire.' })
  @Transform(trimSpaces)
  phone: string;

  @IsIn(ALLOWED_SERVICES, { message: 'Veuillez sélectionner un service de la liste.' })
  @MaxCodePoints(CONTACT_LIMITS.service, {
    message: `Le service compte au plus ${CONTACT_LIMITS.service} caractères.`,
  })
  @IsString({ message: 'Le service doit être un texte.' })
  @IsDefined({ message: 'Veuillez sélectionner un service.' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.normalize('NFC') : value))
  service: string;

  // undefined = absent ("" is stored); null is a wrong type like any other.
  @ValidateIf((dto: CreateContactDto) => dto.message !== undefined)
  @WellFormedText({ message: 'Le message contient un caractère mal encodé.' })
  @NoControlCharacters({
    allowLineBreaks: true,
    message: 'Le message contient des caractères non autorisés.',
  })
  @MaxCodePoints(CONTACT_LIMITS.message, { message: 'Le message compte au plus 5 000 caractères.' })
  @IsString({ message: 'Le message doit être un texte.' })
  message?: string;

  // Kept exactly as JSON.parse produced it (`obj` is the raw body): class-transformer would
  // otherwise copy it key by key, turning an own "__proto__" key into a prototype change.
  @ValidateIf((dto: CreateContactDto) => dto.selections !== undefined)
  @IsSelections()
  @Transform(({ obj }: { obj: Record<string, unknown> }) => obj.selections, { toClassOnly: true })
  selections?: Record<string, string>;

  // Lead source, optional in both shapes: absent or null = not known.
  @IsIn(LEAD_SOURCES, { message: "L'origine doit valoir questionnaire, contact ou autre." })
  @IsString({ message: "L'origine doit être un texte." })
  @IsOptional()
  source?: LeadSource | null;

  // Browsers read a "\" in a path as "/": "/\evil.example" would be a link to another host.
  @NotContains('\\', { message: 'La page ne doit pas contenir de barre oblique inverse « \\ ».' })
  @WellFormedText({ message: 'La page contient un caractère mal encodé.' })
  @Matches(PAGE_PATTERN, { message: 'La page doit être un chemin du site commençant par « / ».' })
  @MaxCodePoints(MAX_PAGE_LENGTH, { message: `La page compte au plus ${MAX_PAGE_LENGTH} caractères.` })
  @IsString({ message: 'La page doit être un texte.' })
  @IsOptional()
  page?: string | null;

  // The box the patient ticks to agree that the practice handles what they wrote (health data
  // needs express consent). Optional, so that a request without it is still taken and shows
  // « non recueilli » in the admin; when present it must be exactly true.
  @Equals(true, { message: CONSENT_REQUIRED_MESSAGE })
  @IsOptional()
  consent?: boolean;

  /** Honeypot: hidden from people, filled in by bots. Any value = a bot. */
  @IsOptional()
  @MaxCodePoints(500, { message: 'Valeur invalide.' })
  @IsString({ message: 'Valeur invalide.' })
  website?: string;
}
