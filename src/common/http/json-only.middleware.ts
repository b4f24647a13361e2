import type { NextFunction, Request, RequestHandler, Response } from 'express';

/**
 * The API reads JSON only: a body of any other type is refused before it is parsed. The paths
 * in `unreadBodies` (relative to where it is mounted) are the exception: routes posted to by
 * programs that send a form we never read (a mail program's one-click unsubscribe), whose
 * whole meaning is in the URL.
 */
export function jsonOnly(unreadBodies: readonly string[] = []): RequestHandler {
  const exempt = new Set(unreadBodies);
  return (req: Request, res: Response, next: NextFunction): void => {
    const hasBody =
      Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
    if (hasBody && !exempt.has(req.path) && !req.is('application/json')) {
      res.status(415).json({ statusCode: 415, message: 'Le contenu doit être envoyé au format JSON.' });
      return;
    }
    next();
  };
}
