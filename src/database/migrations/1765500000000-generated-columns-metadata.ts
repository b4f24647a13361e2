import { MigrationInterface, QueryRunner } from 'typeorm';

/** The generated columns, each with the expression its entity declares (`asExpression`). */
const GENERATED = [
  { table: 'contact_request', column: 'email_normalized', expression: 'lower("email")' },
  { table: 'appointment', column: 'email_normalized', expression: 'lower("email")' },
];

/**
 * TypeORM's record of the generated columns' expressions (table typeorm_metadata), which it
 * compares with the entities' `asExpression` and cannot read from PostgreSQL itself (the
 * catalogue writes the expression its own way). ExactIdentity created the two email_normalized
 * columns by hand, without that record: `npm run migration:generate` would otherwise drop and
 * re-add both columns and their indexes. The table is TypeORM's own, as it creates it; the
 * runtime role only reads it (src/database/runtime-role.ts). TypeORM keys a row by the database's
 * name: a copy restored under another name makes migration:generate propose the columns again,
 * and nothing else.
 */
export class GeneratedColumnsMetadata1765500000000 implements MigrationInterface {
  name = 'GeneratedColumnsMetadata1765500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE IF NOT EXISTS "typeorm_metadata" (
        "type" varchar NOT NULL,
        "database" varchar,
        "schema" varchar,
        "table" varchar,
        "name" varchar,
        "value" text
      )`);
    for (const { table, column, expression } of GENERATED) {
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value")
         VALUES (current_database(), current_schema(), $1, 'GENERATED_COLUMN', $2, $3)`,
        [table, column, expression],
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const { table, column } of GENERATED) {
      await queryRunner.query(
        `DELETE FROM "typeorm_metadata"
          WHERE "schema" = current_schema() AND "table" = $1 AND "type" = 'GENERATED_COLUMN' AND "name" = $2`,
        [table, column],
      );
    }
  }
}
