import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { hydrated } from '../support/browser/pages';
import { expect, test } from '../support/browser/fixtures';

/**
 * The back-office is loaded on demand: no public page may carry its code (ENGINEERING §3.9,
 * QUALITY "admin code never in it"). Strings that exist only in the admin's source mark it.
 */
const ADMIN_MARKERS = [
  'Soumissions de contact',
  'Les abonnés Newsletter',
  'Êtes-vous sûr de vouloir supprimer',
];
const CLIENT_DIR = resolve(process.cwd(), 'dist/client');

interface RouteManifest {
  pages: Record<string, string>;
  clientOnly: string[];
  shell: string;
  notFound: string;
}

const manifest = () => JSON.parse(readFileSync(join(CLIENT_DIR, 'routes.json'), 'utf8')) as RouteManifest;
const read = (file: string) => readFileSync(join(CLIENT_DIR, file), 'utf8');
const hasAdminCode = (source: string) => ADMIN_MARKERS.some((marker) => source.includes(marker));

/**
 * The scripts an HTML file loads before any navigation, and their static imports: its module
 * scripts and modulepreloads (the app shell), or what its boot script starts after the first
 * paint (data-entry and data-preload, on prerendered pages).
 */
function staticScripts(html: string): Set<string> {
  const found = new Set<string>();
  const queue = [
    ...[
      ...html.matchAll(/<(?:script[^>]*\ssrc|link[^>]*rel="modulepreload"[^>]*\shref)="\/([^"]+\.js)"/g),
    ].map((m) => m[1]),
    ...[...html.matchAll(/\sdata-(?:entry|preload)="([^"]*)"/g)].flatMap((m) =>
      m[1]
        .split(' ')
        .filter(Boolean)
        .map((url) => url.slice(1)),
    ),
  ];
  while (queue.length) {
    const file = queue.pop()!;
    if (found.has(file)) continue;
    found.add(file);
    const source = read(file);
    // `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")` (loaded on demand).
    for (const m of source.matchAll(/(?:\bfrom\s*|\bimport\s*)["']\.\/([^"']+\.js)["']/g)) {
      queue.push(join(file, '..', m[1]));
    }
  }
  return found;
}

test.describe('The public pages carry no back-office code @desktop-only', () => {
  // The build is the same for every width: run once, by the desktop project.

  test('the admin markers exist in the build, in the admin chunk only', () => {
    const assets = readdirSync(join(CLIENT_DIR, 'assets')).filter((f) => f.endsWith('.js'));
    const withMarkers = assets.filter((file) => hasAdminCode(read(`assets/${file}`)));
    // Guard: the check below would be empty if the markers were not where they should be.
    expect(withMarkers).toHaveLength(1);
    expect(withMarkers[0]).toMatch(/^AdminPage-[\w-]+\.js$/);
  });

  test('no prerendered page, nor the 404 page or the app shell, loads it up front', () => {
    const routes = manifest();
    const htmlFiles = [...Object.values(routes.pages), routes.notFound, routes.shell];
    expect(Object.keys(routes.pages)).toContain('/login');
    expect(routes.clientOnly).toEqual(['/admin']);
    for (const file of htmlFiles) {
      const html = read(file);
      expect(hasAdminCode(html), file).toBe(false);
      const scripts = staticScripts(html);
      expect(scripts.size, file).toBeGreaterThan(0);
      for (const script of scripts) {
        expect(script, file).not.toMatch(/AdminPage/);
        expect(hasAdminCode(read(script)), `${file} → ${script}`).toBe(false);
      }
    }
  });

  test('in the browser, each public page (sign-in included) downloads no admin code; /admin does', async ({
    page,
  }) => {
    // Visits every public route in turn: more than the default 30 s on a busy machine.
    test.setTimeout(180_000);
    // Noted as each response arrives (its body read in the background, awaited before leaving the page).
    const scripts = new Map<string, Promise<string>>();
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.text();
      body.catch(() => undefined); // a body left unread once its page is gone is not an error
      scripts.set(response.url(), body);
    });
    for (const path of Object.keys(manifest().pages)) {
      scripts.clear();
      await page.goto(path);
      // The scripts start after the first paint and the hero image: wait for them to have run.
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(scripts.size, path).toBeGreaterThan(0);
      for (const [url, source] of scripts) expect(hasAdminCode(await source), `${path} → ${url}`).toBe(false);
    }
    // Control: the same probe sees the admin chunk when the admin is opened.
    scripts.clear();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(scripts.values())).some(hasAdminCode)).toBe(true);
  });
});

/**
 * What each public page downloads before it is interactive (its boot script's entry and
 * preloads with their static imports, and its inlined CSS), compressed as sent, against
 * QUALITY.md's bars. React, React DOM and React Router (pinned in ENGINEERING.md) take about
 * 80 KB of the 100 on every page; the heaviest pages (procedure categories) stand at 99.7 KB.
 * `npm run bench` reports what the browser loads until the network is idle, which adds the
 * content chunk articles and procedure pages load during hydration.
 */
const JS_BUDGET_GZIP = 100 * 1024;
const CSS_BUDGET_GZIP = 30 * 1024;

test.describe('Byte budget per public page @desktop-only', () => {
  test(`every prerendered page loads ≤ ${JS_BUDGET_GZIP / 1024} KB of JS and ≤ ${CSS_BUDGET_GZIP / 1024} KB of CSS (gzip)`, () => {
    const gzipSize = (file: string) => {
      const full = join(CLIENT_DIR, file);
      return existsSync(`${full}.gz`)
        ? statSync(`${full}.gz`).size
        : gzipSync(readFileSync(full), { level: 9 }).length;
    };
    const routes = manifest();
    const over: string[] = [];
    for (const [path, file] of [...Object.entries(routes.pages), ['/404', routes.notFound]]) {
      const html = read(file);
      const js = [...staticScripts(html)].reduce((sum, script) => sum + gzipSize(script), 0);
      const css = gzipSync([...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n'), {
        level: 9,
      }).length;
      expect(js).toBeGreaterThan(50 * 1024); // the probe sees the framework
      expect(css).toBeGreaterThan(1024); // and the inlined CSS
      if (js > JS_BUDGET_GZIP || css > CSS_BUDGET_GZIP) {
        over.push(`${path}: JS ${(js / 1024).toFixed(1)} KB, CSS ${(css / 1024).toFixed(1)} KB`);
      }
    }
    expect(over).toEqual([]);
  });
});
