import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What each journal entry records of its context, and the one way left to delete entries once
 * the server runs as a role that may only insert and read them.
 *
 * - `ip`: the client's network, never its address: an IPv4 /24 or an IPv6 /48 (type cidr, which
 *   refuses a value with bits set beyond the prefix), truncated by the server before it is sent.
 * - `detail`: a small JSON object saying how (a list's filters, the fields changed…), never a
 *   name, number, address or text typed by someone; capped in size so it stays small.
 * - `audit_event_purge(months)`: the yearly purge. SECURITY DEFINER, so it runs with the rights
 *   of the role that ran this migration (the tables' owner) and the server's role needs only
 *   EXECUTE on it; it never deletes an entry younger than twelve months whatever it is given,
 *   and the append-only trigger still checks each row. Its search_path is pinned so that no
 *   object created elsewhere can stand in for the table or the operators it uses.
 *
 * The server's own role and its grants are set up at every start (src/database/runtime-role.ts),
 * not here: roles belong to the whole PostgreSQL cluster and are not in a dump.
 */
export class JournalRole1765100000000 implements MigrationInterface {
  name = 'JournalRole1765100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "audit_event" ADD "ip" cidr, ADD "detail" jsonb`);
    await queryRunner.query(`
      ALTER TABLE "audit_event" ADD CONSTRAINT "CHK_audit_event_detail_small"
        CHECK ("detail" IS NULL OR (jsonb_typeof("detail") = 'object' AND octet_length("detail"::text) <= 1000))`);
    const [{ schema }] = (await queryRunner.query(`SELECT current_schema() AS schema`)) as {
      schema: string;
    }[];
    const table = `${quoteIdent(schema)}."audit_event"`;
    await queryRunner.query(`
      CREATE FUNCTION audit_event_purge(months integer) RETURNS integer
        LANGUAGE plpgsql SECURITY DEFINER
        SET search_path = pg_catalog, pg_temp
      AS $$
      DECLARE deleted integer;
      BEGIN
        DELETE FROM ${table}
         WHERE at < now() - make_interval(months => greatest(coalesce(months, 12), 12));
        GET DIAGNOSTICS deleted = ROW_COUNT;
        RETURN deleted;
      END $$`);
    await queryRunner.query(`REVOKE ALL ON FUNCTION audit_event_purge(integer) FROM PUBLIC`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP FUNCTION audit_event_purge(integer)`);
    await queryRunner.query(`ALTER TABLE "audit_event" DROP CONSTRAINT "CHK_audit_event_detail_small"`);
    await queryRunner.query(`ALTER TABLE "audit_event" DROP COLUMN "detail", DROP COLUMN "ip"`);
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
