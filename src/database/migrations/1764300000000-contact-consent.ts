import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The proof of a patient's consent: when they gave it and which version of the privacy
 * notice was in force. Null for the requests stored before the forms asked for it.
 */
export class ContactConsent1764300000000 implements MigrationInterface {
  name = 'ContactConsent1764300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "contact_request" ADD "consent_at" timestamptz, ADD "notice_version" varchar(20)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "contact_request" DROP COLUMN "notice_version", DROP COLUMN "consent_at"`,
    );
  }
}
