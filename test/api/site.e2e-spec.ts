import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FileSystemConfigLoader, HtmlValidate } from 'html-validate';
import request from 'supertest';
import { CLIENT_DIR, siteScriptHashes } from '../../src/site/built-site';
import { createTestApp, TestApp } from '../support/test-app';

interface RouteManifest {
  pages: Record<string, string>;
  clientOnly: string[];
}

const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, 'routes.json'), 'utf8')) as RouteManifest;
const publicPages = Object.entries(manifest.pages);
const attr = (html: string, re: RegExp) => re.exec(html)?.[1];
/**
 * Pages kept out of search engines: the sign-in and the page where a member of the team
 * chooses a password from an e-mailed link, the pages the newsletter's e-mails link to
 * (they mean something only with the token of one e-mail), and the cancellation page of an
 * online booking (only with the id and token given to one patient).
 */
const NOINDEX = new Set([
  '/login',
  '/login/mot-de-passe',
  '/newsletter/confirmation',
  '/newsletter/desinscription',
  '/rendez-vous/annulation',
]);

describe('The built site as served (prerendered pages, assets, crawlers)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(publicPages)('%s is prerendered with its text and a complete head', async (path) => {
    const res = await request(t.server).get(encodeURI(path)).expect(200);
    const html = res.text;
    expect(html).toContain(`data-route="${path}"`);
    expect(attr(html, /<title>([^<]+)<\/title>/)).toBeTruthy();
    expect(attr(html, /<meta name="description" content="([^"]+)"/)).toBeTruthy();
    for (const property of ['og:title', 'og:description', 'og:url', 'og:image', 'og:type']) {
      expect(html).toContain(`<meta property="${property}" content="`);
    }
    for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'twitter:image']) {
      expect(html).toContain(`<meta name="${name}" content="`);
    }
    if (NOINDEX.has(path)) {
      expect(html).toContain('<meta name="robots" content="noindex, nofollow"');
      expect(html).not.toContain('<link rel="canonical"');
    } else {
      expect(html).not.toContain('<meta name="robots"');
      // Its own address, or the main address of the same content (an alias page).
      const canonical = new URL(attr(html, /<link rel="canonical" href="([^"]+)"/)!);
      expect(manifest.pages[decodeURI(canonical.pathname)]).toBeDefined();
    }
    // The page's own text is in the HTML, before any JavaScript runs.
    const body = html.slice(html.indexOf('<div id="root"'));
    expect(
      body
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim().length,
    ).toBeGreaterThan(20);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('every prerendered page is valid HTML (html-validate, 0 errors)', async () => {
    const validator = new HtmlValidate(new FileSystemConfigLoader());
    const files = [...Object.values(manifest.pages), '404.html', 'index.html'];
    const errors: string[] = [];
    for (const file of files) {
      const report = await validator.validateString(
        readFileSync(join(CLIENT_DIR, file), 'utf8'),
        join(CLIENT_DIR, file),
      );
      for (const result of report.results) {
        for (const m of result.messages)
          errors.push(`${file}:${m.line}:${m.column} ${m.ruleId} ${m.message}`);
      }
    }
    expect(errors).toEqual([]);
  }, 180_000);

  it('the web fonts cover every character the pages show (they are cut to French text at build time)', () => {
    const files = [...Object.values(manifest.pages), '404.html'];
    const home = readFileSync(join(CLIENT_DIR, manifest.pages['/']), 'utf8');
    const faces = [...home.matchAll(/@font-face\{[^}]*\}/g)].map((m) => m[0]);
    const ranges = faces
      .filter((face) => /url\(\/assets\/[\w-]+\.woff2\)/.test(face))
      .map((face) => /unicode-range:([^;}]+)/.exec(face)![1]);
    expect(ranges).toHaveLength(2); // Inter and Cormorant Garamond
    const covered = ranges[0].split(',').map((part) => {
      const [from, to = from] = part.trim().slice(2).split('-');
      return [parseInt(from, 16), parseInt(to, 16)] as const;
    });
    expect(ranges[1]).toBe(ranges[0]);
    const missing = new Map<string, string>();
    for (const file of files) {
      const text = readFileSync(join(CLIENT_DIR, file), 'utf8')
        .replace(/<(script|style)\b[\s\S]*?<\/\1>/g, '')
        // Decorative marks hidden from assistive technologies may come from a system font.
        .replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, '')
        .replace(/<[^>]+>/g, ' ')
        .replace(/&#(\d+);/g, (_, code: string) => String.fromCodePoint(Number(code)))
        .replace(/&#x([\da-f]+);/gi, (_, code: string) => String.fromCodePoint(parseInt(code, 16)));
      for (const char of text) {
        const code = char.codePointAt(0)!;
        if (code < 0x20) continue; // line breaks and tabs in the markup
        if (!covered.some(([from, to]) => code >= from && code <= to)) missing.set(char, file);
      }
    }
    expect(
      [...missing].map(([char, file]) => `${char} (U+${char.codePointAt(0)!.toString(16)}) in ${file}`),
    ).toEqual([]);
  });

  it('sitemap.xml lists every public route (not /admin, nor the noindex pages) and robots.txt points to it', async () => {
    const sitemap = await request(t.server).get('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    const locs = [...sitemap.text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
      decodeURI(new URL(m[1]).pathname),
    );
    // Every main address, each once: the pages' canonical targets.
    const canonicals = new Set<string>();
    for (const [path, file] of publicPages) {
      if (NOINDEX.has(path)) continue;
      const html = readFileSync(join(CLIENT_DIR, file), 'utf8');
      canonicals.add(decodeURI(new URL(attr(html, /<link rel="canonical" href="([^"]+)"/)!).pathname));
    }
    expect(locs.sort()).toEqual([...canonicals].sort());
    expect(locs).toContain('/rendez-vous');
    expect(locs).not.toContain('/rendez-vous/annulation');
    expect(locs.length).toBeGreaterThan(40);
    const robots = await request(t.server).get('/robots.txt').expect(200);
    expect(robots.text).toMatch(/^Disallow: \/admin$/m);
    expect(robots.text).toMatch(/^Disallow: \/login$/m);
    expect(robots.text).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  it('serves hashed assets immutable and precompressed (brotli, gzip), pages revalidated', async () => {
    // Every asset the home page names (scripts in its boot script, fonts in its inlined CSS,
    // images), and the stylesheet the app shell links.
    const home = await request(t.server).get('/');
    const shell = await request(t.server).get('/admin');
    const assets = [
      ...new Set(
        [...`${home.text}${shell.text}`.matchAll(/\/assets\/[\w./-]+\.(?:js|css|woff2|webp|avif)/g)].map(
          (m) => m[0],
        ),
      ),
    ];
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.woff2'))).toBe(true);
    for (const asset of assets) {
      const res = await request(t.server).get(asset).set('Accept-Encoding', 'gzip, deflate, br').expect(200);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      if (/\.(js|css)$/.test(asset)) {
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        const gz = await request(t.server).get(asset).set('Accept-Encoding', 'gzip').expect(200);
        expect(gz.headers['content-encoding']).toBe('gzip');
      }
    }
    const html = await request(t.server).get('/').set('Accept-Encoding', 'gzip');
    expect(html.headers['content-encoding']).toBe('gzip');
    expect(html.headers['cache-control']).toBe('no-cache');
  });

  it('carries structured data: the practice on / and /contact, an Article on each article page, allowed by the CSP', async () => {
    const blocksOf = (html: string) =>
      [...html.matchAll(/<script type="application\/ld\+json" data-path="([^"]+)">([^<]+)<\/script>/g)].map(
        (m) => ({ path: m[1], block: m[2] }),
      );
    const hashes = siteScriptHashes();
    const check = async (path: string) => {
      const res = await request(t.server).get(encodeURI(path)).expect(200);
      const blocks = blocksOf(res.text);
      for (const { path: markedFor, block } of blocks) {
        // Marked with its page, so the browser drops it after an in-app navigation (lib/head.tsx).
        expect(markedFor).toBe(path);
        const hash = `'sha256-${createHash('sha256').update(block).digest('base64')}'`;
        expect(hashes).toContain(hash);
        expect(res.headers['content-security-policy']).toContain(hash);
      }
      return blocks.map(({ block }) => JSON.parse(block) as Record<string, unknown>);
    };
    for (const path of ['/', '/contact']) {
      const [practice, ...others] = await check(path);
      expect(others).toEqual([]);
      expect(practice).toMatchObject({
        '@context': 'https://schema.org',
        '@type': ['Physician', 'MedicalClinic'],
        name: 'Cabinet du Dr Prénom Exemple',
        telephone: ['+21670000000', '+21620000000'],
        email: 'contact@cabinet-exemple.tn',
        address: {
          '@type': 'PostalAddress',
          postalCode: '1053',
          addressLocality: 'Tunis',
          addressCountry: 'TN',
        },
        geo: { '@type': 'GeoCoordinates' },
      });
    }
    const articles = publicPages.filter(([path]) => /^\/blog\/[a-z]/.test(path));
    expect(articles).toHaveLength(7);
    for (const [path] of articles) {
      const [article, ...others] = await check(path);
      expect(others).toEqual([]);
      expect(article).toMatchObject({
        '@type': 'Article',
        mainEntityOfPage: expect.stringMatching(new RegExp(`${path.replace(/\//g, '\\/')}$`)) as unknown,
        headline: expect.any(String) as unknown,
        image: expect.stringMatching(/\/assets\/media\/.+\.webp$/) as unknown,
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as unknown,
        author: { '@type': 'Person', name: 'Dr Prénom Exemple' },
        inLanguage: 'fr-FR',
      });
    }
    // Other pages carry none.
    expect(await check('/apropos')).toEqual([]);
  });

  it('each prerendered page paints without a render-blocking request, then starts its scripts', async () => {
    const hashes = siteScriptHashes();
    const csp = (await request(t.server).get('/')).headers['content-security-policy'] as string;
    for (const [path, file] of [...publicPages, ['/404', '404.html']]) {
      const html = readFileSync(join(CLIENT_DIR, file), 'utf8');
      const head = html.slice(0, html.indexOf('</head>'));
      const boot =
        /<script data-entry="(\/assets\/[\w-]+\.js)" data-preload="([^"]*)" data-fonts="([^"]*)">([^<]+)<\/script>/.exec(
          head,
        );
      const [, entry = '', preload = '', fonts = '', code = ''] = boot ?? [];
      // family|url|weight|unicode-range of each web font, which the boot script loads.
      const fontFiles = fonts.split(';').map((font) => font.split('|')[1] ?? '');
      const hash = `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
      // The head's inline scripts but JSON-LD: the boot script, and the recorder of early presses.
      const inline = [...head.matchAll(/<script(?![^>]*\stype=)[^>]*>([^<]+)<\/script>/g)].map((m) => m[1]);
      const allowed = (script: string) => {
        const scriptHash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
        return hashes.includes(scriptHash) && csp.includes(scriptHash);
      };
      // The path in each object names the page when it fails.
      expect({
        path,
        // No stylesheet link, no font preload, no module script or modulepreload parsed with the HTML…
        // (a disabled stylesheet link is not fetched: it tells Vite's loader the CSS is there)
        blocking: /<link rel="(stylesheet|preload|modulepreload)"(?![^>]*\sdisabled)|<script[^>]*\ssrc=/.test(
          head,
        ),
        // …the CSS is inlined, with its size-matched fallback fonts; the two web fonts' rules are in a
        // print-only style (for printing), and the boot script loads them after the first paint…
        inlinedCss: /<style>[^<]*@font-face\{font-family:Inter Fallback;/.test(head),
        fontsAfterPaint:
          /<style media="print" data-fonts>(@font-face\{[^}]*url\(\/assets\/[\w-]+\.woff2\)[^}]*\}){2}<\/style>/.test(
            head,
          ),
        // …and one boot script, allowed by the CSP's hash, starts the entry and the page's chunks.
        boot: Boolean(boot),
        fonts: fonts.split(';').map((font) => font.split('|')[0]),
        missing: [entry, ...preload.split(' '), ...fontFiles].filter(
          (url) => !existsSync(join(CLIENT_DIR, url.slice(1))),
        ),
        hashAllowed: hashes.includes(hash) && csp.includes(hash),
        // …and a press made before then is recorded, to be replayed once its code has arrived.
        recordsPresses: inline.some((script) => script.includes('__press')),
        inlineAllowed: inline.every(allowed),
      }).toEqual({
        path,
        blocking: false,
        inlinedCss: true,
        fontsAfterPaint: true,
        boot: true,
        fonts: ['Inter', 'Cormorant Garamond'],
        missing: [],
        hashAllowed: true,
        recordsPresses: true,
        inlineAllowed: true,
      });
    }
  });

  it('puts the security headers on pages, assets, deep routes and API errors, without X-Powered-By', async () => {
    const home = await request(t.server).get('/');
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(home.text)![1];
    for (const path of [
      '/',
      script,
      '/admin/contacts',
      '/une-page-inconnue',
      '/api/inconnu',
      '/api/health',
    ]) {
      const res = await request(t.server).get(path);
      const csp = res.headers['content-security-policy'];
      expect(csp).toMatch(/script-src 'self'/);
      expect(csp).not.toMatch(/unsafe-inline'[^;]*;?.*script|script-src[^;]*unsafe/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['strict-transport-security']).toMatch(/max-age=(\d+)/);
      expect(
        Number(/max-age=(\d+)/.exec(res.headers['strict-transport-security'])![1]),
      ).toBeGreaterThanOrEqual(31536000);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBeTruthy();
      expect(res.headers['permissions-policy']).toContain('camera=()');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });

  it('answers a cross-origin preflight without any CORS permission', async () => {
    const res = await request(t.server)
      .options('/api/contact')
      .set('Origin', 'https://evil.example')
      .set('Access-Control-Request-Method', 'POST');
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('The privacy page states the retention period the server applies', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RETENTION_MONTHS: '12' });
  });
  afterAll(async () => {
    await t.close();
  });

  const period = (html: string) => /<span data-setting="retention-months">(\d+)<\/span>/.exec(html)?.[1];

  it('the built page holds the default, the served page RETENTION_MONTHS, in every encoding', async () => {
    const built = readFileSync(join(CLIENT_DIR, manifest.pages['/confidentialite']), 'utf8');
    expect(period(built)).toBe('24');

    // supertest decodes br and gzip itself: each precompressed copy must hold the new text.
    for (const encoding of ['br', 'gzip', 'identity']) {
      const res = await request(t.server)
        .get('/confidentialite')
        .set('Accept-Encoding', encoding)
        .expect(200);
      expect(res.headers['content-encoding']).toBe(encoding === 'identity' ? undefined : encoding);
      expect(period(res.text)).toBe('12');
      expect(res.text).toContain('supprimées automatiquement <span');
      expect(res.text).not.toContain('{RETENTION_PERIOD}');
    }
  });

  it('other pages are served as built', async () => {
    const res = await request(t.server).get('/contact').set('Accept-Encoding', 'identity').expect(200);
    expect(res.text).toBe(readFileSync(join(CLIENT_DIR, manifest.pages['/contact']), 'utf8'));
  });
});
