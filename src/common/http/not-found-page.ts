import type { Request, Response } from 'express';

/**
 * The page a browser gets for an unknown address outside /api (provided by the site, which
 * knows the built client). The exception filter uses it when there is one; without it, and
 * for /api, a 404 is JSON.
 */
export interface NotFoundPage {
  sendNotFound(req: Request, res: Response): void;
}

export const NOT_FOUND_PAGE = Symbol('NOT_FOUND_PAGE');
