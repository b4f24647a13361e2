import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MAIL_KINDS, mailKinds } from '@contract/mail-kinds';
import { CONSENT } from '@contract/privacy-notice';
import { strings } from './copy-texts';
import { privacySections } from './privacy';
import {
  CREATED_OUTSIDE_MIGRATIONS,
  MAIL_KIND_NOTICE,
  TABLE_NOTICE,
  TECHNICAL_TABLES,
} from './privacy-coverage';

const MIGRATIONS = join(__dirname, '../../../src/database/migrations');
const MAPPING = 'client/src/content/privacy-coverage.ts';

/**
 * Every table and schema the migrations create: `CREATE TABLE "x"` (quoted or not, with or
 * without IF NOT EXISTS), a table in a schema counting as its schema (`"pgboss"."job"` is
 * pgboss), and `CREATE SCHEMA "x"`.
 */
function createdTables(source: string): string[] {
  const found = new Set<string>();
  const name = String.raw`"?(\w+)"?`;
  const table = new RegExp(String.raw`CREATE\s+TABLE\s+(?:IF\s+NOT\s+EXISTS\s+)?(?:${name}\.)?${name}`, 'gi');
  const schema = new RegExp(String.raw`CREATE\s+SCHEMA\s+(?:IF\s+NOT\s+EXISTS\s+)?${name}`, 'gi');
  for (const match of source.matchAll(table)) found.add(match[1] ?? match[2]);
  for (const match of source.matchAll(schema)) found.add(match[1]);
  return [...found];
}

const migrationTables = [
  ...new Set(
    readdirSync(MIGRATIONS)
      .filter((file) => file.endsWith('.ts') && file !== 'index.ts')
      .flatMap((file) => createdTables(readFileSync(join(MIGRATIONS, file), 'utf8'))),
  ),
];

/** The ids a mapping may point to: each section of the notice, and each entry that has one. */
const noticeIds = new Set(
  privacySections.flatMap((section) => [
    section.id,
    ...section.blocks.flatMap((block) =>
      block.kind === 'terms' ? block.items.flatMap((item) => (item.id ? [item.id] : [])) : [],
    ),
  ]),
);

describe('The privacy notice answers for every purpose the server has', () => {
  it('reads the tables the migrations create, schemas included', () => {
    expect(migrationTables).toEqual(
      expect.arrayContaining(['contact_request', 'appointment', 'audit_event']),
    );
    expect(createdTables('CREATE TABLE IF NOT EXISTS pgboss.job (id uuid)')).toEqual(['pgboss']);
    expect(createdTables('CREATE SCHEMA IF NOT EXISTS "pgboss"; CREATE TABLE "x" ()')).toEqual([
      'x',
      'pgboss',
    ]);
  });

  it('every kind of e-mail is told to patients, in an entry the notice has', () => {
    // The team's own e-mails (an invitation, a reset link) carry nothing about a patient.
    const aboutPatients = mailKinds.filter((kind) => MAIL_KINDS[kind].to !== 'staff');
    const problems = aboutPatients.flatMap((kind) => {
      const id = MAIL_KIND_NOTICE[kind];
      if (!id)
        return [
          `the e-mail « ${kind} » (${MAIL_KINDS[kind].label}) is not in the notice: map it in ${MAPPING} (MAIL_KIND_NOTICE) to the entry that tells patients about it, writing that entry first if needed`,
        ];
      return noticeIds.has(id)
        ? []
        : [`the e-mail « ${kind} » points to « ${id} », which the notice does not have`];
    });
    expect(problems).toEqual([]);
  });

  it('every table the migrations create is told to patients, or listed as technical', () => {
    const problems = migrationTables.flatMap((table) => {
      if (TABLE_NOTICE[table] && TECHNICAL_TABLES[table])
        return [`the table « ${table} » is both mapped to the notice and listed as technical`];
      if (TECHNICAL_TABLES[table]) return [];
      const ids = TABLE_NOTICE[table];
      if (!ids?.length)
        return [
          `the table « ${table} » is not in the notice: map it in ${MAPPING} (TABLE_NOTICE) to the entries that tell patients about it, or, if it holds nothing about anyone, add it to TECHNICAL_TABLES with the reason`,
        ];
      return ids
        .filter((id) => !noticeIds.has(id))
        .map((id) => `the table « ${table} » points to « ${id} », which the notice does not have`);
    });
    expect(problems).toEqual([]);
  });

  it('the outbox (pg-boss) is mapped to the e-mail entries, and no entry names a table that is gone', () => {
    expect(TABLE_NOTICE.pgboss).toEqual(expect.arrayContaining(['e-mails-patient', 'e-mails-cabinet']));
    for (const id of TABLE_NOTICE.pgboss) expect(noticeIds).toContain(id);
    const stale = [...Object.keys(TABLE_NOTICE), ...Object.keys(TECHNICAL_TABLES)].filter(
      (table) => !migrationTables.includes(table) && !CREATED_OUTSIDE_MIGRATIONS.includes(table),
    );
    expect(stale).toEqual([]);
  });

  it('quotes the consent box word for word, so the notice’s version dates its wording', () => {
    expect(strings(privacySections)).toEqual(
      expect.arrayContaining([expect.stringContaining(`«\u00a0${CONSENT.label}\u00a0»`)]),
    );
  });
});
