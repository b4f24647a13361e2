import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { hydrated } from '../support/browser/pages';
import { expect, test } from '../support/browser/fixtures';

/**
 * The back-office is loaded on demand: no public page may carry its code (visitors would pay
 * for it, and it names the back-office's routes). Strings that exist only in the admin's source
 * mark it. What the public pages download in bytes is checked in byte-budget.spec.ts.
 */
const ADMIN_MARKERS = [
  'Aucune demande trouvée',
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
      // Chromium sometimes no longer holds a script's body when it is asked for (a module that
      // a preload had already fetched, a body evicted under a busy page): the same file is then
      // fetched again from the server, so every script the page loaded is still read.
      const url = response.url();
      const body = response.text().catch(() => page.request.get(url).then((again) => again.text()));
      body.catch(() => undefined); // a body left unread once its page is gone is not an error
      scripts.set(url, body);
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
