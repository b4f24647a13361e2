import { createHash } from 'node:crypto';
import request from 'supertest';
import { PRACTICE_SHORT_NAME } from '../../src/contract/practice-name';
import { ADMIN, ADMIN_ENV, adminId, loginToken } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { totpCode } from '../support/totp-codes';

interface Enrolment {
  secret: string;
  recoveryCodes: string[];
  /** The session token the enabling answer gave (older ones are revoked). */
  token: string;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const hash = (token: string) => createHash('sha256').update(token).digest('hex');
const SIGN_IN_EXPIRED = 'Votre connexion a expiré : saisissez de nouveau votre mot de passe.';

/** Sets up and confirms the second factor through the API, as the « Sécurité » screen does. */
async function enrol(t: TestApp, token: string): Promise<Enrolment> {
  const setup = await request(t.server)
    .post('/api/auth/2fa/setup')
    .set(bearer(token))
    .send({ password: ADMIN.password })
    .expect(200);
  const { secret } = setup.body as { secret: string };
  // The previous period's code: the sign-ins after it may then use the current and next ones.
  const enabled = await request(t.server)
    .post('/api/auth/2fa/enable')
    .set(bearer(token))
    .send({ code: await totpCode(secret, -1) })
    .expect(200);
  const body = enabled.body as { recoveryCodes: string[]; token: string };
  return { secret, recoveryCodes: body.recoveryCodes, token: body.token };
}

/** Every sign-in token handed out, to look for in the logs. */
const signInTokens: string[] = [];

async function passwordStep(t: TestApp, ip?: string): Promise<string> {
  let req = request(t.server).post('/api/auth/login');
  if (ip) req = req.set('X-Forwarded-For', ip);
  const res = await req.send(ADMIN).expect(200);
  expect(res.body).toEqual({ mfaRequired: true, mfaToken: expect.any(String) });
  const { mfaToken } = res.body as { mfaToken: string };
  signInTokens.push(mfaToken);
  return mfaToken;
}

const codeStep = (t: TestApp, mfaToken: string, code: string, ip?: string) => {
  let req = request(t.server).post('/api/auth/login/2fa');
  if (ip) req = req.set('X-Forwarded-For', ip);
  return req.send({ mfaToken, code });
};

/** Lets the next TOTP sign-in use any code again (each code is accepted once, and only later ones). */
const forgetLastCode = (t: TestApp) => t.query('UPDATE admin_user SET mfa_last_time_step = NULL');

const journal = async (t: TestApp) =>
  (
    await t.query<{ action: string; actor_id: string | null; target_id: string | null }>(
      'SELECT action, actor_id, target_id FROM audit_event ORDER BY at, id',
    )
  ).map((row) => ({ action: row.action, actorId: row.actor_id, targetId: row.target_id }));

describe('Second factor (TOTP) of the administrator', () => {
  let t: TestApp;
  let lines: string[];
  let stdout: jest.SpyInstance;
  let enrolment: Enrolment;
  let id: string;

  beforeAll(async () => {
    lines = [];
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    // Failed attempts are limited; the back-off has its own describe below.
    t = await createTestApp({ ...ADMIN_ENV, LOG_LEVEL: 'log', RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
    id = await adminId(t);
  });
  afterAll(async () => {
    await t.close();
    stdout.mockRestore();
  });

  it('is off at first: GET /api/auth/2fa says so, and sign-in answers a session token at once', async () => {
    const token = await loginToken(t);
    const status = await request(t.server).get('/api/auth/2fa').set(bearer(token)).expect(200);
    expect(status.body).toEqual({ enabled: false, recoveryCodesLeft: 0 });
    expect(status.headers['cache-control']).toBe('no-store');
  });

  it('setup needs the password again: a wrong one is a French 401, and nothing is stored', async () => {
    const token = await loginToken(t);
    const res = await request(t.server)
      .post('/api/auth/2fa/setup')
      .set(bearer(token))
      .send({ password: 'not-the-password' })
      .expect(401);
    expect(res.body).toMatchObject({ message: 'Mot de passe incorrect.' });
    const [row] = await t.query<{ mfa_secret: string | null }>('SELECT mfa_secret FROM admin_user');
    expect(row.mfa_secret).toBeNull();
    const missing = await request(t.server).post('/api/auth/2fa/setup').set(bearer(token)).send({});
    expect(missing.status).toBe(400);
    expect(JSON.stringify(missing.body)).toContain('Le mot de passe est obligatoire.');
  });

  it('setup answers a base32 secret, its otpauth link and the QR code as an SVG drawn here; pending until a code confirms it', async () => {
    const token = await loginToken(t);
    const res = await request(t.server)
      .post('/api/auth/2fa/setup')
      .set(bearer(token))
      .send({ password: ADMIN.password })
      .expect(200);
    const body = res.body as { secret: string; otpauthUrl: string; qrSvg: string };
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(body.otpauthUrl);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(body.secret);
    // The practice's name, as the site shows it: never the site's host with its port, which
    // authenticator apps refuse; percent-encoded in the label and in `issuer=` alike.
    expect(url.searchParams.get('issuer')).toBe(PRACTICE_SHORT_NAME);
    const encodedIssuer = encodeURIComponent(PRACTICE_SHORT_NAME);
    expect(body.otpauthUrl).toBe(
      `otpauth://totp/${encodedIssuer}:${ADMIN.username}?secret=${body.secret}&issuer=${encodedIssuer}`,
    );
    expect(body.otpauthUrl).not.toMatch(/localhost|:\d+[:?]/);
    expect(body.qrSvg).toMatch(/^<svg[^>]*>/);
    expect(body.qrSvg).not.toMatch(/<script|href|on\w+=/i);
    expect(res.headers['cache-control']).toBe('no-store');
    // Pending: sign-in still needs the password only.
    await loginToken(t);
    // A wrong code does not confirm it.
    const wrong = await request(t.server)
      .post('/api/auth/2fa/enable')
      .set(bearer(token))
      .send({ code: '000000' === (await totpCode(body.secret)) ? '111111' : '000000' })
      .expect(401);
    expect(wrong.body).toMatchObject({ message: 'Code invalide.' });
    expect((await request(t.server).get('/api/auth/2fa').set(bearer(token))).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
  });

  it('enable confirms it with a code: ten recovery codes, once; other sessions end, the answer brings a new token', async () => {
    // No pause: a session opened in the same second as the change ends with it too.
    const before = await loginToken(t);
    enrolment = await enrol(t, before);
    expect(enrolment.recoveryCodes).toHaveLength(10);
    expect(new Set(enrolment.recoveryCodes).size).toBe(10);
    for (const code of enrolment.recoveryCodes) expect(code).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await request(t.server).get('/api/auth/verify').set(bearer(before)).expect(401);
    const status = await request(t.server).get('/api/auth/2fa').set(bearer(enrolment.token)).expect(200);
    expect(status.body).toEqual({ enabled: true, recoveryCodesLeft: 10 });
    // Stored: the secret for computing codes, the recovery codes as SHA-256 digests only.
    const hashes = await t.query<{ code_hash: string }>('SELECT code_hash FROM admin_recovery_code');
    expect(hashes).toHaveLength(10);
    for (const { code_hash } of hashes) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(enrolment.recoveryCodes.join()).not.toContain(code_hash);
    }
    // A second setup is refused while it is on.
    const again = await request(t.server)
      .post('/api/auth/2fa/setup')
      .set(bearer(enrolment.token))
      .send({ password: ADMIN.password })
      .expect(409);
    expect(again.body).toMatchObject({ message: expect.stringContaining('déjà activée') });
  });

  it('once on, the password gives only a sign-in token; with a TOTP code, {token, _id, username} like before', async () => {
    const mfaToken = await passwordStep(t);
    // Random (32 bytes), signed with no key, stored only as its SHA-256, valid five minutes.
    expect(mfaToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [stored] = await t.query<{ admin_id: string; valid_seconds: number }>(
      `SELECT admin_id, round(extract(epoch FROM expires_at - now()))::int AS valid_seconds
         FROM admin_sign_in_token WHERE token_hash = $1`,
      [createHash('sha256').update(mfaToken).digest('hex')],
    );
    expect(stored.admin_id).toBe(id);
    expect(stored.valid_seconds).toBeGreaterThan(290);
    expect(stored.valid_seconds).toBeLessThanOrEqual(300);
    expect(JSON.stringify(await t.query('SELECT * FROM admin_sign_in_token'))).not.toContain(mfaToken);
    const res = await codeStep(t, mfaToken, await totpCode(enrolment.secret)).expect(200);
    expect(res.body).toEqual({
      token: expect.any(String),
      _id: id,
      username: ADMIN.username,
      role: 'practitioner',
    });
    expect(res.headers['cache-control']).toBe('no-store');
    await request(t.server)
      .get('/api/auth/verify')
      .set(bearer((res.body as { token: string }).token))
      .expect(200);
  });

  it('refuses a code already used, a wrong code (journal: login_failed) and a code two periods away', async () => {
    await forgetLastCode(t);
    const code = await totpCode(enrolment.secret);
    await codeStep(t, await passwordStep(t), code).expect(200);
    const replay = await codeStep(t, await passwordStep(t), code).expect(401);
    expect(replay.body).toEqual({ message: 'Code invalide.' });
    const wrong = code === '123456' ? '654321' : '123456';
    const before = (await journal(t)).length;
    const mfaToken = await passwordStep(t);
    await codeStep(t, mfaToken, wrong).expect(401);
    expect((await journal(t)).slice(before)).toEqual([
      { action: 'login_failed', actorId: null, targetId: id },
    ]);
    // Wrong codes leave the sign-in token in place: the administrator types the code again.
    await forgetLastCode(t);
    await codeStep(t, mfaToken, await totpCode(enrolment.secret, -2)).expect(401);
    await codeStep(t, mfaToken, await totpCode(enrolment.secret, 2)).expect(401);
    await codeStep(t, mfaToken, await totpCode(enrolment.secret, 1)).expect(200);
  });

  it('the sign-in token works for one sign-in: a second use is refused with the restart answer', async () => {
    await forgetLastCode(t);
    const mfaToken = await passwordStep(t);
    await codeStep(t, mfaToken, await totpCode(enrolment.secret)).expect(200);
    await forgetLastCode(t);
    const again = await codeStep(t, mfaToken, await totpCode(enrolment.secret)).expect(401);
    expect(again.body).toEqual({ message: SIGN_IN_EXPIRED, restart: true });
    expect(
      await t.query('SELECT * FROM admin_sign_in_token WHERE token_hash = $1', [hash(mfaToken)]),
    ).toEqual([]);
  });

  it('two simultaneous uses of one sign-in token, each with a good code: one session only', async () => {
    await forgetLastCode(t);
    const mfaToken = await passwordStep(t);
    const [totp, recovery] = [await totpCode(enrolment.secret), enrolment.recoveryCodes[9]];
    const answers = await Promise.all([codeStep(t, mfaToken, totp), codeStep(t, mfaToken, recovery)]);
    expect(answers.map((res) => res.status).sort()).toEqual([200, 401]);
    const refused = answers.find((res) => res.status === 401)!;
    expect(refused.body).toEqual({ message: SIGN_IN_EXPIRED, restart: true });
  });

  it('a recovery code works once, however it is typed, then never again', async () => {
    const [first] = enrolment.recoveryCodes;
    const mfaToken = await passwordStep(t);
    const typed = ` ${first.toLowerCase().replace(/-/g, ' ')} `;
    await codeStep(t, mfaToken, typed).expect(200);
    const again = await codeStep(t, await passwordStep(t), first).expect(401);
    expect(again.body).toEqual({ message: 'Code invalide.' });
    const token = (await codeStep(t, await passwordStep(t), enrolment.recoveryCodes[1]).expect(200)).body as {
      token: string;
    };
    const status = await request(t.server).get('/api/auth/2fa').set(bearer(token.token)).expect(200);
    // Two used here; the tenth may have gone in the race above, when it was the one that won.
    expect([7, 8]).toContain((status.body as { recoveryCodesLeft: number }).recoveryCodesLeft);
  });

  it('the sign-in token is no session: refused as a Bearer token everywhere, and no use once altered or expired', async () => {
    const mfaToken = await passwordStep(t);
    for (const path of ['/api/auth/verify', '/api/contact', '/api/auth/2fa']) {
      await request(t.server).get(path).set(bearer(mfaToken)).expect(401);
    }
    // A session token cannot stand in for the sign-in token either.
    const session = await loginWithCode(t);
    const asSignIn = await codeStep(t, session, await totpCode(enrolment.secret)).expect(401);
    expect(asSignIn.body).toMatchObject({ restart: true, message: expect.stringContaining('expiré') });
    const altered = `${mfaToken.slice(0, -1)}${mfaToken.endsWith('A') ? 'B' : 'A'}`;
    const guessed = await codeStep(t, altered, enrolment.recoveryCodes[2]).expect(401);
    expect(guessed.body).toEqual({ message: SIGN_IN_EXPIRED, restart: true });
    await t.query(
      `UPDATE admin_sign_in_token SET expires_at = now() - interval '1 second' WHERE token_hash = $1`,
      [hash(mfaToken)],
    );
    const expired = await codeStep(t, mfaToken, enrolment.recoveryCodes[2]).expect(401);
    expect(expired.body).toEqual({ message: SIGN_IN_EXPIRED, restart: true });
    const malformed = await request(t.server)
      .post('/api/auth/login/2fa')
      .send({ code: '123456' })
      .expect(400);
    expect(JSON.stringify(malformed.body)).toContain('Le jeton de connexion est obligatoire.');
  });

  it('a sign-in token given before a password change is void, even within the same second', async () => {
    const mfaToken = await passwordStep(t);
    await t.query('UPDATE admin_user SET session_generation = session_generation + 1');
    const res = await codeStep(t, mfaToken, enrolment.recoveryCodes[2]).expect(401);
    expect(res.body).toEqual({ message: SIGN_IN_EXPIRED, restart: true });
  });

  it('disable needs the password and a code; it ends other sessions, and sign-in asks for the password only again', async () => {
    const token = await loginWithCode(t);
    const session = await loginWithCode(t);
    const wrongPassword = await request(t.server)
      .post('/api/auth/2fa/disable')
      .set(bearer(session))
      .send({ password: 'not-the-password', code: enrolment.recoveryCodes[3] })
      .expect(401);
    expect(wrongPassword.body).toMatchObject({ message: 'Mot de passe incorrect.' });
    await request(t.server)
      .post('/api/auth/2fa/disable')
      .set(bearer(session))
      .send({ password: ADMIN.password, code: '000000' })
      .expect(401);
    await forgetLastCode(t);
    const res = await request(t.server)
      .post('/api/auth/2fa/disable')
      .set(bearer(session))
      .send({ password: ADMIN.password, code: await totpCode(enrolment.secret) })
      .expect(200);
    const fresh = (res.body as { token: string }).token;
    await request(t.server).get('/api/auth/verify').set(bearer(token)).expect(401);
    await request(t.server).get('/api/auth/verify').set(bearer(fresh)).expect(200);
    expect((await request(t.server).get('/api/auth/2fa').set(bearer(fresh))).body).toEqual({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect(await t.query('SELECT * FROM admin_recovery_code')).toEqual([]);
    const login = await request(t.server).post('/api/auth/login').send(ADMIN).expect(200);
    expect(login.body).toEqual({
      token: expect.any(String),
      _id: id,
      username: ADMIN.username,
      role: 'practitioner',
    });
  });

  it('the journal holds the second factor turned on and off, and the sign-ins by code', async () => {
    const actions = (await journal(t)).filter((e) => e.action.startsWith('mfa_'));
    expect(actions).toEqual([
      { action: 'mfa_enabled', actorId: id, targetId: id },
      { action: 'mfa_disabled', actorId: id, targetId: id },
    ]);
    expect((await journal(t)).filter((e) => e.action === 'login').length).toBeGreaterThan(5);
  });

  it('never logs the secret, a code, a recovery code, a sign-in token or the password', () => {
    const log = lines.join('\n');
    expect(log).toContain('second factor enabled');
    expect(log).toContain('recovery code used');
    for (const secret of [
      enrolment.secret,
      ...enrolment.recoveryCodes,
      ...enrolment.recoveryCodes.map((c) => c.replace(/-/g, '')),
      ADMIN.password,
      ...signInTokens,
      ...signInTokens.map(hash),
    ]) {
      expect(log).not.toContain(secret);
    }
    expect(signInTokens.length).toBeGreaterThan(5);
    expect(log).not.toContain('otpauth');
  });

  /** A session through both steps, with the next unused TOTP code. */
  async function loginWithCode(app: TestApp): Promise<string> {
    await forgetLastCode(app);
    const res = await codeStep(app, await passwordStep(app), await totpCode(enrolment.secret)).expect(200);
    return (res.body as { token: string }).token;
  }
});

describe('Second factor: guessing codes meets the sign-in back-off', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, TRUST_PROXY: '1', RATE_LIMIT_LOGIN_PER_MINUTE: '5' });
    await enrol(t, await loginToken(t));
  });
  afterAll(() => t.close());

  it('counts wrong codes against the account from any address: 429 with Retry-After, even for the right code', async () => {
    // One password attempt, then four wrong codes from four other addresses: five in the minute.
    const mfaToken = await passwordStep(t, '198.51.100.1');
    for (let i = 2; i <= 5; i++) {
      const res = await codeStep(t, mfaToken, `00000${i}`, `198.51.100.${i}`);
      expect(res.status).toBe(401);
    }
    const limited = await codeStep(t, mfaToken, '000006', '198.51.100.6').expect(429);
    expect(limited.body).toMatchObject({ message: 'Trop de demandes. Veuillez réessayer dans un instant.' });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    const [{ mfa_secret: secret }] = await t.query<{ mfa_secret: string }>(
      'SELECT mfa_secret FROM admin_user',
    );
    await codeStep(t, mfaToken, await totpCode(secret), '198.51.100.7').expect(429);
  });

  it('a flood of codes with forged sign-in tokens is counted by address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      statuses.push((await codeStep(t, 'forged.token.value', '123456', '203.0.113.50')).status);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
