import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsNotEmpty, IsString } from 'class-validator';
import { MaxCodePoints } from '../../common/validation/text-rules';

/** Rules are checked bottom-up; the password's length is checked here, before any hashing. */
export class LoginDto {
  @MaxCodePoints(64, { message: "Le nom d'utilisateur compte au plus 64 caractères." })
  @IsNotEmpty({ message: "Le nom d'utilisateur est obligatoire." })
  @IsString({ message: "Le nom d'utilisateur doit être un texte." })
  @IsDefined({ message: "Le nom d'utilisateur est obligatoire." })
  @ApiProperty({ minLength: 1, maxLength: 64, example: 'admin' })
  username: string;

  @MaxCodePoints(1024, { message: 'Le mot de passe compte au plus 1 024 caractères.' })
  @IsNotEmpty({ message: 'Le mot de passe est obligatoire.' })
  @IsString({ message: 'Le mot de passe doit être un texte.' })
  @IsDefined({ message: 'Le mot de passe est obligatoire.' })
  @ApiProperty({ minLength: 1, maxLength: 1024, format: 'password' })
  password: string;
}
