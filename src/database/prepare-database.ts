import { logger } from '../common/logging/json-logger';
import type { AppConfig } from '../config/env.validation';
import { prepareDatabase } from './runtime-role';

/** Said at every start by a server whose own role could alter the journal. */
export const JOURNAL_UNPROTECTED_MESSAGE =
  'Journal non protégé : sans DATABASE_OWNER_URL, le serveur utilise le rôle propriétaire des tables, ' +
  'qui pourrait modifier ou vider le journal (voir docs/operations.md, « Two PostgreSQL roles »)';

/** Whether the server runs as a role that cannot alter the journal (DATABASE_OWNER_URL set). */
export const journalProtected = (config: AppConfig) => Boolean(config.databaseOwnerUrl);

/**
 * Before the server's pool opens: with DATABASE_OWNER_URL, the migrations and the runtime
 * role's set-up as the owner (true); without it, a warning, and the migrations run on
 * DATABASE_URL as they always did (false).
 */
export async function prepareDatabaseFor(config: AppConfig): Promise<boolean> {
  if (!config.databaseOwnerUrl || !config.databaseUrl) {
    logger.warn(JOURNAL_UNPROTECTED_MESSAGE, 'Database');
    return false;
  }
  await prepareDatabase({
    ownerUrl: config.databaseOwnerUrl,
    runtimeUrl: config.databaseUrl,
    connectTimeoutMs: Math.max(config.dbConnectTimeoutMs, 10_000),
  });
  logger.log('Migrations passées et rôle du serveur restreint (journal protégé)', 'Database');
  return true;
}
