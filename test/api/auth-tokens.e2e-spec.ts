import { randomUUID } from 'node:crypto';
import request from 'supertest';
import {
  ADMIN_ENV,
  adminId,
  base64url,
  expectNoLeak,
  loginToken,
  signToken,
  tokenClaims as claims,
} from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('Tokens: HS256 pinned, `sub` = a current administrator, `sid` = an open session', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(ADMIN_ENV);
  });
  afterAll(async () => {
    await t.close();
  });

  describe('every bad token is a 401', () => {
    let id: string;
    let good: string;
    /** The claims of a real session, for tokens that differ from it in one way only. */
    let session: { sub: string; sid: string; gen: number };
    const now = () => Math.floor(Date.now() / 1000);
    const sign = (claims: Record<string, unknown>, secret?: string) =>
      signToken({ ...session, ...claims }, secret);

    beforeAll(async () => {
      id = await adminId(t);
      good = await loginToken(t);
      const { sid, gen } = claims(good);
      session = { sub: id, sid: String(sid), gen: Number(gen) };
    });

    const cases: [string, () => string][] = [
      ['alg none', () => `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ sub: id, iat: now() })}.`],
      [
        'alg none, signature kept',
        () => `${base64url({ alg: 'none', typ: 'JWT' })}.${good.split('.')[1]}.${good.split('.')[2]}`,
      ],
      ['another algorithm with the same secret (HS512)', () => signWith('HS512', session)],
      ['a wrong secret', () => sign({}, 'another-secret-another-secret-0123456789')],
      [
        'a tampered payload',
        () => {
          const [header, , signature] = good.split('.');
          return `${header}.${base64url({ ...claims(good), exp: now() + 365 * 86400 })}.${signature}`;
        },
      ],
      ['an expired token', () => sign({ iat: now() - 7200, exp: now() - 60 })],
      ['no sub', () => sign({ sub: undefined })],
      ['an unknown sub', () => sign({ sub: randomUUID() })],
      ['a sub that is no uuid', () => sign({ sub: "x' OR '1'='1" })],
      ['a sub of another type', () => sign({ sub: 42 })],
      // A leaked secret must not open a session: the session must exist on the server.
      ['no session id (a token of the days before sessions)', () => sign({ sid: undefined })],
      ['an unknown session id', () => sign({ sid: randomUUID() })],
      ['a session id that is no uuid', () => sign({ sid: "x' OR '1'='1" })],
      ['no generation', () => sign({ gen: undefined })],
      ['another generation', () => sign({ gen: session.gen + 1 })],
      ['a generation of another type', () => sign({ gen: String(session.gen) })],
      ['an audience', () => sign({ aud: 'mfa-login' })],
      ['no iat', () => signWith('HS256', { ...session, exp: now() + 600 }, true)],
      // A leaked secret must not give tokens that never expire or outlive a password change.
      ['no exp', () => signWith('HS256', session)],
      ['an iat a year in the future', () => sign({ iat: now() + 365 * 86400, exp: now() + 366 * 86400 })],
      ['an iat two minutes in the future', () => sign({ iat: now() + 120, exp: now() + 600 })],
      ['an exp ten years ahead', () => sign({ iat: now(), exp: now() + 10 * 365 * 86400 })],
      ['issued longer ago than JWT_EXPIRES_IN', () => sign({ iat: now() - 9 * 3600, exp: now() + 600 })],
      ['garbage', () => 'not.a.token'],
    ];

    function signWith(algorithm: 'HS256' | 'HS512', payload: object, noTimestamp = false): string {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const jwt = require('jsonwebtoken') as typeof import('jsonwebtoken');
      return jwt.sign(payload, 'test-secret-for-the-api-tests-only-0123456789', { algorithm, noTimestamp });
    }

    it('the good token passes (so the cases below can fail)', async () => {
      await request(t.server).get('/api/contact').set('Authorization', `Bearer ${good}`).expect(200);
      // Re-signed with the same claims: the secret is the only thing the cases below change.
      await request(t.server)
        .get('/api/contact')
        .set('Authorization', `Bearer ${sign({})}`)
        .expect(200);
    });

    it.each(cases)('%s', async (_name, make) => {
      const token = make();
      const contacts = await request(t.server).get('/api/contact').set('Authorization', `Bearer ${token}`);
      expect(contacts.status).toBe(401);
      expect(contacts.body).toEqual({ statusCode: 401, message: 'Authentification requise.' });
      expectNoLeak(contacts.text);
      const verify = await request(t.server).get('/api/auth/verify').set('Authorization', `Bearer ${token}`);
      expect(verify.status).toBe(401);
      expect(verify.body).toEqual({ valid: false });
    });
  });

  it('ends the sessions opened before a password change, even within the same second', async () => {
    const old = await loginToken(t);
    await request(t.server).get('/api/auth/verify').set('Authorization', `Bearer ${old}`).expect(200);
    // What every change of the password or of the second factor does, in the same statement.
    await t.query('UPDATE admin_user SET session_generation = session_generation + 1');
    await request(t.server).get('/api/auth/verify').set('Authorization', `Bearer ${old}`).expect(401);
    const fresh = await loginToken(t);
    await request(t.server).get('/api/auth/verify').set('Authorization', `Bearer ${fresh}`).expect(200);
    expect(claims(fresh).gen).toBe(Number(claims(old).gen) + 1);
  });
});

describe('Token lifetime', () => {
  it('follows JWT_EXPIRES_IN', async () => {
    const t = await createTestApp({ ...ADMIN_ENV, JWT_EXPIRES_IN: '90m' });
    try {
      const payload = claims(await loginToken(t));
      expect(Number(payload.exp) - Number(payload.iat)).toBe(90 * 60);
    } finally {
      await t.close();
    }
  });
});
