import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrators' sessions, held by the server so that they can end before their token
 * expires: at sign-out, after a period without use, or when the password or the second factor
 * changes. `session_generation` counts those changes on the account; a session (and a sign-in
 * token between password and code) belongs to one generation, and one increment ends them all,
 * whatever the second it happens in.
 *
 * The sign-in token of the code step is random and stored as its SHA-256 only: a copy of the
 * database cannot be replayed, and using it is one DELETE, so two uses cannot both pass.
 *
 * `app_secret` keeps keys the server generated for itself when none is configured (outside
 * production), so that links already e-mailed survive a restart.
 */
export class AdminSessions1765000000000 implements MigrationInterface {
  name = 'AdminSessions1765000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "admin_user" ADD COLUMN "session_generation" integer NOT NULL DEFAULT 0`,
    );
    await queryRunner.query(`
      CREATE TABLE "admin_session" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "admin_id" uuid NOT NULL,
        "generation" integer NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "last_seen_at" timestamptz NOT NULL DEFAULT now(),
        "revoked_at" timestamptz,
        CONSTRAINT "PK_admin_session" PRIMARY KEY ("id"),
        CONSTRAINT "FK_admin_session_admin" FOREIGN KEY ("admin_id")
          REFERENCES "admin_user" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_admin_session_admin" ON "admin_session" ("admin_id")`);
    await queryRunner.query(`
      CREATE TABLE "admin_sign_in_token" (
        "token_hash" char(64) NOT NULL,
        "admin_id" uuid NOT NULL,
        "generation" integer NOT NULL,
        "expires_at" timestamptz NOT NULL,
        CONSTRAINT "PK_admin_sign_in_token" PRIMARY KEY ("token_hash"),
        CONSTRAINT "FK_admin_sign_in_token_admin" FOREIGN KEY ("admin_id")
          REFERENCES "admin_user" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_admin_sign_in_token_admin" ON "admin_sign_in_token" ("admin_id")`,
    );
    await queryRunner.query(`
      CREATE TABLE "app_secret" (
        "name" varchar(64) NOT NULL,
        "value" text NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_app_secret" PRIMARY KEY ("name")
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "app_secret"`);
    await queryRunner.query(`DROP TABLE "admin_sign_in_token"`);
    await queryRunner.query(`DROP TABLE "admin_session"`);
    await queryRunner.query(`ALTER TABLE "admin_user" DROP COLUMN "session_generation"`);
  }
}
