import { ValidateBy, ValidationOptions } from 'class-validator';

/**
 * Characters as PostgreSQL counts them (code points). class-validator's MaxLength counts
 * differently (it skips variation selectors), which would let through a value that a
 * varchar(n) column then refuses with a 500.
 */
export function codePointLength(value: string): number {
  return value.length - (value.match(/[\uD800-\uDBFF][\uDC00-\uDFFF]/g)?.length ?? 0);
}

export function MaxCodePoints(max: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'maxCodePoints',
      constraints: [max],
      validator: { validate: (value: unknown) => typeof value === 'string' && codePointLength(value) <= max },
    },
    options,
  );
}

// Control characters (C0, DEL, C1) and the Unicode line/paragraph separators.
const CONTROL_CHARACTERS = /[\p{Cc}\u2028\u2029]/u;
// The same, but tab and line breaks are fine inside a free-text message. NUL never is:
// PostgreSQL text cannot hold it.
const CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS = /(?![\t\n\r])\p{Cc}/u;

export function hasControlCharacters(value: string, allowLineBreaks = false): boolean {
  return (allowLineBreaks ? CONTROL_CHARACTERS_EXCEPT_LINE_BREAKS : CONTROL_CHARACTERS).test(value);
}

export function NoControlCharacters(
  options: ValidationOptions & { allowLineBreaks?: boolean },
): PropertyDecorator {
  const { allowLineBreaks = false, ...validationOptions } = options;
  return ValidateBy(
    {
      name: 'noControlCharacters',
      validator: {
        validate: (value: unknown) =>
          typeof value === 'string' && !hasControlCharacters(value, allowLineBreaks),
      },
    },
    validationOptions,
  );
}

export function MinDigits(min: number, options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'minDigits',
      constraints: [min],
      validator: {
        validate: (value: unknown) => typeof value === 'string' && (value.match(/\d/g)?.length ?? 0) >= min,
      },
    },
    options,
  );
}

/** Trims spaces (not control characters: those must still be seen and refused). */
export function trimSpaces({ value }: { value: unknown }): unknown {
  return typeof value === 'string' ? value.replace(/^[\p{Zs}]+|[\p{Zs}]+$/gu, '') : value;
}
