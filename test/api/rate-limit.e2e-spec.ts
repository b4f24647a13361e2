import request from 'supertest';
import { ADMIN, ADMIN_ENV, questionnaireRequest } from '../helpers/api-fixtures';
import { createTestApp, TestApp } from '../helpers/test-app';

const TOO_MANY = { message: 'Trop de demandes. Veuillez réessayer dans un instant.' };

describe('Rate limits: public POSTs and failed sign-ins, per client IP', () => {
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

    it('allows 5 failed sign-ins a minute from one IP, then 429 even with the right password', async () => {
      for (let i = 0; i < 5; i++) {
        const res = await loginFrom('198.51.100.1', 'wrong-password-' + i).expect(401);
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
      for (let i = 0; i < 4; i++) await loginFrom('198.51.100.3', 'wrong-password').expect(401);
      await loginFrom('198.51.100.3', ADMIN.password).expect(200);
      for (let i = 0; i < 5; i++) await loginFrom('198.51.100.3', 'wrong-password').expect(401);
      await loginFrom('198.51.100.3', 'wrong-password').expect(429);
    });

    it('refuses a burst of parallel guesses beyond the limit (no check-then-act race)', async () => {
      const statuses = await Promise.all(
        Array.from({ length: 12 }, async () => (await loginFrom('198.51.100.4', 'wrong-password')).status),
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
});
