import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import Redis from 'ioredis';
import request from 'supertest';
import { ADMIN, ADMIN_ENV, loginToken, questionnaireRequest } from '../support/api-fixtures';
import { deleteKeys, REDIS_TEST_URL } from '../support/redis';
import { createTestApp, TestApp } from '../support/test-app';

/** The built command (`npm run test:faults` builds it first); ADMIN_CLI_JS may name another build. */
const CLI = process.env.ADMIN_CLI_JS ?? join(__dirname, '../../dist/auth/cli/admin-cli.js');

function runCli(
  args: string[],
  env: Record<string, string>,
): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], { env: { PATH: process.env.PATH ?? '', ...env } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end();
  });
}

const TOO_MANY = { message: 'Trop de demandes. Veuillez réessayer dans un instant.' };

/**
 * The site's hourly budget and the sign-in back-off shared in Redis by two app instances, and
 * `npm run admin -- reset-lockout` lifting a lock-out there. Keys under a prefix of this run
 * only, removed afterwards.
 */
describe('Site budget and sign-in back-off shared in Redis; reset-lockout', () => {
  const prefix = `cabinet-test:${randomUUID()}:`;
  const redis = new Redis(REDIS_TEST_URL, { lazyConnect: true });
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    await redis.connect();
    const env = {
      ...ADMIN_ENV,
      TRUST_PROXY: '1',
      REDIS_URL: REDIS_TEST_URL,
      RATE_LIMIT_PREFIX: prefix,
      RATE_LIMIT_PUBLIC_SITE_PER_HOUR: '6',
    };
    // Two replicas of one site: one database too (passport's strategy is one per process, so
    // a token must be good for both).
    a = await createTestApp(env);
    b = await createTestApp(env, a.databaseUrl);
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await deleteKeys(redis, prefix);
    await redis.quit();
  });

  const login = (t: TestApp, ip: string, password: string) =>
    request(t.server)
      .post('/api/auth/login')
      .set('X-Forwarded-For', ip)
      .send({ ...ADMIN, password });

  /** What waiting for the end of the running lock-outs does: their keys and the failure counts expire. */
  async function letLockoutsEnd(): Promise<void> {
    for (const pattern of ['login-lockout:*', 'login-attempts:*']) {
      for (const key of await redis.keys(`${prefix}${pattern}`)) await redis.pexpire(key, 1);
    }
    await new Promise((r) => setTimeout(r, 20));
  }

  it('spends one budget for both instances, from many addresses; either reports when it was reached', async () => {
    const token = await loginToken(b);
    for (let n = 1; n <= 6; n++) {
      await request((n % 2 ? a : b).server)
        .post('/api/contact')
        .set('X-Forwarded-For', `127.0.0.${n + 1}`)
        .send(questionnaireRequest())
        .expect(201);
    }
    for (const t of [a, b]) {
      await request(t.server)
        .post('/api/contact')
        .set('X-Forwarded-For', '127.0.0.100')
        .send(questionnaireRequest())
        .expect(429);
    }
    const status = await request(b.server).get('/api/admin/status').set('Authorization', `Bearer ${token}`);
    expect(Date.parse(status.body.publicBudgetExhaustedAt as string)).toBeLessThanOrEqual(Date.now());
    expect(Date.now() - Date.parse(status.body.publicBudgetExhaustedAt as string)).toBeLessThan(60_000);
    const ttl = await redis.pttl(`${prefix}throttle:public-site`);
    expect(ttl).toBeGreaterThan(3_500_000);
    expect(ttl).toBeLessThanOrEqual(3_600_000);
  });

  it('escalates the username’s lock-out across instances (1, then 5 minutes), keeping no username in the keys', async () => {
    let ip = 0;
    const lockOut = async () => {
      for (let i = 0; i < 5; i++)
        await login(i % 2 ? a : b, `198.18.0.${++ip}`, 'wrong-password').expect(401);
      const refused = await login(a, `198.18.0.${++ip}`, 'wrong-password').expect(429);
      expect(refused.body).toEqual(TOO_MANY);
      return Number(refused.headers['retry-after']);
    };
    expect(await lockOut()).toBe(60);
    await login(b, '198.18.1.1', ADMIN.password).expect(429);
    await letLockoutsEnd();
    expect(await lockOut()).toBe(300);
    const keys = await redis.keys(`${prefix}login-*`);
    expect(keys.join(' ')).not.toContain(ADMIN.username);
    const levels = keys.filter((key) => key.startsWith(`${prefix}login-lockout-level:`));
    expect(levels.length).toBeGreaterThanOrEqual(1);
    for (const key of levels) expect(await redis.pttl(key)).toBeLessThanOrEqual(24 * 3_600_000);
  });

  it('reset-lockout lifts the username’s lock-out and the waiting addresses’ in Redis: the administrator signs in at once', async () => {
    // Locked out by name (test before) and, here, by address too.
    for (let i = 0; i < 6; i++) {
      await request(a.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '203.0.113.50')
        .send({ username: `personne-${i}`, password: 'wrong-password' })
        .expect(i < 5 ? 401 : 429);
    }
    await login(b, '203.0.113.50', ADMIN.password).expect(429);
    await login(b, '203.0.113.51', ADMIN.password).expect(429);

    const run = await runCli(['reset-lockout', ADMIN.username], {
      NODE_ENV: 'test',
      REDIS_URL: REDIS_TEST_URL,
      RATE_LIMIT_PREFIX: prefix,
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(
      /^Connexions débloquées pour « docteur », et pour \d+ adresses? IP en attente\.\n$/,
    );

    await login(a, '203.0.113.50', ADMIN.password).expect(200);
    await login(b, '203.0.113.51', ADMIN.password).expect(200);
  });
});
