import request from 'supertest';
import { AdminAccount, adminEnv, tokenSigner } from './admin-account';
import { TEST_ENV, TestApp } from './test-app';

/** The administrator created at boot from the environment in API tests. */
export const ADMIN: AdminAccount = { username: 'docteur', password: 'correct-horse-battery-staple' };
export const ADMIN_ENV = adminEnv(ADMIN);

/** Tokens signed with the tests' JWT_SECRET (or the secret given second), for bad-token cases. */
export const signToken = tokenSigner(TEST_ENV.JWT_SECRET);

/** What the home-page questionnaire sends (its fields as the page sends them). */
export function questionnaireRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Amira Ben Salah',
    phone: '+216 22 333 444',
    message: 'Je voudrais des informations.',
    service: 'Acide Hyaluronique',
    selections: { 'step-1': 'Visage', 'step-visage': 'Lèvres', 'step-levres': 'Volume' },
    ...overrides,
  };
}

/** What the contact page sends (its fields as the page sends them). */
export function contactPageRequest(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'Karim Trabelsi',
    email: 'karim.trabelsi@example.tn',
    phone: '(+216) 71-000-000',
    message: '',
    service: 'Rhinoplastie',
    selections: {},
    ...overrides,
  };
}

export async function loginToken(t: TestApp, credentials = ADMIN): Promise<string> {
  const res = await request(t.server).post('/api/auth/login').send(credentials).expect(200);
  return (res.body as { token: string }).token;
}

export async function adminId(t: TestApp, username = ADMIN.username): Promise<string> {
  const [row] = await t.query<{ id: string }>('SELECT id FROM admin_user WHERE username = $1', [username]);
  return row.id;
}

/** The payload of a token, decoded without verification (for assertions). */
export function tokenClaims(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;
}

export function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Asserts an error body carries no stack trace, SQL or driver text. */
export function expectNoLeak(text: string): void {
  for (const marker of [
    /\bat \S+ \(/, // stack frame
    /node_modules/,
    /QueryFailedError|TypeORMError|PostgresError/i,
    /\b(SELECT|INSERT INTO|DELETE FROM|UPDATE \S+ SET)\b/,
    /violates|syntax error|invalid input syntax|duplicate key/i,
  ]) {
    expect(text).not.toMatch(marker);
  }
}

/**
 * GET /api/health until it answers `status` (a check's answer is reused for about a second, so
 * a change of state shows within that), or the last answer after `withinMs`.
 */
export async function healthSettlesOn(
  server: Parameters<typeof request>[0],
  status: number,
  withinMs = 3000,
): Promise<request.Response> {
  const started = Date.now();
  for (;;) {
    const res = await request(server).get('/api/health');
    if (res.status === status || Date.now() - started > withinMs) return res;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
