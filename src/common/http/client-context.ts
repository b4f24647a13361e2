import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';

export interface ClientContext {
  /** The client's address as Express reads it (request.ip: the socket, or X-Forwarded-For under TRUST_PROXY). */
  ip?: string;
}

/**
 * The request's client, for whatever runs while the request is handled and has no request
 * object at hand: the journal reads the client's network from here (AuditService.record), so
 * no caller has to pass it along.
 */
export const clientContext = new AsyncLocalStorage<ClientContext>();

/**
 * Opens the request's client context. Mounted after the body parsers: their stream callbacks
 * would run outside a context opened before them.
 */
export function clientContextMiddleware(req: Request, _res: Response, next: NextFunction): void {
  clientContext.run({ ip: req.ip }, next);
}
