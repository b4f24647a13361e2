import request from 'supertest';
import { ADMIN_ENV, adminId, expectNoLeak, questionnaireRequest } from '../support/api-fixtures';
import {
  expectNoSecrets,
  expectScenarioEvents,
  LOG_SCENARIO_ENV,
  LogLine,
  runLogScenario,
} from '../support/log-scenario';
import { createTestApp, TestApp } from '../support/test-app';

// The same scenario runs against the spawned production build in test/faults/log-capture.

describe('Logs: the events that matter, and no personal data or secret', () => {
  let t: TestApp;
  let lines: string[] = [];
  let stdout: jest.SpyInstance;

  beforeAll(async () => {
    stdout = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      lines.push(...String(chunk).split('\n').filter(Boolean));
      return true;
    });
    t = await createTestApp({ ...ADMIN_ENV, ...LOG_SCENARIO_ENV });
  });
  afterAll(async () => {
    await t.close();
    stdout.mockRestore();
  });
  beforeEach(() => {
    lines = [];
  });

  const events = () => lines.map((line) => JSON.parse(line) as LogLine);

  it('logs sign-ins, failures, 401 and 429 as JSON with a request id, and never names, phones, e-mails, messages, passwords or tokens', async () => {
    const result = await runLogScenario(t.server);
    const all = events();
    expectScenarioEvents(all, result, await adminId(t));
    expectNoSecrets(lines.join('\n'), result);
  });

  it('an unexpected failure is a generic 500: details in the log, no SQL or stack in the body', async () => {
    await t.query('ALTER TABLE contact_request RENAME TO contact_request_away');
    try {
      const res = await request(t.server)
        .post('/api/contact')
        .set('X-Forwarded-For', '192.0.2.50')
        .send(questionnaireRequest());
      expect(res.status).toBe(500);
      expect(res.body).toEqual({
        statusCode: 500,
        message: 'Une erreur interne est survenue. Veuillez réessayer plus tard.',
      });
      expectNoLeak(res.text);
      expect(res.text).not.toContain('contact_request');
      const errors = events().filter((e) => e.level === 'error');
      expect(errors.map((e) => e.msg).join('\n')).toContain('contact_request');
      expect(lines.join('\n')).not.toContain('Amira');
    } finally {
      await t.query('ALTER TABLE contact_request_away RENAME TO contact_request');
    }
  });
});
