// What each public route loads before it is interactive, at a phone's width and a desktop's: the
// JS as sent (headers and brotli bodies, as Lighthouse and test/browser/byte-budget.spec.ts count
// it), JS and CSS gzip and brotli sizes (the precompressed files the server sends), the largest
// chunks, and no admin code among them.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const ADMIN_MARKERS = ['Soumissions de contact', 'Les abonnés Newsletter'];
const WIDTHS = [
  { name: '390', viewport: { width: 390, height: 844 } },
  { name: '1280', viewport: { width: 1280, height: 800 } },
];
/** No script requested for this long after hydration: whatever was going to load has started. */
const QUIET_MS = 1000;

function sizes(clientDir, path) {
  const file = join(clientDir, path);
  const raw = statSync(file).size;
  const gzip = existsSync(`${file}.gz`) ? statSync(`${file}.gz`).size : raw;
  const brotli = existsSync(`${file}.br`) ? statSync(`${file}.br`).size : raw;
  return { raw, gzip, brotli };
}

export async function measureBytes(base, clientDir, routes) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const results = [];
  try {
    for (const route of routes)
      for (const width of WIDTHS) {
        const page = await browser.newPage({ viewport: width.viewport });
        const files = new Set();
        const scripts = [];
        let pending = 0;
        let lastActivity = Date.now();
        page.on('request', (request) => {
          if (request.resourceType() !== 'script' && request.resourceType() !== 'stylesheet') return;
          if (request.resourceType() === 'script') scripts.push(request);
          pending++;
          lastActivity = Date.now();
        });
        const settled = (request) => {
          if (request.resourceType() !== 'script' && request.resourceType() !== 'stylesheet') return;
          pending--;
          lastActivity = Date.now();
        };
        page.on('requestfinished', settled);
        page.on('requestfailed', settled);
        page.on('response', (response) => {
          const url = new URL(response.url());
          if (url.origin === base && /\.(js|css)$/.test(url.pathname)) files.add(url.pathname);
        });
        await page.goto(`${base}${encodeURI(route)}`);
        // The boot script starts the scripts after the first paint and the hero image: the page
        // is interactive once they have run (the flag is set after hydration), and what it loads on
        // the way (parts on screen, texts, the footer when near) has started once no script has
        // been requested for a while.
        await page.waitForFunction(() => globalThis.sessionStorage.getItem('cabinet:site-loaded') === '1');
        lastActivity = Math.max(lastActivity, Date.now());
        while (pending > 0 || Date.now() - lastActivity < QUIET_MS) await page.waitForTimeout(100);
        const sent = await Promise.all(
          scripts.map(async (request) => {
            const sizes = await request.sizes();
            return sizes.responseHeadersSize + sizes.responseBodySize;
          }),
        );
        // The CSS the prerender inlined in <style> counts too (compressed alone, an upper bound:
        // it travels inside the compressed HTML).
        const inlineCss = await page.evaluate(() =>
          [...globalThis.document.querySelectorAll('style')].map((style) => style.textContent).join('\n'),
        );
        await page.close();
        const list = [...files].map((path) => ({
          path,
          type: path.endsWith('.js') ? 'js' : 'css',
          ...sizes(clientDir, path.slice(1)),
        }));
        const total = (type, key) => list.filter((f) => f.type === type).reduce((sum, f) => sum + f[key], 0);
        const adminCode = list.filter(
          (f) =>
            f.type === 'js' &&
            ADMIN_MARKERS.some((m) => readFileSync(join(clientDir, f.path.slice(1)), 'utf8').includes(m)),
        );
        results.push({
          route,
          width: width.name,
          jsSent: sent.reduce((sum, size) => sum + size, 0),
          jsFiles: scripts.length,
          jsGzip: total('js', 'gzip'),
          jsBrotli: total('js', 'brotli'),
          cssGzip: total('css', 'gzip') + (inlineCss ? gzipSync(inlineCss, { level: 9 }).length : 0),
          cssBrotli: total('css', 'brotli') + (inlineCss ? brotliCompressSync(inlineCss).length : 0),
          largest: list
            .sort((a, b) => b.gzip - a.gzip)
            .slice(0, 3)
            .map((f) => `${f.path.replace('/assets/', '')} ${(f.gzip / 1024).toFixed(1)} KB`),
          adminCode: adminCode.map((f) => f.path),
        });
      }
  } finally {
    await browser.close();
  }
  return results;
}
