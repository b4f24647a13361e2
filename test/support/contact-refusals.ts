import request from 'supertest';
import { expectNoLeak } from './api-fixtures';
import { TestApp } from './test-app';

type Body = Record<string, unknown>;

/** Assertions shared by the contact validation tests, bound to one app. */
export function contactRefusals(app: () => TestApp) {
  async function rowCount(): Promise<number> {
    const [{ n }] = await app().query<{ n: string }>('SELECT count(*) AS n FROM contact_request');
    return Number(n);
  }

  /** Posts a body (object or raw JSON text); expects 400 on `field` with `message`, and no row. */
  async function expectRefused(body: Body | string, field: string, message: string | RegExp): Promise<void> {
    const res = await request(app().server)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(typeof body === 'string' ? body : JSON.stringify(body));
    // The sent body appears in the failure message, which says which value slipped through.
    expect({ status: res.status, sent: body }).toEqual({ status: 400, sent: body });
    expect(res.body.success).toBe(false);
    expect(res.body.message).toBe('Certains champs sont invalides.');
    expect(Object.keys(res.body.errors)).toContain(field);
    expect(res.body.errors[field]).toEqual(
      typeof message === 'string' ? message : expect.stringMatching(message),
    );
    for (const text of Object.values<string>(res.body.errors))
      expect(text).not.toMatch(/must|should|property/i);
    expectNoLeak(res.text);
    expect(await rowCount()).toBe(0);
  }

  async function expectAccepted(body: Body): Promise<void> {
    const res = await request(app().server).post('/api/contact').send(body);
    expect({ status: res.status, errors: res.body.errors }).toEqual({ status: 201, errors: undefined });
  }

  return { rowCount, expectRefused, expectAccepted };
}
