import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Which version of the privacy notice was in force when a subscriber consented (at the
 * sign-up, or at the click on the confirmation link), as requests and appointments already
 * keep. Null for subscribers from before: nobody knows which text they read.
 */
export class NewsletterNoticeVersion1765300000000 implements MigrationInterface {
  name = 'NewsletterNoticeVersion1765300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" ADD COLUMN "notice_version" varchar(20)`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "newsletter_subscriber" DROP COLUMN "notice_version"`);
  }
}
