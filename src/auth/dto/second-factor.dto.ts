import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString } from 'class-validator';
import { MaxCodePoints } from '../../common/validation/text-rules';

/*
 * Rules are checked bottom-up; lengths are bounded before any hashing. A code is a TOTP code
 * (6 digits) or a recovery code (XXXX-XXXX-XXXX-XXXX); the service reads either.
 */

export class SecondFactorPasswordDto {
  @MaxCodePoints(1024, { message: 'Le mot de passe compte au plus 1 024 caractères.' })
  @IsNotEmpty({ message: 'Le mot de passe est obligatoire.' })
  @IsString({ message: 'Le mot de passe doit être un texte.' })
  @IsDefined({ message: 'Le mot de passe est obligatoire.' })
  @ApiProperty({ minLength: 1, maxLength: 1024, format: 'password' })
  password: string;
}

export class SecondFactorCodeDto {
  @MaxCodePoints(64, { message: 'Le code compte au plus 64 caractères.' })
  @IsNotEmpty({ message: 'Le code est obligatoire.' })
  @IsString({ message: 'Le code doit être un texte.' })
  @IsDefined({ message: 'Le code est obligatoire.' })
  @ApiProperty({
    minLength: 1,
    maxLength: 64,
    description: 'Code à 6 chiffres de l’application, ou code de secours XXXX-XXXX-XXXX-XXXX',
    example: '123456',
  })
  code: string;
}

export class DisableSecondFactorDto extends SecondFactorPasswordDto {
  @MaxCodePoints(64, { message: 'Le code compte au plus 64 caractères.' })
  @IsNotEmpty({ message: 'Le code est obligatoire.' })
  @IsString({ message: 'Le code doit être un texte.' })
  @IsDefined({ message: 'Le code est obligatoire.' })
  @ApiProperty({
    minLength: 1,
    maxLength: 64,
    description: 'Code à 6 chiffres de l’application, ou code de secours XXXX-XXXX-XXXX-XXXX',
    example: '123456',
  })
  code: string;
}

export class SecondFactorLoginDto extends SecondFactorCodeDto {
  @MaxCodePoints(4096, { message: 'Le jeton de connexion est invalide.' })
  @IsNotEmpty({ message: 'Le jeton de connexion est obligatoire.' })
  @IsString({ message: 'Le jeton de connexion doit être un texte.' })
  @IsDefined({ message: 'Le jeton de connexion est obligatoire.' })
  @ApiProperty({ maxLength: 4096, description: 'Le jeton donné par l’étape du mot de passe (`mfaToken`)' })
  mfaToken: string;
}
