import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The practice's team: an account is a « praticien » or the « secrétariat », may carry an
 * e-mail address (for its invitation and for resetting its password), and may be disabled
 * rather than deleted, so the journal keeps naming who did what. Accounts that existed before
 * were the practitioner's own: they become « praticien ». An invited account has no password
 * until its owner chooses one through the e-mailed link.
 *
 * The e-mail is stored in lower case (the service lowers it), so a plain unique constraint
 * makes it unique whatever the case it was typed in; NULLs do not collide.
 *
 * admin_account_token holds the links of invitations and password resets, as the SHA-256 of
 * their random token only: a copy of the database opens no account. A row is consumed by
 * setting used_at in the statement that checks it, so the same link cannot serve twice.
 */
export class AdminTeam1765700000000 implements MigrationInterface {
  name = 'AdminTeam1765700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "admin_user"
        ADD COLUMN "role" varchar(16) NOT NULL DEFAULT 'practitioner',
        ADD COLUMN "email" varchar(254),
        ADD COLUMN "disabled_at" timestamptz,
        ALTER COLUMN "password_hash" DROP NOT NULL,
        ADD CONSTRAINT "CHK_admin_user_role" CHECK ("role" IN ('practitioner', 'secretary')),
        ADD CONSTRAINT "CHK_admin_user_email_lower" CHECK ("email" IS NULL OR "email" = lower("email")),
        ADD CONSTRAINT "UQ_admin_user_email" UNIQUE ("email")`);
    await queryRunner.query(`
      CREATE TABLE "admin_account_token" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "token_hash" char(64) NOT NULL,
        "admin_id" uuid NOT NULL,
        "purpose" varchar(16) NOT NULL,
        "created_at" timestamptz NOT NULL DEFAULT now(),
        "expires_at" timestamptz NOT NULL,
        "used_at" timestamptz,
        CONSTRAINT "PK_admin_account_token" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_admin_account_token_hash" UNIQUE ("token_hash"),
        CONSTRAINT "CHK_admin_account_token_purpose" CHECK ("purpose" IN ('invitation', 'reset')),
        CONSTRAINT "FK_admin_account_token_admin" FOREIGN KEY ("admin_id")
          REFERENCES "admin_user" ("id") ON DELETE CASCADE
      )`);
    await queryRunner.query(
      `CREATE INDEX "IDX_admin_account_token_admin" ON "admin_account_token" ("admin_id")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "admin_account_token"`);
    await queryRunner.query(`DELETE FROM "admin_user" WHERE "password_hash" IS NULL`);
    await queryRunner.query(`
      ALTER TABLE "admin_user"
        DROP CONSTRAINT "UQ_admin_user_email",
        DROP CONSTRAINT "CHK_admin_user_email_lower",
        DROP CONSTRAINT "CHK_admin_user_role",
        ALTER COLUMN "password_hash" SET NOT NULL,
        DROP COLUMN "disabled_at",
        DROP COLUMN "email",
        DROP COLUMN "role"`);
  }
}
