import { MigrationInterface, QueryRunner } from 'typeorm';

/** Placeholder: the administrators' sessions, revocable and idle-limited, and the single-use sign-in step. */
export class AdminSessions1765000000000 implements MigrationInterface {
  name = 'AdminSessions1765000000000';

  public async up(_queryRunner: QueryRunner): Promise<void> {}

  public async down(_queryRunner: QueryRunner): Promise<void> {}
}
