import { ParseUUIDPipe } from '@nestjs/common';
import { validationFailure } from './validation-failure';

/**
 * A `:id` route parameter that must be a UUID. A malformed one is a 400 in our usual shape
 * {success:false, message, errors:{id}} and never reaches PostgreSQL's uuid parser.
 */
export function uuidParam(message: string): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () => validationFailure([['id', 'Identifiant invalide.']], message),
  });
}
