import { spawn } from 'node:child_process';
import { join } from 'node:path';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { databaseOptions } from '../../src/database/database.options';
import { migrations } from '../../src/database/migrations';
import { healthSettlesOn } from '../support/api-fixtures';
import { PostgresProcess } from '../support/postgres-process';
import { createTestApp, TestApp } from '../support/test-app';

describe('Server: one process serving the site and /api', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('GET /api/health answers up when the database is reachable', async () => {
    const res = await request(t.server).get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
  });

  it('an unknown /api path is a JSON 404, never the HTML page', async () => {
    const res = await request(t.server).get('/api/anything-unknown').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 404, message: 'Ressource introuvable.' });
  });

  it('a public route is answered with its prerendered HTML (text, title, canonical)', async () => {
    const res = await request(t.server).get('/').expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('<div id="root" data-route="/">');
    expect(res.text).toMatch(/<title>[^<]+<\/title>/);
    expect(res.text).toContain('<link rel="canonical"');
    expect(res.text).toMatch(/<h1[^>]*>[\s\S]+?<\/h1>/);
  });

  it('a browser-only route gets the app shell; an unknown page gets the French 404 page with status 404', async () => {
    const shell = await request(t.server).get('/admin').expect(200);
    expect(shell.text).toContain('<div id="root"></div>');
    expect(shell.text).toContain('noindex');
    const missing = await request(t.server).get('/cette-page-n-existe-pas').expect(404);
    expect(missing.headers['content-type']).toMatch(/text\/html/);
    expect(missing.text).toContain('Page introuvable');
  });

  it('hashed assets are immutable and served precompressed when asked', async () => {
    const page = await request(t.server).get('/');
    const script = /data-entry="(\/assets\/[^"]+\.js)"/.exec(page.text)?.[1];
    expect(script).toBeDefined();
    const res = await request(t.server).get(script!).set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/);
    const plain = await request(t.server).get(script!).set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('dotfiles and traversal probes never return file contents', async () => {
    for (const probe of [
      '/.env',
      '/.git/config',
      '/..%2f..%2fetc/passwd',
      '/%2e%2e/package.json',
      '/routes.json',
      // Under /api the site's step let every path through to the static module, which decoded
      // and normalized it back into the build folder.
      '/api/%2e%2e/routes.json',
      '/api/%2E%2E/routes.json',
      '/api/..%2froutes.json',
      '/api/..%2Froutes.json',
      '/api/%2e%2e%2froutes.json',
      '/api/..%5croutes.json',
      '/api/%252e%252e/routes.json',
      '/api/%252e%252e%252froutes.json',
      '/api/%25252e%25252e/routes.json',
      '/api/./%2e%2e/routes.json',
      '/api/%2e%2e/%2e%2e/package.json',
      '/%252e%252e/package.json',
      '/assets/%2e%2e/routes.json',
      '/api/%2e%2e/index.html',
    ]) {
      const res = await request(t.server).get(probe);
      expect([400, 404]).toContain(res.status);
      // Under /api, the API's own JSON answer, never a file (the manifest, the app shell…).
      if (probe.startsWith('/api/')) expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.text).not.toContain('"clientOnly"');
      expect(res.text).not.toContain('root:');
      expect(res.text).not.toContain('"scripts"');
      expect(res.text).not.toContain('"pages"');
    }
  });

  it('ran the migrations at boot, and they revert and re-run', async () => {
    const rows = await t.query<{ name: string }>('SELECT name FROM migrations ORDER BY id');
    expect(rows.map((r) => r.name)).toEqual(migrations.map((m) => new m().name));
    const source = new DataSource(
      databaseOptions({ url: t.databaseUrl, poolMax: 1, connectTimeoutMs: 3000 }),
    );
    await source.initialize();
    try {
      // Every migration's `down`, newest first, then every `up` again.
      for (let i = 0; i < migrations.length; i++) await source.undoLastMigration();
      expect(await t.query("SELECT to_regclass('contact_request') AS t")).toEqual([{ t: null }]);
      await source.runMigrations();
      expect(await t.query("SELECT to_regclass('contact_request') AS t")).toEqual([{ t: 'contact_request' }]);
    } finally {
      await source.destroy();
    }
  });
});

describe('Server: database outage', () => {
  it('answers 503 "down" while PostgreSQL is stopped and recovers without a restart', async () => {
    const pg = await PostgresProcess.start();
    const t = await createTestApp({}, pg.url);
    try {
      await request(t.server).get('/api/health').expect(200);
      await pg.stop();
      const started = Date.now();
      // Within the second a check's answer is reused, then at once.
      const down = await healthSettlesOn(t.server, 503);
      expect(down.status).toBe(503);
      expect(down.body).toEqual({ status: 'error', database: 'down' });
      expect(Date.now() - started).toBeLessThan(3000);
      await pg.resume();
      const { status } = await healthSettlesOn(t.server, 200, 5000);
      expect(status).toBe(200);
    } finally {
      await t.close();
      await pg.destroy();
    }
  });
});

describe('Server: configuration checked at boot', () => {
  it('refuses to start in production without DATABASE_URL or with a short JWT_SECRET', async () => {
    const child = spawn(process.execPath, [join(__dirname, '../../dist/main.js')], {
      env: { PATH: process.env.PATH, NODE_ENV: 'production', JWT_SECRET: 'short' },
      cwd: join(__dirname, '..'),
    });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain('Configuration invalide');
    expect(stderr).toContain('DATABASE_URL est obligatoire en production');
    expect(stderr).toContain('JWT_SECRET doit compter au moins 32 caractères');
  });
});
