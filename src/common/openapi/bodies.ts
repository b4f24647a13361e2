import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { INVALID_FIELDS_MESSAGE } from '../validation/validation-failure';

/*
 * The bodies every feature answers with, as classes the API's description reads: their shape
 * is the one AllExceptionsFilter and the validation pipe give, so each route documents its
 * refusals without restating them.
 */

/** Any refusal of ours: a French sentence, with the status for the framework's own refusals. */
export class ErrorBody {
  @ApiPropertyOptional({ type: 'integer', example: 401 })
  statusCode?: number;

  @ApiProperty({ example: 'Authentification requise.' })
  message: string;
}

/** `{ success: true }`: the change was made. */
export class SuccessBody {
  @ApiProperty({ enum: [true] })
  success: true;
}

/** A refusal of a feature that answers `success` (a row not found, a link no longer valid). */
export class FailureBody {
  @ApiProperty({ enum: [false] })
  success: false;

  @ApiProperty()
  message: string;
}

/** A 400 for input the rules refuse: the first French message of each field, by field name. */
export class ValidationFailureBody extends FailureBody {
  @ApiProperty({ example: INVALID_FIELDS_MESSAGE })
  declare message: string;

  @ApiProperty({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { phone: 'Numéro de téléphone invalide.' },
  })
  errors: Record<string, string>;
}

/**
 * A 429. When the whole site is flooded, a public form's refusal also carries a proof of work
 * (ALTCHA) the page solves before sending the same post again.
 */
export class TooManyRequestsBody {
  @ApiProperty()
  message: string;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: true,
    description: 'Défi de preuve de travail (ALTCHA v2) à résoudre avant de renvoyer la même demande',
  })
  challenge?: Record<string, unknown>;
}

/**
 * The 401 of an administrator's route. `reason: 'idle'` when the session ended after a time
 * without use: the sign-in page then says so.
 */
export class UnauthorizedBody extends ErrorBody {
  @ApiPropertyOptional({ enum: ['idle'] })
  reason?: 'idle';
}
