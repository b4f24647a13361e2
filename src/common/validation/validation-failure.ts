import { BadRequestException, ValidationError } from '@nestjs/common';

/** The body of every 400 caused by bad input: `errors` holds one French message per field. */
export interface ValidationFailureBody {
  success: false;
  message: string;
  errors: Record<string, string>;
}

export const INVALID_FIELDS_MESSAGE = 'Certains champs sont invalides.';
export const UNKNOWN_FIELD_MESSAGE = "Ce champ n'est pas autorisé.";
export const NOT_AN_OBJECT_MESSAGE = 'Le corps de la requête doit être un objet JSON.';
const GENERIC_FIELD_MESSAGE = 'Valeur invalide.';

/**
 * `errors` is built with Object.fromEntries so that a field named `__proto__` becomes an
 * own key (plain assignment would change the object's prototype instead).
 */
export function validationFailure(
  entries: [string, string][],
  message = INVALID_FIELDS_MESSAGE,
): BadRequestException {
  const body: ValidationFailureBody = { success: false, message, errors: Object.fromEntries(entries) };
  return new BadRequestException(body);
}

/**
 * class-validator errors → the first message of each field. Every rule in our DTOs carries
 * a French message; the two constraints class-validator adds by itself are translated here.
 */
export function firstMessagePerField(errors: ValidationError[]): [string, string][] {
  const entries: [string, string][] = [];
  for (const error of errors) {
    const constraints = error.constraints ?? {};
    const field = error.property || 'body';
    if ('whitelistValidation' in constraints) {
      entries.push([field, UNKNOWN_FIELD_MESSAGE]);
      continue;
    }
    const first = Object.values(constraints)[0];
    entries.push([field, first ?? GENERIC_FIELD_MESSAGE]);
  }
  return entries;
}
