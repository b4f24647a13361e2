import { randomBytes } from 'node:crypto';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';

const generated = new WeakMap<AppConfig, string>();

/**
 * NEWSLETTER_SECRET, or (where it is not required: outside production, or without mail) a
 * random key for this process. Links made with a random key stop working at the next start;
 * that is said once when e-mails can carry them. The key itself is never logged.
 */
export function resolveNewsletterSecret(config: AppConfig): string {
  if (config.newsletterSecret) return config.newsletterSecret;
  let secret = generated.get(config);
  if (!secret) {
    if (config.smtpUrl) {
      logger.warn(
        'NEWSLETTER_SECRET non défini : clé aléatoire pour ce démarrage (les liens de désinscription déjà envoyés cesseront de fonctionner au prochain redémarrage).',
        'Newsletter',
      );
    }
    secret = randomBytes(48).toString('base64url');
    generated.set(config, secret);
  }
  return secret;
}
