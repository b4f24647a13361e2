import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The revision of an appointment's calendar entry (iCalendar's SEQUENCE): raised by each
 * cancellation, so that a calendar that holds the entry takes the cancellation file, which
 * carries a higher number than the entry, as newer and removes it.
 */
export class AppointmentSequence1765400000000 implements MigrationInterface {
  name = 'AppointmentSequence1765400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "appointment" ADD "sequence" integer NOT NULL DEFAULT 0`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "appointment" DROP COLUMN "sequence"`);
  }
}
