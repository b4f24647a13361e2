import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { Request, Response } from 'express';
import Negotiator from 'negotiator';
import type { NotFoundPage } from '../common/http/not-found-page';

export const CLIENT_DIR = resolve(__dirname, '..', '..', 'dist', 'client');

/** Written by scripts/prerender.mjs next to the built client. */
export interface RouteManifest {
  /** Public path → prerendered HTML file (relative to the client folder). */
  pages: Record<string, string>;
  /** Paths rendered in the browser only (the admin): answered with the app shell. */
  clientOnly: string[];
  shell: string;
  notFound: string;
  /** CSP hashes of the inline JSON-LD blocks. */
  scriptHashes?: string[];
}

/** A page whose text depends on the server's settings, rendered once at boot. */
export interface RenderedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** Server settings the prerendered pages state. */
export interface SiteSettings {
  /** RETENTION_MONTHS: the privacy page states the real period, not the build's default. */
  retentionMonths?: number;
}

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'no-cache';

/** The element the privacy page renders around the retention period (PrivacyPage.tsx). */
const RETENTION_MARK = /(<span data-setting="retention-months">)(\d+)(<\/span>)/g;

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

/** Every file of the build with precompressed siblings (scripts/compress.mjs), relative, with `/`. */
function precompressedFiles(clientDir: string): Set<string> {
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.br') && existsSync(full.replace(/\.br$/, '.gz'))) {
        found.add(relative(clientDir, full.slice(0, -3)).split(sep).join('/'));
      }
    }
  };
  walk(clientDir);
  return found;
}

/**
 * What the server knows of the built client, read once at boot (its size is the build's, never
 * the number of addresses asked for): the route manifest, which files have brotli and gzip
 * copies, and the pages that state a server setting, rendered with the server's value.
 */
export class BuiltSite implements NotFoundPage {
  private constructor(
    readonly clientDir: string,
    readonly manifest: RouteManifest,
    private readonly precompressed: Set<string>,
    private readonly rendered: Map<string, RenderedPage>,
    /** Kept in memory: bots ask for unknown addresses all day long. */
    private readonly notFoundPage: RenderedPage,
  ) {}

  /** The built client, or undefined when `npm run build` has not run. */
  static load(clientDir = CLIENT_DIR, settings: SiteSettings = {}): BuiltSite | undefined {
    let manifest: RouteManifest;
    try {
      manifest = JSON.parse(readFileSync(join(clientDir, 'routes.json'), 'utf8')) as RouteManifest;
    } catch {
      return undefined;
    }
    const rendered = new Map<string, RenderedPage>();
    if (settings.retentionMonths !== undefined) {
      const months = String(settings.retentionMonths);
      for (const file of Object.values(manifest.pages)) {
        const html = readFileSync(join(clientDir, file), 'utf8');
        const updated = html.replace(RETENTION_MARK, `$1${months}$3`);
        if (updated !== html) rendered.set(file, compressAll(Buffer.from(updated, 'utf8')));
      }
    }
    const notFound = join(clientDir, manifest.notFound);
    const notFoundPage = {
      identity: readFileSync(notFound),
      br: readFileSync(`${notFound}.br`),
      gzip: readFileSync(`${notFound}.gz`),
    };
    return new BuiltSite(clientDir, manifest, precompressedFiles(clientDir), rendered, notFoundPage);
  }

  /** The prerendered file of a public path (`/chirurgies/`, `/chirurgies`), if there is one. */
  pageFile(path: string): string | undefined {
    const route = path.length > 1 ? path.replace(/\/+$/, '') : path;
    return this.manifest.pages[route] ?? this.manifest.pages[route.normalize('NFC')];
  }

  /** The browser-only routes (`/admin`, `/admin/…`), which get the app shell. */
  clientOnlyPattern(): RegExp {
    const escaped = this.manifest.clientOnly.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^(?:${escaped.join('|')})(?:/.*)?$`);
  }

  renderedPage(file: string): RenderedPage | undefined {
    return this.rendered.get(file);
  }

  /**
   * The copy of `file` to send for this request's Accept-Encoding: `file.br`, `file.gz` or
   * `file` itself. Sets Content-Encoding, and Content-Type from the original file's extension,
   * when a compressed copy is chosen.
   */
  negotiate(req: Request, res: Response, file: string): string {
    if (!this.precompressed.has(file)) return file;
    res.vary('Accept-Encoding');
    const encoding = preferredEncoding(req);
    if (encoding === 'identity') return file;
    res.type(extname(file));
    res.setHeader('Content-Encoding', encoding);
    return `${file}.${encoding === 'br' ? 'br' : 'gz'}`;
  }

  /** The French 404 page, status 404, in the encoding the browser accepts. */
  sendNotFound(req: Request, res: Response): void {
    this.sendPage(req, res, this.manifest.notFound, this.notFoundPage, 404);
  }

  /** A page held in memory, in the encoding the browser accepts, revalidated on every visit. */
  sendPage(req: Request, res: Response, file: string, page: RenderedPage, status = 200): void {
    const chosen = this.negotiate(req, res, file);
    const body = chosen.endsWith('.br') ? page.br : chosen.endsWith('.gz') ? page.gzip : page.identity;
    res.status(status).type('html').setHeader('Cache-Control', REVALIDATE);
    res.setHeader('Content-Length', body.length);
    res.end(req.method === 'HEAD' ? undefined : body);
  }
}

const ENCODINGS = ['br', 'gzip', 'identity'];

/** Brotli, else gzip, else none, as the request's Accept-Encoding allows (q-values honoured). */
export function preferredEncoding(req: Request): 'br' | 'gzip' | 'identity' {
  // negotiator 1.x takes the server's preference for equal q-values; its types predate it.
  const negotiator = new Negotiator(req);
  const encodings = negotiator.encodings.bind(negotiator) as (
    available: string[],
    options: object,
  ) => string[];
  const [best = 'identity'] = encodings(ENCODINGS, { preferred: ENCODINGS });
  return best as 'br' | 'gzip' | 'identity';
}

function compressAll(identity: Buffer): RenderedPage {
  return {
    identity,
    br: brotliCompressSync(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip: gzipSync(identity, { level: 9 }),
  };
}
