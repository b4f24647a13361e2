import request from 'supertest';
import { logger } from '../../src/common/logging/json-logger';
import { ADMIN, ADMIN_ENV, loginToken, questionnaireRequest } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const TOO_MANY = { message: 'Trop de demandes. Veuillez réessayer dans un instant.' };
const SITE_BUSY = {
  message: 'Trop de demandes sur le site en ce moment. Veuillez réessayer plus tard ou appeler le cabinet.',
};

describe('Rate limits: public POSTs and failed sign-ins, per client IP, per username and for the whole site', () => {
  describe('behind one trusted proxy (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...ADMIN_ENV, TRUST_PROXY: '1' });
    });
    afterAll(async () => {
      await t.close();
    });

    const contactFrom = (ip: string, body = questionnaireRequest()) =>
      request(t.server).post('/api/contact').set('X-Forwarded-For', ip).send(body);
    const loginFrom = (ip: string, password: string) =>
      request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ ...ADMIN, password });

    it('allows 5 public POSTs a minute from one IP, then answers 429 in French; other IPs are unaffected', async () => {
      for (let i = 0; i < 5; i++) await contactFrom('203.0.113.1').expect(201);
      const limited = await contactFrom('203.0.113.1').expect(429);
      expect(limited.body).toEqual(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Invalid bodies count too, and are refused before validation once over the limit.
      await contactFrom('203.0.113.1', {}).expect(429);
      await contactFrom('203.0.113.2').expect(201);
      const rows = await t.query('SELECT id FROM contact_request');
      expect(rows).toHaveLength(6);
    });

    it('does not count reads or admin routes against the public budget', async () => {
      for (let i = 0; i < 10; i++)
        await request(t.server).get('/api/health').set('X-Forwarded-For', '203.0.113.3');
      await contactFrom('203.0.113.3').expect(201);
    });

    const failFrom = (ip: string, username: string) =>
      request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', ip)
        .send({ username, password: 'wrong-password' });

    it('counts an IPv6 client by its /64, and its /48 up to 4 times the limit (20 a minute), whichever /64s it uses', async () => {
      for (let i = 0; i < 5; i++) await contactFrom(`2001:db8:48:1::${i + 1}`).expect(201);
      await contactFrom('2001:db8:48:1:ffff::1').expect(429);
      for (let n = 2; n <= 16; n++) await contactFrom(`2001:db8:48:${n.toString(16)}::1`).expect(201);
      // 20 posts from 2001:db8:48::/48 (5 + 15), the 21st from a fresh /64 of it is refused.
      const limited = await contactFrom('2001:db8:48:99::1').expect(429);
      expect(limited.body).toEqual(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      // Another /48 of the same /32 is another network.
      await contactFrom('2001:db8:49:1::1').expect(201);
    });

    it('allows 5 failed sign-ins a minute from one IP, then 429 even with the right password', async () => {
      // Five usernames, so that only the address is counted five times.
      for (let i = 0; i < 5; i++) {
        const res = await failFrom('198.51.100.1', `personne-${i}`).expect(401);
        expect(res.body).toEqual({ message: 'Identifiants invalides' });
      }
      const limited = await loginFrom('198.51.100.1', 'wrong-password').expect(429);
      expect(limited.body).toEqual(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      await loginFrom('198.51.100.1', ADMIN.password).expect(429);
      // Another IP signs in normally.
      await loginFrom('198.51.100.2', ADMIN.password).expect(200);
    });

    it('counts failures only: successful sign-ins do not use up the budget', async () => {
      for (let i = 0; i < 8; i++) await loginFrom('198.51.100.3', ADMIN.password).expect(200);
      for (let i = 0; i < 4; i++) await failFrom('198.51.100.3', `a-${i}`).expect(401);
      await loginFrom('198.51.100.3', ADMIN.password).expect(200);
      for (let i = 0; i < 5; i++) await failFrom('198.51.100.3', `b-${i}`).expect(401);
      await failFrom('198.51.100.3', 'c').expect(429);
    });

    it('refuses a burst of parallel guesses beyond the limit (no check-then-act race)', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 12 }, async () => (await failFrom('198.51.100.4', 'rafale')).status),
      );
      expect(statuses.filter((s) => s === 401)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(7);
    });

    it('sign-in does not use the public-POST budget, nor the reverse', async () => {
      for (let i = 0; i < 5; i++) await contactFrom('192.0.2.10').expect(201);
      await contactFrom('192.0.2.10').expect(429);
      await loginFrom('192.0.2.10', ADMIN.password).expect(200);
    });
  });

  describe('with no trusted proxy (TRUST_PROXY=0, the default)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...ADMIN_ENV, TRUST_PROXY: '0', RATE_LIMIT_PUBLIC_PER_MINUTE: '3' });
    });
    afterAll(async () => {
      await t.close();
    });

    it('a forged X-Forwarded-For does not reset the limit', async () => {
      for (let i = 0; i < 3; i++) {
        await request(t.server)
          .post('/api/contact')
          .set('X-Forwarded-For', `10.0.0.${i}`)
          .send(questionnaireRequest())
          .expect(201);
      }
      const res = await request(t.server)
        .post('/api/contact')
        .set('X-Forwarded-For', '10.0.0.99')
        .send(questionnaireRequest())
        .expect(429);
      expect(res.body).toEqual(TOO_MANY);
      expect(await t.query('SELECT id FROM contact_request')).toHaveLength(3);
    });

    it('a forged X-Forwarded-For does not reset the failed sign-in limit either', async () => {
      for (let i = 0; i < 5; i++) {
        await request(t.server)
          .post('/api/auth/login')
          .set('X-Forwarded-For', `10.1.0.${i}`)
          .send({ ...ADMIN, password: 'wrong-password' })
          .expect(401);
      }
      await request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '10.1.0.99')
        .send({ ...ADMIN, password: 'wrong-password' })
        .expect(429);
    });
  });

  describe('public reads (RATE_LIMIT_PUBLIC_READ_PER_MINUTE): their own budget per client IP', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({
        ...ADMIN_ENV,
        TRUST_PROXY: '1',
        RATE_LIMIT_PUBLIC_PER_MINUTE: '2',
        RATE_LIMIT_PUBLIC_READ_PER_MINUTE: '4',
      });
    });
    afterAll(async () => {
      await t.close();
    });
    const getFrom = (ip: string, path: string) => request(t.server).get(path).set('X-Forwarded-For', ip);

    it('counts the booking types and slots together, then answers 429 in French; other IPs read on', async () => {
      const types = await getFrom('203.0.113.40', '/api/booking/types').expect(200);
      const type = (types.body as { _id: string }[])[0]._id;
      const slots = `/api/booking/slots?type=${type}&from=2030-01-07&to=2030-01-08`;
      await getFrom('203.0.113.40', slots).expect(200);
      await getFrom('203.0.113.40', '/api/booking/types').expect(200);
      // A malformed query counts as well: the limit comes before validation.
      await getFrom('203.0.113.40', '/api/booking/slots?type=x').expect(400);
      const limited = await getFrom('203.0.113.40', slots).expect(429);
      expect(limited.body).toEqual(TOO_MANY);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
      await getFrom('203.0.113.40', '/api/booking/types').expect(429);
      await getFrom('203.0.113.41', '/api/booking/types').expect(200);
    });

    it('never limits the health probe, nor the administrator, and keeps reads and posts apart', async () => {
      for (let i = 0; i < 5; i++)
        await getFrom('203.0.113.42', '/api/booking/types').expect(i < 4 ? 200 : 429);
      for (let i = 0; i < 10; i++) await getFrom('203.0.113.42', '/api/health').expect(200);
      // The reads spent, a post still goes through, and posts do not spend reads.
      await request(t.server)
        .post('/api/contact')
        .set('X-Forwarded-For', '203.0.113.42')
        .send(questionnaireRequest())
        .expect(201);
      for (let i = 0; i < 2; i++) {
        await request(t.server)
          .post('/api/contact')
          .set('X-Forwarded-For', '203.0.113.43')
          .send(questionnaireRequest())
          .expect(201);
      }
      await getFrom('203.0.113.43', '/api/booking/types').expect(200);
      const token = await loginToken(t);
      for (let i = 0; i < 6; i++) {
        await getFrom('203.0.113.42', '/api/admin/appointments?from=2030-01-07&to=2030-01-13')
          .set('Authorization', `Bearer ${token}`)
          .expect(200);
      }
    });
  });
  describe('the whole site’s hourly budget (RATE_LIMIT_PUBLIC_SITE_PER_HOUR)', () => {
    let t: TestApp;
    let token: string;
    beforeAll(async () => {
      t = await createTestApp({
        ...ADMIN_ENV,
        TRUST_PROXY: '1',
        RATE_LIMIT_PUBLIC_PER_MINUTE: '5',
        RATE_LIMIT_PUBLIC_SITE_PER_HOUR: '12',
      });
      token = await loginToken(t);
    });
    afterAll(async () => {
      await t.close();
    });
    afterEach(() => {
      jest.restoreAllMocks();
    });

    const status = async () =>
      (await request(t.server).get('/api/admin/status').set('Authorization', `Bearer ${token}`).expect(200))
        .body as { publicBudgetExhaustedAt: string | null };

    it('refuses every address with 429 (and a proof-of-work challenge) once the site has received its budget, says so once in the log and on the status', async () => {
      const events = jest.spyOn(logger, 'event');
      expect((await status()).publicBudgetExhaustedAt).toBeNull();
      // Twelve addresses, one post each: never over the per-IP or /48 limits.
      const addresses = [
        ...Array.from({ length: 8 }, (_, i) => `127.0.0.${i + 2}`),
        ...Array.from({ length: 4 }, (_, i) => `2001:db8:${(0x100 + i).toString(16)}:1::1`),
      ];
      for (const ip of addresses) {
        await request(t.server)
          .post('/api/contact')
          .set('X-Forwarded-For', ip)
          .send(questionnaireRequest())
          .expect(201);
      }
      const before = Date.now();
      for (const ip of ['127.0.0.200', '127.0.0.2', '2001:db8:200:1::1', '198.51.100.77']) {
        const refused = await request(t.server)
          .post('/api/contact')
          .set('X-Forwarded-For', ip)
          .send(questionnaireRequest())
          .expect(429);
        // Without the challenge's solution (test/api/flood.e2e-spec.ts solves it).
        expect(refused.body).toEqual({ ...SITE_BUSY, challenge: expect.any(Object) });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThan(60);
        expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(3600);
      }
      // The newsletter shares the budget.
      const newsletter = await request(t.server)
        .post('/api/newsletter')
        .set('X-Forwarded-For', '127.0.0.201')
        .send({ email: 'lecteur@example.tn' })
        .expect(429);
      expect(newsletter.body).toEqual({ ...SITE_BUSY, challenge: expect.any(Object) });
      expect(await t.query('SELECT id FROM contact_request')).toHaveLength(12);

      const exhausted = events.mock.calls.filter(([, msg]) => msg === 'public budget exhausted');
      expect(exhausted).toEqual([
        [
          'warn',
          'public budget exhausted',
          { budgetPerHour: 12, retryAfterSeconds: expect.any(Number) },
          'RateLimit',
        ],
      ]);
      const refusals = events.mock.calls.filter(([, msg]) => msg === 'rate limited');
      expect(refusals.map(([, , fields]) => fields.limiter)).toEqual(Array(5).fill('public-site'));
      expect(JSON.stringify([...exhausted, ...refusals])).not.toMatch(/127\.0\.0\.|2001:db8|lecteur/);

      const at = (await status()).publicBudgetExhaustedAt;
      expect(at).toEqual(expect.any(String));
      expect(new Date(at ?? '').toISOString()).toBe(at);
      expect(Date.parse(at ?? '')).toBeGreaterThanOrEqual(before - 1000);
      expect(Date.parse(at ?? '')).toBeLessThanOrEqual(Date.now());
    });

    it('leaves sign-in and the administrator’s routes alone', async () => {
      await request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', '127.0.0.202')
        .send(ADMIN)
        .expect(200);
      await request(t.server).get('/api/contact').set('Authorization', `Bearer ${token}`).expect(200);
    });
  });

  describe('sign-in back-off per username, escalating (memory store)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...ADMIN_ENV, TRUST_PROXY: '1' });
    });
    afterAll(async () => {
      await t.close();
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    let lastIp = 0;
    /** Every attempt from a new address: only the username is counted more than once. */
    const attempt = (password: string, username = ADMIN.username) =>
      request(t.server)
        .post('/api/auth/login')
        .set('X-Forwarded-For', `198.18.${Math.floor(++lastIp / 250)}.${(lastIp % 250) + 1}`)
        .send({ username, password });

    /** Five failures go through, the sixth is refused: its Retry-After. */
    async function lockOut(): Promise<number> {
      for (let i = 0; i < 5; i++) await attempt('wrong-password').expect(401);
      const refused = await attempt('wrong-password').expect(429);
      expect(refused.body).toEqual(TOO_MANY);
      return Number(refused.headers['retry-after']);
    }

    it('locks a username guessed at from many addresses out of every address, other usernames not', async () => {
      const wait = await lockOut();
      expect(wait).toBeGreaterThan(55);
      expect(wait).toBeLessThanOrEqual(60);
      const rightPassword = await attempt(ADMIN.password).expect(429);
      expect(rightPassword.body).toEqual(TOO_MANY);
      await attempt('wrong-password', 'secretariat').expect(401);
    });

    it('waits 1, 5, 15, 60 then 60 minutes on repeated lock-outs, and a successful sign-in starts over', async () => {
      // Only the clock is faked: the store reads Date.now(), timers and sockets run for real.
      jest.useFakeTimers({
        doNotFake: [
          'hrtime',
          'nextTick',
          'performance',
          'queueMicrotask',
          'requestAnimationFrame',
          'cancelAnimationFrame',
          'requestIdleCallback',
          'cancelIdleCallback',
          'setImmediate',
          'clearImmediate',
          'setInterval',
          'clearInterval',
          'setTimeout',
          'clearTimeout',
        ],
        now: Date.now(),
      });
      const later = (seconds: number) => jest.setSystemTime(Date.now() + seconds * 1000);
      later(60); // the lock-out of the test before ends
      for (const minutes of [5, 15, 60, 60]) {
        expect(await lockOut()).toBe(minutes * 60);
        later(minutes * 60 - 5);
        await attempt(ADMIN.password).expect(429);
        later(5);
      }
      await attempt(ADMIN.password).expect(200);
      expect(await lockOut()).toBe(60);
    });
  });
});
