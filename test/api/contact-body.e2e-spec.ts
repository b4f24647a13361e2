import request from 'supertest';
import { expectNoLeak, questionnaireRequest } from '../support/api-fixtures';
import { contactRefusals } from '../support/contact-refusals';
import { createTestApp, TestApp } from '../support/test-app';

describe('Contact requests: selections and the body as a whole', () => {
  let t: TestApp;
  const { rowCount, expectRefused, expectAccepted } = contactRefusals(() => t);

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PUBLIC_PER_MINUTE: '100000' });
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.query('DELETE FROM contact_request');
  });

  describe('selections', () => {
    const entries = (n: number) =>
      Object.fromEntries(Array.from({ length: n }, (_, i) => [`step-${i}`, 'Oui']));

    it('has at most 20 entries', async () => {
      await expectRefused(questionnaireRequest({ selections: entries(21) }), 'selections', /au plus 20/);
      await expectAccepted(questionnaireRequest({ selections: entries(20) }));
    });
    it('refuses __proto__, constructor and prototype keys, sent as raw JSON', async () => {
      const base = JSON.stringify(questionnaireRequest({ selections: {} })).slice(0, -1);
      for (const key of ['__proto__', 'constructor', 'prototype']) {
        await expectRefused(
          `${base.replace('"selections":{}', `"selections":{"${key}":"x"}`)}}`,
          'selections',
          /clé|étape/i,
        );
        await expectRefused(
          `${base.replace('"selections":{}', `"selections":{"${key}":{"polluted":"yes"}}`)}}`,
          'selections',
          /clé|étape/i,
        );
      }
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    });
    it('has step-id keys: [a-z0-9-], at most 64', async () => {
      for (const key of ['Step-1', 'step 1', 'step_1', 'étape', '', 'a'.repeat(65)]) {
        await expectRefused(
          questionnaireRequest({ selections: { [key]: 'Oui' } }),
          'selections',
          /Identifiant d'étape/,
        );
      }
      await expectAccepted(questionnaireRequest({ selections: { ['a'.repeat(64)]: 'Oui' } }));
    });
    it('has text values of at most 200 characters: nested values, arrays, numbers → 400', async () => {
      for (const value of [{ a: 'b' }, ['a'], 3, true, null]) {
        await expectRefused(
          questionnaireRequest({ selections: { 'step-1': value } }),
          'selections',
          /texte|imbriquée/,
        );
      }
      await expectRefused(
        questionnaireRequest({ selections: { 'step-1': 'a'.repeat(201) } }),
        'selections',
        /au plus 200/,
      );
      await expectAccepted(questionnaireRequest({ selections: { 'step-1': 'a'.repeat(200) } }));
    });
    it('is an object', async () => {
      for (const selections of [['Visage'], 'Visage', 7, null]) {
        await expectRefused(questionnaireRequest({ selections }), 'selections', /doivent être un objet/);
      }
    });
  });

  describe('the body as a whole', () => {
    it('refuses unknown properties, each with a French message', async () => {
      await expectRefused(questionnaireRequest({ foo: 1 }), 'foo', "Ce champ n'est pas autorisé.");
      const raw = JSON.stringify(questionnaireRequest()).replace(/^\{/, '{"__proto__":{"admin":true},');
      await expectRefused(raw, '__proto__', "Ce champ n'est pas autorisé.");
      await expectRefused(
        questionnaireRequest({ constructor: 'x' }),
        'constructor',
        "Ce champ n'est pas autorisé.",
      );
    });
    it('reports every wrong field at once, one message each', async () => {
      const res = await request(t.server)
        .post('/api/contact')
        .send({ name: '', phone: 'x', service: 'y', extra: 1 })
        .expect(400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['extra', 'name', 'phone', 'service']);
      for (const message of Object.values(res.body.errors)) expect(typeof message).toBe('string');
    });
    it('answers 413 over 32 KB', async () => {
      const res = await request(t.server)
        .post('/api/contact')
        .send(questionnaireRequest({ message: 'a'.repeat(33 * 1024) }))
        .expect(413);
      expect(res.body).toEqual({ statusCode: 413, message: 'Requête trop volumineuse.' });
      expect(await rowCount()).toBe(0);
    });
    it('answers 400 with a generic message for malformed JSON', async () => {
      for (const raw of ['{"name":', '{name: "x"}', "{'a':1}", '{"a":1}}', 'null', '"text"']) {
        const res = await request(t.server)
          .post('/api/contact')
          .set('Content-Type', 'application/json')
          .send(raw);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ statusCode: 400, message: 'Requête invalide.' });
        expectNoLeak(res.text);
      }
      expect(await rowCount()).toBe(0);
    });
    it('answers 400 for a JSON array, and for a body nested too deep (no stack overflow)', async () => {
      const array = await request(t.server).post('/api/contact').send([questionnaireRequest()]).expect(400);
      expect(array.body).toEqual({
        success: false,
        message: 'Le corps de la requête doit être un objet JSON.',
        errors: {},
      });
      const deep = `{"name":${'['.repeat(10000)}${']'.repeat(10000)}}`;
      const res = await request(t.server)
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send(deep);
      expect(res.status).toBe(400);
      expect(await rowCount()).toBe(0);
    });
    it('answers 415 for a content type other than JSON', async () => {
      const form = await request(t.server)
        .post('/api/contact')
        .type('form')
        .send('name=Jean&phone=22333444')
        .expect(415);
      expect(form.body).toEqual({ statusCode: 415, message: 'Le contenu doit être envoyé au format JSON.' });
      await request(t.server)
        .post('/api/contact')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify(questionnaireRequest()))
        .expect(415);
      expect(await rowCount()).toBe(0);
    });
    it('answers 400 with the missing fields for an empty body', async () => {
      const res = await request(t.server).post('/api/contact').expect(400);
      expect(res.body.errors).toEqual({
        name: 'Le nom complet est obligatoire.',
        phone: 'Le numéro de téléphone est obligatoire.',
        service: 'Veuillez sélectionner un service.',
      });
    });
  });
});
