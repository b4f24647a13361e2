import { EntityManager } from 'typeorm';
import { logger } from '../common/logging/json-logger';
import { storedSecret } from '../common/secrets/stored-secret';
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
  const key = await storedSecret(manager, STORED_NAME);
  if (config.smtpUrl) {
    logger.warn(
      'NEWSLETTER_SECRET non défini : les liens de désinscription sont signés avec une clé générée et gardée dans la base (table app_secret). Définissez NEWSLETTER_SECRET en production.',
      'Newsletter',
    );
  }
  return key;
}
