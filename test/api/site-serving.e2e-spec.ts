import { readdirSync, readFileSync, statSync } from 'node:fs';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import request from 'supertest';
import { CLIENT_DIR, RouteManifest } from '../../src/site/built-site';
import { createTestApp, TestApp } from '../support/test-app';

const manifest = JSON.parse(readFileSync(join(CLIENT_DIR, 'routes.json'), 'utf8')) as RouteManifest;
const IMMUTABLE = 'public, max-age=31536000, immutable';
const video = readdirSync(join(CLIENT_DIR, 'assets/media')).find((file) => file.endsWith('.mp4'))!;

/** The heap after a full collection (the flag is set at run time: jest runs without --expose-gc). */
function heapAfterGc(): number {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
  return process.memoryUsage().heapUsed;
}

describe('The built client as ServeStaticModule serves it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('serves each page from its prerendered file, by its address with or without a final slash', async () => {
    for (const path of ['/', '/chirurgies', '/chirurgies/', '/contact']) {
      const res = await request(t.server).get(path).set('Accept-Encoding', 'identity').expect(200);
      const file = manifest.pages[path.length > 1 ? path.replace(/\/$/, '') : path];
      expect(res.text).toBe(readFileSync(join(CLIENT_DIR, file), 'utf8'));
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // A page address with its accents written either way (NFC or NFD) is the same page.
    const accented = Object.keys(manifest.pages).find((path) => path !== path.normalize('NFD'));
    if (accented) {
      await request(t.server)
        .get(encodeURI(accented.normalize('NFD')))
        .expect(200);
    }
  });

  it('chooses brotli, else gzip, as Accept-Encoding allows, with Vary and the right type and length', async () => {
    const home = await request(t.server).get('/');
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(home.text)![1];
    const cases: [string, string | undefined][] = [
      ['gzip, deflate, br', 'br'],
      ['br;q=0, gzip', 'gzip'],
      ['gzip', 'gzip'],
      ['identity', undefined],
      ['', undefined],
    ];
    for (const path of [script, '/contact']) {
      for (const [accepted, encoding] of cases) {
        const res = await request(t.server)
          .get(path)
          .set('Accept-Encoding', accepted)
          .buffer(true)
          .parse((response, done) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => done(null, Buffer.concat(chunks)));
          })
          .expect(200);
        expect({ path, accepted, encoding: res.headers['content-encoding'] }).toEqual({
          path,
          accepted,
          encoding,
        });
        expect(res.headers.vary).toMatch(/Accept-Encoding/);
        expect(res.headers['content-type']).toMatch(path === script ? /^text\/javascript/ : /^text\/html/);
        expect(Number(res.headers['content-length'])).toBeGreaterThan(0);
      }
    }
    const head = await request(t.server).head(script).set('Accept-Encoding', 'br').expect(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('answers a conditional request for an unchanged asset with 304', async () => {
    const first = await request(t.server).get('/favicon.svg').expect(200);
    expect(first.headers.etag).toBeTruthy();
    await request(t.server).get('/favicon.svg').set('If-None-Match', first.headers.etag).expect(304);
  });

  it('serves byte ranges of the videos (206), for players that seek', async () => {
    const size = statSync(join(CLIENT_DIR, 'assets/media', video)).size;
    const res = await request(t.server)
      .get(`/assets/media/${video}`)
      .set('Range', 'bytes=100-199')
      .expect(206);
    expect(res.headers['content-range']).toBe(`bytes 100-199/${size}`);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(Number(res.headers['content-length'])).toBe(100);
  });

  it('answers unknown pages and unknown files with the French 404 page, status 404, never cached for good', async () => {
    for (const path of [
      '/une-page-inconnue',
      '/chirurgies/inconnue',
      '/assets/inconnu-0123456789.js',
      '/image.png',
      '/assets/',
      '/assets',
      '/pages/',
      '/pages/contact/index.html',
      '/index.html',
      '/404.html',
      '/routes.json',
      '/robots.txt.br',
      '/.vite/manifest.json',
      '/%E0%A4%A',
    ]) {
      const res = await request(t.server).get(path).set('Accept-Encoding', 'br');
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('Page introuvable');
      expect(res.text).not.toContain('Index of');
    }
    // A range request does not turn the 404 page into a 206.
    await request(t.server).get('/inconnue').set('Range', 'bytes=0-10').expect(404);
    const head = await request(t.server).head('/inconnue').expect(404);
    expect(head.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('answers unknown /api addresses, and other methods on pages, with JSON', async () => {
    for (const [method, path] of [
      ['get', '/api/inconnu'],
      ['get', '/api'],
      ['get', '/api/index.html'],
      ['post', '/contact'],
      ['delete', '/'],
    ] as const) {
      const res = await request(t.server)[method](path);
      expect({ path, status: res.status }).toEqual({ path, status: 404 });
      expect(res.body).toEqual({ statusCode: 404, message: 'Ressource introuvable.' });
    }
  });

  it('answers the browser-only routes with the app shell, revalidated', async () => {
    for (const path of ['/admin', '/admin/', '/admin/contacts']) {
      const res = await request(t.server).get(path).expect(200);
      expect(res.text).toBe(readFileSync(join(CLIENT_DIR, manifest.shell), 'utf8'));
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    }
    await request(t.server).get('/administration').expect(404);
  });

  it('keeps nothing per address: 20 000 distinct unknown asset paths leave the heap where it was', async () => {
    const server = t.server as {
      listen(port: number, host: string, done: () => void): void;
      address(): AddressInfo;
    };
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const padding = 'x'.repeat(2000);
    const get = (i: number) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          { host: '127.0.0.1', port: address.port, path: `/assets/${i}-${padding}.js`, agent },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const flood = async (from: number, count: number) => {
      let next = from;
      const statuses = new Set<number>();
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < from + count) statuses.add(await get(next++));
        }),
      );
      return statuses;
    };
    await flood(0, 500); // warm-up: lazily built code paths, pools
    const before = heapAfterGc();
    const statuses = await flood(1000, 20_000);
    const growth = heapAfterGc() - before;
    agent.destroy();
    expect([...statuses]).toEqual([404]);
    // 20 000 × 2 KB of addresses alone would be 40 MB; what remains is noise.
    expect(growth).toBeLessThan(4 * 1024 * 1024);
  }, 120_000);
});
