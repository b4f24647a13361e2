import { LoggerService, LogLevel } from '@nestjs/common';
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

/**
 * One JSON object per line on stdout: time, level, context, msg, the current request id,
 * and any extra fields. Callers pass ids, statuses and durations — never personal data.
 */
export class JsonLogger implements LoggerService {
  constructor(
    private maxLevel: LogLevel | 'silent' = 'log',
    private readonly write: (line: string) => void = (line) => process.stdout.write(line),
  ) {}

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
    this.print(level, context, msg, fields);
  }

  private emit(level: LogLevel, message: unknown, rest: unknown[]): void {
    if (ORDER[level] > ORDER[this.maxLevel]) return;
    // Nest calls (message, context) or (message, stack, context).
    const context = typeof rest[rest.length - 1] === 'string' ? (rest.pop() as string) : undefined;
    const stack = typeof rest[0] === 'string' ? rest[0] : undefined;
    const msg = message instanceof Error ? message.message : String(message);
    this.print(LEVEL_NAME[level] ?? level, context, msg, stack ? { stack } : {});
  }

  private print(level: string, context: string | undefined, msg: string, fields: LogFields): void {
    const requestId = requestContext.getStore()?.requestId;
    const entry = { time: new Date().toISOString(), level, context, msg, requestId, ...fields };
    this.write(JSON.stringify(entry) + '\n');
  }
}

export const logger = new JsonLogger();
