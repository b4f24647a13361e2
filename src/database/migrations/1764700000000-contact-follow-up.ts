import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The practice's follow-up of each request: its status (« Nouvelle » first), an optional time
 * to call back, the administrator's dated notes, and the history of every change. Notes and
 * history go with their request when it is deleted (by hand, by a patient's erasure or by
 * retention). Indexes for a million requests: the list filtered by status pages on
 * (status, created_at, id); the call-back list reads only the requests « À rappeler ».
 */
export class ContactFollowUp1764700000000 implements MigrationInterface {
  name = 'ContactFollowUp1764700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "contact_request"
        ADD COLUMN "status" varchar(20) NOT NULL DEFAULT 'nouvelle',
        ADD COLUMN "follow_up_at" timestamptz,
        ADD CONSTRAINT "CHK_contact_request_status"
          CHECK ("status" IN ('nouvelle', 'a-rappeler', 'rendez-vous-fixe', 'traitee', 'sans-suite'))`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_request_status" ON "contact_request" ("status", "created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_request_due" ON "contact_request" ("follow_up_at") WHERE "status" = 'a-rappeler'`,
    );
    await queryRunner.query(`
      CREATE TABLE "contact_note" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "contact_id" uuid NOT NULL REFERENCES "contact_request" ("id") ON DELETE CASCADE,
        "text" text NOT NULL,
        "author_id" uuid,
        "created_at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "PK_contact_note" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_note_contact" ON "contact_note" ("contact_id", "created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "contact_change" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "contact_id" uuid NOT NULL REFERENCES "contact_request" ("id") ON DELETE CASCADE,
        "field" varchar(20) NOT NULL CHECK ("field" IN ('status', 'followUpAt')),
        "from_value" text,
        "to_value" text,
        "actor_id" uuid,
        "at" timestamptz NOT NULL DEFAULT clock_timestamp(),
        CONSTRAINT "PK_contact_change" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_change_contact" ON "contact_change" ("contact_id", "at" DESC)`,
    );
    // « Reached a booked appointment » for the statistics: any change to that status.
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_change_booked" ON "contact_change" ("contact_id") WHERE "field" = 'status' AND "to_value" = 'rendez-vous-fixe'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "contact_change"`);
    await queryRunner.query(`DROP TABLE "contact_note"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_request_due"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_request_status"`);
    await queryRunner.query(`
      ALTER TABLE "contact_request"
        DROP CONSTRAINT "CHK_contact_request_status",
        DROP COLUMN "follow_up_at",
        DROP COLUMN "status"`);
  }
}
