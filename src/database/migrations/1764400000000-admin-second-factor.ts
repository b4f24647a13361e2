import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The administrator's second factor (TOTP). The secret is kept in clear: the server must
 * compute codes from it, so a hash would not do; a backup holds it like the patients' data
 * (see docs/operations.md). While `mfa_enabled_at` is null the secret is only pending (shown
 * once, not yet confirmed by a code) and sign-in ignores it. `mfa_last_time_step` is the time
 * step of the last code accepted, so that a code seen over a shoulder cannot be replayed.
 *
 * Recovery codes are stored as SHA-256 digests, one row each, so that using one is a single
 * conditional UPDATE: two parallel uses of the same code cannot both succeed.
 */
export class AdminSecondFactor1764400000000 implements MigrationInterface {
  name = 'AdminSecondFactor1764400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "admin_user"
        ADD COLUMN "mfa_secret" varchar(64),
        ADD COLUMN "mfa_enabled_at" timestamptz,
        ADD COLUMN "mfa_last_time_step" bigint,
        ADD CONSTRAINT "CHK_admin_user_mfa_enabled_has_secret"
          CHECK ("mfa_enabled_at" IS NULL OR "mfa_secret" IS NOT NULL)`);
    await queryRunner.query(`
      CREATE TABLE "admin_recovery_code" (
        "admin_id" uuid NOT NULL,
        "code_hash" char(64) NOT NULL,
        "used_at" timestamptz,
        CONSTRAINT "PK_admin_recovery_code" PRIMARY KEY ("admin_id", "code_hash"),
        CONSTRAINT "FK_admin_recovery_code_admin" FOREIGN KEY ("admin_id")
          REFERENCES "admin_user" ("id") ON DELETE CASCADE
      )`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "admin_recovery_code"`);
    await queryRunner.query(`
      ALTER TABLE "admin_user"
        DROP CONSTRAINT "CHK_admin_user_mfa_enabled_has_secret",
        DROP COLUMN "mfa_last_time_step",
        DROP COLUMN "mfa_enabled_at",
        DROP COLUMN "mfa_secret"`);
  }
}
