import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsDefined, IsNotEmpty, IsString } from 'class-validator';
import {
  MaxCodePoints,
  NoControlCharacters,
  trimSpaces,
  WellFormedText,
} from '../../common/validation/text-rules';
import { NOTE_MAX_LENGTH } from '../../contract/follow-up';

/** POST /api/contact/:id/notes: what the administrator writes down about a request. */
export class CreateNoteDto {
  @WellFormedText({ message: 'La note contient un caractère mal encodé.' })
  @NoControlCharacters({ allowLineBreaks: true, message: 'La note contient des caractères non autorisés.' })
  @MaxCodePoints(NOTE_MAX_LENGTH, {
    message: `La note compte au plus ${NOTE_MAX_LENGTH.toLocaleString('fr-FR')} caractères.`,
  })
  @IsNotEmpty({ message: 'La note est vide.' })
  @IsString({ message: 'La note doit être un texte.' })
  @IsDefined({ message: 'La note est vide.' })
  @Transform(trimSpaces)
  @ApiProperty({ minLength: 1, maxLength: NOTE_MAX_LENGTH, example: 'Rappeler après 17 h.' })
  text: string;
}
