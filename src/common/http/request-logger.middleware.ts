import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';
import { logger } from '../logging/json-logger';
import { requestContext } from '../logging/request-context';
import { logPath } from '../logging/log-path';

const INCOMING_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Gives each request an id (kept from X-Request-Id when it looks like one), returns it in the
 * response, and writes one JSON line when the response ends (or is cut off). Only the path is
 * logged: query strings and bodies may hold personal data or tokens.
 */
export function requestLogger(req: Request, res: Response, next: NextFunction): void {
  const incoming = req.headers['x-request-id'];
  const requestId = typeof incoming === 'string' && INCOMING_ID.test(incoming) ? incoming : randomUUID();
  const started = process.hrtime.bigint();
  res.setHeader('X-Request-Id', requestId);
  const elapsedMs = () => Math.round(Number(process.hrtime.bigint() - started) / 1e5) / 10;
  res.on('finish', () => {
    requestContext.run({ requestId }, () =>
      logger.event(res.statusCode >= 500 ? 'error' : 'info', 'request', {
        method: req.method,
        path: logPath(req.path),
        status: res.statusCode,
        durationMs: elapsedMs(),
        ip: req.ip,
      }),
    );
  });
  // The connection ended before the response did (client gone, or a forced shutdown): no
  // status was sent, and the line says so, so no accepted request disappears from the log.
  res.on('close', () => {
    if (res.writableFinished) return;
    requestContext.run({ requestId }, () =>
      logger.event('warn', 'request aborted', {
        method: req.method,
        path: logPath(req.path),
        durationMs: elapsedMs(),
        ip: req.ip,
      }),
    );
  });
  requestContext.run({ requestId }, next);
}
