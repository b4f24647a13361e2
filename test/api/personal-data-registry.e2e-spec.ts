import request from 'supertest';
import { PersonalDataRegistry } from '../../src/common/personal-data/personal-data.registry';
import { RetentionService } from '../../src/retention/retention.service';
import { ADMIN_ENV, loginToken } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * A column looks like a person's data when one of the words of its name (split on `_`) is one
 * of these: a name of any sort (`name`, `username`, `last_name`…), an e-mail or phone (with
 * `email_normalized`, `phone_e164`), free text a person or the practice writes about them
 * (`message`, `note`, `text`, `comment`), where they are or connect from (`ip`, `user_agent`,
 * `address`, `city`, `zip`), who they are (`birth…`, `dob`, `age`, `sex`, `gender`, `cin` — the
 * Tunisian identity card —, `passport`, `ssn`). Words, not substrings: `description` holds
 * « ip » and is no address. Data that no word of its name gives away (the questionnaire's
 * answers in `selections`, an appointment's time) is found by reading the table: its entry
 * lists it, and this test checks that every column an entry lists exists.
 */
const PERSONAL_WORD =
  /name$|mail|phone|mobile|whatsapp|message|note|comment|address|birth|agent|passport|gender|^(?:ip|tel|fax|text|dob|age|sex|cin|city|zip|ssn)$/;

const looksPersonal = (column: string) => column.split('_').some((word) => PERSONAL_WORD.test(word));

/** Columns whose name looks personal but that hold nothing about a patient, each with why. */
const EXEMPT: Record<string, string> = {
  'admin_user.username':
    'the practice’s own staff account, not a patient: it lives as long as the account (npm run admin)',
  'booking_type.name': 'the name of a consultation type (« Première consultation »), no person’s',
  'app_secret.name': 'the name of a key the server keeps, no person’s',
  'typeorm_metadata.name': 'the name of a generated column whose expression TypeORM keeps (its bookkeeping)',
  'migrations.name': 'the class name of a migration that ran (TypeORM’s bookkeeping)',
};

describe('The registry of personal data covers every table holding a person’s data', () => {
  let t: TestApp;
  let registry: PersonalDataRegistry;

  beforeAll(async () => {
    t = await createTestApp();
    registry = t.app.get(PersonalDataRegistry);
  });
  afterAll(() => t.close());

  /** Every column of schema public, as `table.column`, on the freshly migrated database. */
  const schemaColumns = async () =>
    (
      await t.query<{ name: string }>(
        `SELECT table_name || '.' || column_name AS name FROM information_schema.columns
          WHERE table_schema = 'public' ORDER BY table_name, ordinal_position`,
      )
    ).map((row) => row.name);

  const covered = () =>
    new Set(
      registry.entries.flatMap((e) => e.tables.flatMap((t) => t.columns.map((c) => `${t.table}.${c}`))),
    );

  /** The columns that look personal and that neither an entry covers nor the exemptions name. */
  const unregistered = async () => {
    const registered = covered();
    return (await schemaColumns()).filter(
      (name) => looksPersonal(name.split('.')[1]) && !registered.has(name) && !(name in EXEMPT),
    );
  };

  it('tells a personal column by the words of its name, not by a part of a word', () => {
    for (const column of [
      'name',
      'username',
      'first_name',
      'patient_phone',
      'phone_e164',
      'email_normalized',
    ]) {
      expect([column, looksPersonal(column)]).toEqual([column, true]);
    }
    for (const column of ['ip', 'user_agent', 'birth_date', 'home_address', 'text', 'contact_note']) {
      expect([column, looksPersonal(column)]).toEqual([column, true]);
    }
    for (const column of ['description', 'notice_version', 'type_id', 'page', 'zipper', 'shipping']) {
      expect([column, looksPersonal(column)]).toEqual([column, false]);
    }
  });

  it('every column that looks like personal data is in an entry of the registry, or exempted with a reason', async () => {
    expect(await unregistered()).toEqual([]);
  });

  it('a column added without its entry is reported, by table and column', async () => {
    await t.query('ALTER TABLE contact_request ADD COLUMN patient_phone varchar(40)');
    try {
      expect(await unregistered()).toEqual(['contact_request.patient_phone']);
    } finally {
      await t.query('ALTER TABLE contact_request DROP COLUMN patient_phone');
    }
  });

  it('every column an entry covers, and every exemption, names a column the schema has', async () => {
    const columns = new Set(await schemaColumns());
    expect([...covered()].filter((name) => !columns.has(name))).toEqual([]);
    expect(Object.keys(EXEMPT).filter((name) => !columns.has(name))).toEqual([]);
  });

  it('every kind says how long it is kept, and whether the rights reach it per person', () => {
    expect(registry.entries.map((e) => e.key)).toEqual(
      expect.arrayContaining(['contacts', 'subscriptions', 'appointments', 'journal']),
    );
    for (const entry of registry.entries) {
      expect(entry.label).toMatch(/^[A-ZÉ]/);
      if ('keptUntilErased' in entry.retention) expect(entry.retention.keptUntilErased).not.toBe('');
      else expect(entry.retention.keptFor).toMatch(/\d/);
      if (!('person' in entry)) expect(entry.notPerPerson).not.toBe('');
    }
    expect(registry.perPerson.map((e) => e.key)).toEqual(
      expect.arrayContaining(['contacts', 'subscriptions', 'appointments']),
    );
    expect(registry.perPerson.map((e) => e.key)).not.toContain('journal');
  });
});

describe('The patients’ rights and the retention rounds go through every kind registered', () => {
  let t: TestApp;
  let auth: { Authorization: string };
  /** What the kind registered by the test does next: fail its erasure, fail its purge. */
  const behaviour = { eraseFails: false, purgeFails: false };

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV });
    auth = { Authorization: `Bearer ${await loginToken(t)}` };
    // A kind as a new feature would register it, found by the same e-mail as a request.
    t.app.get(PersonalDataRegistry).register({
      key: 'dossiers',
      label: 'Dossiers d’essai',
      tables: [],
      retention: {
        keptFor: '1 jour',
        purge: async () => {
          if (behaviour.purgeFails) throw Object.assign(new Error('broken'), { code: 'TEST_BROKEN' });
          return 0;
        },
      },
      person: {
        find: async (subject) => JSON.stringify(subject.email ? [{ dossier: 'D-1' }] : []),
        export: async (subject) => (subject.email ? [{ dossier: 'D-1' }] : []),
        erase: async (subject) => {
          if (behaviour.eraseFails) throw new Error('erasure failed half-way');
          return subject.email ? 1 : 0;
        },
      },
    });
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    Object.assign(behaviour, { eraseFails: false, purgeFails: false });
    await t.query('DELETE FROM contact_request');
    await t.query(
      `INSERT INTO contact_request (name, email, phone, phone_e164, service, created_at) VALUES
         ('Sami', 'sami@example.tn', '+216 22 333 444', '+21622333444', 'Botox', now() - interval '1 day')`,
    );
  });

  it('shows, exports and erases the new kind beside the requests, under its key', async () => {
    const found = await request(t.server)
      .get('/api/admin/subject?email=sami%40example.tn')
      .set(auth)
      .expect(200);
    expect(found.body).toMatchObject({ contacts: [{ name: 'Sami' }], dossiers: [{ dossier: 'D-1' }] });
    const file = await request(t.server)
      .get('/api/admin/subject/export?email=sami%40example.tn')
      .set(auth)
      .expect(200);
    expect(JSON.parse(file.text)).toMatchObject({
      contacts: [{ name: 'Sami' }],
      dossiers: [{ dossier: 'D-1' }],
    });
    const erased = await request(t.server)
      .delete('/api/admin/subject?email=sami%40example.tn')
      .set(auth)
      .expect(200);
    expect(erased.body).toEqual({ deleted: { contacts: 1, subscriptions: 0, appointments: 0, dossiers: 1 } });
  });

  it('erases in one transaction: a kind that fails leaves every kind as it was', async () => {
    behaviour.eraseFails = true;
    await request(t.server).delete('/api/admin/subject?email=sami%40example.tn').set(auth).expect(500);
    expect(await t.query('SELECT name FROM contact_request')).toEqual([{ name: 'Sami' }]);
  });

  it('the nightly round purges every kind that expires; one that fails leaves the others to run', async () => {
    behaviour.purgeFails = true;
    // Aged only here: a request already past its time when the app starts could be taken by the
    // catch-up round a start asks for, while another test reads it.
    await t.query(`UPDATE contact_request SET created_at = now() - interval '30 months'`);
    const outcome = await t.app.get(RetentionService).purgeRound('nightly');
    expect(outcome.deleted).toMatchObject({ contacts: 1, appointments: 0, subscriptions: 0, journal: 0 });
    expect(outcome.failed).toEqual([{ key: 'dossiers', error: expect.any(Error) }]);
    expect(await t.query('SELECT name FROM contact_request')).toEqual([]);
  });

  it('the hourly round purges only the kinds kept for days', async () => {
    const outcome = await t.app.get(RetentionService).purgeRound('hourly');
    // Sign-ups never confirmed, and the team's spent invitation and reset links.
    expect(Object.keys(outcome.deleted).sort()).toEqual(['account-links', 'subscriptions']);
    expect(await t.query('SELECT name FROM contact_request')).toEqual([{ name: 'Sami' }]);
  });
});
