// Renders every public route of the client to static HTML (run after `vite build`).
// Writes dist/client/pages/<path>/index.html, the app shell (index.html, replacing Vite's
// template: the file the server's static module falls back to for browser-only routes), the
// 404 page, sitemap.xml, robots.txt and routes.json, which the server (src/site) reads to
// answer each path.
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { inlineScript } from './inline-scripts.mjs';

const root = resolve(import.meta.dirname, '..');
const clientDir = join(root, 'dist/client');
const ssr = await import(pathToFileURL(join(root, 'dist/ssr/entry-server.mjs')).href);
const viteManifest = JSON.parse(await readFile(join(clientDir, '.vite/manifest.json'), 'utf8'));
let template = await readFile(join(clientDir, 'index.html'), 'utf8');

const NOT_FOUND_PATH = '/404';
const scriptHashes = new Set();

/**
 * The CSS and JS of the page components shown at `path` (and their static imports), which the
 * entry script would otherwise discover only after it runs: linked in the HTML so the first
 * view is styled and the chunks download in parallel.
 */
function pageAssets(path) {
  const css = new Set();
  const js = new Set();
  const visit = (key) => {
    const entry = viteManifest[key];
    if (!entry || entry.isEntry) return;
    if (js.has(entry.file)) return;
    js.add(entry.file);
    for (const file of entry.css ?? []) css.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const source of ssr.pageSources(path)) visit(source);
  return [
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}" />`),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`),
  ].join('\n    ');
}

// Two scripts inline in every page's head, compiled from client/src/boot (readable sources,
// with the reasons): the first-paint boot, which starts the page's scripts and fonts once the
// first view is on screen (data-* attributes below), and the press recorder, which keeps a
// button pressed before the scripts run so that it can be pressed again once they have.
const BOOT = await inlineScript('first-paint');
const PRESS = await inlineScript('press-recorder');
scriptHashes.add(`'sha256-${createHash('sha256').update(BOOT).digest('base64')}'`);
scriptHashes.add(`'sha256-${createHash('sha256').update(PRESS).digest('base64')}'`);

const cssCache = new Map();
async function inlineCss(file) {
  if (!cssCache.has(file)) {
    const css = (await readFile(join(clientDir, file), 'utf8')).trim();
    if (css.includes('</style')) throw new Error(`${file} ne peut pas être inclus dans la page.`);
    cssCache.set(file, css);
  }
  // The disabled link is never fetched; it tells Vite's loader, when the page's code later
  // imports this CSS, that the document already has it (no second copy, no cascade reordering).
  return `<style>${cssCache.get(file)}</style>\n    <link rel="stylesheet" href="/${file}" disabled />`;
}

/**
 * A public page's head without a render-blocking request: its CSS (the entry's, then the
 * page's) inlined in <style> (its two web fonts' rules apart, in a print-only <style>), and its
 * scripts and fonts started by BOOT after the first paint, and after the page's high-priority
 * image (its LCP) has arrived, at most 2.5 s later, instead of
 * a module script and modulepreloads parsed with the HTML (figures in docs/performance.md).
 * The admin shell keeps the usual links.
 */
async function firstPaintFirst(html) {
  const entries = [];
  const preloads = [];
  let out = html
    .replace(/\s*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/g, (_, src) => {
      entries.push(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g, (_, href) => {
      if (!preloads.includes(href)) preloads.push(href);
      return '';
    });
  if (entries.length !== 1)
    throw new Error(`Une page doit avoir un seul script d'entrée (${entries.length}).`);
  out = out.replace('<head>', `<head>\n    <script>${PRESS}</script>`);
  const styles = [...out.matchAll(/<link rel="stylesheet"[^>]*\shref="\/([^"]+)"[^>]*>/g)];
  for (const [tag, file] of styles) out = out.replace(tag, await inlineCss(file));
  // The web fonts' rules are taken out of the inlined CSS: BOOT loads the fonts after the first paint.
  const fontFaces = [];
  out = out.replace(/@font-face\{[^}]*src:url\(\/assets\/[^)]+\.woff2\)[^}]*\}/g, (rule) => {
    fontFaces.push(rule);
    return '';
  });
  if (fontFaces.length !== 2) throw new Error(`Polices attendues : 2, trouvées : ${fontFaces.length}.`);
  // For printing, and for a browser without the FontFace API; BOOT loads them through that API
  // from data-fonts (family|url|weight|unicode-range): turning this style on would relayout the
  // whole page at once, before the fonts are even there.
  const fonts = `<style media="print" data-fonts>${fontFaces.join('')}</style>`;
  const descriptor = (rule, name) =>
    new RegExp(`${name}:([^;}]+)`).exec(rule)?.[1].replace(/^["']|["']$/g, '');
  const fontData = fontFaces
    .map((rule) =>
      [
        descriptor(rule, 'font-family'),
        /url\(([^)]+)\)/.exec(rule)[1],
        descriptor(rule, 'font-weight'),
        descriptor(rule, 'unicode-range'),
      ].join('|'),
    )
    .join(';');
  if (/[<>"&]/.test(fontData)) throw new Error(`Descripteurs de police inattendus : ${fontData}`);
  const boot = `${fonts}\n    <script data-entry="${entries[0]}" data-preload="${preloads.join(' ')}" data-fonts="${fontData}">${BOOT}</script>`;
  return out.replace('</head>', `  ${boot}\n  </head>`);
}

async function page(html, head, route) {
  for (const block of head ? ssr.jsonLdBlocks(head) : []) {
    scriptHashes.add(`'sha256-${createHash('sha256').update(block).digest('base64')}'`);
  }
  const full = template
    .replace('<!--app-head-->', head ? ssr.renderHeadHtml(head) : '')
    // After the entry's own CSS, so a page's styles come later in the cascade.
    .replace('</head>', `${route ? `  ${pageAssets(route)}\n  ` : ''}</head>`)
    .replace('<div id="root"><!--app-html--></div>', () =>
      route === undefined ? '<div id="root"></div>' : `<div id="root" data-route="${route}">${html}</div>`,
    );
  return route === undefined ? full : firstPaintFirst(full);
}

const pages = {};
const indexable = [];
for (const path of ssr.prerenderPaths()) {
  const { html, head } = await ssr.render(path);
  if (!head) throw new Error(`La page ${path} ne déclare pas son <Head>.`);
  const file = path === '/' ? 'pages/index.html' : `pages${path}/index.html`;
  await mkdir(dirname(join(clientDir, file)), { recursive: true });
  await writeFile(join(clientDir, file), await page(html, head, path));
  pages[path] = file;
  // Aliases (an article by its _id, a procedure under another category) point their canonical
  // to the main address: only main addresses go to the sitemap.
  if (!head.noindex && head.path === path) indexable.push(path);
}

const notFound = await ssr.render(NOT_FOUND_PATH); // matches the catch-all route
await writeFile(join(clientDir, '404.html'), await page(notFound.html, notFound.head, NOT_FOUND_PATH));
const shellHead = { title: 'Chargement…', description: 'Espace réservé.', path: '/', noindex: true };
await writeFile(join(clientDir, 'index.html'), await page('', shellHead, undefined));

const url = (path) => `${ssr.SITE_URL}${encodeURI(path)}`;
await writeFile(
  join(clientDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${indexable
    .map((path) => `  <url><loc>${url(path)}</loc></url>`)
    .join('\n')}\n</urlset>\n`,
);
await writeFile(
  join(clientDir, 'robots.txt'),
  `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login\n\nSitemap: ${url('/sitemap.xml')}\n`,
);

await writeFile(
  join(clientDir, 'routes.json'),
  JSON.stringify(
    {
      pages,
      clientOnly: ssr.clientOnlyPaths,
      shell: 'index.html',
      notFound: '404.html',
      scriptHashes: [...scriptHashes],
    },
    null,
    2,
  ),
);
await rm(join(root, 'dist/ssr'), { recursive: true, force: true });
console.log(
  `Prérendu : ${Object.keys(pages).length} pages (${indexable.length} dans le sitemap), plus 404.html et l’enveloppe index.html`,
);
