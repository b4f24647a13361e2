import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Where a contact request came from: `source` (questionnaire, contact page, other)
 * and `page` (the path the visitor was on). Both nullable: requests stored before, and
 * clients that do not send them, have none.
 */
export class ContactLeadSource1764000000000 implements MigrationInterface {
  name = 'ContactLeadSource1764000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_request" ADD COLUMN "source" varchar(20)`);
    await queryRunner.query(`ALTER TABLE "contact_request" ADD COLUMN "page" varchar(200)`);
    await queryRunner.query(
      `ALTER TABLE "contact_request" ADD CONSTRAINT "CHK_contact_request_source"
        CHECK ("source" IN ('questionnaire', 'contact', 'autre'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_request" DROP CONSTRAINT "CHK_contact_request_source"`);
    await queryRunner.query(`ALTER TABLE "contact_request" DROP COLUMN "page"`);
    await queryRunner.query(`ALTER TABLE "contact_request" DROP COLUMN "source"`);
  }
}
