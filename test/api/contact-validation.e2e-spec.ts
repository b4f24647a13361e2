import request from 'supertest';
import { ALLOWED_SERVICES } from '../../src/contract/services';
import { contactPageRequest, questionnaireRequest } from '../support/api-fixtures';
import { contactRefusals } from '../support/contact-refusals';
import { createTestApp, TestApp } from '../support/test-app';

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
    it('holds no invisible format characters (bidi overrides, zero-width characters)', async () => {
      for (const name of [
        'Amira\u202EhalaS neB',
        'Ami\u200Bra',
        '\uFEFFAmira',
        'Amira\u2066Ben\u2069',
        'Ami\u200Dra',
        'Ami\u00ADra',
      ]) {
        await expectRefused(
          questionnaireRequest({ name }),
          'name',
          'Le nom contient des caractères invisibles non autorisés.',
        );
      }
      await expectAccepted(questionnaireRequest({ name: 'أميرة بن صالح' }));
      await expectAccepted(questionnaireRequest({ name: 'Héla Ben Aïcha' }));
    });
    it('holds no half of a surrogate pair', async () => {
      for (const name of ['Amira\uD83D', '\uDE00Amira', 'Am\uDE00\uD83Dira']) {
        await expectRefused(
          questionnaireRequest({ name }),
          'name',
          'Le nom contient un caractère mal encodé.',
        );
      }
    });
    it('is trimmed and checked in linear time, even around 30 000 spaces', async () => {
      const spaces = ' '.repeat(30_000);
      await expectRefused(questionnaireRequest({ name: `a${spaces}b` }), 'name', /au plus 100/);
      await expectAccepted(questionnaireRequest({ name: `${spaces}Amira${spaces.slice(0, 1_000)}` }));
      expect(await t.query('SELECT name FROM contact_request')).toEqual([{ name: 'Amira' }]);
      // A quadratic trim spent seconds on this body; linear rules answer at once.
      let best = Infinity;
      for (let i = 0; i < 3; i++) {
        const start = performance.now();
        await request(t.server)
          .post('/api/contact')
          .send(questionnaireRequest({ name: `a${spaces}b`, phone: `2${spaces.slice(0, 2_000)}2` }))
          .expect(400);
        best = Math.min(best, performance.now() - start);
      }
      expect(best).toBeLessThan(250);
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
    it('follows the conservative grammar: nothing a mailto: link or a header would read as more', async () => {
      for (const email of [
        // Opened as a mailto: link, this one wrote to the attacker in Bcc.
        'victim%40gmail.com?bcc=attacker%40evil.tn&x=@x.tn',
        'victim@gmail.com?bcc=attacker@evil.tn',
        'a?b@example.tn',
        'a&b=c@example.tn',
        'a/b@example.tn',
        'a%40b@example.tn',
        '"a"@example.tn',
        "o'neil@example.tn",
        '<a@example.tn>',
        '.a@example.tn',
        'a..b@example.tn',
        'a.@example.tn',
        'a@-example.tn',
        'a@example-.tn',
        'a@example..tn',
        'a@example.t',
        'a@example.123',
        'hélène@example.tn',
        'a\u202E@example.tn',
        'a\uD800@example.tn',
      ]) {
        await expectRefused(questionnaireRequest({ email }), 'email', "Format d'email invalide.");
      }
      await expectAccepted(contactPageRequest({ email: 'Amira.Ben-Salah+rdv_1%x@Mail.Example-Cabinet.TN' }));
      expect(await t.query('SELECT email FROM contact_request')).toEqual([
        { email: 'Amira.Ben-Salah+rdv_1%x@Mail.Example-Cabinet.TN' },
      ]);
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
    it('holds no half of a surrogate pair; emoji sequences and direction marks are fine', async () => {
      for (const message of ['Bonjour \uD83D', '\uDE00 merci', 'a\uDE00\uD83Db']) {
        await expectRefused(
          questionnaireRequest({ message }),
          'message',
          'Le message contient un caractère mal encodé.',
        );
      }
      const message = 'Merci 👨‍👩‍👧 \u200Fشكرا\u200F';
      await expectAccepted(questionnaireRequest({ message }));
      expect(await t.query('SELECT message FROM contact_request')).toEqual([{ message }]);
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

  describe('selections', () => {
    it('hold no half of a surrogate pair', async () => {
      await expectRefused(
        questionnaireRequest({ selections: { 'step-1': 'Visage\uD83D' } }),
        'selections',
        'Une réponse contient un caractère mal encodé.',
      );
      await expectAccepted(questionnaireRequest({ selections: { 'step-1': 'Visage 😀' } }));
    });
  });

  describe('page (lead source)', () => {
    it('holds no backslash: browsers read "/\\evil.example" as "//evil.example", another host', async () => {
      for (const page of ['/\\evil.example', '/\\\\evil.example', '/contact\\..\\x', '/\\/evil.example']) {
        await expectRefused(
          questionnaireRequest({ page }),
          'page',
          'La page ne doit pas contenir de barre oblique inverse « \\ ».',
        );
      }
      await expectAccepted(questionnaireRequest({ page: '/contact?ref=footer#form' }));
    });
    it('holds no half of a surrogate pair', async () => {
      await expectRefused(
        questionnaireRequest({ page: '/chirurgies/\uD83D' }),
        'page',
        'La page contient un caractère mal encodé.',
      );
    });
  });
});
