import type { NextFunction, Request, Response } from 'express';
import { BuiltSite } from './built-site';

/** Build files that are no address of the site: the pages by their file name, compressed copies, the manifest. */
const NOT_AN_ADDRESS = /(\.html|\.br|\.gz|^\/routes\.json)$/;

/** A `.` or `..` segment, or a backslash (a separator on some systems), or a NUL byte. */
const DOT_SEGMENT = /(?:^|[/\\])\.\.?(?:[/\\]|$)|\\|\0/;
/** Enough for a double-encoded probe (`%252e%252e`); a path still encoded after that is not ours. */
const DECODE_ROUNDS = 3;

/**
 * Whether a path reaches outside its folder once decoded, however many times it was encoded:
 * `/api/%2e%2e/routes.json`, `/api/..%2froutes.json`, `/%252e%252e/…`. No address of the site
 * or of the API has such a segment, and the static module, which decodes and normalizes the
 * path itself, would otherwise climb out of `/api` into the build folder (its manifest, any
 * file that is no public address).
 */
export function climbsOut(path: string): boolean {
  let current = path;
  for (let round = 0; round < DECODE_ROUNDS; round++) {
    if (DOT_SEGMENT.test(current)) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(current);
    } catch {
      return false; // malformed: the router and the static module find nothing, a 404 as well
    }
    if (decoded === current) return false;
    current = decoded;
  }
  return DOT_SEGMENT.test(current) || current.includes('%');
}

/**
 * The step in front of the static module: turns a page's address into its prerendered file,
 * and any file into the precompressed copy the browser accepts, by rewriting the request's
 * URL. The static module then serves that file (type, length, ranges, conditional requests);
 * what it cannot find ends on the French 404 page. Nothing here is kept per address. A path
 * with dot segments, encoded or not, ends here with a 404 (the page, or JSON under /api).
 */
export function siteRequests(site: BuiltSite | null) {
  return (req: Request, res: Response, next: NextFunction) => {
    const api = req.path === '/api' || req.path.startsWith('/api/');
    if (climbsOut(req.path)) {
      if (!api && site) return site.sendNotFound(req, res);
      res.status(404).json({ statusCode: 404, message: 'Ressource introuvable.' });
      return;
    }
    if (api) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    if (!site) {
      res
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('Le site n’est pas construit : lancez « npm run build ».');
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return next(); // not an address of ours: the static module finds nothing, and it is a 404
    }
    if (NOT_AN_ADDRESS.test(path)) return site.sendNotFound(req, res);

    const page = site.pageFile(path);
    const rendered = page && site.renderedPage(page);
    if (rendered) return site.sendPage(req, res, page, rendered);
    const file = site.negotiate(req, res, page ?? path.slice(1));
    if (page || file !== path.slice(1)) req.url = `/${file.split('/').map(encodeURIComponent).join('/')}`;
    next();
  };
}
