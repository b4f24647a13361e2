import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * How each subscriber consented, and the sign-ups waiting for their confirmation.
 *
 * newsletter_subscriber keeps only people who are subscribed: a sign-up waiting for its
 * e-mail confirmation lives in newsletter_pending until it is confirmed (then it moves, with
 * its id, so the unsubscribe link of the confirmation e-mail keeps working) or expires (the
 * retention job deletes it). The admin's list, export and count therefore never see it.
 *
 * A subscriber row written without saying how (rows from before this migration, a restore, a
 * manual insert) is a single opt-in: nothing confirmed it. Existing rows consented when they
 * signed up.
 */
export class NewsletterConsent1764500000000 implements MigrationInterface {
  name = 'NewsletterConsent1764500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "newsletter_subscriber"
        ADD COLUMN "consent_method" varchar(10) NOT NULL DEFAULT 'single',
        ADD COLUMN "consented_at" timestamptz NOT NULL DEFAULT now(),
        ADD CONSTRAINT "CHK_newsletter_subscriber_consent_method" CHECK ("consent_method" IN ('single', 'double'))`);
    await queryRunner.query(`UPDATE "newsletter_subscriber" SET "consented_at" = "subscribed_at"`);
    await queryRunner.query(`
      CREATE TABLE "newsletter_pending" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL,
        "token_hash" char(64) NOT NULL,
        "requested_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        CONSTRAINT "PK_newsletter_pending" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_newsletter_pending_email" UNIQUE ("email"),
        CONSTRAINT "UQ_newsletter_pending_token_hash" UNIQUE ("token_hash")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_newsletter_pending_expires_at" ON "newsletter_pending" ("expires_at")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "newsletter_pending"`);
    await queryRunner.query(`
      ALTER TABLE "newsletter_subscriber"
        DROP CONSTRAINT "CHK_newsletter_subscriber_consent_method",
        DROP COLUMN "consented_at",
        DROP COLUMN "consent_method"`);
  }
}
