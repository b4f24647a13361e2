import { isEmail } from 'class-validator';
import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_USERNAME_PATTERN,
  passwordLengthProblem,
} from '../auth/admin-account-rules';

/** LOG_FORMAT's values; the logger (src/common/logging) resolves the variable itself. */
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/**
 * The server's configuration, read from the environment and checked once at boot.
 * Every problem is collected so the operator sees the whole list at once.
 */
export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Unset in development means: start the embedded PostgreSQL. */
  databaseUrl?: string;
  dbPoolMax: number;
  dbConnectTimeoutMs: number;
  jwtSecret?: string;
  /** Lifetime of an administrator's token, in seconds (JWT_EXPIRES_IN, at most 12 h). */
  jwtExpiresInSeconds: number;
  /** Set together: the administrator account created at boot when none exists. */
  adminUsername?: string;
  adminPassword?: string;
  /** Public POSTs (contact form…) allowed per minute and per client IP (4 times that per IPv6 /48). */
  rateLimitPublicPerMinute: number;
  /** Public POSTs allowed per hour for the whole site, all clients together. */
  rateLimitPublicSitePerHour: number;
  /** Per client IP and minute, for the public GETs (booking types and slots…). */
  rateLimitPublicReadPerMinute: number;
  /** Failed sign-ins allowed per client IP and per username before a lock-out (1, 5, 15, then 60 min). */
  rateLimitLoginPerMinute: number;
  /** Shared rate-limit counters for several app replicas; unset = in this process's memory. */
  redisUrl?: string;
  /** Prefix of the rate-limit keys in Redis (one Redis may serve several sites, or tests). */
  rateLimitPrefix: string;
  trustProxy: number;
  logLevel: 'silent' | 'error' | 'warn' | 'log' | 'debug';
  /**
   * LOG_FORMAT when set. Unset: readable lines on a terminal in development, JSON otherwise.
   * The logger reads the variable itself (it writes before the configuration is checked);
   * here it is only checked, so that a typo stops the boot like any other.
   */
  logFormat?: LogFormat;
  shutdownTimeoutMs: number;
  /** Public address of the site, without a trailing slash (links in the notification e-mail). */
  siteUrl: string;
  /** SMTP server of the new-request notifications (smtp:// or smtps://); unset = notifications off. */
  smtpUrl?: string;
  /** Who receives the notifications (one or more addresses); set together with smtpUrl. */
  notifyEmails: string[];
  /** Sender of the notifications; the first NOTIFY_EMAIL when unset. */
  notifyFrom?: string;
  /** Waits before each retry of a failed notification, in ms (NOTIFY_RETRY_DELAYS_MS). */
  notifyRetryDelaysMs: number[];
  /** Key of the newsletter's unsubscribe links (NEWSLETTER_SECRET); see newsletter-tokens.ts. */
  newsletterSecret?: string;
  /** Contact requests older than this many months are deleted by the daily retention job. */
  retentionMonths: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function integer(
  env: Env,
  name: string,
  fallback: number,
  min: number,
  max: number,
  problems: string[],
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    problems.push(`${name} doit être un entier entre ${min} et ${max} (reçu « ${raw} »)`);
    return fallback;
  }
  return value;
}

function oneOf<T extends string>(
  env: Env,
  name: string,
  allowed: readonly T[],
  fallback: T,
  problems: string[],
): T {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!(allowed as readonly string[]).includes(raw)) {
    problems.push(`${name} doit valoir ${allowed.join(', ')} (reçu « ${raw} »)`);
    return fallback;
  }
  return raw as T;
}

const MAX_TOKEN_LIFETIME_SECONDS = 12 * 3600;
const DURATION_UNITS: Record<string, number> = { '': 1, s: 1, m: 60, h: 3600 };

/** "8h", "90m", "3600s" or "3600" (seconds), between one minute and 12 hours. */
function tokenLifetime(env: Env, problems: string[]): number {
  const raw = env.JWT_EXPIRES_IN;
  if (raw === undefined || raw === '') return 8 * 3600;
  const match = /^(\d+)\s*([smh]?)$/.exec(raw.trim());
  const seconds = match ? Number(match[1]) * DURATION_UNITS[match[2]] : NaN;
  if (!(seconds >= 60 && seconds <= MAX_TOKEN_LIFETIME_SECONDS)) {
    problems.push(`JWT_EXPIRES_IN doit être une durée entre 1m et 12h, par exemple 8h (reçu « ${raw} »)`);
    return 8 * 3600;
  }
  return seconds;
}

function adminAccount(env: Env, problems: string[]): { adminUsername?: string; adminPassword?: string } {
  const adminUsername = env.ADMIN_USERNAME || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  if (!adminUsername !== !adminPassword) {
    problems.push('ADMIN_USERNAME et ADMIN_PASSWORD se définissent ensemble (ou aucun des deux)');
  }
  if (adminUsername && !ADMIN_USERNAME_PATTERN.test(adminUsername)) {
    problems.push('ADMIN_USERNAME : 1 à 64 caractères parmi lettres, chiffres, « . », « _ » et « - »');
  }
  // The rules are the account commands' own (src/auth/admin-account-rules.ts).
  if (adminPassword && passwordLengthProblem(adminPassword)) {
    // The value itself is never echoed: it is a secret.
    problems.push(
      `ADMIN_PASSWORD doit compter entre ${ADMIN_PASSWORD_MIN_LENGTH} et ${ADMIN_PASSWORD_MAX_LENGTH} caractères`,
    );
  }
  return { adminUsername, adminPassword };
}

/** An address fit for a mail header: a plain, valid e-mail (no name part, no CR/LF). */
export function isPlainEmailAddress(value: string): boolean {
  return value.length <= 254 && !/[\s\p{Cc}<>,;"]/u.test(value) && isEmail(value);
}

/**
 * SITE_URL, or this machine's address on the port the server listens on: a developer who
 * moves PORT gets e-mail links that reach the server. PORT=0 (a free port picked at start-up,
 * as the tests do) has no address known yet, so 3000 stays the default then.
 */
function siteUrl(env: Env, port: number, problems: string[]): string {
  const raw = env.SITE_URL || `http://localhost:${port || 3000}`;
  const valid = URL.canParse(raw) && /^https?:$/.test(new URL(raw).protocol) && !/[\s<>"']/.test(raw);
  if (!valid) problems.push(`SITE_URL doit être une adresse http:// ou https:// (reçu « ${raw} »)`);
  return raw.replace(/\/+$/, '');
}

type NotificationSettings = Pick<
  AppConfig,
  'smtpUrl' | 'notifyEmails' | 'notifyFrom' | 'notifyRetryDelaysMs'
>;

function notificationSettings(env: Env, problems: string[]): NotificationSettings {
  const smtpUrl = env.SMTP_URL || undefined;
  const notifyEmails = (env.NOTIFY_EMAIL ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean);
  const notifyFrom = env.NOTIFY_FROM?.trim() || undefined;
  if (!smtpUrl !== (notifyEmails.length === 0)) {
    problems.push('SMTP_URL et NOTIFY_EMAIL se définissent ensemble (ou aucun des deux)');
  }
  // The URL may hold the SMTP password: it is never echoed.
  if (smtpUrl && !(URL.canParse(smtpUrl) && /^smtps?:$/.test(new URL(smtpUrl).protocol))) {
    problems.push('SMTP_URL doit être une adresse smtp://utilisateur:motdepasse@hôte:port ou smtps://…');
  }
  for (const address of notifyEmails) {
    if (!isPlainEmailAddress(address)) problems.push(`NOTIFY_EMAIL : adresse invalide « ${address} »`);
  }
  if (notifyFrom && !isPlainEmailAddress(notifyFrom)) {
    problems.push(`NOTIFY_FROM : adresse invalide « ${notifyFrom} »`);
  }
  return { smtpUrl, notifyEmails, notifyFrom, notifyRetryDelaysMs: retryDelays(env, problems) };
}

const DEFAULT_RETRY_DELAYS_MS = [1000, 5000, 30000];

/** "1000,5000,30000": up to 10 waits of 0 to 600 000 ms; an empty value means no retry. */
function retryDelays(env: Env, problems: string[]): number[] {
  const raw = env.NOTIFY_RETRY_DELAYS_MS;
  if (raw === undefined) return DEFAULT_RETRY_DELAYS_MS;
  if (raw.trim() === '') return [];
  const parts = raw.split(',').map((part) => part.trim());
  const delays = parts.map(Number);
  if (parts.length > 10 || parts.some((part, i) => !/^\d{1,6}$/.test(part) || delays[i] > 600_000)) {
    problems.push(
      `NOTIFY_RETRY_DELAYS_MS : jusqu'à 10 délais en millisecondes (0 à 600000), séparés par des virgules (reçu « ${raw} »)`,
    );
    return DEFAULT_RETRY_DELAYS_MS;
  }
  return delays;
}

export const RATE_LIMIT_PREFIX_PATTERN = /^[A-Za-z0-9:._-]{0,64}$/;

function redisSettings(env: Env, problems: string[]): { redisUrl?: string; rateLimitPrefix: string } {
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
function siteBudget(env: Env, perMinute: number, problems: string[]): number {
  const fallback = Math.min(1_000_000_000, Math.max(DEFAULT_SITE_BUDGET_PER_HOUR, perMinute * 60));
  return integer(env, 'RATE_LIMIT_PUBLIC_SITE_PER_HOUR', fallback, 1, 1_000_000_000, problems);
}

export function validateEnv(env: Env): AppConfig {
  const problems: string[] = [];
  const nodeEnv = oneOf(env, 'NODE_ENV', ['development', 'production', 'test'], 'development', problems);
  const production = nodeEnv === 'production';

  const databaseUrl = env.DATABASE_URL || undefined;
  if (databaseUrl && !/^postgres(ql)?:\/\//.test(databaseUrl)) {
    problems.push('DATABASE_URL doit commencer par postgres:// ou postgresql://');
  }
  if (production && !databaseUrl) {
    problems.push('DATABASE_URL est obligatoire en production (NODE_ENV=production)');
  }

  const jwtSecret = env.JWT_SECRET || undefined;
  if (production && (!jwtSecret || jwtSecret.length < 32)) {
    problems.push('JWT_SECRET doit compter au moins 32 caractères en production');
  }

  // Every e-mail to a subscriber carries an unsubscribe link signed with this key: the links
  // must outlive restarts, so production needs it as soon as e-mails can go out.
  const newsletterSecret = env.NEWSLETTER_SECRET || undefined;
  if (newsletterSecret && newsletterSecret.length < 32) {
    problems.push('NEWSLETTER_SECRET doit compter au moins 32 caractères');
  } else if (production && env.SMTP_URL && !newsletterSecret) {
    problems.push(
      'NEWSLETTER_SECRET (au moins 32 caractères) est obligatoire en production quand SMTP_URL est défini',
    );
  }

  const rateLimitPublicPerMinute = integer(
    env,
    'RATE_LIMIT_PUBLIC_PER_MINUTE',
    5,
    1,
    1_000_000_000,
    problems,
  );
  const port = integer(env, 'PORT', 3000, 0, 65535, problems);
  const config: AppConfig = {
    nodeEnv,
    port,
    databaseUrl,
    dbPoolMax: integer(env, 'DB_POOL_MAX', 10, 1, 200, problems),
    dbConnectTimeoutMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 3000, 100, 60000, problems),
    jwtSecret,
    jwtExpiresInSeconds: tokenLifetime(env, problems),
    ...adminAccount(env, problems),
    rateLimitPublicPerMinute,
    rateLimitPublicSitePerHour: siteBudget(env, rateLimitPublicPerMinute, problems),
    rateLimitPublicReadPerMinute: integer(
      env,
      'RATE_LIMIT_PUBLIC_READ_PER_MINUTE',
      120,
      1,
      1_000_000_000,
      problems,
    ),
    rateLimitLoginPerMinute: integer(env, 'RATE_LIMIT_LOGIN_PER_MINUTE', 5, 1, 1000, problems),
    ...redisSettings(env, problems),
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10, problems),
    logLevel: oneOf(env, 'LOG_LEVEL', ['silent', 'error', 'warn', 'log', 'debug'], 'log', problems),
    logFormat: env.LOG_FORMAT ? oneOf(env, 'LOG_FORMAT', LOG_FORMATS, 'json', problems) : undefined,
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10000, 0, 120000, problems),
    siteUrl: siteUrl(env, port, problems),
    ...notificationSettings(env, problems),
    newsletterSecret,
    retentionMonths: integer(env, 'RETENTION_MONTHS', 24, 1, 120, problems),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
