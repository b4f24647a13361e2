import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import request from 'supertest';
import { MemoryRateLimitStore } from '../../src/common/rate-limit/rate-limit.store';
import { ProofOfWork, proofOfWorkKeys } from '../../src/common/rate-limit/proof-of-work';
import type { ProofOfWorkChallenge } from '../../src/contract/proof-of-work';
import { signUnsubscribeToken } from '../../src/newsletter/newsletter-tokens';
import { ADMIN_ENV, questionnaireRequest } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const SITE_BUSY =
  'Trop de demandes sur le site en ce moment. Veuillez réessayer plus tard ou appeler le cabinet.';
const TOO_MANY = { message: 'Trop de demandes. Veuillez réessayer dans un instant.' };
const NEWSLETTER_SECRET = 'flood-tests-newsletter-secret-0123456789abcdef';

const DAY_MS = 86_400_000;
/** The practice's calendar day `days` from today, YYYY-MM-DD (Tunis: UTC+1 all year). */
const tunisDay = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
/** A weekday slot at `hour` at least two days ahead (the default notice is 24 hours). */
function weekdaySlot(hour: number, from = 2): string {
  for (let d = from; ; d++) {
    const day = tunisDay(d);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return `${day}T${String(hour).padStart(2, '0')}:00:00+01:00`;
  }
}

/** Solves a challenge as a browser would, and returns the X-Altcha header's value. */
/** The key the server generated and keeps for its challenges (no ALTCHA_HMAC_KEY in these tests). */
async function storedKey(t: TestApp): Promise<string> {
  const [row] = await t.query<{ value: string }>(`SELECT value FROM app_secret WHERE name = 'proof-of-work'`);
  return row.value;
}

async function solve(challenge: ProofOfWorkChallenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  const payload = { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

function expectChallenge(res: request.Response): ProofOfWorkChallenge {
  expect(res.status).toBe(429);
  expect(res.body).toEqual({
    message: SITE_BUSY,
    challenge: {
      parameters: expect.objectContaining({
        algorithm: 'PBKDF2/SHA-256',
        keyPrefix: expect.stringMatching(/^[0-9a-f]+$/),
        expiresAt: expect.any(Number),
      }),
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    },
  });
  const expiresAt = (res.body as { challenge: ProofOfWorkChallenge }).challenge.parameters.expiresAt ?? 0;
  // A few minutes to solve and send.
  expect(expiresAt * 1000 - Date.now()).toBeGreaterThan(4 * 60_000);
  expect(expiresAt * 1000 - Date.now()).toBeLessThanOrEqual(5 * 60_000);
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  return (res.body as { challenge: ProofOfWorkChallenge }).challenge;
}

describe('Flood: once the site’s hourly budget is spent, a proof of work instead of a refusal', () => {
  let t: TestApp;
  let typeId: string;
  let lastIp = 0;
  /** Every call from a new address: only the site's budget is shared. */
  const fresh = () => `198.51.100.${++lastIp}`;
  const post = (path: string, body: object, ip = fresh()) =>
    request(t.server).post(path).set('X-Forwarded-For', ip).send(body);

  beforeAll(async () => {
    t = await createTestApp({
      ...ADMIN_ENV,
      TRUST_PROXY: '1',
      RATE_LIMIT_PUBLIC_PER_MINUTE: '5',
      RATE_LIMIT_PUBLIC_SITE_PER_HOUR: '4',
      NEWSLETTER_SECRET,
    });
    typeId = ((await request(t.server).get('/api/booking/types').expect(200)).body as { _id: string }[])[0]
      ._id;
  });
  afterAll(() => t.close());

  let booked: { _id: string; cancelToken: string };
  let subscriberId: string;

  it('spends the budget: four posts from four addresses pass, the fifth gets a challenge, not a bare refusal', async () => {
    const patient = { type: typeId, name: 'Leïla Crue', phone: '+216 20 555 666', consent: true };
    booked = (await post('/api/booking', { ...patient, start: weekdaySlot(10) }).expect(201)).body;
    for (let i = 0; i < 3; i++) await post('/api/contact', questionnaireRequest()).expect(201);
    expectChallenge(await post('/api/contact', questionnaireRequest()));
    expect(await t.query('SELECT id FROM contact_request')).toHaveLength(3);
  });

  it('takes the contact form once its challenge is solved, once only; the reused solution gets a new challenge', async () => {
    const ip = fresh();
    const challenge = expectChallenge(await post('/api/contact', questionnaireRequest(), ip));
    const solution = await solve(challenge);
    const accepted = await post('/api/contact', questionnaireRequest(), ip)
      .set('X-Altcha', solution)
      .expect(201);
    expect(accepted.body).toEqual({ success: true, _id: expect.any(String) });
    expect(await t.query('SELECT id FROM contact_request')).toHaveLength(4);

    // The same solution again, from the same address or another: refused, with a new challenge.
    const again = expectChallenge(
      await post('/api/contact', questionnaireRequest(), ip).set('X-Altcha', solution),
    );
    expect(again.signature).not.toBe(challenge.signature);
    expectChallenge(await post('/api/contact', questionnaireRequest()).set('X-Altcha', solution));
    expect(await t.query('SELECT id FROM contact_request')).toHaveLength(4);
  });

  it('a challenge made by one replica is taken by another, whose JWT_SECRET differs: the key is its own', async () => {
    const other = await createTestApp(
      {
        ...ADMIN_ENV,
        JWT_SECRET: 'another-secret-for-another-replica-0123456789',
        TRUST_PROXY: '1',
        RATE_LIMIT_PUBLIC_SITE_PER_HOUR: '1',
        NEWSLETTER_SECRET,
      },
      t.databaseUrl,
    );
    try {
      const ids: string[] = [];
      const spent = await request(other.server)
        .post('/api/contact')
        .set('X-Forwarded-For', fresh())
        .send(questionnaireRequest())
        .expect(201); // spends that replica's budget
      ids.push((spent.body as { _id: string })._id);
      const ip = fresh();
      const solution = await solve(expectChallenge(await post('/api/contact', questionnaireRequest(), ip)));
      const taken = await request(other.server)
        .post('/api/contact')
        .set('X-Forwarded-For', ip)
        .set('X-Altcha', solution)
        .send(questionnaireRequest())
        .expect(201);
      ids.push((taken.body as { _id: string })._id);
      // The next tests count the requests this app stored.
      await t.query('DELETE FROM contact_request WHERE id = ANY($1)', [ids]);
    } finally {
      await other.app.close();
    }
  });

  it('refuses forged, tampered, expired and malformed solutions with a challenge (never a 500)', async () => {
    const challenge = expectChallenge(await post('/api/contact', questionnaireRequest()));
    const good = JSON.parse(Buffer.from(await solve(challenge), 'base64').toString()) as {
      challenge: ProofOfWorkChallenge;
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const flipped = good.solution.derivedKey.replace(/^./, (c) => (c === '0' ? '1' : '0'));
    const expiresLater = (good.challenge.parameters.expiresAt ?? 0) + 3600;
    // A challenge signed with the right keys but expired five minutes ago, solved.
    const expired = await new ProofOfWork(
      new MemoryRateLimitStore(),
      proofOfWorkKeys(await storedKey(t)),
      () => Date.now() - 10 * 60_000,
    ).challenge();
    // One signed with another key (another site, a guessed secret), solved.
    const foreign = await new ProofOfWork(
      new MemoryRateLimitStore(),
      proofOfWorkKeys('une-autre-clé-que-celle-du-site-0123456789'),
    ).challenge();
    for (const header of [
      encode({ ...good, solution: { ...good.solution, derivedKey: flipped } }),
      encode({ ...good, solution: { counter: good.solution.counter + 1, derivedKey: flipped } }),
      encode({
        ...good,
        challenge: {
          ...good.challenge,
          parameters: { ...good.challenge.parameters, expiresAt: expiresLater },
        },
      }),
      encode({ ...good, challenge: { ...good.challenge, signature: '0'.repeat(64) } }),
      await solve(expired as ProofOfWorkChallenge),
      await solve(foreign),
      'pas du base64 !',
      encode({ challenge: null, solution: 'x' }),
      encode([1, 2, 3]),
      'A'.repeat(10_000),
    ]) {
      expectChallenge(await post('/api/contact', questionnaireRequest()).set('X-Altcha', header));
    }
    expect(await t.query('SELECT id FROM contact_request')).toHaveLength(4);
    // The genuine one still works: the forgeries did not spend it.
    await post('/api/contact', questionnaireRequest()).set('X-Altcha', encode(good)).expect(201);
  });

  it('takes a booking and a newsletter sign-up the same way', async () => {
    const ip = fresh();
    const body = {
      type: typeId,
      start: weekdaySlot(11),
      name: 'Sami Patient',
      phone: '+216 20 111 222',
      consent: true,
    };
    const challenge = expectChallenge(await post('/api/booking', body, ip));
    const created = await post('/api/booking', body, ip)
      .set('X-Altcha', await solve(challenge))
      .expect(201);
    expect(created.body).toMatchObject({ start: body.start, cancelToken: expect.any(String) });

    const signup = { email: 'lectrice.crue@example.tn' };
    const again = expectChallenge(await post('/api/newsletter', signup, ip));
    await post('/api/newsletter', signup, ip)
      .set('X-Altcha', await solve(again))
      .expect(201);
  });

  it('keeps the per-IP limit for solved posts: one address cannot flood with solutions', async () => {
    const ip = fresh();
    // Each form costs its address two posts of its five a minute: the challenged one and the solved one.
    for (let i = 0; i < 2; i++) {
      const challenge = expectChallenge(await post('/api/contact', questionnaireRequest(), ip));
      await post('/api/contact', questionnaireRequest(), ip)
        .set('X-Altcha', await solve(challenge))
        .expect(201);
    }
    const challenge = expectChallenge(await post('/api/contact', questionnaireRequest(), ip));
    const limited = await post('/api/contact', questionnaireRequest(), ip)
      .set('X-Altcha', await solve(challenge))
      .expect(429);
    expect(limited.body).toEqual(TOO_MANY);
  });

  it('cancel links, newsletter confirmations and unsubscriptions answer as usual, never 429 nor a challenge', async () => {
    await post(`/api/booking/${booked._id}/cancel`, { cancelToken: 'faux' }).expect(404);
    const cancelled = await post(`/api/booking/${booked._id}/cancel`, { cancelToken: booked.cancelToken });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toEqual({ success: true });

    await post('/api/newsletter/confirm', { token: 'a'.repeat(43) }).expect(400);
    const [row] = await t.query<{ id: string }>(
      "INSERT INTO newsletter_subscriber (email) VALUES ('fidele@example.tn') RETURNING id",
    );
    subscriberId = row.id;
    const token = signUnsubscribeToken(NEWSLETTER_SECRET, subscriberId);
    await post('/api/newsletter/unsubscribe', { token }).expect(200);
    await request(t.server)
      .post(`/api/newsletter/unsubscribe/one-click?token=${encodeURIComponent(token)}`)
      .set('X-Forwarded-For', fresh())
      .type('form')
      .send('List-Unsubscribe=One-Click')
      .expect(200);
  });

  it('keeps their per-IP limit', async () => {
    const ip = fresh();
    for (let i = 0; i < 5; i++) {
      await post(`/api/booking/${booked._id}/cancel`, { cancelToken: booked.cancelToken }, ip).expect(200);
    }
    const limited = await post(`/api/booking/${booked._id}/cancel`, { cancelToken: booked.cancelToken }, ip);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(TOO_MANY);
  });
});

describe('Flood: the links that act on one row by a token are not charged to the site’s budget', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ TRUST_PROXY: '1', RATE_LIMIT_PUBLIC_SITE_PER_HOUR: '2', NEWSLETTER_SECRET });
  });
  afterAll(() => t.close());

  it('twenty cancellations and unsubscriptions leave the budget whole for two contact requests', async () => {
    for (let i = 0; i < 10; i++) {
      await request(t.server)
        .post('/api/booking/6f1c1f0e-4b1a-4c55-9d8e-3c8a1b2c3d4e/cancel')
        .set('X-Forwarded-For', `203.0.113.${i + 1}`)
        .send({ cancelToken: 'inconnu' })
        .expect(404);
      await request(t.server)
        .post('/api/newsletter/unsubscribe')
        .set('X-Forwarded-For', `203.0.113.${i + 101}`)
        .send({ token: 'b'.repeat(43) })
        .expect(400);
    }
    for (const ip of ['192.0.2.1', '192.0.2.2']) {
      await request(t.server)
        .post('/api/contact')
        .set('X-Forwarded-For', ip)
        .send(questionnaireRequest())
        .expect(201);
    }
    expectChallenge(
      await request(t.server)
        .post('/api/contact')
        .set('X-Forwarded-For', '192.0.2.3')
        .send(questionnaireRequest()),
    );
  });
});
