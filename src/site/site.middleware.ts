import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';

/** Written by scripts/prerender.mjs next to the built client. */
interface RouteManifest {
  /** Public path → prerendered HTML file (relative to the client folder). */
  pages: Record<string, string>;
  /** Paths rendered in the browser only (the admin): answered with the app shell. */
  clientOnly: string[];
  shell: string;
  notFound: string;
  /** CSP hashes of the inline JSON-LD blocks. */
  scriptHashes?: string[];
}

interface StaticFile {
  body: Buffer;
  br?: Buffer;
  gzip?: Buffer;
  type: string;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.ld': 'application/ld+json; charset=utf-8',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export const CLIENT_DIR = resolve(__dirname, '..', '..', 'dist', 'client');

/** Server settings written into the prerendered pages when they are served. */
export interface SiteSettings {
  /** RETENTION_MONTHS: the privacy page states the real period, not the build's default. */
  retentionMonths?: number;
}

/** The element the privacy page renders around the retention period (PrivacyPage.tsx). */
const RETENTION_MARK = /(<span data-setting="retention-months">)\d+(<\/span>)/g;

/**
 * Writes the server's settings into a prerendered page. When that changes the page, its
 * precompressed copies are made again from the new text (once: the result is cached).
 */
function applySettings(file: StaticFile, settings: SiteSettings): StaticFile {
  if (settings.retentionMonths === undefined || !file.type.startsWith('text/html')) return file;
  const html = file.body.toString('utf8');
  const updated = html.replace(RETENTION_MARK, `$1${settings.retentionMonths}$2`);
  if (updated === html) return file;
  const body = Buffer.from(updated, 'utf8');
  return {
    body,
    type: file.type,
    br: brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(body, { level: 9 }),
  };
}

/** The CSP hashes the built pages need (none when the client is not built). */
export function siteScriptHashes(clientDir = CLIENT_DIR): string[] {
  try {
    return (
      (JSON.parse(readFileSync(join(clientDir, 'routes.json'), 'utf8')) as RouteManifest).scriptHashes ?? []
    );
  } catch {
    return [];
  }
}

/**
 * Serves the built client: hashed assets (immutable, precompressed when a .br/.gz sibling
 * exists), each public route's prerendered HTML, the app shell for browser-only routes, and
 * a French 404 page with status 404 for anything else. /api paths are left to Nest.
 */
export function createSiteMiddleware(clientDir = CLIENT_DIR, settings: SiteSettings = {}) {
  const cache = new Map<string, StaticFile | null>();
  let manifest: RouteManifest | undefined;

  const load = (relative: string): StaticFile | null => {
    if (cache.has(relative)) return cache.get(relative)!;
    const full = join(clientDir, relative);
    let file: StaticFile | null = null;
    if (full.startsWith(clientDir + sep) && existsSync(full) && !full.endsWith(sep)) {
      try {
        file = applySettings(
          {
            body: readFileSync(full),
            br: existsSync(`${full}.br`) ? readFileSync(`${full}.br`) : undefined,
            gzip: existsSync(`${full}.gz`) ? readFileSync(`${full}.gz`) : undefined,
            type: TYPES[extname(full)] ?? 'application/octet-stream',
          },
          settings,
        );
      } catch {
        file = null; // a directory, or unreadable: not a file we serve
      }
    }
    cache.set(relative, file);
    return file;
  };

  const getManifest = (): RouteManifest | undefined => {
    if (!manifest) {
      const file = load('routes.json');
      if (file) manifest = JSON.parse(file.body.toString('utf8')) as RouteManifest;
    }
    return manifest;
  };

  const send = (req: Request, res: Response, file: StaticFile, status: number, cacheControl: string) => {
    const accepts = String(req.headers['accept-encoding'] ?? '');
    let body = file.body;
    res.setHeader('Vary', 'Accept-Encoding');
    if (file.br && /\bbr\b/.test(accepts)) {
      body = file.br;
      res.setHeader('Content-Encoding', 'br');
    } else if (file.gzip && /\bgzip\b/.test(accepts)) {
      body = file.gzip;
      res.setHeader('Content-Encoding', 'gzip');
    }
    res.status(status);
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Length', body.length);
    res.setHeader('Cache-Control', cacheControl);
    res.end(req.method === 'HEAD' ? undefined : body);
  };

  return (req: Request, res: Response, next: NextFunction) => {
    if (req.path === '/api' || req.path.startsWith('/api/')) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();

    const site = getManifest();
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
      path = '/__invalid__';
    }
    // No dotfiles, no traversal, no backslashes: such paths are simply unknown pages.
    const unsafe =
      path.split('/').some((part) => part.startsWith('.')) || path.includes('\\') || path.includes('\0');
    if (!unsafe) {
      const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
      const page = site.pages[route] ?? site.pages[route.normalize('NFC')];
      if (page) {
        const file = load(page);
        if (file) return send(req, res, file, 200, REVALIDATE);
      }
      if (site.clientOnly.some((p) => route === p || route.startsWith(`${p}/`))) {
        const shell = load(site.shell);
        if (shell) return send(req, res, shell, 200, REVALIDATE);
      }
      const relative = normalize(path).replace(/^[/\\]+/, '');
      if (
        extname(relative) &&
        !relative.endsWith('.html') &&
        !relative.endsWith('.br') &&
        !relative.endsWith('.gz')
      ) {
        const file = relative === 'routes.json' ? null : load(relative);
        if (file) return send(req, res, file, 200, relative.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
      }
    }
    const notFound = load(site.notFound);
    if (notFound) return send(req, res, notFound, 404, REVALIDATE);
    res.status(404).type('text/plain; charset=utf-8').send('Page introuvable');
  };
}
