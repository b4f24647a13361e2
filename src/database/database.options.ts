import { join } from 'node:path';
import { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations';

/**
 * Every entity of the server, wherever its module keeps it: what TypeORM's CLI compares the
 * database with (npm run migration:generate), and the schema-drift test with it. The server
 * itself loads the entities its modules register (TypeOrmModule.forFeature); that test checks
 * both sets are the same. From src/ (.ts, ts-node and jest) or dist/ (.js).
 */
export const ENTITY_FILES = join(__dirname, '..', '**', '*.entity.{ts,js}');

export interface DatabaseSettings {
  url: string;
  poolMax: number;
  connectTimeoutMs: number;
}

/**
 * One definition of the connection, shared by the server, the CLI and the tests. Nothing migrates
 * on connecting: whoever migrates calls runMigrationsLocked(), which takes turns with the others.
 */
export function databaseOptions(settings: DatabaseSettings): DataSourceOptions {
  return {
    type: 'postgres',
    url: settings.url,
    migrations,
    migrationsRun: false,
    synchronize: false,
    logging: false,
    extra: {
      max: settings.poolMax,
      // pg waits forever for a connection by default; a bounded wait lets requests fail fast.
      connectionTimeoutMillis: settings.connectTimeoutMs,
      idleTimeoutMillis: 30000,
      // No JIT compilation: every query here is short, and PostgreSQL compiles one whose
      // estimated cost is high (a series of days and slots) in a third of a second it would
      // spend in a few milliseconds without it.
      options: '-c jit=off',
    },
  };
}
