import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Finding one person's requests among a million, for the patients' rights: by e-mail in any
 * case, and by the last eight digits of the phone number once its leading zeros are dropped
 * (the expression src/contact/subject.ts compares, written identically so PostgreSQL uses it).
 */
export class SubjectLookup1764600000000 implements MigrationInterface {
  name = 'SubjectLookup1764600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_request_email_lower" ON "contact_request" (lower(email)) WHERE email IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_request_phone_key" ON "contact_request" (right(ltrim(regexp_replace(phone, '[^0-9]', '', 'g'), '0'), 8))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_contact_request_phone_key"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_request_email_lower"`);
  }
}
