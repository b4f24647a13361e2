import request from 'supertest';
import { CONSENT, NOTICE_VERSION } from '../../src/contract/privacy-notice';
import { ADMIN_ENV, contactPageRequest, loginToken, questionnaireRequest } from '../support/api-fixtures';
import { csvRows } from '../support/csv';
import { createTestApp, TestApp } from '../support/test-app';

interface Item {
  _id: string;
  createdAt: string;
  consentAt: string | null;
  noticeVersion: string | null;
}

describe('Consent to the handling of a request (POST /api/contact with consent: true)', () => {
  let t: TestApp;
  let auth: { Authorization: string };

  beforeAll(async () => {
    // More than the default budget of public posts a minute: this file sends a dozen.
    t = await createTestApp({ ...ADMIN_ENV, RATE_LIMIT_PUBLIC_PER_MINUTE: '100' });
    auth = { Authorization: `Bearer ${await loginToken(t)}` };
  });
  afterAll(() => t.close());
  beforeEach(() => t.query('DELETE FROM contact_request'));

  const item = async (id: string): Promise<Item> =>
    (await request(t.server).get(`/api/contact/${id}`).set(auth).expect(200)).body as Item;

  it('stores when consent was given (the request’s own instant) and which notice was in force', async () => {
    for (const body of [contactPageRequest({ consent: true }), questionnaireRequest({ consent: true })]) {
      const created = await request(t.server).post('/api/contact').send(body).expect(201);
      const stored = await item(created.body._id as string);
      expect(stored.consentAt).toBe(stored.createdAt);
      expect(stored.noticeVersion).toBe(NOTICE_VERSION);
    }
    const list = (await request(t.server).get('/api/contact').set(auth).expect(200)).body as Item[];
    expect(list.map((c) => [c.consentAt === c.createdAt, c.noticeVersion])).toEqual([
      [true, NOTICE_VERSION],
      [true, NOTICE_VERSION],
    ]);
  });

  it('takes a request sent without the field, recorded as given without consent (null, null)', async () => {
    const created = await request(t.server).post('/api/contact').send(contactPageRequest()).expect(201);
    expect(await item(created.body._id as string)).toMatchObject({ consentAt: null, noticeVersion: null });
  });

  it.each([false, 'true', 1, 'oui'])(
    'refuses consent: %p with a French message, storing nothing',
    async (consent) => {
      const res = await request(t.server)
        .post('/api/contact')
        .send(contactPageRequest({ consent }))
        .expect(400);
      // The one consent's wording, as the booking answers it and the forms show it.
      expect(res.body.errors.consent).toBe(CONSENT.required);
      expect(await t.query('SELECT id FROM contact_request')).toEqual([]);
    },
  );

  it('the export shows the date of consent, or « Non recueilli », and the notice’s version', async () => {
    await request(t.server)
      .post('/api/contact')
      .send(contactPageRequest({ consent: true }))
      .expect(201);
    await request(t.server).post('/api/contact').send(questionnaireRequest()).expect(201);
    const res = await request(t.server).get('/api/contact/export').set(auth).buffer(true).expect(200);
    const [header, ...rows] = csvRows(res.text);
    const consent = header.indexOf('Consentement');
    const version = header.indexOf('Version de la notice');
    expect(consent).toBeGreaterThan(0);
    const cells = rows.map((r) => [r[consent], r[version]]).sort();
    expect(cells[0][0]).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/);
    expect(cells[0][1]).toBe(NOTICE_VERSION);
    expect(cells[1]).toEqual(['Non recueilli', '']);
  });
});
