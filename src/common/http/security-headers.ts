import type { NextFunction, Request, Response } from 'express';
import helmet from 'helmet';

const ONE_YEAR = 31536000;

/** The content security policy's directives (the pages' inline scripts are allowed by hash). */
const cspDirectives = (scriptHashes: string[]): Record<string, string[]> => ({
  defaultSrc: ["'self'"],
  // Inline JSON-LD blocks of the prerendered pages are allowed by their exact hash only.
  scriptSrc: ["'self'", ...scriptHashes],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  mediaSrc: ["'self'"],
  connectSrc: ["'self'"],
  frameSrc: ['https://www.openstreetmap.org'],
  objectSrc: ["'none'"],
  baseUri: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  manifestSrc: ["'self'"],
  workerSrc: ["'self'"],
});

/**
 * Strict headers on every response (pages, assets, API): no inline or remote script, no
 * framing, no plugins. Styles allow inline attributes (prerendered components set a few);
 * the only third party is the map frame, loaded on the visitor's click.
 */
export const securityHeaders = (scriptHashes: string[] = []) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(scriptHashes) },
    strictTransportSecurity: { maxAge: ONE_YEAR, includeSubDomains: true },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });

/** Headers only a document reads: framing, agent clusters, DNS prefetching, legacy filters. */
const DOCUMENT_ONLY = [
  'Origin-Agent-Cluster',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];
const ASSET_CSP = Object.entries(cspDirectives([]))
  .map(([name, values]) => `${name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} ${values.join(' ')}`)
  .join(';');

/**
 * For a file of the build served as such (a script, a style sheet, a font, an image): the same
 * policy without what only a document uses, the hashes of the pages' inline scripts and the
 * headers above. A page fetches several of these files before it is interactive, and over
 * HTTP/1.1 each repeats its headers in full: these were about 0.7 KB of every one of them.
 */
export function assetHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', ASSET_CSP);
  for (const name of DOCUMENT_ONLY) res.removeHeader(name);
}

export function permissionsPolicy(_req: Request, res: Response, next: NextFunction): void {
  res.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()');
  next();
}
