import { ParseUUIDPipe } from '@nestjs/common';
import { validationFailure } from './validation-failure';

/** The field's own message in a malformed `:id`'s 400 (the route gives the sentence). */
export const INVALID_ID_MESSAGE = 'Identifiant invalide.';

/**
 * A `:id` route parameter that must be a UUID. A malformed one is a 400 in our usual shape
 * {success:false, message, errors:{id}} and never reaches PostgreSQL's uuid parser.
 */
export function uuidParam(message: string): ParseUUIDPipe {
  return new ParseUUIDPipe({
    exceptionFactory: () => validationFailure([['id', INVALID_ID_MESSAGE]], message),
  });
}
