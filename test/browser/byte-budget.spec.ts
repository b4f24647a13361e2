import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page, Request } from '@playwright/test';
import { hydrated } from '../support/browser/pages';
import { expect, test } from '../support/browser/fixtures';

/**
 * What each public page makes the browser download before it is interactive, counted the way
 * Lighthouse counts it: the bytes the server sends for every script (body as encoded, brotli
 * here since Chromium asks for it, plus the response headers), whether the HTML names it or the
 * code asks for it on its way to interactive (the entry, its page's chunks, a part on screen
 * that loads at once, the footer when it is near, the texts a panel shows). The page is loaded
 * in a fresh browser context at each width (the mobile project and the desktop one: some
 * chunks load at one width only), left alone (no scroll, no click) until it has hydrated and no
 * script has been requested for a while.
 * The bar is 100 KB of JavaScript; the pages stood between 85 and 96 KB when it was set up this
 * way. React, React DOM and React Router weigh about 70 KB of it on every page.
 */
const JS_BUDGET = 100 * 1024;
const CSS_BUDGET_GZIP = 30 * 1024;
/** No script requested for this long after hydration: whatever was going to load has started. */
const QUIET_MS = 1_000;

const CLIENT_DIR = resolve(process.cwd(), 'dist/client');
const pages = Object.keys(
  (JSON.parse(readFileSync(join(CLIENT_DIR, 'routes.json'), 'utf8')) as { pages: Record<string, string> })
    .pages,
);

/** Bytes received for a response: its headers and its body as sent (compressed). */
async function transferred(request: Request): Promise<number> {
  const sizes = await request.sizes();
  return sizes.responseHeadersSize + sizes.responseBodySize;
}

/** Loads `path` and waits until it has hydrated and its scripts have stopped coming. */
async function loadUntilQuiet(page: Page, path: string) {
  const scripts: Request[] = [];
  const styles: Request[] = [];
  let pending = 0;
  let lastActivity = Date.now();
  const tracked = (request: Request) => ['script', 'stylesheet'].includes(request.resourceType());
  page.on('request', (request) => {
    if (!tracked(request)) return;
    (request.resourceType() === 'script' ? scripts : styles).push(request);
    pending++;
    lastActivity = Date.now();
  });
  const settled = (request: Request) => {
    if (!tracked(request)) return;
    pending--;
    lastActivity = Date.now();
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);

  const response = await page.goto(encodeURI(path));
  // The boot script starts the scripts after the first paint and the hero image. Once the page
  // has hydrated, its effects ask for what it needs next (a part near the screen, the footer):
  // the quiet period starts then at the earliest, however long hydration took.
  await hydrated(page);
  lastActivity = Math.max(lastActivity, Date.now());
  await expect
    .poll(() => pending === 0 && Date.now() - lastActivity >= QUIET_MS, { intervals: [100], timeout: 20_000 })
    .toBe(true);
  return { html: (await response?.text()) ?? '', scripts, styles };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

test.describe('Byte budget per public page', () => {
  // Every prerendered page, and an unknown address (the 404 page).
  const unknown = '/adresse-inconnue';
  for (const path of [...pages, unknown]) {
    test(`${path}: ≤ ${JS_BUDGET / 1024} KB of JS sent before it is interactive, ≤ ${CSS_BUDGET_GZIP / 1024} KB of CSS`, async ({
      page,
      problems,
    }, testInfo) => {
      if (path === unknown) problems.expectConsole.push(/Failed to load resource.*404/);
      const { html, scripts, styles } = await loadUntilQuiet(page, path);
      const js = (await Promise.all(scripts.map(transferred))).reduce((sum, size) => sum + size, 0);
      // The CSS inlined in the page (compressed alone: an upper bound, it travels inside the
      // compressed HTML), and any style sheet fetched.
      const inlined = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n');
      const css =
        gzipSync(inlined, { level: 9 }).length +
        (await Promise.all(styles.map(transferred))).reduce((sum, size) => sum + size, 0);
      const files = scripts.map((request) => new URL(request.url()).pathname.replace('/assets/', ''));
      console.log(
        `${testInfo.project.name.padEnd(7)} ${kb(js).padStart(8)} JS (${files.length} files), ${kb(css)} CSS  ${path}`,
      );

      expect(files.length, 'the probe sees the scripts').toBeGreaterThan(0);
      expect(js, `${path}: ${files.join(' ')}`).toBeLessThanOrEqual(JS_BUDGET);
      expect(inlined.length, 'the probe sees the inlined CSS').toBeGreaterThan(1024);
      expect(css, path).toBeLessThanOrEqual(CSS_BUDGET_GZIP);
    });
  }
});
