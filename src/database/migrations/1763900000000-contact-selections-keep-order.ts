import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `selections` becomes json instead of jsonb. jsonb re-sorts an object's keys (shortest
 * first), and the administrator reads the questionnaire's answers as steps 1, 2, 3… in the
 * order they were given: json keeps the text, hence the order, as sent. Nothing queries
 * inside the column, so jsonb's operators and indexes are not missed.
 */
export class ContactSelectionsKeepOrder1763900000000 implements MigrationInterface {
  name = 'ContactSelectionsKeepOrder1763900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_request" ALTER COLUMN "selections" DROP DEFAULT`);
    await queryRunner.query(
      `ALTER TABLE "contact_request" ALTER COLUMN "selections" TYPE json USING "selections"::json`,
    );
    await queryRunner.query(`ALTER TABLE "contact_request" ALTER COLUMN "selections" SET DEFAULT '{}'::json`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_request" ALTER COLUMN "selections" DROP DEFAULT`);
    await queryRunner.query(
      `ALTER TABLE "contact_request" ALTER COLUMN "selections" TYPE jsonb USING "selections"::jsonb`,
    );
    await queryRunner.query(
      `ALTER TABLE "contact_request" ALTER COLUMN "selections" SET DEFAULT '{}'::jsonb`,
    );
  }
}
