import { MigrationInterface, QueryRunner } from 'typeorm';

/** Placeholder: the normalized identity of a person (phone in E.164, e-mail lower-cased), the explicit link between a booking and a request, and each appointment's own cancel token. */
export class ExactIdentity1764900000000 implements MigrationInterface {
  name = 'ExactIdentity1764900000000';

  public async up(_queryRunner: QueryRunner): Promise<void> {}

  public async down(_queryRunner: QueryRunner): Promise<void> {}
}
