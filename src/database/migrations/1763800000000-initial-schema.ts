import { MigrationInterface, QueryRunner } from 'typeorm';

export class InitialSchema1763800000000 implements MigrationInterface {
  name = 'InitialSchema1763800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "contact_request" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" varchar(100) NOT NULL,
        "email" varchar(254),
        "phone" varchar(30) NOT NULL,
        "service" varchar(100) NOT NULL,
        "message" text NOT NULL DEFAULT '',
        "selections" jsonb NOT NULL DEFAULT '{}'::jsonb,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_contact_request" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_request_created_at" ON "contact_request" ("created_at" DESC)`,
    );
    await queryRunner.query(`
      CREATE TABLE "newsletter_subscriber" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "email" varchar(254) NOT NULL,
        "subscribed_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_newsletter_subscriber" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_newsletter_subscriber_email" UNIQUE ("email")
      )`);
    await queryRunner.query(`
      CREATE TABLE "admin_user" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "username" varchar(64) NOT NULL,
        "password_hash" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "updated_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_admin_user" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_admin_user_username" UNIQUE ("username")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "admin_user"`);
    await queryRunner.query(`DROP TABLE "newsletter_subscriber"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_request_created_at"`);
    await queryRunner.query(`DROP TABLE "contact_request"`);
  }
}
