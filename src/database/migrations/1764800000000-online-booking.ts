import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Online booking. Consultation types, the practice's settings (weekly hours, notice, horizon)
 * and absences, and the appointments themselves. No two appointments that are not cancelled
 * can overlap, whatever the code path: an exclusion constraint on their time ranges
 * (btree_gist, shipped with PostgreSQL) makes the database refuse the second one. A fresh
 * install takes bookings at once: one « Première consultation » of 30 minutes, Monday to Friday
 * 9:00–17:00 and Saturday 9:00–13:00, 24 hours' notice, 60 days ahead.
 */
export class OnlineBooking1764800000000 implements MigrationInterface {
  name = 'OnlineBooking1764800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);
    await queryRunner.query(`
      CREATE TABLE "booking_type" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(80) NOT NULL,
        "duration_minutes" smallint NOT NULL CHECK ("duration_minutes" BETWEEN 10 AND 240),
        "mode" varchar(10) NOT NULL DEFAULT 'cabinet' CHECK ("mode" IN ('cabinet', 'video')),
        "active" boolean NOT NULL DEFAULT true,
        "position" smallint NOT NULL DEFAULT 0,
        CONSTRAINT "PK_booking_type" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `INSERT INTO "booking_type" ("name", "duration_minutes", "mode") VALUES ('Première consultation', 30, 'cabinet')`,
    );
    await queryRunner.query(`
      CREATE TABLE "booking_settings" (
        "id" smallint NOT NULL DEFAULT 1 CHECK ("id" = 1),
        "weekly_hours" jsonb NOT NULL,
        "notice_hours" smallint NOT NULL CHECK ("notice_hours" BETWEEN 0 AND 720),
        "horizon_days" smallint NOT NULL CHECK ("horizon_days" BETWEEN 1 AND 365),
        CONSTRAINT "PK_booking_settings" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`
      INSERT INTO "booking_settings" ("weekly_hours", "notice_hours", "horizon_days") VALUES (
        '{"1": [["09:00", "17:00"]], "2": [["09:00", "17:00"]], "3": [["09:00", "17:00"]],
          "4": [["09:00", "17:00"]], "5": [["09:00", "17:00"]], "6": [["09:00", "13:00"]], "7": []}',
        24, 60)`);
    await queryRunner.query(`
      CREATE TABLE "booking_absence" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "starts_at" timestamptz NOT NULL,
        "ends_at" timestamptz NOT NULL,
        "reason" varchar(200),
        CONSTRAINT "PK_booking_absence" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_booking_absence_range" CHECK ("ends_at" > "starts_at")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_booking_absence_range" ON "booking_absence" USING gist (tstzrange("starts_at", "ends_at"))`,
    );
    await queryRunner.query(`
      CREATE TABLE "appointment" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "type_id" uuid NOT NULL REFERENCES "booking_type" ("id"),
        "starts_at" timestamptz NOT NULL,
        "ends_at" timestamptz NOT NULL,
        "name" varchar(100) NOT NULL,
        "phone" varchar(30) NOT NULL,
        "email" varchar(254),
        "message" text NOT NULL DEFAULT '',
        "consent_at" timestamptz NOT NULL,
        "notice_version" varchar(20) NOT NULL,
        "status" varchar(10) NOT NULL DEFAULT 'confirme'
          CHECK ("status" IN ('confirme', 'honore', 'absent', 'annule')),
        "idempotency_key" varchar(100),
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "cancelled_at" timestamptz,
        "reminder_sent_at" timestamptz,
        CONSTRAINT "PK_appointment" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_appointment_range" CHECK ("ends_at" > "starts_at"),
        CONSTRAINT "UQ_appointment_idempotency_key" UNIQUE ("idempotency_key"),
        CONSTRAINT "EX_appointment_no_overlap" EXCLUDE USING gist
          (tstzrange("starts_at", "ends_at") WITH &&) WHERE ("status" <> 'annule')
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_appointment_starts_at" ON "appointment" ("starts_at")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "appointment"`);
    await queryRunner.query(`DROP TABLE "booking_absence"`);
    await queryRunner.query(`DROP TABLE "booking_settings"`);
    await queryRunner.query(`DROP TABLE "booking_type"`);
  }
}
