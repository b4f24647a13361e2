import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The key a form sends with a request (`Idempotency-Key`), so that the same press sent again
 * after a lost answer stores one request. Unique among the rows that have one: a partial index,
 * so the many requests sent without a key (NULL) take no room in it and never collide. The key
 * goes when retention deletes its request, which is long after any resend.
 */
export class ContactIdempotency1765200000000 implements MigrationInterface {
  name = 'ContactIdempotency1765200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "contact_request" ADD "idempotency_key" varchar(100)`);
    await queryRunner.query(`
      CREATE UNIQUE INDEX "UQ_contact_request_idempotency_key" ON "contact_request" ("idempotency_key")
        WHERE "idempotency_key" IS NOT NULL`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "UQ_contact_request_idempotency_key"`);
    await queryRunner.query(`ALTER TABLE "contact_request" DROP COLUMN "idempotency_key"`);
  }
}
