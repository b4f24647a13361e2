import type { NextFunction, Request, Response } from 'express';

/** The API reads JSON only: a body of any other type is refused before it is parsed. */
export function jsonOnly(req: Request, res: Response, next: NextFunction): void {
  const hasBody =
    Number(req.headers['content-length'] ?? 0) > 0 || req.headers['transfer-encoding'] !== undefined;
  if (hasBody && !req.is('application/json')) {
    res.status(415).json({ statusCode: 415, message: 'Le contenu doit être envoyé au format JSON.' });
    return;
  }
  next();
}
