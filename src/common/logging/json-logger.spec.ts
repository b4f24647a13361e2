import type { LogFormat } from '../../config/env.validation';
import { JsonLogger } from './json-logger';
import { resolveLogFormat } from './log-format';
import { requestContext } from './request-context';

// 14:05:09 local time, whatever the machine's time zone: the pretty line shows local time.
const NOW = new Date(2026, 2, 14, 14, 5, 9, 250);

function capture(format?: LogFormat, color = false) {
  const lines: string[] = [];
  const logger = new JsonLogger('debug', (line) => lines.push(line), {
    ...(format ? { format: () => format } : {}),
    color: () => color,
    now: () => NOW,
  });
  return { logger, lines, text: () => lines.join('') };
}

describe('resolveLogFormat', () => {
  it('is pretty on a terminal in development only, JSON elsewhere', () => {
    expect(resolveLogFormat({}, true)).toBe('pretty');
    expect(resolveLogFormat({ NODE_ENV: 'development' }, true)).toBe('pretty');
    expect(resolveLogFormat({}, false)).toBe('json');
    expect(resolveLogFormat({ NODE_ENV: 'production' }, true)).toBe('json');
    // Jest may run a test file on the terminal itself, and the tests parse the JSON.
    expect(resolveLogFormat({ NODE_ENV: 'test' }, true)).toBe('json');
  });

  it('follows LOG_FORMAT both ways, and ignores a value the boot check refuses', () => {
    expect(resolveLogFormat({ LOG_FORMAT: 'pretty' }, false)).toBe('pretty');
    expect(resolveLogFormat({ LOG_FORMAT: 'pretty', NODE_ENV: 'production' }, false)).toBe('pretty');
    expect(resolveLogFormat({ LOG_FORMAT: 'json' }, true)).toBe('json');
    expect(resolveLogFormat({ LOG_FORMAT: 'json', NODE_ENV: 'development' }, true)).toBe('json');
    expect(resolveLogFormat({ LOG_FORMAT: 'fancy' }, true)).toBe('pretty');
    expect(resolveLogFormat({ LOG_FORMAT: '' }, false)).toBe('json');
  });
});

describe('JsonLogger', () => {
  it('writes one JSON object per line, as before', () => {
    const { logger, lines } = capture('json');
    requestContext.run({ requestId: '0f8e2c1a-1111-4222-8333-944445555666' }, () =>
      logger.event('info', 'request', { method: 'POST', path: '/api/contact', status: 201, ms: 12 }),
    );
    logger.warn('Base de données indisponible', 'Database');
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
      {
        time: NOW.toISOString(),
        level: 'info',
        context: 'Http',
        msg: 'request',
        requestId: '0f8e2c1a-1111-4222-8333-944445555666',
        method: 'POST',
        path: '/api/contact',
        status: 201,
        ms: 12,
      },
      { time: NOW.toISOString(), level: 'warn', context: 'Database', msg: 'Base de données indisponible' },
    ]);
    expect(lines.every((line) => line.endsWith('}\n') && line.indexOf('\n') === line.length - 1)).toBe(true);
  });

  it('writes JSON to a destination of its own unless told otherwise, terminal or not', () => {
    const { logger, lines } = capture();
    logger.log('Site prêt', 'Bootstrap');
    expect(JSON.parse(lines[0])).toMatchObject({ level: 'info', msg: 'Site prêt' });
  });

  it('writes a readable line: time, level, context, message, then the fields as key=value', () => {
    const { logger, lines } = capture('pretty');
    requestContext.run({ requestId: 'req-1' }, () =>
      logger.event('info', 'request', {
        method: 'GET',
        path: '/api/health',
        status: 200,
        ms: 3,
        skipped: undefined,
      }),
    );
    logger.log('Site prêt : http://localhost:3000', 'Bootstrap');
    logger.debug('sans contexte');
    expect(lines).toEqual([
      '14:05:09 INFO  [Http] request method=GET path=/api/health status=200 ms=3 requestId=req-1\n',
      '14:05:09 INFO  [Bootstrap] Site prêt : http://localhost:3000\n',
      '14:05:09 DEBUG sans contexte\n',
    ]);
  });

  it('quotes and escapes what could break the line or drive the terminal', () => {
    const { logger, text } = capture('pretty');
    logger.event(
      'warn',
      'unauthorized',
      { path: '/a b\n14:00:00 INFO  [Auth] faux\u001b[2J', reason: 'x="y"' },
      'Auth',
    );
    expect(text()).toBe(
      '14:05:09 WARN  [Auth] unauthorized path="/a b\\n14:00:00 INFO  [Auth] faux\\u001b[2J" reason="x=\\"y\\""\n',
    );
  });

  it('prints a stack on indented lines under its message', () => {
    const { logger, text } = capture('pretty');
    logger.error('Échec', 'Error: boum\n    at f (a.ts:1:1)\n    at g (b.ts:2:2)', 'ExceptionsHandler');
    expect(text()).toBe(
      '\n14:05:09 ERROR [ExceptionsHandler] Échec\n    Error: boum\n    at f (a.ts:1:1)\n    at g (b.ts:2:2)\n\n',
    );
  });

  it('sets a warning written for a person apart, such as the one-time administrator password', () => {
    const { logger, text } = capture('pretty');
    logger.log('PostgreSQL embarqué démarré', 'Database');
    logger.warn('JWT_SECRET non défini : secret aléatoire généré pour ce démarrage.', 'Auth');
    logger.warn('Compte administrateur créé : identifiant « admin », mot de passe « s3cr3t ».', 'Auth');
    logger.event('warn', 'rate limited', { limiter: 'ip' }, 'RateLimit');
    logger.log('Site prêt : http://localhost:3000', 'Bootstrap');
    expect(text()).toBe(
      [
        '14:05:09 INFO  [Database] PostgreSQL embarqué démarré',
        '',
        '14:05:09 WARN  [Auth] JWT_SECRET non défini : secret aléatoire généré pour ce démarrage.',
        '',
        '14:05:09 WARN  [Auth] Compte administrateur créé : identifiant « admin », mot de passe « s3cr3t ».',
        '',
        '14:05:09 WARN  [RateLimit] rate limited limiter=ip',
        '14:05:09 INFO  [Bootstrap] Site prêt : http://localhost:3000',
        '',
      ].join('\n'),
    );
  });

  it('colours only when asked: the level, and a warning for a person in bold', () => {
    const { logger, text } = capture('pretty', true);
    logger.warn('Compte administrateur créé', 'Auth');
    expect(text()).toBe(
      '\n\x1b[2m14:05:09\x1b[0m \x1b[33mWARN \x1b[0m [Auth] \x1b[1m\x1b[33mCompte administrateur créé\x1b[0m\n\n',
    );
    const plain = capture('pretty', false);
    plain.logger.warn('Compte administrateur créé', 'Auth');
    expect(plain.text()).not.toContain('\x1b');
  });

  it('prints the same fields in both formats, nothing more', () => {
    const json = capture('json');
    const pretty = capture('pretty');
    for (const { logger } of [json, pretty]) {
      logger.event('info', 'contact created', { contactId: 'c-42', service: 'rhinoplastie' }, 'Contact');
    }
    const entry = JSON.parse(json.lines[0]) as Record<string, unknown>;
    const shown = [...pretty.lines[0].matchAll(/ (\w+)=/g)].map((match) => match[1]);
    expect(shown).toEqual(
      Object.keys(entry).filter((key) => !['time', 'level', 'context', 'msg'].includes(key)),
    );
  });

  it('decides the format at each line, for stdout, from LOG_FORMAT, NODE_ENV and the terminal', () => {
    const written: string[] = [];
    const write = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      written.push(String(chunk));
      return true;
    });
    const saved = {
      LOG_FORMAT: process.env.LOG_FORMAT,
      NODE_ENV: process.env.NODE_ENV,
      NO_COLOR: process.env.NO_COLOR,
    };
    const tty = Object.getOwnPropertyDescriptor(process.stdout, 'isTTY');
    try {
      const logger = new JsonLogger('log');
      Object.defineProperty(process.stdout, 'isTTY', { value: true, configurable: true });
      process.env.NODE_ENV = 'development';
      delete process.env.LOG_FORMAT;
      delete process.env.NO_COLOR;
      logger.log('un', 'T');
      process.env.NODE_ENV = 'production';
      logger.log('deux', 'T');
      process.env.LOG_FORMAT = 'pretty';
      process.env.NO_COLOR = '1';
      logger.log('trois', 'T');
      Object.defineProperty(process.stdout, 'isTTY', { value: false, configurable: true });
      process.env.NODE_ENV = 'development';
      process.env.LOG_FORMAT = 'json';
      logger.log('quatre', 'T');
      delete process.env.LOG_FORMAT;
      logger.log('cinq', 'T');
    } finally {
      write.mockRestore();
      if (tty) Object.defineProperty(process.stdout, 'isTTY', tty);
      else delete (process.stdout as { isTTY?: boolean }).isTTY;
      for (const [key, value] of Object.entries(saved)) {
        if (value === undefined) delete process.env[key];
        else process.env[key] = value;
      }
    }
    // On the terminal, in colour unless NO_COLOR is set.
    const clockless = (line: string) => line.replace(/\d\d:\d\d:\d\d/, 'HH:MM:SS');
    expect(clockless(written[0])).toBe('\x1b[2mHH:MM:SS\x1b[0m INFO  [T] un\n');
    expect(JSON.parse(written[1])).toMatchObject({ msg: 'deux' });
    expect(clockless(written[2])).toBe('HH:MM:SS INFO  [T] trois\n');
    expect(JSON.parse(written[3])).toMatchObject({ msg: 'quatre' });
    expect(JSON.parse(written[4])).toMatchObject({ msg: 'cinq' });
  });
});
