import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The journal of actions on personal data. Append-only in the database itself, whatever the
 * code does: a trigger refuses any UPDATE, and any DELETE of an entry younger than twelve
 * months (the retention job deletes only older ones). Read newest first by (at, id).
 */
export class AuditJournal1764200000000 implements MigrationInterface {
  name = 'AuditJournal1764200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "audit_event" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "action" varchar(40) NOT NULL,
        "actor_id" uuid,
        "target_id" varchar(64),
        "at" timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT "PK_audit_event" PRIMARY KEY ("id")
      )`);
    await queryRunner.query(`CREATE INDEX "IDX_audit_event_at_id" ON "audit_event" ("at" DESC, "id" DESC)`);
    await queryRunner.query(`
      CREATE FUNCTION audit_event_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_OP = 'DELETE' AND OLD.at < now() - interval '12 months' THEN
          RETURN OLD;
        END IF;
        RAISE EXCEPTION 'audit_event is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER audit_event_append_only BEFORE UPDATE OR DELETE ON "audit_event"
        FOR EACH ROW EXECUTE FUNCTION audit_event_append_only()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "audit_event"`);
    await queryRunner.query(`DROP FUNCTION audit_event_append_only()`);
  }
}
