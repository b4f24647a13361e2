import { LoggerService, LogLevel } from '@nestjs/common';
import type { LogFormat } from '../../config/env.validation';
import { formatPretty, resolveLogFormat } from './log-format';
import { requestContext } from './request-context';

const ORDER: Record<string, number> = {
  silent: -1,
  error: 0,
  warn: 1,
  log: 2,
  debug: 3,
  verbose: 4,
  fatal: 0,
};
const LEVEL_NAME: Record<string, string> = { log: 'info' };

export type LogFields = Record<string, string | number | boolean | undefined>;

/** How the lines look; every part is optional (see JsonLogger's constructor). */
export interface LogStyle {
  /** Asked at each line: LOG_FORMAT and a `.env` may be read after this module is loaded. */
  format?: () => LogFormat;
  /** Colours in the pretty format, for a terminal. */
  color?: () => boolean;
  now?: () => Date;
}

const stdoutIsTTY = () => process.stdout.isTTY === true;

/**
 * One JSON object per line on stdout: time, level, context, msg, the current request id,
 * and any extra fields. Callers pass ids, statuses and durations — never personal data.
 * On a terminal in development (or with LOG_FORMAT=pretty) the same entries are written as
 * readable lines instead (log-format.ts); the JSON line is unchanged everywhere else.
 */
export class JsonLogger implements LoggerService {
  private readonly write: (line: string) => void;
  private readonly format: () => LogFormat;
  private readonly color: () => boolean;
  private readonly now: () => Date;
  /** The last pretty text ended with a blank line: the next one need not open with another. */
  private spaced = false;

  /**
   * Writing to stdout (no `write` given), the format follows LOG_FORMAT, NODE_ENV and whether
   * stdout is a terminal. Any other destination gets JSON unless `format` says otherwise: that
   * stdout is a terminal says nothing about it.
   */
  constructor(
    private maxLevel: LogLevel | 'silent' = 'log',
    write?: (line: string) => void,
    style: LogStyle = {},
  ) {
    this.write = write ?? ((line) => process.stdout.write(line));
    this.format = style.format ?? (write ? () => 'json' : () => resolveLogFormat(process.env, stdoutIsTTY()));
    this.color = style.color ?? (write ? () => false : () => stdoutIsTTY() && !process.env.NO_COLOR);
    this.now = style.now ?? (() => new Date());
  }

  setLogLevels(levels: (LogLevel | 'silent')[]): void {
    this.maxLevel = levels.reduce((max, l) => (ORDER[l] > ORDER[max] ? l : max), 'silent') as LogLevel;
  }

  log(message: unknown, ...rest: unknown[]): void {
    this.emit('log', message, rest);
  }
  error(message: unknown, ...rest: unknown[]): void {
    this.emit('error', message, rest);
  }
  warn(message: unknown, ...rest: unknown[]): void {
    this.emit('warn', message, rest);
  }
  debug(message: unknown, ...rest: unknown[]): void {
    this.emit('debug', message, rest);
  }
  verbose(message: unknown, ...rest: unknown[]): void {
    this.emit('verbose', message, rest);
  }
  fatal(message: unknown, ...rest: unknown[]): void {
    this.emit('fatal', message, rest);
  }

  /** A structured event: `logger.event('info', 'request', {...})`. */
  event(level: 'info' | 'warn' | 'error', msg: string, fields: LogFields, context = 'Http'): void {
    const nestLevel = level === 'info' ? 'log' : level;
    if (ORDER[nestLevel] > ORDER[this.maxLevel]) return;
    this.print(level, context, msg, fields, false);
  }

  private emit(level: LogLevel, message: unknown, rest: unknown[]): void {
    if (ORDER[level] > ORDER[this.maxLevel]) return;
    // Nest calls (message, context) or (message, stack, context).
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const stack = typeof rest[0] === 'string' ? rest[0] : undefined;
    const msg = message instanceof Error ? message.message : String(message);
    this.print(LEVEL_NAME[level] ?? level, context, msg, stack ? { stack } : {}, true);
  }

  private print(
    level: string,
    context: string | undefined,
    msg: string,
    fields: LogFields,
    plain: boolean,
  ): void {
    const requestId = requestContext.getStore()?.requestId;
    const time = this.now();
    if (this.format() === 'pretty') {
      let text = formatPretty({ time, level, context, msg, requestId, fields, plain }, this.color());
      if (this.spaced && text.startsWith('\n')) text = text.slice(1);
      this.spaced = text.endsWith('\n\n');
      this.write(text);
      return;
    }
    const entry = { time: time.toISOString(), level, context, msg, requestId, ...fields };
    this.write(JSON.stringify(entry) + '\n');
  }
}

export const logger = new JsonLogger();
