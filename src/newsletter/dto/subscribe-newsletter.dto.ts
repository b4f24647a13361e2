import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsOptional, IsString } from 'class-validator';
import { IsPatientEmail } from '../../common/validation/email';
import { CONTACT_LIMITS } from '../../contract/contact-request';
import { MaxCodePoints, NoControlCharacters, trimSpaces } from '../../common/validation/text-rules';

/** Trimmed and lowercased, so "Amira@Example.TN " and "amira@example.tn" are one subscriber. */
function normaliseEmail(params: { value: unknown }): unknown {
  const value = trimSpaces(params);
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/**
 * POST /api/newsletter (the footer form). Rules read bottom-up, like CreateContactDto:
 * presence, type, length, content.
 */
export class SubscribeNewsletterDto {
  // The same grammar as the contact form's address (see isPatientEmail).
  @IsPatientEmail()
  @NoControlCharacters({ message: "L'email contient des caractères non autorisés." })
  @MaxCodePoints(CONTACT_LIMITS.email, {
    message: `L'email compte au plus ${CONTACT_LIMITS.email} caractères.`,
  })
  @IsNotEmpty({ message: "L'email est obligatoire." })
  @IsString({ message: "L'email doit être un texte." })
  @IsDefined({ message: "L'email est obligatoire." })
  @Transform(normaliseEmail)
  @ApiProperty({ maxLength: CONTACT_LIMITS.email, example: 'amira@example.tn' })
  email: string;

  /** Honeypot, as on the contact form: hidden from people, filled in by bots. */
  @IsOptional()
  @MaxCodePoints(500, { message: 'Valeur invalide.' })
  @IsString({ message: 'Valeur invalide.' })
  @ApiPropertyOptional({ maxLength: 500, description: 'Piège à robots : toujours absent ou vide' })
  website?: string;
}
