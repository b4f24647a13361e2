import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The admin lists at any size: pages read newest first by (created_at, id) ranges, and
 * substring searches on trigram indexes (pg_trgm, shipped with PostgreSQL), so a search among
 * a million requests reads the index, not the table. The contact index is on the very
 * expression the service searches: the fields joined by line breaks.
 *
 * The number of requests, which the list shows above every page, is kept by triggers in a
 * few counter rows instead of being counted (a count reads every row: 0.1 s at a million).
 * Several rows, one picked at random by each statement, so that concurrent requests do not
 * all wait for the same row's lock.
 */
export class AdminListSearch1764100000000 implements MigrationInterface {
  name = 'AdminListSearch1764100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`DROP INDEX "IDX_contact_request_created_at"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_request_created_at_id" ON "contact_request" ("created_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_request_search" ON "contact_request" USING gin (
        (name || E'\\n' || coalesce(email, '') || E'\\n' || phone || E'\\n' || service || E'\\n' || message) gin_trgm_ops)`,
    );
    await queryRunner.query(`
      CREATE TABLE "contact_request_count" (
        "shard" smallint NOT NULL,
        "n" bigint NOT NULL,
        CONSTRAINT "PK_contact_request_count" PRIMARY KEY ("shard")
      )`);
    await queryRunner.query(`
      CREATE FUNCTION contact_request_count_add() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE delta bigint;
      BEGIN
        IF TG_OP = 'INSERT' THEN SELECT count(*) INTO delta FROM added;
        ELSE SELECT -count(*) INTO delta FROM removed;
        END IF;
        IF delta <> 0 THEN
          INSERT INTO contact_request_count (shard, n) VALUES (floor(random() * 16)::smallint, delta)
          ON CONFLICT (shard) DO UPDATE SET n = contact_request_count.n + excluded.n;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_contact_request_count_insert" AFTER INSERT ON "contact_request"
      REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION contact_request_count_add()`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_contact_request_count_delete" AFTER DELETE ON "contact_request"
      REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION contact_request_count_add()`);
    await queryRunner.query(`
      CREATE FUNCTION contact_request_count_reset() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN DELETE FROM contact_request_count; RETURN NULL; END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_contact_request_count_truncate" AFTER TRUNCATE ON "contact_request"
      FOR EACH STATEMENT EXECUTE FUNCTION contact_request_count_reset()`);
    // The rows already there, counted once (the table is locked meanwhile, so none is missed).
    await queryRunner.query(`LOCK TABLE "contact_request" IN SHARE MODE`);
    await queryRunner.query(
      `INSERT INTO contact_request_count (shard, n) SELECT 0, count(*) FROM contact_request`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_newsletter_subscriber_subscribed_at_id" ON "newsletter_subscriber" ("subscribed_at" DESC, "id" DESC)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_newsletter_subscriber_email_search" ON "newsletter_subscriber" USING gin ("email" gin_trgm_ops)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TRG_contact_request_count_truncate" ON "contact_request"`);
    await queryRunner.query(`DROP TRIGGER "TRG_contact_request_count_delete" ON "contact_request"`);
    await queryRunner.query(`DROP TRIGGER "TRG_contact_request_count_insert" ON "contact_request"`);
    await queryRunner.query(`DROP FUNCTION contact_request_count_reset()`);
    await queryRunner.query(`DROP FUNCTION contact_request_count_add()`);
    await queryRunner.query(`DROP TABLE "contact_request_count"`);
    await queryRunner.query(`DROP INDEX "IDX_newsletter_subscriber_email_search"`);
    await queryRunner.query(`DROP INDEX "IDX_newsletter_subscriber_subscribed_at_id"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_request_search"`);
    await queryRunner.query(`DROP INDEX "IDX_contact_request_created_at_id"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_contact_request_created_at" ON "contact_request" ("created_at" DESC)`,
    );
    // pg_trgm stays: other objects of the database may use it by now.
  }
}
