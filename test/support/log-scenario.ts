import type { App } from 'supertest/types';
import request from 'supertest';
import { ADMIN, contactPageRequest, questionnaireRequest } from './api-fixtures';

/**
 * The scenario behind the log tests, run against an app in the test process (test/api) or a
 * spawned production build (test/faults): patients' requests full of personal data, a honeypot,
 * a 429, a successful and a failed sign-in, a token in a query string, a forged token (401).
 * The app must run with RATE_LIMIT_PUBLIC_PER_MINUTE=3, TRUST_PROXY=1 and ADMIN_ENV.
 */
export const LOG_SCENARIO_ENV = { RATE_LIMIT_PUBLIC_PER_MINUTE: '3', TRUST_PROXY: '1', LOG_LEVEL: 'log' };

export const SCENARIO_STATUSES = [201, 201, 201, 429, 200, 401, 200, 401];

const QUESTIONNAIRE = questionnaireRequest({
  name: 'Yasmine Haddad-Unique',
  phone: '+216 98 765 432',
  email: 'yasmine.unique@example.tn',
  message: 'Message très privé 7f3a',
});
const CONTACT_PAGE = contactPageRequest({
  name: 'Slim Zribi-Nominatif',
  phone: '(+216) 55-123-987',
  email: 'slim.zribi.9c1@example.tn',
  message: 'Cicatrice confidentielle 4e2b',
});
const WRONG_LOGIN = { username: 'intrus-typed-name', password: 'guess-password-9z' };

export interface ScenarioResult {
  createdIds: string[];
  token: string;
  /** Every piece of personal data or secret sent: none may appear in any log line. */
  secrets: string[];
}

export async function runLogScenario(target: App | string): Promise<ScenarioResult> {
  const post = (body: Record<string, unknown>) =>
    request(target).post('/api/contact').set('X-Forwarded-For', '192.0.2.1').send(body);
  const first = await post(QUESTIONNAIRE).expect(201);
  const second = await post(CONTACT_PAGE).expect(201);
  await post({ ...QUESTIONNAIRE, website: 'x' }).expect(201);
  await post(QUESTIONNAIRE).expect(429);
  const ok = await request(target).post('/api/auth/login').send(ADMIN).expect(200);
  const token = (ok.body as { token: string }).token;
  await request(target).post('/api/auth/login').send(WRONG_LOGIN).expect(401);
  await request(target)
    .get(`/api/auth/verify?_t=${token}`)
    .set('Authorization', `Bearer ${token}`)
    .expect(200);
  await request(target).get('/api/contact').set('Authorization', 'Bearer forged.token.value').expect(401);

  return {
    createdIds: [(first.body as { _id: string })._id, (second.body as { _id: string })._id],
    token,
    secrets: [
      'Yasmine',
      'Haddad',
      '98 765 432',
      '98765432',
      'yasmine.unique',
      'très privé',
      'Slim',
      'Zribi',
      '55-123-987',
      '55123987',
      'slim.zribi',
      'confidentielle',
      ADMIN.password,
      WRONG_LOGIN.password,
      WRONG_LOGIN.username,
      token,
      token.split('.')[2],
      'forged.token',
    ],
  };
}

export interface LogLine {
  time?: string;
  level: string;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** The events the scenario must leave in the log, each tied to its request by the request id. */
export function expectScenarioEvents(all: LogLine[], result: ScenarioResult, adminId: string): void {
  const byMsg = (msg: string) => all.filter((e) => e.msg === msg);
  expect(byMsg('contact created')).toEqual(
    result.createdIds.map((contactId) => expect.objectContaining({ contactId })),
  );
  expect(byMsg('contact honeypot')).toHaveLength(1);
  expect(byMsg('rate limited')).toEqual([
    expect.objectContaining({ limiter: 'public', path: '/api/contact' }),
  ]);
  expect(byMsg('login succeeded')).toEqual([expect.objectContaining({ adminId })]);
  expect(byMsg('login failed')).toHaveLength(1);
  expect(byMsg('unauthorized')).toEqual([
    expect.objectContaining({ path: '/api/contact', reason: 'invalid' }),
  ]);
  const requests = byMsg('request').filter((r) => r.path !== '/api/health');
  expect(requests.map((r) => r.status)).toEqual(SCENARIO_STATUSES);
  const ids = new Set(requests.map((r) => r.requestId));
  for (const event of [...byMsg('login failed'), ...byMsg('unauthorized'), ...byMsg('rate limited')]) {
    expect(ids).toContain(event.requestId);
  }
  for (const line of requests) {
    expect(line).toMatchObject({
      requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: expect.stringMatching(/^(GET|POST)$/),
      path: expect.stringMatching(/^\/api\//),
      status: expect.any(Number),
      durationMs: expect.any(Number),
      ip: expect.any(String),
    });
  }
  expect(requests[0]).toMatchObject({ method: 'POST', path: '/api/contact', ip: '192.0.2.1' });
}

/** No personal data or secret anywhere in the log text. */
export function expectNoSecrets(text: string, result: ScenarioResult): void {
  for (const secret of result.secrets) expect(text).not.toContain(secret);
}
