import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString, Matches, ValidateIf } from 'class-validator';
import { IsPatientEmail } from '../../common/validation/email';
import {
  MaxCodePoints,
  MinDigits,
  NoControlCharacters,
  NoLinks,
  NoFormatCharacters,
  trimSpaces,
  WellFormedText,
} from '../../common/validation/text-rules';
import { CONTACT_LIMITS, PHONE_PATTERN } from '../../contract/contact-request';

/**
 * What a patient tells about themselves in every form that reaches the practice (a contact
 * request, an online booking): name, optional e-mail, phone, optional message. Read each field
 * bottom-up as presence, type, length, content (class-validator checks from the last decorator).
 */
export class PatientFieldsDto {
  // A name is shown as a line of text: no invisible format characters (a bidi override would
  // turn it around in the admin list and the e-mail), no half of a surrogate pair; and it goes
  // into the e-mails the patient receives, so no web address or encoded-word (spam through the
  // practice's own mail).
  @NoLinks({ message: 'Le nom ne peut pas contenir d’adresse web ni de code de messagerie.' })
  @NoFormatCharacters({ message: 'Le nom contient des caractères invisibles non autorisés.' })
  @WellFormedText({ message: 'Le nom contient un caractère mal encodé.' })
  @NoControlCharacters({ message: 'Le nom contient des caractères non autorisés.' })
  @MaxCodePoints(CONTACT_LIMITS.name, { message: `Le nom compte au plus ${CONTACT_LIMITS.name} caractères.` })
  @IsNotEmpty({ message: 'Le nom complet est obligatoire.' })
  @IsString({ message: 'Le nom doit être un texte.' })
  @IsDefined({ message: 'Le nom complet est obligatoire.' })
  @Transform(trimSpaces)
  @ApiProperty({ minLength: 1, maxLength: CONTACT_LIMITS.name, example: 'Amira Ben Salah' })
  name: string;

  // Optional; when given and not empty, a single address in the patient grammar: it becomes a
  // mailto: link and a Reply-To header, where "?", "&", "%40" or CR/LF would add recipients.
  @ValidateIf((dto: PatientFieldsDto) => dto.email !== undefined && dto.email !== '')
  @IsPatientEmail()
  @NoControlCharacters({ message: "L'email contient des caractères non autorisés." })
  @MaxCodePoints(CONTACT_LIMITS.email, {
    message: `L'email compte au plus ${CONTACT_LIMITS.email} caractères.`,
  })
  @IsString({ message: "L'email doit être un texte." })
  @ApiPropertyOptional({
    maxLength: CONTACT_LIMITS.email,
    description: 'Une adresse, ou vide',
    example: 'amira@example.tn',
  })
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
  @ApiProperty({
    minLength: 1,
    maxLength: CONTACT_LIMITS.phone,
    pattern: PHONE_PATTERN.source,
    description: `Au moins ${CONTACT_LIMITS.phoneDigits} chiffres`,
    example: '+216 22 333 444',
  })
  phone: string;

  // undefined = absent ("" is stored); null is a wrong type like any other.
  @ValidateIf((dto: PatientFieldsDto) => dto.message !== undefined)
  @WellFormedText({ message: 'Le message contient un caractère mal encodé.' })
  @NoControlCharacters({
    allowLineBreaks: true,
    message: 'Le message contient des caractères non autorisés.',
  })
  @MaxCodePoints(CONTACT_LIMITS.message, { message: 'Le message compte au plus 5 000 caractères.' })
  @IsString({ message: 'Le message doit être un texte.' })
  @ApiPropertyOptional({ maxLength: CONTACT_LIMITS.message })
  message?: string;
}
