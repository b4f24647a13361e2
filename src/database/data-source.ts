import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { DataSource } from 'typeorm';
import { databaseOptions, ENTITY_FILES } from './database.options';
import { MigrationRunOptions, runMigrationsLocked } from './migrations-lock';

// Used by the TypeORM CLI (npm run migration:*). The server builds its own connection in app.module.ts.
if (existsSync('.env')) process.loadEnvFile('.env');
// Migrations are the owner's work: DATABASE_OWNER_URL when the server runs as a second role.
const url = process.env.DATABASE_OWNER_URL || process.env.DATABASE_URL;
if (!url) {
  throw new Error(
    'DATABASE_URL est requis pour les commandes de migration (le serveur, lui, lance PostgreSQL embarqué).',
  );
}

/** `migration:run` takes the same lock as a server starting at that moment. */
class LockedMigrationsDataSource extends DataSource {
  override runMigrations(options?: MigrationRunOptions) {
    return runMigrationsLocked(this, options);
  }
}

export default new LockedMigrationsDataSource({
  ...databaseOptions({ url, poolMax: 2, connectTimeoutMs: 5000 }),
  entities: [ENTITY_FILES],
});
