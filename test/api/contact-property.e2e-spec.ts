import fc from 'fast-check';
import request from 'supertest';
import { ALLOWED_SERVICES } from '../../src/contract/services';
import { expectNoLeak } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** JSON text for an object given as [key, value] pairs: keeps "__proto__" and duplicate keys. */
function objectText(pairs: [string, unknown][]): string {
  return `{${pairs.map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`).join(',')}}`;
}

const noControl = (value: string) => !/\p{Cc}/u.test(value);

/** Requests that follow every rule, with a honeypot now and then. */
const validRequest = fc.record(
  {
    name: fc.string({ minLength: 1, maxLength: 100 }).filter((v) => noControl(v) && v.trim() !== ''),
    phone: fc.stringMatching(/^\+?[0-9]{8,12}$/),
    email: fc.oneof(
      fc.constant(''),
      fc.constantFrom('a@example.tn', 'karim.t@cabinet.tn', 'x+y@mail.example.com'),
    ),
    service: fc.constantFrom(...ALLOWED_SERVICES),
    message: fc.string({ maxLength: 300 }).filter((v) => !/(?![\t\n\r])\p{Cc}/u.test(v)),
    selections: fc.dictionary(
      fc.stringMatching(/^[a-z0-9-]{1,64}$/).filter((k) => !['constructor', 'prototype'].includes(k)),
      fc.string({ maxLength: 200 }).filter(noControl),
      { maxKeys: 20 },
    ),
    website: fc.oneof({ weight: 4, arbitrary: fc.constant('') }, fc.constantFrom('http://spam.example', 'x')),
  },
  { requiredKeys: ['name', 'phone', 'service'] },
);

const anyKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'website', 'email', '_id', 'id', 'selections'),
  fc.string({ maxLength: 70 }),
);
const anyValue = fc.oneof(fc.jsonValue(), fc.string({ unit: 'binary', maxLength: 300 }));

/** A valid request with one to three fields replaced or added, keys as hostile as JSON allows. */
const mutatedRequest = fc
  .tuple(validRequest, fc.array(fc.tuple(anyKey, anyValue), { minLength: 1, maxLength: 3 }))
  .map(([valid, changes]) => [...Object.entries(valid), ...changes] as [string, unknown][]);

/** Bodies as JSON text: valid, nearly valid, or any JSON value at all. */
const body: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: validRequest.map((v) => objectText(Object.entries(v))) },
  { weight: 4, arbitrary: mutatedRequest.map(objectText) },
  { weight: 1, arbitrary: fc.jsonValue().map((value) => JSON.stringify(value)) },
);

describe('Property: random JSON at POST /api/contact', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000' });
  });
  afterAll(async () => {
    await t.close();
  });

  async function rowCount(): Promise<number> {
    const [{ n }] = await t.query<{ n: string }>('SELECT count(*) AS n FROM contact_request');
    return Number(n);
  }

  it('never answers 5xx, and a row exists only for a 201 that was not a honeypot', async () => {
    const statuses = new Map<number, number>();
    let honeypots = 0;
    await fc.assert(
      fc.asyncProperty(body, async (raw) => {
        const before = await rowCount();
        const res = await request(t.server)
          .post('/api/contact')
          .set('Content-Type', 'application/json')
          .send(raw);
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        expect(res.status).toBeLessThan(500);
        expectNoLeak(res.text);
        const parsed = JSON.parse(raw) as { website?: unknown } | null;
        const honeypot = typeof parsed?.website === 'string' && parsed.website !== '';
        const stored = res.status === 201 && !honeypot;
        if (res.status === 201 && honeypot) honeypots++;
        expect(await rowCount()).toBe(before + (stored ? 1 : 0));
        if (res.status === 201) {
          expect(res.body).toEqual({ success: true, _id: expect.any(String) });
          const rows = await t.query('SELECT id FROM contact_request WHERE id = $1', [res.body._id]);
          expect(rows).toHaveLength(stored ? 1 : 0);
        } else {
          expect([400, 413]).toContain(res.status);
          expect(typeof res.body.message).toBe('string');
        }
      }),
      { numRuns: Number(process.env.PROPERTY_RUNS ?? 120) },
    );
    // The generator must reach both outcomes, or the property proves little.
    expect(statuses.get(201) ?? 0).toBeGreaterThan(5);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(5);
    expect(honeypots).toBeGreaterThan(0);
  }, 60_000);
});
