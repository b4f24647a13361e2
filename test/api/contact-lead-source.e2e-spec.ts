import request from 'supertest';
import { ADMIN_ENV, contactPageRequest, loginToken, questionnaireRequest } from '../support/api-fixtures';
import { contactRefusals } from '../support/contact-refusals';
import { createTestApp, TestApp } from '../support/test-app';

describe('Contact requests: the lead source (source, page), optional', () => {
  let t: TestApp;
  let token: string;
  const { expectRefused, expectAccepted } = contactRefusals(() => t);

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, RATE_LIMIT_PUBLIC_PER_MINUTE: '100000' });
    token = await loginToken(t);
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.query('DELETE FROM contact_request');
  });

  const list = async () =>
    (await request(t.server).get('/api/contact').set('Authorization', `Bearer ${token}`).expect(200))
      .body as Record<string, unknown>[];

  it('stores source and page and returns them in GET /api/contact', async () => {
    await request(t.server)
      .post('/api/contact')
      .send(questionnaireRequest({ source: 'questionnaire', page: '/' }))
      .expect(201);
    await request(t.server)
      .post('/api/contact')
      .send(contactPageRequest({ source: 'contact', page: '/contact?ref=footer#form' }))
      .expect(201);
    const rows = await t.query<{ source: string; page: string }>(
      'SELECT source, page FROM contact_request ORDER BY source DESC',
    );
    expect(rows).toEqual([
      { source: 'questionnaire', page: '/' },
      { source: 'contact', page: '/contact?ref=footer#form' },
    ]);
    const sources = (await list()).map((c) => [c.source, c.page]);
    expect(sources).toEqual(
      expect.arrayContaining([
        ['questionnaire', '/'],
        ['contact', '/contact?ref=footer#form'],
      ]),
    );
  });

  it('keeps the original request shapes valid: without them (or with null) both are stored and listed as null', async () => {
    await expectAccepted(questionnaireRequest());
    await expectAccepted(contactPageRequest({ source: null, page: null }));
    await expectAccepted(questionnaireRequest({ source: 'autre' }));
    expect(await t.query('SELECT source, page FROM contact_request ORDER BY source NULLS FIRST')).toEqual([
      { source: null, page: null },
      { source: null, page: null },
      { source: 'autre', page: null },
    ]);
    for (const contact of await list()) {
      expect(contact).toHaveProperty('source');
      expect(contact).toHaveProperty('page', null);
    }
  });

  it('refuses an unknown source, in French', async () => {
    for (const source of ['Questionnaire', 'facebook', '', 'contact ']) {
      await expectRefused(
        questionnaireRequest({ source }),
        'source',
        "L'origine doit valoir questionnaire, contact ou autre.",
      );
    }
    for (const source of [1, true, ['contact'], { a: 'contact' }]) {
      await expectRefused(questionnaireRequest({ source }), 'source', "L'origine doit être un texte.");
    }
  });

  it('refuses a page that is not a path of the site, or over 200 characters', async () => {
    const notAPath = 'La page doit être un chemin du site commençant par « / ».';
    for (const page of [
      '',
      'contact',
      'https://evil.example/',
      '//evil.example',
      '/a b',
      '/a\r\nb',
      '/\u0000',
    ]) {
      await expectRefused(questionnaireRequest({ page }), 'page', notAPath);
    }
    await expectRefused(questionnaireRequest({ page: 42 }), 'page', 'La page doit être un texte.');
    await expectRefused(
      questionnaireRequest({ page: '/' + 'a'.repeat(200) }),
      'page',
      'La page compte au plus 200 caractères.',
    );
    await expectAccepted(questionnaireRequest({ page: '/' + 'é'.repeat(199) }));
    await expectAccepted(questionnaireRequest({ page: '/chirurgies/Génioplastie' }));
  });
});
