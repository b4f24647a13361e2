import { ConfigService } from '@nestjs/config';
import { validateEnv } from '../config/env.validation';
import { AuthService } from './auth.service';
import { JwtStrategy, MAX_CLOCK_SKEW_SECONDS } from './jwt.strategy';

const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const LIFETIME = 8 * 3600;

function strategy() {
  const config = validateEnv({
    NODE_ENV: 'test',
    JWT_SECRET: 'unit-test-secret-unit-test-secret-0123',
    JWT_EXPIRES_IN: String(LIFETIME),
    DATABASE_URL: 'postgres://localhost/unused',
  });
  const adminForToken = jest.fn((sub: string) =>
    Promise.resolve(sub === ID ? { id: ID, username: 'docteur' } : null),
  );
  const auth = { adminForToken } as unknown as AuthService;
  return { strategy: new JwtStrategy(new ConfigService({ app: config }), auth), adminForToken };
}

describe('JwtStrategy.validate (claims of a correctly signed token)', () => {
  const now = () => Math.floor(Date.now() / 1000);

  it('accepts a current token of a current administrator', async () => {
    const { strategy: s } = strategy();
    await expect(s.validate({ sub: ID, iat: now(), exp: now() + LIFETIME })).resolves.toEqual({
      id: ID,
      username: 'docteur',
    });
    // A clock a little ahead on the signing side is tolerated.
    const skewed = now() + MAX_CLOCK_SKEW_SECONDS - 5;
    await expect(s.validate({ sub: ID, iat: skewed, exp: skewed + 60 })).resolves.toBeTruthy();
  });

  it.each([
    ['no exp', () => ({ sub: ID, iat: now() })],
    ['no iat', () => ({ sub: ID, exp: now() + 60 })],
    ['an iat more than 60 s ahead', () => ({ sub: ID, iat: now() + 120, exp: now() + 600 })],
    ['an iat a year ahead', () => ({ sub: ID, iat: now() + 365 * 86400, exp: now() + 366 * 86400 })],
    ['a lifetime of ten years', () => ({ sub: ID, iat: now(), exp: now() + 10 * 365 * 86400 })],
    ['a lifetime one second too long', () => ({ sub: ID, iat: now(), exp: now() + LIFETIME + 1 })],
    ['a sub that is no uuid', () => ({ sub: 'docteur', iat: now(), exp: now() + 60 })],
    ['an exp of another type', () => ({ sub: ID, iat: now(), exp: String(now() + 60) })],
  ])('refuses %s, without asking the database', async (_name, payload) => {
    const { strategy: s, adminForToken } = strategy();
    await expect(s.validate(payload())).resolves.toBe(false);
    expect(adminForToken).not.toHaveBeenCalled();
  });

  it('refuses a token whose account is gone (or whose password changed since)', async () => {
    const { strategy: s } = strategy();
    const other = '00000000-0000-4000-8000-000000000000';
    await expect(s.validate({ sub: other, iat: now(), exp: now() + 60 })).resolves.toBe(false);
  });
});
