import type { LogFormat } from '../../config/env.validation';

/**
 * LOG_FORMAT when it is `json` or `pretty`; otherwise readable lines on a person's terminal
 * in development, JSON everywhere else. Production and tests stay JSON even on a terminal:
 * log collectors and the tests parse the lines (Jest runs a single test file on the
 * terminal itself). An invalid LOG_FORMAT is reported by the configuration check at boot.
 */
export function resolveLogFormat(env: Record<string, string | undefined>, isTTY: boolean): LogFormat {
  const forced = env.LOG_FORMAT;
  if (forced === 'json' || forced === 'pretty') return forced;
  const nodeEnv = env.NODE_ENV || 'development';
  return isTTY && nodeEnv === 'development' ? 'pretty' : 'json';
}

export interface PrettyEntry {
  time: Date;
  level: string;
  context?: string;
  msg: string;
  requestId?: string;
  fields: Record<string, string | number | boolean | undefined>;
  /** A sentence written for a person (logger.warn(…)), not a structured event. */
  plain: boolean;
}

const COLORS = { dim: '\x1b[2m', bold: '\x1b[1m', red: '\x1b[31m', yellow: '\x1b[33m', reset: '\x1b[0m' };
const LEVEL_COLOR: Record<string, string> = {
  warn: COLORS.yellow,
  error: COLORS.red,
  fatal: COLORS.red,
  debug: COLORS.dim,
  verbose: COLORS.dim,
};

/**
 * Control characters (line breaks, terminal escape sequences) written as \n, \u001b…: a value
 * that comes from a request (its path) must not start a fake log line or drive the terminal.
 */
function escapeControls(text: string): string {
  return text.replace(/[\p{Cc}\u2028\u2029]/gu, (char) => {
    if (char === '\n') return '\\n';
    if (char === '\r') return '\\r';
    if (char === '\t') return '\\t';
    return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** key=value, the value quoted when it holds spaces, quotes, `=` or control characters. */
function field(key: string, value: string | number | boolean): string {
  const text = String(value);
  const bare = text !== '' && /^[^\s"'=\p{Cc}\u2028\u2029]+$/u.test(text);
  return `${escapeControls(key)}=${bare ? text : `"${escapeControls(text.replace(/["\\]/g, '\\$&'))}"`}`;
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * One entry as a person reads it: `HH:MM:SS LEVEL [Context] message key=value…` (local time),
 * a stack on the indented lines below. The fields are the JSON line's, no more. A warning or
 * an error written as a sentence stands out (blank lines around it, and bold colour when
 * `color`): at a first start, the administrator's one-time password is such a line.
 */
export function formatPretty(entry: PrettyEntry, color: boolean): string {
  const paint = (code: string | undefined, text: string) =>
    color && code ? `${code}${text}${COLORS.reset}` : text;
  const { time, level, context, msg, requestId, fields, plain } = entry;
  const { stack, ...rest } = fields;
  const clock = `${two(time.getHours())}:${two(time.getMinutes())}:${two(time.getSeconds())}`;
  const all: [string, string | number | boolean | undefined][] = Object.entries({ ...rest, requestId });
  const shown = all.filter((pair): pair is [string, string | number | boolean] => pair[1] !== undefined);
  const standsOut = plain && (level === 'warn' || level === 'error' || level === 'fatal');
  const message = escapeControls(msg);
  const parts = [
    paint(COLORS.dim, clock),
    paint(LEVEL_COLOR[level], level.toUpperCase().padEnd(5)),
    ...(context ? [`[${escapeControls(context)}]`] : []),
    standsOut ? paint(COLORS.bold + (LEVEL_COLOR[level] ?? ''), message) : message,
    ...(shown.length ? [paint(COLORS.dim, shown.map(([key, value]) => field(key, value)).join(' '))] : []),
  ];
  const stackLines =
    typeof stack === 'string'
      ? stack
          .split('\n')
          .filter((line) => line.trim() !== '')
          .map((line) => `\n    ${paint(COLORS.dim, escapeControls(line.trim()))}`)
          .join('')
      : stack === undefined
        ? ''
        : ` ${field('stack', stack)}`;
  const line = parts.join(' ') + stackLines + '\n';
  return standsOut ? `\n${line}\n` : line;
}
