import { UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { Repository } from 'typeorm';
import type { AuditService } from '../audit/audit.service';
import { logger } from '../common/logging/json-logger';
import { validateEnv } from '../config/env.validation';
import { AdminUser } from './admin-user.entity';
import { AuthService } from './auth.service';
import { LoginAttemptsLimiter } from './login-attempts.limiter';
import type { MfaLoginTokens } from './mfa-login-token';
import { PasswordHasher } from './password-hasher';
import type { SecondFactorService } from './second-factor.service';
import type { SessionStore } from './session-store';

// The CommonJS module itself, so jest can spy on its functions (a namespace import is read-only).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const argon2 = require('argon2') as typeof import('argon2');

// The service logs sign-ins; keep the test output clean.
beforeAll(() => logger.setLogLevels(['silent']));

const SECRET = 'unit-test-secret-unit-test-secret-0123';
const ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const SESSION = '0b8f3e3c-5c2a-4f1e-9d57-6a1d2f4b8c90';

async function setup(passwordHash?: string) {
  const hasher = new PasswordHasher();
  const admin: AdminUser = {
    id: ID,
    username: 'docteur',
    passwordHash: passwordHash ?? (await hasher.hash('correct-horse-battery')),
    createdAt: new Date(Date.now() - 60_000),
    updatedAt: new Date(Date.now() - 60_000),
    mfaSecret: null,
    mfaEnabledAt: null,
    mfaLastTimeStep: null,
    sessionGeneration: 3,
    role: 'practitioner',
    email: null,
    disabledAt: null,
  };
  const admins = {
    findOne: jest.fn(({ where }: { where: { username?: string; id?: string } }) =>
      Promise.resolve(where.username === admin.username || where.id === admin.id ? admin : null),
    ),
    update: jest.fn(() => Promise.resolve()),
  };
  const attempts = { clearFailures: jest.fn(() => Promise.resolve()) };
  const sessions = {
    open: jest.fn((adminId: string) =>
      Promise.resolve({ sessionId: SESSION, adminId, generation: admin.sessionGeneration }),
    ),
    check: jest.fn(() => Promise.resolve({ state: 'idle' })),
  };
  const config = validateEnv({
    NODE_ENV: 'test',
    JWT_SECRET: SECRET,
    SESSION_IDLE_MINUTES: '45',
    DATABASE_URL: 'postgres://localhost/unused',
  });
  const audit = { record: jest.fn(() => Promise.resolve()) };
  const jwt = new JwtService({
    secret: SECRET,
    signOptions: { algorithm: 'HS256', expiresIn: 3600 },
    verifyOptions: { algorithms: ['HS256'] },
  });
  const service = new AuthService(
    admins as unknown as Repository<AdminUser>,
    jwt,
    hasher,
    attempts as unknown as LoginAttemptsLimiter,
    audit as unknown as AuditService,
    // Accounts here have no second factor: the API tests cover the code step.
    {} as MfaLoginTokens,
    {} as SecondFactorService,
    sessions as unknown as SessionStore,
    new ConfigService({ app: config }),
  );
  await service.onModuleInit();
  return { service, admins, attempts, audit, jwt, hasher, admin, sessions };
}

describe('AuthService.login', () => {
  it('returns {token, _id, username, role}; the token carries the id, its session and generation, and verifies with HS256', async () => {
    const { service, jwt, attempts, sessions } = await setup();
    const result = await service.login('docteur', 'correct-horse-battery', '203.0.113.9');
    expect(result).toEqual({
      token: expect.any(String),
      _id: ID,
      username: 'docteur',
      role: 'practitioner',
    });
    const payload = jwt.verify<{ sub: string; sid: string; gen: number; exp: number; iat: number }>(
      (result as { token: string }).token,
    );
    expect(payload).toMatchObject({ sub: ID, sid: SESSION, gen: 3 });
    expect(sessions.open).toHaveBeenCalledWith(ID, 8 * 3600);
    expect(payload.exp - payload.iat).toBe(3600);
    expect(attempts.clearFailures).toHaveBeenCalledWith('203.0.113.9', 'docteur');
  });

  it('answers the same 401 for a wrong password and an unknown user, hashing in both cases', async () => {
    const { service, attempts } = await setup();
    const verify = jest.spyOn(argon2, 'verify');
    const errors: unknown[] = [];
    for (const [username, password] of [
      ['docteur', 'wrong-password'],
      ['nobody', 'correct-horse-battery'],
    ]) {
      errors.push(await service.login(username, password, '203.0.113.9').catch((e: unknown) => e));
    }
    for (const error of errors) {
      expect(error).toBeInstanceOf(UnauthorizedException);
      expect((error as UnauthorizedException).getResponse()).toEqual({ message: 'Identifiants invalides' });
    }
    expect(verify).toHaveBeenCalledTimes(2);
    expect(attempts.clearFailures).not.toHaveBeenCalled();
    verify.mockRestore();
  });

  it('upgrades a hash made with weaker parameters at sign-in, over the hash checked only, keeping updatedAt', async () => {
    const weak = await argon2.hash('correct-horse-battery', {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
    });
    const { service, admins, admin } = await setup(weak);
    await service.login('docteur', 'correct-horse-battery', undefined);
    expect(admins.update).toHaveBeenCalledWith(
      { id: ID, passwordHash: weak },
      { passwordHash: expect.stringMatching(/m=19456/), updatedAt: admin.updatedAt },
    );
  });
});

describe('AuthService.checkSession', () => {
  it('asks the session store with SESSION_IDLE_MINUTES', async () => {
    const { service, sessions } = await setup();
    await expect(service.checkSession(SESSION, ID, 3)).resolves.toEqual({ state: 'idle' });
    expect(sessions.check).toHaveBeenCalledWith(SESSION, ID, 3, 45);
  });
});
