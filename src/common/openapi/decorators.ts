import { applyDecorators, HttpStatus } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBearerAuth,
  ApiHeader,
  ApiOkResponse,
  ApiParam,
  ApiProduces,
  ApiResponse,
  ApiTooManyRequestsResponse,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import {
  AdminAccess,
  AdminAccessLevel,
  ROLE_REFUSED_MESSAGE,
  SECOND_FACTOR_REQUIRED_MESSAGE,
} from '../http/admin-access.decorator';
import { AUTHENTICATION_REQUIRED_MESSAGE } from '../http/authentication-required';
import { PROOF_OF_WORK_HEADER } from '../../contract/proof-of-work';
import { SITE_BUSY_MESSAGE, TOO_MANY_REQUESTS_MESSAGE } from '../rate-limit/too-many-requests';
import { IDEMPOTENCY_KEY } from '../validation/idempotency-key';
import { INVALID_ID_MESSAGE } from '../validation/uuid-param.pipe';
import { INVALID_FIELDS_MESSAGE } from '../validation/validation-failure';
import {
  ErrorBody,
  FailureBody,
  TooManyRequestsBody,
  UnauthorizedBody,
  ValidationFailureBody,
} from './bodies';

/*
 * Decorators that describe, in the API's document, what the shared parts of the server do to
 * every route they touch: the administrator's guard, the validation pipe, the rate limits, the
 * CSV exports. Each feature's controller then adds only what is its own.
 */

/** The name of the administrator's bearer scheme in the API's document. */
export const ADMIN_BEARER = 'admin';

/**
 * A route of the team (every route without @Public()): the bearer token, or a 401; and who may
 * call it (ApiAccess). Given to a class, it must not be given again to one of its methods (the
 * document would merge the two).
 */
export function AdminRoute(access: AdminAccess = 'practitioner'): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiBearerAuth(ADMIN_BEARER),
    ApiUnauthorizedResponse({
      description: 'Jeton absent ou invalide, ou session terminée',
      type: UnauthorizedBody,
      example: { statusCode: 401, message: AUTHENTICATION_REQUIRED_MESSAGE },
    }),
    ApiAccess(access),
  );
}

/**
 * Who of the team may call a route (AdminAccess, read by the role guard), with the 403 that
 * follows from it in the document: the guard's rule and the document come from this one
 * decorator, so they cannot disagree.
 */
export function ApiAccess(access: AdminAccess): MethodDecorator & ClassDecorator {
  if (access === 'practitioner') {
    return applyDecorators(
      AdminAccessLevel(access),
      ApiResponse({
        status: 403,
        description: 'Réservé au praticien (ou double authentification à activer d’abord, si exigée)',
        type: FailureBody,
        examples: failureExamples([ROLE_REFUSED_MESSAGE, SECOND_FACTOR_REQUIRED_MESSAGE]),
      }),
    );
  }
  if (access === 'team') {
    return applyDecorators(
      AdminAccessLevel(access),
      ApiFailure(
        HttpStatus.FORBIDDEN,
        'Double authentification à activer d’abord (quand le cabinet l’exige)',
        SECOND_FACTOR_REQUIRED_MESSAGE,
      ),
    );
  }
  return AdminAccessLevel(access);
}

/** One example `{ success: false, message }` per message, named in order. */
function failureExamples(messages: string[]) {
  return Object.fromEntries(
    messages.map((message, index) => [
      `cas${index + 1}`,
      { summary: message, value: { success: false, message } },
    ]),
  );
}

/** A 400 of the validation pipe: `errors` holds the first French message of each field refused. */
export function ApiInvalid(
  errors: Record<string, string>,
  message: string = INVALID_FIELDS_MESSAGE,
): MethodDecorator & ClassDecorator {
  return ApiBadRequestResponse({
    description: 'Valeur refusée (un message par champ)',
    type: ValidationFailureBody,
    example: { success: false, message, errors },
  });
}

/** A refusal `{ success: false, message }` (a row not found, a link no longer valid). */
export function ApiFailure(
  status: HttpStatus,
  description: string,
  message: string,
): MethodDecorator & ClassDecorator {
  return ApiResponse({ status, description, type: FailureBody, example: { success: false, message } });
}

/** The same, for a route that refuses for several reasons: one example per message. */
export function ApiFailures(
  status: HttpStatus,
  description: string,
  ...messages: string[]
): MethodDecorator & ClassDecorator {
  if (messages.length === 1) return ApiFailure(status, description, messages[0]);
  return ApiResponse({ status, description, type: FailureBody, examples: failureExamples(messages) });
}

/**
 * A route on one row: its `:id`, a UUID (uuidParam), refused when malformed (400, with the
 * route's sentence) or when no row has it (404).
 */
export function ApiRowId(
  description: string,
  invalid: string,
  notFound: string,
): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiParam({ name: 'id', format: 'uuid', description }),
    ApiInvalid({ id: INVALID_ID_MESSAGE }, invalid),
    ApiFailure(HttpStatus.NOT_FOUND, 'Identifiant inconnu', notFound),
  );
}

/** A refusal `{ message }`, one example per case when the route has several. */
export function ApiError(
  status: HttpStatus,
  description: string,
  ...messages: string[]
): MethodDecorator & ClassDecorator {
  if (messages.length === 1) {
    return ApiResponse({ status, description, type: ErrorBody, example: { message: messages[0] } });
  }
  return ApiResponse({ status, description, type: ErrorBody, examples: examplesOf(messages) });
}

/** The 429 of a rate limit (with a proof of work to solve when a public form meets a flooded site). */
export function ApiRateLimited(...messages: string[]): MethodDecorator & ClassDecorator {
  const description = 'Trop de demandes : réessayer plus tard (en-tête Retry-After)';
  if (messages.length < 2) {
    const message = messages[0] ?? TOO_MANY_REQUESTS_MESSAGE;
    return ApiTooManyRequestsResponse({ description, type: TooManyRequestsBody, example: { message } });
  }
  return ApiTooManyRequestsResponse({
    description,
    type: TooManyRequestsBody,
    examples: examplesOf(messages),
  });
}

/** One example `{ message }` per message, named in order. */
function examplesOf(messages: string[]) {
  return Object.fromEntries(
    messages.map((message, index) => [`cas${index + 1}`, { summary: message, value: { message } }]),
  );
}

/**
 * A public form's POST: limited per client and, for the whole site, by an hourly budget past
 * which the 429 carries a proof of work; the same post sent again carries its solution.
 */
export function ApiPublicForm(): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiHeader({
      name: PROOF_OF_WORK_HEADER,
      required: false,
      description: 'La solution du défi d’un 429 (ALTCHA, base64 de `{ challenge, solution }`)',
    }),
    ApiRateLimited(TOO_MANY_REQUESTS_MESSAGE, SITE_BUSY_MESSAGE),
  );
}

/** The `Idempotency-Key` header: the same press sent again is answered, not stored, twice. */
export function ApiIdempotencyKey(): MethodDecorator & ClassDecorator {
  return ApiHeader({
    name: 'Idempotency-Key',
    required: false,
    schema: { type: 'string', pattern: IDEMPOTENCY_KEY.source },
    description: 'Clé du formulaire : renvoyée avec le même envoi, elle donne la même réponse sans doublon',
  });
}

/** A CSV file the browser saves (UTF-8 with BOM, « ; » between cells, for Excel in French). */
export function ApiCsvFile(description: string): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ApiProduces('text/csv'),
    ApiOkResponse({
      description,
      content: { 'text/csv': { schema: { type: 'string' } } },
      headers: {
        'Content-Disposition': {
          description: 'attachment; filename="…csv", le nom du fichier à enregistrer',
          schema: { type: 'string' },
        },
      },
    }),
  );
}

/** The X-Total-Count header of an admin list: how many items match the search in all. */
export const TOTAL_COUNT_HEADER = {
  'X-Total-Count': {
    description: 'Nombre total d’éléments correspondant à la recherche (toutes pages)',
    schema: { type: 'integer' as const },
  },
};
