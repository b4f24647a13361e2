import { DataSource } from 'typeorm';
import { databaseOptions, ENTITY_FILES } from '../../src/database/database.options';
import { runMigrationsLocked } from '../../src/database/migrations-lock';
import { createTestApp } from '../support/test-app';
import { createDatabase, TestDatabase } from '../support/test-database.cjs';

/** Tables of schema public that are TypeORM's own bookkeeping, not the application's. */
const TYPEORM_TABLES = ['migrations', 'typeorm_metadata'];

/**
 * The entities and the migrations describe one schema. On a fresh database migrated from
 * scratch, TypeORM is asked what it would change to match the entities (the computation behind
 * `npm run migration:generate`): nothing, or the test fails with the statements it would run.
 */
describe('Schema: entities and migrations agree', () => {
  let database: TestDatabase;
  let source: DataSource;

  beforeAll(async () => {
    database = await createDatabase();
    source = new DataSource({
      ...databaseOptions({ url: database.url, poolMax: 2, connectTimeoutMs: 5000 }),
      entities: [ENTITY_FILES],
    });
    await source.initialize();
    await runMigrationsLocked(source);
  });

  afterAll(async () => {
    await source?.destroy();
    await database?.drop();
  });

  it('TypeORM would change nothing in the migrated schema to match the entities', async () => {
    const sql = await source.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((query) => query.query)).toEqual([]);
  });

  it('every table of schema public has an entity', async () => {
    const tables = await source.query<{ name: string }[]>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
    );
    const entityTables = source.entityMetadatas.map((entity) => entity.tableName).sort();
    expect(tables.map((table) => table.name).filter((name) => !TYPEORM_TABLES.includes(name))).toEqual(
      entityTables,
    );
  });

  it('the server registers every entity in its modules', async () => {
    const app = await createTestApp({}, database.url);
    try {
      const loaded = app.app.get(DataSource).entityMetadatas.map((entity) => entity.tableName);
      expect(loaded.sort()).toEqual(source.entityMetadatas.map((entity) => entity.tableName).sort());
    } finally {
      await app.close();
    }
  });
});
