import SwaggerParser from '@apidevtools/swagger-parser';
import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

/** Every route Express holds under /api, as "METHOD /path" with `{param}` for `:param`. */
function routerRoutes(t: TestApp): string[] {
  const express = t.app.getHttpAdapter().getInstance() as {
    router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
  };
  return express.router.stack
    .filter((layer) => typeof layer.route?.path === 'string' && layer.route.path.startsWith('/api/'))
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((method) => method !== '_all')
        .map((method) => `${method.toUpperCase()} ${layer.route!.path.replace(/:(\w+)/g, '{$1}')}`),
    );
}

describe('the API describes itself at /api/openapi.json', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves a valid OpenAPI 3.1 document, without a token', async () => {
    const res = await request(t.server).get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(res.body));
  });

  it('holds every route of the server, and no other', async () => {
    const { body } = await request(t.server).get('/api/openapi.json').expect(200);
    const documented = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} /api${path}`),
    );
    const served = routerRoutes(t).filter((route) => route !== 'GET /api/openapi.json');
    expect(served.length).toBeGreaterThan(30);
    expect([...documented].sort()).toEqual([...served].sort());
  });
});
