import { ConfigService } from '@nestjs/config';
import type { Request } from 'express';
import { validateEnv } from '../config/env.validation';
import { AuthService } from './auth.service';
import { JwtStrategy, MAX_CLOCK_SKEW_SECONDS, SESSION_END_KEY } from './jwt.strategy';
import type { SessionCheck } from './session-store';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const SID = '0b8f3e3c-5c2a-4f1e-9d57-6a1d2f4b8c90';
const IDLE_SID = '5d4c1b2a-0f9e-4d8c-b7a6-958473625140';
const LIFETIME = 8 * 3600;

function strategy() {
  const config = validateEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'unit-test-secret-unit-test-secret-0123',
    JWT_EXPIRES_IN: String(LIFETIME),
    DATABASE_URL: 'postgres://localhost/unused',
  });
  const checkSession = jest.fn((sid: string, sub: string, gen: number): Promise<SessionCheck> =>
    Promise.resolve(
      sid === IDLE_SID
        ? { state: 'idle' }
        : sid === SID && sub === ID && gen === 2
          ? { state: 'active', adminId: ID, username: 'docteur', role: 'practitioner', secondFactorOn: false }
          : { state: 'ended' },
    ),
  );
  const auth = { checkSession } as unknown as AuthService;
  return { strategy: new JwtStrategy(new ConfigService({ app: config }), auth), checkSession };
}

const request = () => ({}) as Request;

describe('JwtStrategy.validate (claims of a correctly signed token)', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const claims = (more: Record<string, unknown>) => ({ sub: ID, sid: SID, gen: 2, ...more });

  it('accepts a current token of an open session', async () => {
    const { strategy: s } = strategy();
    await expect(s.validate(request(), claims({ iat: now(), exp: now() + LIFETIME }))).resolves.toEqual({
      id: ID,
      username: 'docteur',
      sessionId: SID,
      role: 'practitioner',
      secondFactorOn: false,
    });
    // A clock a little ahead on the signing side is tolerated.
    const skewed = now() + MAX_CLOCK_SKEW_SECONDS - 5;
    await expect(s.validate(request(), claims({ iat: skewed, exp: skewed + 60 }))).resolves.toBeTruthy();
  });

  it.each([
    ['no exp', () => claims({ iat: now() })],
    ['no iat', () => claims({ exp: now() + 60 })],
    ['an iat more than 60 s ahead', () => claims({ iat: now() + 120, exp: now() + 600 })],
    ['an iat a year ahead', () => claims({ iat: now() + 365 * 86400, exp: now() + 366 * 86400 })],
    ['a lifetime of ten years', () => claims({ iat: now(), exp: now() + 10 * 365 * 86400 })],
    ['a lifetime one second too long', () => claims({ iat: now(), exp: now() + LIFETIME + 1 })],
    ['a sub that is no uuid', () => claims({ sub: 'docteur', iat: now(), exp: now() + 60 })],
    ['an exp of another type', () => claims({ iat: now(), exp: String(now() + 60) })],
    ['no session id', () => claims({ sid: undefined, iat: now(), exp: now() + 60 })],
    ['a session id that is no uuid', () => claims({ sid: "x' OR 1=1", iat: now(), exp: now() + 60 })],
    ['no generation', () => claims({ gen: undefined, iat: now(), exp: now() + 60 })],
    ['a generation of another type', () => claims({ gen: '2', iat: now(), exp: now() + 60 })],
    ['a negative generation', () => claims({ gen: -1, iat: now(), exp: now() + 60 })],
    [
      'an audience (a token made for another purpose)',
      () => claims({ aud: 'x', iat: now(), exp: now() + 60 }),
    ],
  ])('refuses %s, without asking the database', async (_name, payload) => {
    const { strategy: s, checkSession } = strategy();
    await expect(s.validate(request(), payload())).resolves.toBe(false);
    expect(checkSession).not.toHaveBeenCalled();
  });

  it('refuses a token whose session ended (signed out, older generation, account gone)', async () => {
    const { strategy: s } = strategy();
    await expect(s.validate(request(), claims({ gen: 1, iat: now(), exp: now() + 60 }))).resolves.toBe(false);
    const other = '00000000-0000-4000-8000-000000000000';
    await expect(s.validate(request(), claims({ sid: other, iat: now(), exp: now() + 60 }))).resolves.toBe(
      false,
    );
  });

  it('refuses an idle session and marks the request, so the answer can say why', async () => {
    const { strategy: s } = strategy();
    const idle = request();
    await expect(s.validate(idle, claims({ sid: IDLE_SID, iat: now(), exp: now() + 60 }))).resolves.toBe(
      false,
    );
    expect((idle as unknown as Record<string, unknown>)[SESSION_END_KEY]).toBe('idle');
  });
});
