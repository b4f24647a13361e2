import request from 'supertest';
import { ADMIN, ADMIN_ENV, adminId, loginToken, signToken, tokenClaims } from '../support/api-fixtures';
import { createTestApp } from '../support/test-app';

const INVALID = { message: 'Identifiants invalides' };

describe('The administrator account at boot', () => {
  let output: string[];
  beforeEach(() => {
    output = [];
    jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      output.push(String(chunk));
      return true;
    });
  });
  afterEach(() => jest.restoreAllMocks());

  it('is created from ADMIN_USERNAME + ADMIN_PASSWORD when none exists, and only then', async () => {
    const t = await createTestApp({ ...ADMIN_ENV, LOG_LEVEL: 'log' });
    try {
      expect(await t.query('SELECT username FROM admin_user')).toEqual([{ username: ADMIN.username }]);
      expect(output.join('')).not.toContain(ADMIN.password);
      // A second start with other values changes nothing: an administrator exists.
      const again = await createTestApp(
        { ADMIN_USERNAME: 'autre', ADMIN_PASSWORD: 'another-long-password' },
        t.databaseUrl,
      );
      await again.close();
      expect(await t.query('SELECT username FROM admin_user')).toEqual([{ username: ADMIN.username }]);
      await loginToken(t);
    } finally {
      await t.close();
    }
  });

  it('in development with neither, is `admin` with a random password written once to the log', async () => {
    const env = { NODE_ENV: 'development', LOG_LEVEL: 'warn', JWT_SECRET: '' };
    const t = await createTestApp(env);
    try {
      const log = output.join('');
      const password = /mot de passe « ([^»]+) »/.exec(log)?.[1];
      expect(password).toMatch(/^[A-Za-z0-9_-]{20,}$/);
      expect(log.split(password!)).toHaveLength(2); // exactly once
      expect(log).toContain('JWT_SECRET non défini');
      const token = await loginToken(t, { username: 'admin', password: password! });
      await request(t.server).get('/api/auth/verify').set('Authorization', `Bearer ${token}`).expect(200);
      // The per-process secret is not the tests' one: the same claims signed with it are refused.
      expect(tokenClaims(token).sub).toBe(await adminId(t, 'admin'));
      await request(t.server)
        .get('/api/auth/verify')
        .set('Authorization', `Bearer ${signToken(tokenClaims(token))}`)
        .expect(401);
      // Restarting on the same database creates nothing more.
      output.length = 0;
      const again = await createTestApp(env, t.databaseUrl);
      await again.close();
      expect(output.join('')).not.toContain('Compte administrateur créé');
      expect(await t.query('SELECT username FROM admin_user')).toEqual([{ username: 'admin' }]);
    } finally {
      await t.close();
    }
  });

  it('outside development with neither, is not created and the log says how to create one', async () => {
    const t = await createTestApp({ LOG_LEVEL: 'warn' });
    try {
      expect(await t.query('SELECT id FROM admin_user')).toEqual([]);
      expect(output.join('')).toContain('npm run admin -- set-password');
      const res = await request(t.server)
        .post('/api/auth/login')
        .send({ username: 'admin', password: 'x'.repeat(12) });
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID);
    } finally {
      await t.close();
    }
  });
});
