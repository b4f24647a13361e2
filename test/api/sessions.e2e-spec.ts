import { getRepositoryToken } from '@nestjs/typeorm';
import request from 'supertest';
import { Repository } from 'typeorm';
import { AdminAccounts } from '../../src/auth/admin-accounts';
import { AdminUser } from '../../src/auth/admin-user.entity';
import { PasswordHasher } from '../../src/auth/password-hasher';
import { NewsletterService } from '../../src/newsletter/newsletter.service';
import { ADMIN, ADMIN_ENV, adminId, loginToken, tokenClaims } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const AUTH_REQUIRED = { statusCode: 401, message: 'Authentification requise.' };
const IDLE_BODY = {
  statusCode: 401,
  message: 'Votre session a pris fin après 30\u00a0minutes d’inactivité\u00a0: reconnectez-vous.',
  reason: 'idle',
};

/** Makes a session look unused for `minutes` (what waiting that long would do). */
const idleFor = (t: TestApp, token: string, minutes: number) =>
  t.query(`UPDATE admin_session SET last_seen_at = now() - make_interval(mins => $2) WHERE id = $1`, [
    tokenClaims(token).sid,
    minutes,
  ]);

describe('Administrators’ sessions, held by the server', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('a sign-in opens a session: the token keeps its shape and names it (sid) and the account’s generation', async () => {
    const res = await request(t.server).post('/api/auth/login').send(ADMIN).expect(200);
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'role', 'token', 'username']);
    const claims = tokenClaims((res.body as { token: string }).token);
    const [row] = await t.query<{ admin_id: string; generation: number; revoked_at: Date | null }>(
      'SELECT admin_id, generation, revoked_at FROM admin_session WHERE id = $1',
      [claims.sid],
    );
    expect(row).toEqual({ admin_id: await adminId(t), generation: claims.gen, revoked_at: null });
  });

  it('POST /api/auth/logout ends this session only: 204, then 401 everywhere for its token; journaled', async () => {
    const token = await loginToken(t);
    const other = await loginToken(t);
    const res = await request(t.server).post('/api/auth/logout').set(bearer(token)).expect(204);
    expect(res.text).toBe('');
    const contacts = await request(t.server).get('/api/contact').set(bearer(token)).expect(401);
    expect(contacts.body).toEqual(AUTH_REQUIRED);
    const verify = await request(t.server).get('/api/auth/verify?_t=1').set(bearer(token)).expect(401);
    expect(verify.body).toEqual({ valid: false });
    await request(t.server).post('/api/auth/logout').set(bearer(token)).expect(401);
    // The other browser's session goes on.
    await request(t.server).get('/api/auth/verify').set(bearer(other)).expect(200);
    const entries = await t.query<{ actor_id: string; target_id: string | null }>(
      "SELECT actor_id, target_id FROM audit_event WHERE action = 'logout'",
    );
    expect(entries).toEqual([{ actor_id: await adminId(t), target_id: null }]);
  });

  it('POST /api/auth/logout without a token is a 401', async () => {
    const res = await request(t.server).post('/api/auth/logout').expect(401);
    expect(res.body).toEqual(AUTH_REQUIRED);
  });

  it('a session unused for SESSION_IDLE_MINUTES (30 by default) ends, and the answer says so in French', async () => {
    const token = await loginToken(t);
    await idleFor(t, token, 29);
    await request(t.server).get('/api/contact').set(bearer(token)).expect(200);
    // That use counted: the session starts its 30 minutes again.
    const [seen] = await t.query<{ ago: number }>(
      'SELECT extract(epoch FROM now() - last_seen_at)::int AS ago FROM admin_session WHERE id = $1',
      [tokenClaims(token).sid],
    );
    expect(seen.ago).toBeLessThan(5);
    await idleFor(t, token, 31);
    const contacts = await request(t.server).get('/api/contact').set(bearer(token)).expect(401);
    expect(contacts.body).toEqual(IDLE_BODY);
    expect(contacts.headers['www-authenticate']).toBe('Bearer');
    const verify = await request(t.server).get('/api/auth/verify?_t=1').set(bearer(token)).expect(401);
    expect(verify.body).toEqual({ valid: false, reason: 'idle' });
    // Refused once, it stays refused: a refused call does not count as a use.
    await request(t.server).get('/api/contact').set(bearer(token)).expect(401);
  });

  it('a page of ten parallel calls writes last_seen_at once; calls within the minute write nothing', async () => {
    await t.query(`
      CREATE TABLE session_touch_count (n int NOT NULL);
      INSERT INTO session_touch_count VALUES (0);
      -- SECURITY DEFINER: the server's role may not write this test's table; the function's owner may.
      CREATE FUNCTION count_session_touch() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER AS $$
        BEGIN UPDATE session_touch_count SET n = n + 1; RETURN NEW; END $$;
      CREATE TRIGGER count_session_touch AFTER UPDATE ON admin_session
        FOR EACH ROW EXECUTE FUNCTION count_session_touch();`);
    const touches = async () => (await t.query<{ n: number }>('SELECT n FROM session_touch_count'))[0].n;
    try {
      const token = await loginToken(t);
      for (let i = 0; i < 3; i++)
        await request(t.server).get('/api/auth/verify').set(bearer(token)).expect(200);
      expect(await touches()).toBe(0);
      await idleFor(t, token, 2);
      await t.query('UPDATE session_touch_count SET n = 0'); // the line above was an UPDATE too
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => request(t.server).get('/api/contact?limit=1').set(bearer(token))),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
      expect(await touches()).toBe(1);
    } finally {
      await t.query(`
        DROP TRIGGER count_session_touch ON admin_session;
        DROP FUNCTION count_session_touch();
        DROP TABLE session_touch_count;`);
    }
  });

  it('a password change ends every older session at once, even in the same second', async () => {
    const older = await loginToken(t);
    await request(t.server).get('/api/auth/verify').set(bearer(older)).expect(200);
    const accounts = new AdminAccounts(
      t.app.get<Repository<AdminUser>>(getRepositoryToken(AdminUser)),
      new PasswordHasher(),
    );
    // The same code as `npm run admin -- set-password`; the password stays the same here.
    await accounts.setPassword(ADMIN.username, ADMIN.password);
    const res = await request(t.server).get('/api/contact').set(bearer(older)).expect(401);
    expect(res.body).toEqual(AUTH_REQUIRED);
    const fresh = await loginToken(t);
    expect(tokenClaims(fresh).gen).toBe(Number(tokenClaims(older).gen) + 1);
    await request(t.server).get('/api/auth/verify').set(bearer(fresh)).expect(200);
  });

  it('opening a session clears the account’s signed-out sessions; an idle one stays, to say why it ended', async () => {
    const ended = await loginToken(t);
    await request(t.server).post('/api/auth/logout').set(bearer(ended)).expect(204);
    const idle = await loginToken(t);
    await idleFor(t, idle, 31);
    await loginToken(t);
    const rows = await t.query('SELECT id FROM admin_session WHERE id = $1', [tokenClaims(ended).sid]);
    expect(rows).toEqual([]);
    const verify = await request(t.server).get('/api/auth/verify').set(bearer(idle)).expect(401);
    expect(verify.body).toEqual({ valid: false, reason: 'idle' });
  });
});

describe('Sessions across replicas and settings', () => {
  it('a session ended on one replica is refused by another (all state in PostgreSQL)', async () => {
    const a = await createTestApp(ADMIN_ENV);
    const b = await createTestApp({}, a.databaseUrl);
    try {
      const token = await loginToken(a);
      await request(b.server).get('/api/auth/verify').set(bearer(token)).expect(200);
      await request(b.server).post('/api/auth/logout').set(bearer(token)).expect(204);
      await request(a.server).get('/api/auth/verify').set(bearer(token)).expect(401);
    } finally {
      await b.close();
      await a.close();
    }
  });

  it('follows SESSION_IDLE_MINUTES, and keeps the absolute lifetime of JWT_EXPIRES_IN', async () => {
    const t = await createTestApp({ ...ADMIN_ENV, SESSION_IDLE_MINUTES: '5', JWT_EXPIRES_IN: '2h' });
    try {
      const token = await loginToken(t);
      const claims = tokenClaims(token);
      expect(Number(claims.exp) - Number(claims.iat)).toBe(2 * 3600);
      await idleFor(t, token, 4);
      await request(t.server).get('/api/auth/verify').set(bearer(token)).expect(200);
      await idleFor(t, token, 6);
      const res = await request(t.server).get('/api/contact').set(bearer(token)).expect(401);
      expect(res.body).toEqual({
        ...IDLE_BODY,
        message: 'Votre session a pris fin après 5\u00a0minutes d’inactivité\u00a0: reconnectez-vous.',
      });
    } finally {
      await t.close();
    }
  });
});

describe('Each secret has one purpose: newsletter links outlive JWT_SECRET and restarts', () => {
  /** Subscribes an address (no e-mail configured: at once) and returns its unsubscribe token. */
  async function unsubscribeToken(t: TestApp, email: string): Promise<string> {
    await request(t.server).post('/api/newsletter').send({ email }).expect(201);
    const [{ id }] = await t.query<{ id: string }>(
      'SELECT id FROM newsletter_subscriber ORDER BY subscribed_at DESC LIMIT 1',
    );
    const link = new URL(t.app.get(NewsletterService).unsubscribeLinks(id).page);
    return link.searchParams.get('token')!;
  }

  const subscribers = async (t: TestApp) =>
    (await t.query<{ n: number }>('SELECT count(*)::int AS n FROM newsletter_subscriber'))[0].n;

  it('a new JWT_SECRET leaves the unsubscribe links already sent working', async () => {
    const first = await createTestApp({ JWT_SECRET: 'first-jwt-secret-first-jwt-secret-0123456789' });
    try {
      const token = await unsubscribeToken(first, 'rotation@example.tn');
      const rotated = await createTestApp(
        { JWT_SECRET: 'rotated-jwt-secret-rotated-jwt-secret-012345' },
        first.databaseUrl,
      );
      try {
        await request(rotated.server).post('/api/newsletter/unsubscribe').send({ token }).expect(200);
        expect(await subscribers(first)).toBe(0);
      } finally {
        await rotated.close();
      }
    } finally {
      await first.close();
    }
  });

  it('in development without any secret, a restart keeps the links working (the key is kept in the database)', async () => {
    const env = { NODE_ENV: 'development', JWT_SECRET: '', NEWSLETTER_SECRET: '' };
    const first = await createTestApp(env);
    try {
      const token = await unsubscribeToken(first, 'restart@example.tn');
      // Another process on the same database, as after a restart: it must find the same key.
      const restarted = await createTestApp(env, first.databaseUrl);
      try {
        await request(restarted.server).post('/api/newsletter/unsubscribe').send({ token }).expect(200);
        expect(await subscribers(restarted)).toBe(0);
        const stored = await restarted.query<{ name: string }>('SELECT name FROM app_secret');
        expect(stored).toEqual([{ name: 'newsletter-unsubscribe' }]);
      } finally {
        await restarted.close();
      }
    } finally {
      await first.close();
    }
  });
});
