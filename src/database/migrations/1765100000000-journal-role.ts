import { MigrationInterface, QueryRunner } from 'typeorm';

/** Placeholder: the journal's protection against the app itself, and what each entry records of its context. */
export class JournalRole1765100000000 implements MigrationInterface {
  name = 'JournalRole1765100000000';

  public async up(_queryRunner: QueryRunner): Promise<void> {}

  public async down(_queryRunner: QueryRunner): Promise<void> {}
}
