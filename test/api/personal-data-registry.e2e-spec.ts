import { PersonalDataRegistry } from '../../src/common/personal-data/personal-data.registry';
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
