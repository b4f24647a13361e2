import { Env, integer } from './env.readers';

// The rate limit's settings that are more than one number: where its counters live (REDIS_URL,
// RATE_LIMIT_PREFIX) and the site's hourly budget, whose default follows the per-IP limit.

export const RATE_LIMIT_PREFIX_PATTERN = /^[A-Za-z0-9:._-]{0,64}$/;

export function redisSettings(env: Env, problems: string[]): { redisUrl?: string; rateLimitPrefix: string } {
  const redisUrl = env.REDIS_URL || undefined;
  const valid = (() => {
    try {
      return ['redis:', 'rediss:'].includes(new URL(redisUrl ?? '').protocol);
    } catch {
      return false;
    }
  })();
  // The address may hold a password: it is never echoed.
  if (redisUrl && !valid) problems.push('REDIS_URL doit être une adresse redis:// ou rediss://');
  const rateLimitPrefix = env.RATE_LIMIT_PREFIX ?? 'cabinet:rate-limit:';
  if (!RATE_LIMIT_PREFIX_PATTERN.test(rateLimitPrefix)) {
    problems.push(
      'RATE_LIMIT_PREFIX : au plus 64 caractères parmi lettres, chiffres, « : », « . », « _ » et « - »',
    );
  }
  return { redisUrl, rateLimitPrefix };
}

const DEFAULT_SITE_BUDGET_PER_HOUR = 600;

/**
 * RATE_LIMIT_PUBLIC_SITE_PER_HOUR: 600 by default, a busy day of a practice (a request every
 * six seconds, for an hour). When unset it is never below an hour of one client at the per-IP
 * limit: whoever raises RATE_LIMIT_PUBLIC_PER_MINUTE (a clinic behind one shared address, a
 * load test) would not expect a lower cap hidden behind it. Set, it is taken as it is.
 */
export function siteBudget(env: Env, perMinute: number, problems: string[]): number {
  const fallback = Math.min(1_000_000_000, Math.max(DEFAULT_SITE_BUDGET_PER_HOUR, perMinute * 60));
  return integer(env, 'RATE_LIMIT_PUBLIC_SITE_PER_HOUR', fallback, 1, 1_000_000_000, problems);
}

/**
 * ALTCHA_HMAC_KEY: signs the proof-of-work challenges (proof-of-work.ts). Optional: without it
 * the key is a random secret kept in the database's app_secret table, which every replica
 * reads. At least 32 characters when set; never echoed.
 */
export function altchaHmacKey(env: Env, problems: string[]): string | undefined {
  const key = env.ALTCHA_HMAC_KEY || undefined;
  if (key && key.length < 32) problems.push('ALTCHA_HMAC_KEY doit compter au moins 32 caractères');
  return key;
}
