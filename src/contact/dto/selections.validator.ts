import { ValidateBy, ValidationOptions } from 'class-validator';
import { codePointLength, hasControlCharacters, hasLoneSurrogates } from '../../common/validation/text-rules';

export const MAX_SELECTIONS = 20;
export const SELECTION_KEY_PATTERN = /^[a-z0-9-]{1,64}$/;
export const MAX_SELECTION_VALUE_LENGTH = 200;
const RESERVED_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export const SELECTIONS_MESSAGES = {
  notAnObject: 'Les sélections doivent être un objet { étape: réponse }.',
  tooMany: `Les sélections comptent au plus ${MAX_SELECTIONS} réponses.`,
  badKey: "Identifiant d'étape invalide (minuscules, chiffres et tirets, 64 caractères au plus).",
  notText: 'Chaque réponse doit être un texte.',
  tooLong: `Chaque réponse compte au plus ${MAX_SELECTION_VALUE_LENGTH} caractères.`,
  controlCharacters: 'Une réponse contient des caractères non autorisés.',
  malformed: 'Une réponse contient un caractère mal encodé.',
} as const;

/**
 * What is wrong with a `selections` value (the questionnaire's answers: step id → chosen
 * label), or undefined when it is acceptable. class-validator has no rule for a map's keys
 * and values, hence this one. Written for the raw JSON.parse output, which can hold an own
 * `__proto__` key.
 */
export function selectionsProblem(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return SELECTIONS_MESSAGES.notAnObject;
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return SELECTIONS_MESSAGES.notAnObject;

  const keys = Object.getOwnPropertyNames(value);
  if (keys.length > MAX_SELECTIONS) return SELECTIONS_MESSAGES.tooMany;
  for (const key of keys) {
    if (RESERVED_KEYS.has(key) || !SELECTION_KEY_PATTERN.test(key)) return SELECTIONS_MESSAGES.badKey;
    const answer = (value as Record<string, unknown>)[key];
    if (typeof answer !== 'string') return SELECTIONS_MESSAGES.notText;
    if (codePointLength(answer) > MAX_SELECTION_VALUE_LENGTH) return SELECTIONS_MESSAGES.tooLong;
    if (hasControlCharacters(answer)) return SELECTIONS_MESSAGES.controlCharacters;
    if (hasLoneSurrogates(answer)) return SELECTIONS_MESSAGES.malformed;
  }
  return undefined;
}

/** A copy with a null-free, ordinary prototype and only the validated entries, in order. */
export function copySelections(value: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(value));
}

export function IsSelections(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'isSelections',
      validator: {
        validate: (value: unknown) => selectionsProblem(value) === undefined,
        defaultMessage: (args) => selectionsProblem(args?.value) ?? SELECTIONS_MESSAGES.notAnObject,
      },
    },
    options,
  );
}
