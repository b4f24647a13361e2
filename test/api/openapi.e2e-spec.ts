import { randomUUID } from 'node:crypto';
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

interface Response {
  content?: Record<string, { schema?: object; example?: unknown }>;
  headers?: Record<string, unknown>;
}
interface Operation {
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
}

/** Every operation of the document, as "METHOD /api/path" with its description. */
function operations(document: Document): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} /api${path}`,
      operation,
    ]),
  );
}

/**
 * Whether an operation says what it answers when it succeeds: a 2xx with a schema or a file's
 * type, a 204 (no body), or, for a redirection, a 3xx with its Location.
 */
function describesSuccess(operation: Operation): boolean {
  return Object.entries(operation.responses).some(([status, response]) => {
    if (status === '204') return true;
    if (/^3\d\d$/.test(status)) return response.headers?.Location !== undefined;
    if (!/^2\d\d$/.test(status)) return false;
    return Object.entries(response.content ?? {}).some(
      ([type, media]) => !type.includes('json') || media.schema !== undefined,
    );
  });
}

const isGuarded = (operation: Operation) => (operation.security ?? []).some((scheme) => 'admin' in scheme);

describe('the API describes itself at /api/openapi.json', () => {
  let t: TestApp;
  let document: Document;
  beforeAll(async () => {
    // Every public form is posted to below, more than the default per-minute limit allows.
    t = await createTestApp({ RATE_LIMIT_PUBLIC_PER_MINUTE: '1000' });
    document = (await request(t.server).get('/api/openapi.json').expect(200)).body as Document;
  });
  afterAll(() => t.close());

  it('serves a valid OpenAPI 3.1 document, without a token', async () => {
    const res = await request(t.server).get('/api/openapi.json').expect(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    await SwaggerParser.validate(structuredClone(res.body));
  });

  it('holds every route of the server, and no other', () => {
    const documented = operations(document).map(([route]) => route);
    const served = routerRoutes(t).filter((route) => route !== 'GET /api/openapi.json');
    expect(served.length).toBeGreaterThan(30);
    expect([...documented].sort()).toEqual([...served].sort());
  });

  it('says what each route answers on success', () => {
    const undescribed = operations(document)
      .filter(([, operation]) => !describesSuccess(operation))
      .map(([route]) => route);
    expect(undescribed).toEqual([]);
  });

  it('marks with the bearer scheme exactly the routes that refuse a visitor without a token', async () => {
    const wrong: string[] = [];
    for (const [route, operation] of operations(document)) {
      const [method, path] = route.split(' ');
      const url = path.replace(/\{\w+\}/g, randomUUID());
      const call = request(t.server)[method.toLowerCase() as 'get' | 'post' | 'patch' | 'put' | 'delete'](
        url,
      );
      const res = method === 'GET' || method === 'DELETE' ? await call : await call.send({});
      if ((res.status === 401) !== isGuarded(operation)) wrong.push(`${route}: ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('documents the French refusals the routes really answer', async () => {
    const create = document.paths['/contact'].post.responses['400'].content!['application/json'];
    const documented = create.example as { message: string; errors: Record<string, string> };
    const refused = await request(t.server).post('/api/contact').send({}).expect(400);
    expect(refused.body.message).toBe(documented.message);
    for (const [field, message] of Object.entries(documented.errors)) {
      expect(refused.body.errors[field]).toBe(message);
    }

    const list = document.paths['/contact'].get.responses['401'].content!['application/json'];
    const unauthorized = await request(t.server).get('/api/contact').expect(401);
    expect(unauthorized.body).toEqual(list.example);
  });
});
