import { DataSource, Migration, MigrationExecutor, QueryRunner } from 'typeorm';
import { logger } from '../common/logging/json-logger';

/**
 * Every path that migrates (the server, with or without the owner's address, the admin
 * command, TypeORM's CLI) takes this one session-level advisory lock first. Several replicas
 * starting together on an empty database would otherwise run the same migrations at once: one
 * fails on a type or table the other has just created, or a data migration runs twice. The one
 * that gets the lock migrates; the others wait for it, then find nothing left to run.
 */
// Per database: two databases on one cluster (two deployments, the test files) never wait on
// each other.
const MIGRATIONS_LOCK = `hashtext('cabinet migrations ' || current_database())`;

export interface MigrationRunOptions {
  transaction?: 'all' | 'none' | 'each';
  fake?: boolean;
}

/**
 * Runs the pending migrations of `dataSource` under the lock, then `andThen` (what must not run
 * beside another replica's preparation: the job queue's tables, the runtime role's grants, whose
 * catalogue changes deadlock with each other when two replicas make them at once). The lock and
 * the migrations share one connection of their own (with a pool of one, a second connection
 * would never come), which `andThen` is given; the lock is given back before that connection
 * returns to the pool.
 */
export async function runMigrationsLocked(
  dataSource: DataSource,
  options: MigrationRunOptions = {},
  andThen?: (runner: QueryRunner) => Promise<void>,
): Promise<Migration[]> {
  const runner = dataSource.createQueryRunner();
  try {
    const [{ locked }]: { locked: boolean }[] = await runner.query(
      `SELECT pg_try_advisory_lock(${MIGRATIONS_LOCK}) AS locked`,
    );
    if (!locked) {
      logger.log('Migrations en cours sur un autre serveur : attente…', 'Database');
      await runner.query(`SELECT pg_advisory_lock(${MIGRATIONS_LOCK})`);
    }
    try {
      const executor = new MigrationExecutor(dataSource, runner);
      executor.transaction = options.transaction ?? dataSource.options.migrationsTransactionMode ?? 'all';
      executor.fake = options.fake ?? false;
      const applied = await executor.executePendingMigrations();
      await andThen?.(runner);
      return applied;
    } finally {
      await runner.query(`SELECT pg_advisory_unlock(${MIGRATIONS_LOCK})`);
    }
  } finally {
    await runner.release();
  }
}
