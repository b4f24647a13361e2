import { randomBytes } from 'node:crypto';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';

/** The only algorithm tokens are signed and verified with. */
export const JWT_ALGORITHM = 'HS256';

/** One random secret per configuration: the signer and the strategy must share it. */
const generated = new WeakMap<AppConfig, string>();

/**
 * JWT_SECRET, or — outside production, where it is mandatory — a random secret for this
 * process: sign-in works at once on a fresh machine, and sessions end with the process.
 * The secret itself is never logged.
 */
export function resolveJwtSecret(config: AppConfig): string {
  if (config.jwtSecret) return config.jwtSecret;
  if (config.nodeEnv === 'production') throw new Error('JWT_SECRET est obligatoire en production');
  let secret = generated.get(config);
  if (!secret) {
    logger.warn(
      'JWT_SECRET non défini : secret aléatoire généré pour ce démarrage (les sessions ne survivent pas à un redémarrage).',
      'Auth',
    );
    secret = randomBytes(48).toString('base64url');
    generated.set(config, secret);
  }
  return secret;
}
