import { ValidateBy, ValidationOptions } from 'class-validator';

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/**
 * Characters as PostgreSQL counts them (code points). class-validator's MaxLength counts
 * differently (it skips variation selectors), which would let through a value that a
 * varchar(n) column then refuses with a 500.
 */
export function codePointLength(value: string): number {
  let length = value.length;
  for (let i = 0; i < value.length; i++) {
    if (isHighSurrogate(value.charCodeAt(i)) && isLowSurrogate(value.charCodeAt(i + 1))) {
      length--;
      i++;
    }
  }
  return length;
}

/**
 * A surrogate without its other half. JSON allows one ("\ud800"), but it is no character:
 * encoded for PostgreSQL it silently becomes U+FFFD, so what is stored differs from what was
 * checked and sent. One pass, no regex.
 */
export function hasLoneSurrogates(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (isHighSurrogate(code)) {
      if (!isLowSurrogate(value.charCodeAt(i + 1))) return true;
      i++;
    } else if (isLowSurrogate(code)) {
      return true;
    }
  }
  return false;
}

export function WellFormedText(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'wellFormedText',
      validator: { validate: (value: unknown) => typeof value === 'string' && !hasLoneSurrogates(value) },
    },
    options,
  );
}

// Format characters (\p{Cf}): invisible, yet they change what is shown. A right-to-left
// override (U+202E) turns the rest of a name around in the admin list, the CSV export and the
// e-mail; zero-width characters make two names that look the same differ. A single class
// without a quantifier: one test per character, whatever the input.
const FORMAT_CHARACTER = /\p{Cf}/u;

export function hasFormatCharacters(value: string): boolean {
  return FORMAT_CHARACTER.test(value);
}

/** For names: no invisible format characters (bidi controls, zero-width characters…). */
export function NoFormatCharacters(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'noFormatCharacters',
      validator: { validate: (value: unknown) => typeof value === 'string' && !hasFormatCharacters(value) },
    },
    options,
  );
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
        validate: (value: unknown) => typeof value === 'string' && digitCount(value) >= min,
      },
    },
    options,
  );
}

function digitCount(value: string): number {
  let count = 0;
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code >= 0x30 && code <= 0x39) count++;
  }
  return count;
}

// Every space separator (\p{Zs}) is a single UTF-16 unit, so one unit is tested at a time;
// the plain space, by far the most common, without the regex.
const SPACE_SEPARATOR = /^\p{Zs}$/u;
function isSpace(value: string, index: number): boolean {
  const code = value.charCodeAt(index);
  if (code === 0x20) return true;
  return code >= 0x80 && SPACE_SEPARATOR.test(value[index]);
}

/**
 * Trims spaces (not control characters: those must still be seen and refused).
 *
 * Two plain scans, one from each end, never a regex: /^\p{Zs}+|\p{Zs}+$/g retries its second
 * branch at every space of an inner run that does not reach the end, so a 32 KB field of
 * spaces between two letters costs a quadratic number of steps (seconds of a blocked server).
 */
export function trimSpaces({ value }: { value: unknown }): unknown {
  if (typeof value !== 'string') return value;
  let start = 0;
  let end = value.length;
  while (start < end && isSpace(value, start)) start++;
  while (end > start && isSpace(value, end - 1)) end--;
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

// What turns a name into an advertisement or a trap in the e-mails and the admin: a web
// address (« http:// », « www. », or a word with a dot and a top-level domain, « exemple.com »)
// or a MIME encoded-word (« =?utf-8?B?…?= »), which a mail client would decode into other
// text. Initials (« J.-P. », « M. Dupont ») keep a single letter before their dot and pass.
const WEB_ADDRESS =
  /https?:\/\/|www\.|(?:^|[\s(])[\p{L}\p{N}-]{2,}(?:\.[\p{L}\p{N}-]+)*\.[a-z]{2,24}(?=$|[\s/),:;!?])/iu;
const ENCODED_WORD = /=\?[^?\s]*\?[a-z]\?[^?\s]*\?=/i;

export function hasLinkOrEncodedWord(value: string): boolean {
  return WEB_ADDRESS.test(value) || ENCODED_WORD.test(value);
}

/** For names: no web address, no mail encoded-word. */
export function NoLinks(options: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: 'noLinks',
      validator: { validate: (value: unknown) => typeof value === 'string' && !hasLinkOrEncodedWord(value) },
    },
    options,
  );
}
