import { applyDecorators } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiProperty,
  ApiPropertyOptional,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import { TOO_MANY_REQUESTS_MESSAGE } from '../../common/rate-limit/too-many-requests';
import { INVALID_FIELDS_MESSAGE } from '../../common/validation/validation-failure';
import { SlotDto } from './booking-responses.dto';

// The booking API's refusals as the document describes them, each with a French message the
// route really answers as its example (the client shows the server's words as they come).

/** A refusal: 404, 409. */
export class BookingFailureDto {
  @ApiProperty({ type: 'boolean', enum: [false] })
  success: false;

  @ApiProperty({ description: 'Le message à montrer, en français.' })
  message: string;
}

/** A value refused (400): one French message per field, and one for the whole. */
export class BookingValidationFailureDto extends BookingFailureDto {
  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    description: 'Champ → son message.',
  })
  errors: Record<string, string>;
}

/** A booking refused (409): the slot was just taken (with the nearest free ones), or too many to come. */
export class BookingConflictDto extends BookingFailureDto {
  @ApiPropertyOptional({
    type: SlotDto,
    isArray: true,
    description: 'Présent quand le créneau vient d’être pris : les créneaux libres les plus proches.',
  })
  alternatives?: SlotDto[];
}

/** No administrator's token, or no longer valid (401). */
export class BookingUnauthorizedDto {
  @ApiProperty({ type: 'integer', enum: [401] })
  statusCode: 401;

  @ApiProperty()
  message: string;

  @ApiPropertyOptional({ enum: ['idle'], description: 'idle : la session a pris fin après une inactivité.' })
  reason?: 'idle';
}

/** Too many requests from this client, or a flooded site (429; see the Retry-After header). */
export class BookingRateLimitedDto {
  @ApiProperty()
  message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description:
      'Site saturé, sur un envoi de formulaire : un défi de preuve de travail (ALTCHA) ; ' +
      'le même envoi, refait avec sa solution dans l’en-tête X-Altcha, est accepté.',
  })
  challenge?: Record<string, unknown>;
}

/** 400 with what the route answers when one field is refused (`message`: the sentence for the whole). */
export const ApiRefused = (field: string, fieldMessage: string, message = fieldMessage) =>
  ApiBadRequestResponse({
    type: BookingValidationFailureDto,
    description: 'Une valeur est refusée.',
    example: { success: false, message, errors: { [field]: fieldMessage } },
  });

/** 400 of a malformed `:id` (uuidParam): its field message is always this one. */
export const ApiInvalidId = (message: string) => ApiRefused('id', 'Identifiant invalide.', message);

/** 400 of a field the DTO's rules refuse: the validation pipe's general sentence, the field's own. */
export const ApiInvalidField = (field: string, fieldMessage: string) =>
  ApiRefused(field, fieldMessage, INVALID_FIELDS_MESSAGE);

export const ApiNotFound = (message: string) =>
  ApiNotFoundResponse({
    type: BookingFailureDto,
    description: 'Introuvable.',
    example: { success: false, message },
  });

/** 409, with one example per reason. */
export const ApiRefusedNow = (description: string, ...messages: string[]) =>
  ApiConflictResponse({
    type: BookingFailureDto,
    description,
    examples: Object.fromEntries(
      messages.map((message, index) => [
        `refus${index + 1}`,
        { summary: message, value: { success: false, message } },
      ]),
    ),
  });

export const ApiTooMany = () =>
  ApiTooManyRequestsResponse({
    type: BookingRateLimitedDto,
    description: 'Trop de demandes de ce client : réessayer après Retry-After secondes.',
    example: { message: TOO_MANY_REQUESTS_MESSAGE },
  });

/**
 * The administrator's bearer scheme as src/api-document.ts declares it: that file is the
 * composition root, which no feature may import, so the name is written again here.
 */
const ADMIN_BEARER = 'admin';

/** Every administrator's route: the bearer token, or a 401 without a valid session. */
export const ApiAdminOnly = () =>
  applyDecorators(
    ApiBearerAuth(ADMIN_BEARER),
    ApiUnauthorizedResponse({
      type: BookingUnauthorizedDto,
      description: 'Sans jeton d’administrateur valide.',
      example: { statusCode: 401, message: 'Authentification requise.' },
    }),
  );
