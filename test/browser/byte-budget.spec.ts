import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Request, TestInfo } from '@playwright/test';
import { hydrated } from '../support/browser/pages';
import { expect, test } from '../support/browser/fixtures';

/**
 * What each public page makes the browser download before it is interactive, counted the way
 * Lighthouse counts it: the bytes the server sends for every script (body as encoded, brotli
 * here since Chromium asks for it, plus the response headers), whether the HTML names it or the
 * code asks for it on its way to interactive (the entry, its page's chunks, a part on screen
 * that loads at once, the footer when it is near, the texts a panel shows). The page is loaded
 * in a fresh browser context, left alone (no scroll, no click) until it has hydrated and no
 * script has been requested for a while.
 * Every page is measured on a phone, the visitor the budget is for. A wide screen shows more of
 * a page at once, so the parts that load when near the screen may differ: one page of each kind
 * (the first of each section of the site, and the first one level below it) is measured at
 * 1280 px too. Pages of one kind share their code, so the others would repeat the same figures.
 * The bar is 100 KB of JavaScript; the pages stood between 85 and 96 KB when it was set up this
 * way. React, React DOM and React Router weigh about 70 KB of it on every page.
 *
 * The same loads show that no public page carries the back-office's code: strings that exist
 * only in the admin's source mark it, and none may be in a script a public page downloads.
 */
const JS_BUDGET = 100 * 1024;
const CSS_BUDGET_GZIP = 30 * 1024;
/** No script requested for this long after hydration: whatever was going to load has started. */
const QUIET_MS = 1_000;
/**
 * Pages loaded side by side, each in its own context: most of a load is waiting (for the first
 * paint, then for the quiet period), which the others use.
 */
const SIDE_BY_SIDE = 4;
const ADMIN_MARKERS = [
  'Aucune demande trouvée',
  'Les abonnés Newsletter',
  'Êtes-vous sûr de vouloir supprimer',
];
const hasAdminCode = (source: string) => ADMIN_MARKERS.some((marker) => source.includes(marker));

const CLIENT_DIR = resolve(process.cwd(), 'dist/client');
const UNKNOWN = '/adresse-inconnue';
const PAGES = [
  ...Object.keys(
    (JSON.parse(readFileSync(join(CLIENT_DIR, 'routes.json'), 'utf8')) as { pages: Record<string, string> })
      .pages,
  ),
  // An unknown address: the 404 page.
  UNKNOWN,
];
/** The pages in four groups, tests of their own that the two workers share. */
const GROUPS = [0, 1, 2, 3].map((g) => PAGES.filter((_, i) => i % 4 === g));
/** One page of each kind: the first of each section (/blog) and of each level below it (/blog/…). */
const WIDE_SAMPLE = [
  ...new Map(
    PAGES.map((path) => {
      const [section = '', below] = path.split('/').slice(1);
      return [`${section}${below === undefined ? '' : '/…'}`, path] as const;
    }).reverse(),
  ).values(),
].reverse();

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
    .poll(() => pending === 0 && Date.now() - lastActivity >= QUIET_MS, { intervals: [100], timeout: 30_000 })
    .toBe(true);
  return { html: (await response?.text()) ?? '', scripts, styles };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** A fresh context of the test's project (its width, device and locale), as the `page` fixture has. */
function newContext(browser: Browser, testInfo: TestInfo) {
  const use = testInfo.project.use;
  return browser.newContext({
    baseURL: use.baseURL,
    viewport: use.viewport,
    userAgent: use.userAgent,
    deviceScaleFactor: use.deviceScaleFactor,
    isMobile: use.isMobile,
    hasTouch: use.hasTouch,
    locale: use.locale,
    timezoneId: use.timezoneId,
  });
}

/** Loads `path` in a context of its own; returns what broke the budget or the page's rules. */
async function measure(browser: Browser, testInfo: TestInfo, path: string): Promise<string[]> {
  const context = await newContext(browser, testInfo);
  try {
    const page = await context.newPage();
    const messages: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(testInfo.project.use.baseURL!) && !/^(data|blob):/.test(request.url()))
        foreign.push(request.url());
    });
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
    const problems: string[] = [];
    if (files.length === 0) problems.push(`${path}: the probe sees no script`);
    if (js > JS_BUDGET) problems.push(`${path}: ${kb(js)} of JS (${files.join(' ')})`);
    if (inlined.length <= 1024) problems.push(`${path}: the probe sees no inlined CSS`);
    if (css > CSS_BUDGET_GZIP) problems.push(`${path}: ${kb(css)} of CSS`);
    for (const request of scripts) {
      // The same file again from the server when Chromium no longer holds the body it received.
      const source = await request
        .response()
        .then((response) => response!.text())
        .catch(() => page.request.get(request.url()).then((again) => again.text()));
      if (hasAdminCode(source)) problems.push(`${path}: back-office code in ${request.url()}`);
    }
    const expected = path === UNKNOWN ? /Failed to load resource.*404/ : undefined;
    for (const text of messages) if (!expected?.test(text)) problems.push(`${path}: console « ${text} »`);
    for (const url of foreign) problems.push(`${path}: request outside the site, ${url}`);
    return problems;
  } finally {
    await context.close();
  }
}

/** Measures `paths`, SIDE_BY_SIDE at a time; what broke the budget or the pages' rules. */
async function measureAll(browser: Browser, testInfo: TestInfo, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  const queue = [...paths];
  await Promise.all(
    Array.from({ length: SIDE_BY_SIDE }, async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
        problems.push(...(await measure(browser, testInfo, path)));
      }
    }),
  );
  return problems;
}

const RULE = `≤ ${JS_BUDGET / 1024} KB of JS sent before interactive, ≤ ${CSS_BUDGET_GZIP / 1024} KB of CSS, no back-office code`;

test.describe('Byte budget per public page', () => {
  for (const [index, group] of GROUPS.entries()) {
    test(`every page on a phone, ${index + 1} of 4: ${RULE} @mobile-only`, async ({ browser }, testInfo) => {
      test.setTimeout(300_000);
      expect(await measureAll(browser, testInfo, group)).toEqual([]);
    });
  }

  test(`one page of each kind at 1280 px: ${RULE}`, async ({ browser }, testInfo) => {
    test.setTimeout(300_000);
    // The sample holds the home page, an article, a procedure page, a service page and the 404.
    for (const path of ['/', '/blog/', '/chirurgies/', '/services/', UNKNOWN]) {
      expect(WIDE_SAMPLE.some((page) => page === path || (path.endsWith('/') && page.startsWith(path)))).toBe(
        true,
      );
    }
    expect(await measureAll(browser, testInfo, WIDE_SAMPLE)).toEqual([]);
  });

  test('control: the same probe sees the back-office code when /admin is opened', async ({ page }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      const body = response.text().catch(() => page.request.get(response.url()).then((r) => r.text()));
      body.catch(() => undefined); // a body left unread once its page is gone is not an error
      scripts.push(body);
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await page.waitForLoadState('networkidle');
    expect((await Promise.all(scripts)).some(hasAdminCode)).toBe(true);
  });
});
