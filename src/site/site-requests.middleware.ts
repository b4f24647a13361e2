import type { NextFunction, Request, Response } from 'express';
import { BuiltSite } from './built-site';

/** Build files that are no address of the site: the pages by their file name, compressed copies, the manifest. */
const NOT_AN_ADDRESS = /(\.html|\.br|\.gz|^\/routes\.json)$/;

/**
 * The step in front of the static module: turns a page's address into its prerendered file,
 * and any file into the precompressed copy the browser accepts, by rewriting the request's
 * URL. The static module then serves that file (type, length, ranges, conditional requests);
 * what it cannot find ends on the French 404 page. Nothing here is kept per address.
 */
export function siteRequests(site: BuiltSite | null) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
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
