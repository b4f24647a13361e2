import { randomBytes } from 'node:crypto';
import { EntityManager } from 'typeorm';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';

/** Its row in app_secret: the key of the unsubscribe links when NEWSLETTER_SECRET is unset. */
const STORED_NAME = 'newsletter-unsubscribe';

/**
 * The key of the unsubscribe links, used for nothing else: NEWSLETTER_SECRET; or, where it is
 * not required (outside production, or without mail), a random key generated once and kept in
 * the database (table app_secret). Links already e-mailed then survive a restart, a new replica
 * and a change of JWT_SECRET alike. Every replica reads the same row: the first start inserts
 * it, the others (even at the same moment) find it. The key itself is never logged.
 */
export async function resolveNewsletterSecret(config: AppConfig, manager: EntityManager): Promise<string> {
  if (config.newsletterSecret) return config.newsletterSecret;
  await manager.query(`INSERT INTO app_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    STORED_NAME,
    randomBytes(48).toString('base64url'),
  ]);
  const [row] = await manager.query<{ value: string }[]>(`SELECT value FROM app_secret WHERE name = $1`, [
    STORED_NAME,
  ]);
  if (config.smtpUrl) {
    logger.warn(
      'NEWSLETTER_SECRET non défini : les liens de désinscription sont signés avec une clé générée et gardée dans la base (table app_secret). Définissez NEWSLETTER_SECRET en production.',
      'Newsletter',
    );
  }
  return row.value;
}
