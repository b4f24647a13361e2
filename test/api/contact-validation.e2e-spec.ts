import { ALLOWED_SERVICES } from '../../src/contact/services';
import { questionnaireRequest } from '../helpers/api-fixtures';
import { contactRefusals } from '../helpers/contact-refusals';
import { createTestApp, TestApp } from '../helpers/test-app';

describe('Contact requests: each field has its rules, a French 400 and nothing stored', () => {
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

  describe('name', () => {
    it('is required after trimming', async () => {
      const body = questionnaireRequest();
      delete body.name;
      await expectRefused(body, 'name', 'Le nom complet est obligatoire.');
      await expectRefused(questionnaireRequest({ name: '' }), 'name', 'Le nom complet est obligatoire.');
      await expectRefused(questionnaireRequest({ name: '   ' }), 'name', 'Le nom complet est obligatoire.');
    });
    it('is at most 100 characters, counted as PostgreSQL counts them', async () => {
      await expectRefused(questionnaireRequest({ name: 'a'.repeat(101) }), 'name', /au plus 100/);
      // 120 code points that class-validator's MaxLength would count as 60.
      await expectRefused(questionnaireRequest({ name: 'e\uFE0F'.repeat(60) }), 'name', /au plus 100/);
      await expectAccepted(questionnaireRequest({ name: 'a'.repeat(100) }));
      await expectAccepted(questionnaireRequest({ name: '😀'.repeat(100) }));
    });
    it('holds no control characters, CR and LF included', async () => {
      for (const name of ['Jean\r\nBcc: x@y.z', 'Jean\n', 'Je\tan', 'Je\u0000an', 'Jean\u2028']) {
        await expectRefused(
          questionnaireRequest({ name }),
          'name',
          'Le nom contient des caractères non autorisés.',
        );
      }
    });
    it('is a string', async () => {
      for (const name of [42, true, null, ['Jean'], { first: 'Jean' }]) {
        const message = name === null ? /obligatoire|texte/ : 'Le nom doit être un texte.';
        await expectRefused(questionnaireRequest({ name }), 'name', message);
      }
    });
    it('is stored trimmed', async () => {
      await expectAccepted(questionnaireRequest({ name: '  Amira  ' }));
      expect(await t.query('SELECT name FROM contact_request')).toEqual([{ name: 'Amira' }]);
    });
  });

  describe('phone', () => {
    it('is required', async () => {
      const body = questionnaireRequest();
      delete body.phone;
      await expectRefused(body, 'phone', 'Le numéro de téléphone est obligatoire.');
      await expectRefused(
        questionnaireRequest({ phone: ' ' }),
        'phone',
        'Le numéro de téléphone est obligatoire.',
      );
    });
    it('holds only digits, spaces, +, -, ( and )', async () => {
      for (const phone of ['+216 22 abc 444', '22.333.444.55', '22333444;drop', '+216\n22333444']) {
        await expectRefused(questionnaireRequest({ phone }), 'phone', 'Numéro de téléphone invalide.');
      }
    });
    it('is at most 30 characters and has at least 8 digits', async () => {
      await expectRefused(questionnaireRequest({ phone: '1'.repeat(31) }), 'phone', /au plus 30/);
      await expectRefused(questionnaireRequest({ phone: '+216 123 4' }), 'phone', /au moins 8 chiffres/);
      await expectRefused(questionnaireRequest({ phone: '(((---+++)))' }), 'phone', /au moins 8 chiffres/);
      await expectAccepted(questionnaireRequest({ phone: '12345678' }));
      await expectAccepted(questionnaireRequest({ phone: '+' + '1'.repeat(29) }));
    });
    it('is a string', async () => {
      await expectRefused(questionnaireRequest({ phone: 21622333444 }), 'phone', /texte/);
    });
  });

  describe('email', () => {
    it('is optional: absent or empty is fine', async () => {
      await expectAccepted(questionnaireRequest());
      await expectAccepted(questionnaireRequest({ email: '' }));
    });
    it('must be a valid address when present', async () => {
      for (const email of [
        'not-an-email',
        'a@b',
        '@example.tn',
        'a b@example.tn',
        'a@example.tn, b@example.tn',
      ]) {
        await expectRefused(questionnaireRequest({ email }), 'email', "Format d'email invalide.");
      }
    });
    it('holds no CR/LF (no header injection)', async () => {
      for (const email of ['a@example.tn\r\nBcc: victim@example.tn', 'a@example.tn\n']) {
        await expectRefused(
          questionnaireRequest({ email }),
          'email',
          "L'email contient des caractères non autorisés.",
        );
      }
    });
    it('is at most 254 characters', async () => {
      const email = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(60)}.tn`;
      expect(email.length).toBeGreaterThan(254);
      await expectRefused(questionnaireRequest({ email }), 'email', /au plus 254/);
    });
    it('is a string (null and numbers are wrong types)', async () => {
      await expectRefused(questionnaireRequest({ email: null }), 'email', /texte/);
      await expectRefused(questionnaireRequest({ email: 12 }), 'email', /texte/);
    });
  });

  describe('service', () => {
    it('is required', async () => {
      const body = questionnaireRequest();
      delete body.service;
      await expectRefused(body, 'service', 'Veuillez sélectionner un service.');
    });
    it('is one of the questionnaire treatments or the contact-page services', async () => {
      for (const service of ['Chirurgie Cardiaque', 'botox', 'Botox ', '', 'x'.repeat(101)]) {
        await expectRefused(questionnaireRequest({ service }), 'service', /service/);
      }
      await expectRefused(questionnaireRequest({ service: 'x'.repeat(101) }), 'service', /au plus 100/);
    });
    it('accepts every allowed service, and the decomposed spelling of an accented one', async () => {
      for (const service of ALLOWED_SERVICES) await expectAccepted(questionnaireRequest({ service }));
      await expectAccepted(questionnaireRequest({ service: 'E\u0301pilation Laser' }));
      const rows = await t.query<{ service: string }>(
        "SELECT service FROM contact_request WHERE service LIKE '%pilation%'",
      );
      expect(rows.map((r) => r.service)).toEqual(['Épilation Laser', 'Épilation Laser']);
      expect(await rowCount()).toBe(ALLOWED_SERVICES.length + 1);
    });
    it('is a string', async () => {
      await expectRefused(questionnaireRequest({ service: ['Botox'] }), 'service', /texte/);
    });
  });

  describe('message', () => {
    it('is at most 5 000 characters', async () => {
      await expectRefused(questionnaireRequest({ message: 'a'.repeat(5001) }), 'message', /au plus 5 000/);
      await expectAccepted(questionnaireRequest({ message: 'a'.repeat(5000) }));
    });
    it('keeps line breaks but refuses other control characters (NUL cannot be stored)', async () => {
      await expectRefused(questionnaireRequest({ message: 'a\u0000b' }), 'message', /non autorisés/);
      await expectAccepted(questionnaireRequest({ message: 'Bonjour,\r\n\tmerci.' }));
      const rows = await t.query('SELECT message FROM contact_request');
      expect(rows).toEqual([{ message: 'Bonjour,\r\n\tmerci.' }]);
    });
    it('is a string (null is a wrong type)', async () => {
      await expectRefused(questionnaireRequest({ message: null }), 'message', /texte/);
      await expectRefused(questionnaireRequest({ message: 5 }), 'message', /texte/);
    });
  });
});
