import { ApiProperty } from '@nestjs/swagger';
import { IsDefined, IsString, MaxLength } from 'class-validator';

/**
 * The token of a confirmation or unsubscribe link (body of the pages' POSTs, query string of
 * the one-click POST). Only its type and length are checked here: a token of the wrong shape
 * gets the same answer as an unknown one, from the service.
 */
export class NewsletterTokenDto {
  @MaxLength(200, { message: 'Ce lien n’est pas valable.' })
  @IsString({ message: 'Ce lien n’est pas valable.' })
  @IsDefined({ message: 'Le lien est incomplet.' })
  @ApiProperty({ maxLength: 200, description: 'Le jeton du lien de l’e-mail' })
  token: string;
}
