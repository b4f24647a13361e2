import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsDefined,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  ValidateBy,
  ValidationOptions,
} from 'class-validator';
import { IsPatientEmail } from '../../common/validation/email';
import { MaxCodePoints, trimSpaces } from '../../common/validation/text-rules';
import { ADMIN_ROLES, type AdminRole } from '../../contract/admin-roles';
import { ADMIN_USERNAME_PATTERN } from '../admin-account-rules';
import { passwordProblem, usernameProblem } from '../admin-accounts';

/*
 * The bodies of the team's routes and of the password links; rules read bottom-up (presence,
 * type, length, content), as in the other DTOs.
 */

const ROLE_MESSAGE = '« role » vaut « practitioner » (praticien) ou « secretary » (secrétariat).';
const USERNAME_REQUIRED = "Le nom d'utilisateur est obligatoire.";
const EMAIL_REQUIRED = "L'adresse e-mail est obligatoire.";

/** Trimmed and lowercased: the address is unique whatever the case it was typed in. */
function normaliseEmail(params: { value: unknown }): unknown {
  const value = trimSpaces(params);
  return typeof value === 'string' ? value.toLowerCase() : value;
}

/** The password rules of `npm run admin` (length in characters), with their French message. */
function IsAcceptablePassword(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isAcceptablePassword',
      validator: {
        validate: (value: unknown) => typeof value === 'string' && passwordProblem(value) === undefined,
        defaultMessage: (args) =>
          (typeof args?.value === 'string' && passwordProblem(args.value)) || 'Mot de passe invalide.',
      },
    },
    options,
  );
}

export class CreateUserDto {
  @Matches(ADMIN_USERNAME_PATTERN, { message: usernameProblem('') })
  @IsNotEmpty({ message: USERNAME_REQUIRED })
  @IsString({ message: "Le nom d'utilisateur doit être un texte." })
  @IsDefined({ message: USERNAME_REQUIRED })
  @ApiProperty({
    minLength: 1,
    maxLength: 64,
    pattern: ADMIN_USERNAME_PATTERN.source,
    example: 'secretariat',
  })
  username: string;

  @IsPatientEmail()
  @MaxCodePoints(254, { message: "L'adresse e-mail compte au plus 254 caractères." })
  @IsNotEmpty({ message: EMAIL_REQUIRED })
  @IsString({ message: "L'adresse e-mail doit être un texte." })
  @IsDefined({ message: EMAIL_REQUIRED })
  @Transform(normaliseEmail)
  @ApiProperty({ maxLength: 254, example: 'secretariat@example.tn', description: 'Où part l’invitation' })
  email: string;

  @IsIn(ADMIN_ROLES, { message: ROLE_MESSAGE })
  @IsDefined({ message: 'Le rôle est obligatoire.' })
  @ApiProperty({ enum: ADMIN_ROLES, enumName: 'AdminRole' })
  role: AdminRole;
}

/** At least one of the two (the service says so otherwise). */
export class UpdateUserDto {
  @IsIn(ADMIN_ROLES, { message: ROLE_MESSAGE })
  @IsOptional()
  @ApiPropertyOptional({ enum: ADMIN_ROLES, enumName: 'AdminRole' })
  role?: AdminRole;

  @IsBoolean({ message: '« disabled » vaut true ou false.' })
  @IsOptional()
  @ApiPropertyOptional({
    description: 'true : le compte ne peut plus se connecter, ses sessions prennent fin',
  })
  disabled?: boolean;
}

export class PasswordResetRequestDto {
  @MaxCodePoints(64, { message: "Le nom d'utilisateur compte au plus 64 caractères." })
  @IsNotEmpty({ message: USERNAME_REQUIRED })
  @IsString({ message: "Le nom d'utilisateur doit être un texte." })
  @IsDefined({ message: USERNAME_REQUIRED })
  @ApiProperty({ minLength: 1, maxLength: 64, example: 'secretariat' })
  username: string;
}

export class PasswordResetConfirmDto {
  @MaxCodePoints(256, { message: 'Ce lien n’est pas valable.' })
  @IsNotEmpty({ message: 'Le jeton du lien est obligatoire.' })
  @IsString({ message: 'Le jeton du lien doit être un texte.' })
  @IsDefined({ message: 'Le jeton du lien est obligatoire.' })
  @ApiProperty({ maxLength: 256, description: 'Le jeton du lien reçu par e-mail (`?jeton=`)' })
  token: string;

  @IsAcceptablePassword()
  @IsNotEmpty({ message: 'Le mot de passe est obligatoire.' })
  @IsString({ message: 'Le mot de passe doit être un texte.' })
  @IsDefined({ message: 'Le mot de passe est obligatoire.' })
  @ApiProperty({ minLength: 12, maxLength: 1024, format: 'password' })
  password: string;
}
