import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsString, Matches, ValidateIf } from 'class-validator';
import { validationFailure } from '../../common/validation/validation-failure';
import { normalizePhone } from '../../common/validation/identity';
import type { Subject } from '../../contact/subject';
import { IsPatientEmail } from '../../common/validation/email';
import { MaxCodePoints, MinDigits, trimSpaces } from '../../common/validation/text-rules';
import { CONTACT_LIMITS, PHONE_PATTERN } from '../../contract/contact-request';

export const SUBJECT_REQUIRED_MESSAGE =
  'Indiquez une adresse e-mail ou un numéro de téléphone, pas les deux.';

/** `?email=` or `?phone=` (exactly one, see subjectOf): the person whose data is shown, exported or erased. */
export class SubjectQueryDto {
  @ValidateIf((dto: SubjectQueryDto) => dto.email !== undefined)
  @IsPatientEmail({ message: 'Adresse e-mail invalide.' })
  @MaxCodePoints(CONTACT_LIMITS.email, {
    message: `L'adresse compte au plus ${CONTACT_LIMITS.email} caractères.`,
  })
  @IsString({ message: "L'adresse e-mail doit être un texte." })
  @Transform(trimSpaces)
  @ApiPropertyOptional({
    maxLength: CONTACT_LIMITS.email,
    description: 'L’adresse de la personne (ou son téléphone)',
  })
  email?: string;

  @ValidateIf((dto: SubjectQueryDto) => dto.phone !== undefined)
  @MinDigits(8, { message: 'Le numéro de téléphone compte au moins 8 chiffres.' })
  @Matches(PHONE_PATTERN, { message: 'Numéro de téléphone invalide.' })
  @MaxCodePoints(CONTACT_LIMITS.phone, {
    message: `Le numéro de téléphone compte au plus ${CONTACT_LIMITS.phone} caractères.`,
  })
  @IsString({ message: 'Le numéro de téléphone doit être un texte.' })
  @Transform(trimSpaces)
  @ApiPropertyOptional({
    maxLength: CONTACT_LIMITS.phone,
    description: 'Le téléphone de la personne (ou son adresse)',
    example: '+216 22 333 444',
  })
  phone?: string;
}

export const SUBJECT_PHONE_MESSAGE =
  'Numéro de téléphone non reconnu : indiquez-le avec son indicatif s’il n’est pas tunisien (par exemple +33 6 12 34 56 78).';

/**
 * The person the query names, the phone normalized as it is stored (E.164, a number without
 * a country code being Tunisian); a 400 in the shape of every refusal when it names none, or
 * both, or a number that cannot be recognised (it could only match by guesswork).
 */
export function subjectOf(query: SubjectQueryDto): Subject {
  if (query.email !== undefined && query.phone === undefined) return { email: query.email };
  if (query.phone !== undefined && query.email === undefined) {
    const phone = normalizePhone(query.phone);
    if (phone === null) throw validationFailure([['phone', SUBJECT_PHONE_MESSAGE]], SUBJECT_PHONE_MESSAGE);
    return { phone };
  }
  throw validationFailure([['email', SUBJECT_REQUIRED_MESSAGE]], SUBJECT_REQUIRED_MESSAGE);
}
