import { createHash, createHmac } from 'node:crypto';
import { MigrationInterface, QueryRunner } from 'typeorm';
import { normalizePhone } from '../../common/validation/identity';

/** Rows normalized per statement while filling the new phone column. */
const BATCH = 1000;

/**
 * The normalized identity of a person, the explicit link between a booking and a request, and
 * each appointment's own cancel tokens.
 *
 * - `phone_e164` (libphonenumber, region TN: filled here in TypeScript for existing rows, by the
 *   application for new ones; null when the number is not recognised) and `email_normalized`
 *   (lower(email), a generated column: no writer can forget it) on the requests and the
 *   appointments, each indexed. Every lookup compares them exactly; the old index on the last
 *   eight digits goes.
 * - An appointment may name the request it came from (`request_id`, cleared when the request
 *   is deleted) and the history row of the status change the booking made
 *   (`request_change_id`), so that cancelling undoes exactly that change; an undone change is
 *   dated (`contact_change.undone_at`) and no longer counts as a booking in the statistics.
 * - `cancel_token_hashes`: the SHA-256 of each cancel link's random token (see
 *   src/booking/cancel-token.ts). Links e-mailed before this migration were signed with
 *   JWT_SECRET: keepLinksAlreadySent stores their hashes too, so they keep working until their
 *   appointment starts, and nothing reads JWT_SECRET for a cancel link afterwards.
 */
export class ExactIdentity1764900000000 implements MigrationInterface {
  name = 'ExactIdentity1764900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['contact_request', 'appointment']) {
      await queryRunner.query(`
        ALTER TABLE "${table}"
          ADD COLUMN "phone_e164" varchar(16),
          ADD COLUMN "email_normalized" varchar(254) GENERATED ALWAYS AS (lower("email")) STORED`);
      await this.fillPhones(queryRunner, table);
      await queryRunner.query(
        `CREATE INDEX "IDX_${table}_phone_e164" ON "${table}" ("phone_e164") WHERE "phone_e164" IS NOT NULL`,
      );
      await queryRunner.query(
        `CREATE INDEX "IDX_${table}_email_normalized" ON "${table}" ("email_normalized") WHERE "email_normalized" IS NOT NULL`,
      );
    }
    await queryRunner.query(`DROP INDEX "IDX_contact_request_phone_key"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_request_email_lower"`);

    await queryRunner.query(`ALTER TABLE "contact_change" ADD COLUMN "undone_at" timestamptz`);
    await queryRunner.query(`DROP INDEX "IDX_contact_change_booked"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_change_booked" ON "contact_change" ("contact_id")
        WHERE "field" = 'status' AND "to_value" = 'rendez-vous-fixe' AND "undone_at" IS NULL`,
    );
    await queryRunner.query(`
      ALTER TABLE "appointment"
        ADD COLUMN "request_id" uuid REFERENCES "contact_request" ("id") ON DELETE SET NULL,
        ADD COLUMN "request_change_id" uuid REFERENCES "contact_change" ("id") ON DELETE SET NULL,
        ADD COLUMN "cancel_token_hashes" char(64)[] NOT NULL DEFAULT '{}'`);
    await queryRunner.query(
      `CREATE INDEX "IDX_appointment_request" ON "appointment" ("request_id") WHERE "request_id" IS NOT NULL`,
    );
    await keepLinksAlreadySent(queryRunner, process.env.JWT_SECRET);
  }

  /** Existing rows' numbers, a batch at a time in id order (a million rows stay a million small updates). */
  private async fillPhones(queryRunner: QueryRunner, table: string): Promise<void> {
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const rows = (await queryRunner.query(
        `SELECT id, phone FROM "${table}" WHERE id > $1 ORDER BY id LIMIT ${BATCH}`,
        [after],
      )) as { id: string; phone: string }[];
      if (rows.length === 0) return;
      const found = rows
        .map((row) => ({ id: row.id, e164: normalizePhone(row.phone) }))
        .filter((row) => row.e164 !== null);
      if (found.length > 0) {
        await queryRunner.query(
          `UPDATE "${table}" t SET phone_e164 = v.e164
             FROM unnest($1::uuid[], $2::varchar[]) AS v(id, e164) WHERE t.id = v.id`,
          [found.map((row) => row.id), found.map((row) => row.e164)],
        );
      }
      after = rows[rows.length - 1].id;
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_appointment_request"`);
    await queryRunner.query(`
      ALTER TABLE "appointment"
        DROP COLUMN "cancel_token_hashes",
        DROP COLUMN "request_change_id",
        DROP COLUMN "request_id"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_change_booked"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_change_booked" ON "contact_change" ("contact_id") WHERE "field" = 'status' AND "to_value" = 'rendez-vous-fixe'`,
    );
    await queryRunner.query(`ALTER TABLE "contact_change" DROP COLUMN "undone_at"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_request_email_lower" ON "contact_request" (lower(email)) WHERE email IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_request_phone_key" ON "contact_request" (right(ltrim(regexp_replace(phone, '[^0-9]', '', 'g'), '0'), 8))`,
    );
    for (const table of ['appointment', 'contact_request']) {
      await queryRunner.query(`DROP INDEX "IDX_${table}_email_normalized"`);
      await queryRunner.query(`DROP INDEX "IDX_${table}_phone_e164"`);
      await queryRunner.query(
        `ALTER TABLE "${table}" DROP COLUMN "email_normalized", DROP COLUMN "phone_e164"`,
      );
    }
  }
}

/**
 * The cancel links patients already hold: before this migration a link's token was
 * HMAC-SHA256(`booking-cancel:` + JWT_SECRET, appointment id), base64url. For every appointment
 * still to come and not cancelled, the hash of that token joins the appointment's own, as if it
 * had been drawn at random: those links keep working until the appointment starts, then die like
 * any other. Without JWT_SECRET (development), the old links already died with the process that
 * signed them with a random secret: nothing to keep.
 */
export async function keepLinksAlreadySent(
  queryRunner: { query(sql: string, params?: unknown[]): Promise<unknown> },
  secret: string | undefined,
): Promise<void> {
  if (!secret) return;
  const rows = (await queryRunner.query(
    `SELECT id FROM "appointment" WHERE status = 'confirme' AND starts_at > now()`,
  )) as { id: string }[];
  for (let i = 0; i < rows.length; i += BATCH) {
    const ids = rows.slice(i, i + BATCH).map((row) => row.id);
    const hashes = ids.map((id) => {
      const token = createHmac('sha256', `booking-cancel:${secret}`).update(id).digest('base64url');
      return createHash('sha256').update(token).digest('hex');
    });
    await queryRunner.query(
      `UPDATE "appointment" a SET cancel_token_hashes = array_append(a.cancel_token_hashes, v.hash::char(64))
         FROM unnest($1::uuid[], $2::text[]) AS v(id, hash) WHERE a.id = v.id`,
      [ids, hashes],
    );
  }
}
