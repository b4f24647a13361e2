import { MigrationInterface, QueryRunner } from 'typeorm';

/** Placeholder: filled in by the change that records the notice version of newsletter sign-ups. */
export class NewsletterNoticeVersion1765300000000 implements MigrationInterface {
  name = 'NewsletterNoticeVersion1765300000000';

  public async up(_queryRunner: QueryRunner): Promise<void> {}

  public async down(_queryRunner: QueryRunner): Promise<void> {}
}
