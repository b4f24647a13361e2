import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from '../support/browser/fixtures';

/**
 * The back-office is loaded on demand: no public page may carry its code (visitors would pay
 * for it, and it names the back-office's routes). Strings that exist only in the admin's source
 * mark it. Here the build's files; byte-budget.spec.ts checks, with its bytes, every script each
 * public page downloads in the browser, and that /admin does download the admin's code.
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

test.describe('The public pages carry no back-office code', () => {
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
});
