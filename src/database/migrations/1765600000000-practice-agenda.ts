import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The practice's whole agenda. Appointments the practice enters itself (by phone, at the desk)
 * go in the same table as the online ones, so the exclusion constraint keeps them apart too;
 * `source` tells them apart, `note` is the practice's own remark. Such an appointment has no
 * online consent box behind it, so its consent and notice version stay empty, which only the
 * practice's rows may do. `calendar_feed` holds the one secret address the practice's calendar
 * subscribes to, as the SHA-256 of its token only.
 */
export class PracticeAgenda1765600000000 implements MigrationInterface {
  name = 'PracticeAgenda1765600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "appointment" ADD "source" varchar(10) NOT NULL DEFAULT 'en-ligne'`);
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "CHK_appointment_source" CHECK ("source" IN ('en-ligne', 'cabinet'))`,
    );
    await queryRunner.query(`ALTER TABLE "appointment" ADD "note" text NOT NULL DEFAULT ''`);
    await queryRunner.query(`ALTER TABLE "appointment" ALTER COLUMN "consent_at" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "appointment" ALTER COLUMN "notice_version" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "appointment" ADD CONSTRAINT "CHK_appointment_online_consent"
         CHECK ("source" = 'cabinet' OR ("consent_at" IS NOT NULL AND "notice_version" IS NOT NULL))`,
    );
    await queryRunner.query(`
      CREATE TABLE "calendar_feed" (
        "id" smallint NOT NULL DEFAULT 1,
        "token_hash" char(64) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_calendar_feed" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_calendar_feed_one_row" CHECK ("id" = 1)
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "calendar_feed"`);
    await queryRunner.query(`ALTER TABLE "appointment" DROP CONSTRAINT "CHK_appointment_online_consent"`);
    // The practice's appointments had no consent box: going back, they are dated by their entry.
    await queryRunner.query(
      `UPDATE "appointment" SET "consent_at" = coalesce("consent_at", "created_at"),
              "notice_version" = coalesce("notice_version", '')`,
    );
    await queryRunner.query(`ALTER TABLE "appointment" ALTER COLUMN "notice_version" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "appointment" ALTER COLUMN "consent_at" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "appointment" DROP COLUMN "note"`);
    await queryRunner.query(`ALTER TABLE "appointment" DROP CONSTRAINT "CHK_appointment_source"`);
    await queryRunner.query(`ALTER TABLE "appointment" DROP COLUMN "source"`);
  }
}
