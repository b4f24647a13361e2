import request from 'supertest';
import { ADMIN, ADMIN_ENV, adminId, loginToken, tokenClaims as claims } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const argon2 = require('argon2') as typeof import('argon2');

const INVALID = { message: 'Identifiants invalides' };

async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = process.hrtime.bigint();
  await run();
  return Number(process.hrtime.bigint() - started) / 1e6;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

describe('Sign-in: POST /api/auth/login and GET /api/auth/verify', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Failed attempts are limited per IP; this file is about answers, not limits.
    t = await createTestApp({ ...ADMIN_ENV, RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  });
  afterAll(async () => {
    await t.close();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  const login = (body: unknown) =>
    request(t.server)
      .post('/api/auth/login')
      .send(body as object);

  it('answers 200 {token, _id, username} (and the role) with an HS256 token for the administrator, 8 h by default', async () => {
    const res = await login(ADMIN).expect(200);
    // The historical answer, with the role added (the accounts that existed are practitioners).
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'role', 'token', 'username']);
    expect(res.body.role).toBe('practitioner');
    expect(res.body._id).toBe(await adminId(t));
    expect(res.body.username).toBe(ADMIN.username);
    expect(res.headers['cache-control']).toBe('no-store');
    const header = JSON.parse(Buffer.from(res.body.token.split('.')[0], 'base64url').toString());
    expect(header.alg).toBe('HS256');
    const payload = claims(res.body.token);
    expect(payload.sub).toBe(res.body._id);
    expect(Number(payload.exp) - Number(payload.iat)).toBe(8 * 3600);
  });

  it('answers the same 401 for an unknown user and a wrong password', async () => {
    const wrongPassword = await login({ ...ADMIN, password: 'not-the-password' }).expect(401);
    const unknownUser = await login({ username: 'personne', password: ADMIN.password }).expect(401);
    const wrongCase = await login({ ...ADMIN, username: ADMIN.username.toUpperCase() }).expect(401);
    for (const res of [wrongPassword, unknownUser, wrongCase]) {
      expect(res.body).toEqual(INVALID);
      expect(res.headers['content-type']).toBe(wrongPassword.headers['content-type']);
    }
  });

  it('runs a hash for unknown users too, so timing does not reveal which usernames exist', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    await login({ username: 'personne', password: 'whatever-password' }).expect(401);
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockRestore();
    // Interleaved, so that a burst of load on the machine weighs on both series alike.
    const wrongTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 7; i++) {
      wrongTimes.push(await timed(() => login({ ...ADMIN, password: 'not-the-password' })));
      unknownTimes.push(await timed(() => login({ username: 'personne', password: 'not-the-password' })));
    }
    const [wrong, unknown] = [median(wrongTimes), median(unknownTimes)];
    expect(unknown / wrong).toBeGreaterThan(0.5);
    expect(unknown / wrong).toBeLessThan(2);
  });

  it('answers 400 with French messages for missing or mistyped fields', async () => {
    const empty = await login({}).expect(400);
    expect(empty.body).toEqual({
      success: false,
      message: 'Certains champs sont invalides.',
      errors: {
        username: "Le nom d'utilisateur est obligatoire.",
        password: 'Le mot de passe est obligatoire.',
      },
    });
    expect((await login({ username: ADMIN.username }).expect(400)).body.errors).toEqual({
      password: 'Le mot de passe est obligatoire.',
    });
    expect((await login({ username: 5, password: ['x'] }).expect(400)).body.errors).toEqual({
      username: "Le nom d'utilisateur doit être un texte.",
      password: 'Le mot de passe doit être un texte.',
    });
    expect((await login({ ...ADMIN, remember: true }).expect(400)).body.errors).toEqual({
      remember: "Ce champ n'est pas autorisé.",
    });
  });

  it('refuses a password over 1 024 characters with 400, before any hashing', async () => {
    const hash = jest.spyOn(argon2, 'verify');
    const res = await login({ username: ADMIN.username, password: 'x'.repeat(10 * 1024) }).expect(400);
    expect(res.body.errors).toEqual({ password: 'Le mot de passe compte au plus 1 024 caractères.' });
    expect(hash).not.toHaveBeenCalled();
    await login({ username: ADMIN.username, password: 'x'.repeat(1024) }).expect(401);
    expect(hash).toHaveBeenCalledTimes(1);
  });

  it('stores the password as argon2id with memory ≥ 19 456 KiB and time ≥ 2', async () => {
    const [row] = await t.query<{ password_hash: string }>('SELECT password_hash FROM admin_user');
    // PHC string: $argon2id$v=19$m=19456,t=2,p=1$salt$hash (parameter order may vary).
    const [, algorithm, , parameters] = row.password_hash.split('$');
    expect(algorithm).toBe('argon2id');
    const params = Object.fromEntries(parameters.split(',').map((p) => p.split('=')));
    expect(Number(params.m)).toBeGreaterThanOrEqual(19456);
    expect(Number(params.t)).toBeGreaterThanOrEqual(2);
    expect(row.password_hash).not.toContain(ADMIN.password);
  });

  it('GET /api/auth/verify answers {valid:true, username, role} and ignores ?_t=', async () => {
    const token = await loginToken(t);
    for (const path of ['/api/auth/verify', `/api/auth/verify?_t=${Date.now()}`]) {
      const res = await request(t.server).get(path).set('Authorization', `Bearer ${token}`).expect(200);
      expect(res.body).toEqual({ valid: true, username: ADMIN.username, role: 'practitioner' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('GET /api/auth/verify answers 401 {valid:false} without a usable Authorization header', async () => {
    const token = await loginToken(t);
    for (const header of [undefined, '', 'Bearer', `Basic ${token}`, `Bearer ${token}x`, token]) {
      const req = request(t.server).get('/api/auth/verify?_t=1');
      const res = await (header === undefined ? req : req.set('Authorization', header));
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ valid: false });
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
  });
});
