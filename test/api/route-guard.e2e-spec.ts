import { randomUUID } from 'node:crypto';
import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, ModulesContainer, Reflector } from '@nestjs/core';
import request from 'supertest';
import { IS_PUBLIC_KEY } from '../../src/common/http/public.decorator';
import { createTestApp, TestApp } from '../support/test-app';

/** The routes a visitor may call without a token. Adding one is a security review: update this list. */
const EXPECTED_PUBLIC = [
  'GET /api/health',
  'POST /api/auth/login',
  'POST /api/auth/login/2fa',
  // « Mot de passe oublié ? »: the same answer for every name; the link's page sets the password.
  'POST /api/auth/password-reset',
  'POST /api/auth/password-reset/confirm',
  'POST /api/contact',
  'POST /api/newsletter',
  'POST /api/newsletter/confirm',
  'POST /api/newsletter/unsubscribe',
  'POST /api/newsletter/unsubscribe/one-click',
  // Only a redirection to the unsubscribe page (a mail program opening the one-click URL).
  'GET /api/newsletter/unsubscribe/one-click',
  // Online booking: the consultation types, the free slots, the booking, and what its cancelling
  // link reads (the appointment's summary, for its token only) and does.
  'GET /api/booking/types',
  'GET /api/booking/slots',
  'POST /api/booking',
  'GET /api/booking/:id',
  'POST /api/booking/:id/cancel',
  // The same link moves the appointment: the free slots near it, and the move itself.
  'GET /api/booking/:id/alternatives',
  'POST /api/booking/:id/move',
  // The practice's calendar feed: a calendar program cannot sign in, the secret is the address.
  'GET /api/calendar/:file',
];

/** The document that describes the API, which SwaggerModule serves without a controller. */
const API_DOCUMENT = 'GET /api/openapi.json';

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

/** Every route Express actually serves, as "METHOD /path". */
function expressRoutes(t: TestApp): string[] {
  const express = t.app.getHttpAdapter().getInstance() as unknown as { router: { stack: RouteLayer[] } };
  return express.router.stack
    .filter((layer) => layer.route)
    .flatMap((layer) =>
      Object.keys(layer.route!.methods)
        .filter((method) => method !== '_all')
        .map((method) => `${method.toUpperCase()} ${layer.route!.path}`),
    )
    .sort();
}

function joinPath(...parts: (string | undefined)[]): string {
  return (
    '/' +
    parts
      .flatMap((p) => (p ?? '').split('/'))
      .filter(Boolean)
      .join('/')
  );
}

/** Every controller handler Nest registered, and whether it carries @Public(). */
function nestHandlers(t: TestApp): { route: string; isPublic: boolean }[] {
  // Built by hand: the app does not import DiscoveryModule, and need not for a test.
  const discovery = new DiscoveryService(t.app.get(ModulesContainer));
  const scanner = new MetadataScanner();
  const reflector = t.app.get(Reflector);
  return discovery.getControllers().flatMap(({ metatype, instance }) => {
    if (!metatype) return [];
    const controllerPath = Reflect.getMetadata(PATH_METADATA, metatype) as string;
    const prototype = Object.getPrototypeOf(instance) as object;
    return scanner.getAllMethodNames(prototype).map((name) => {
      const handler = (prototype as Record<string, () => unknown>)[name];
      const method = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
      const path = joinPath('api', controllerPath, Reflect.getMetadata(PATH_METADATA, handler) as string);
      const isPublic =
        reflector.getAllAndOverride<boolean>(IS_PUBLIC_KEY, [handler, metatype as never]) ?? false;
      return { route: `${method} ${path}`, isPublic };
    });
  });
}

describe('Deny by default: the route table', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('knows every route Express serves, and the public ones are exactly the expected list', () => {
    const handlers = nestHandlers(t);
    const routes = expressRoutes(t);
    // Besides the API, one route of the static module: the app shell (no data) for /admin and below.
    expect(routes.filter((route) => !route.includes(' /api/'))).toEqual(['GET /^(?:\\/admin)(?:\\/.*)?$/']);
    // Besides the controllers' routes, the API's own description (SwaggerModule: public, no data).
    expect(routes).toContain(API_DOCUMENT);
    expect(routes.filter((route) => route.includes(' /api/') && route !== API_DOCUMENT)).toEqual(
      handlers.map((h) => h.route).sort(),
    );
    expect(
      handlers
        .filter((h) => h.isPublic)
        .map((h) => h.route)
        .sort(),
    ).toEqual([...EXPECTED_PUBLIC].sort());
    expect(handlers.length).toBeGreaterThan(EXPECTED_PUBLIC.length);
  });

  it('every non-public route answers 401 without a token, and with a bad one', async () => {
    const protectedRoutes = nestHandlers(t).filter((h) => !h.isPublic);
    expect(protectedRoutes.map((h) => h.route)).toEqual(
      expect.arrayContaining([
        'GET /api/contact',
        'DELETE /api/contact/:id',
        'GET /api/newsletter',
        'DELETE /api/newsletter/:id',
        'GET /api/admin/status',
        'GET /api/auth/verify',
      ]),
    );
    for (const { route } of protectedRoutes) {
      const [method, pattern] = route.split(' ');
      const path = pattern.replace(/:[^/]+/g, randomUUID());
      for (const authorization of [undefined, 'Bearer not-a-token']) {
        let req = request(t.server)[method.toLowerCase() as 'get'](path);
        if (authorization) req = req.set('Authorization', authorization);
        const res = await req;
        expect({ route, status: res.status }).toEqual({ route, status: 401 });
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
  });
});
