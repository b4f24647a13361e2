import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_USERNAME_PATTERN,
  passwordLengthProblem,
} from '../auth/admin-account-rules';
import { notificationSettings } from './env.notifications';
import { altchaHmacKey, redisSettings, siteBudget } from './env.rate-limit';
import { Env, integer, oneOf } from './env.readers';

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
  /**
   * The tables' owner (DATABASE_OWNER_URL): when set, start-up runs the migrations with it and
   * sets up the role of DATABASE_URL to read and write the data but never alter the journal
   * (src/database/runtime-role.ts). Unset: one role does both, and the journal is not protected.
   */
  databaseOwnerUrl?: string;
  dbPoolMax: number;
  dbConnectTimeoutMs: number;
  jwtSecret?: string;
  /** Lifetime of an administrator's token, in seconds (JWT_EXPIRES_IN, at most 12 h). */
  jwtExpiresInSeconds: number;
  /** A session unused for this many minutes ends (SESSION_IDLE_MINUTES, 5 to 720). */
  sessionIdleMinutes: number;
  /**
   * ADMIN_REQUIRE_SECOND_FACTOR: a practitioner without the second factor reaches only their
   * own security routes until it is on (default false).
   */
  adminRequireSecondFactor: boolean;
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
  /** ALTCHA_HMAC_KEY: signs the proof-of-work challenges; unset = derived from JWT_SECRET. */
  altchaHmacKey?: string;
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
  /**
   * How long an attempt to send may stay unfinished before the e-mail goes back to the queue for
   * another replica (MAIL_ATTEMPT_TIMEOUT_SECONDS): the time a replica that died mid-attempt holds
   * its e-mail.
   */
  mailAttemptTimeoutSeconds: number;
  /** Key of the newsletter's unsubscribe links (NEWSLETTER_SECRET); see newsletter-tokens.ts. */
  newsletterSecret?: string;
  /** Contact requests older than this many months are deleted by the daily retention job. */
  retentionMonths: number;
  /** Appointments to come (not cancelled, not started) one person may hold: same phone or same e-mail. */
  bookingMaxPerPerson: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuration invalide :\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
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

/** What is wrong with DATABASE_OWNER_URL next to DATABASE_URL, if anything. */
function ownerUrlProblem(ownerUrl: string, databaseUrl: string | undefined): string | undefined {
  if (!/^postgres(ql)?:\/\//.test(ownerUrl) || !URL.canParse(ownerUrl)) {
    return 'DATABASE_OWNER_URL doit commencer par postgres:// ou postgresql://';
  }
  if (!databaseUrl) return 'DATABASE_OWNER_URL demande DATABASE_URL (le rôle qui sert les requêtes)';
  if (!URL.canParse(databaseUrl)) return undefined; // DATABASE_URL's own problem is listed already
  const owner = new URL(ownerUrl);
  const runtime = new URL(databaseUrl);
  if (!runtime.username) return 'DATABASE_URL doit nommer son rôle quand DATABASE_OWNER_URL est défini';
  if (decodeURIComponent(owner.username) === decodeURIComponent(runtime.username)) {
    return 'DATABASE_URL et DATABASE_OWNER_URL doivent nommer deux rôles différents (le serveur et le propriétaire des tables)';
  }
  if (owner.pathname !== runtime.pathname) {
    return 'DATABASE_URL et DATABASE_OWNER_URL doivent désigner la même base';
  }
  return undefined;
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
  const databaseOwnerUrl = env.DATABASE_OWNER_URL || undefined;
  const ownerProblem = databaseOwnerUrl && ownerUrlProblem(databaseOwnerUrl, databaseUrl);
  if (ownerProblem) problems.push(ownerProblem);

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
    databaseOwnerUrl,
    dbPoolMax: integer(env, 'DB_POOL_MAX', 10, 1, 200, problems),
    dbConnectTimeoutMs: integer(env, 'DB_CONNECT_TIMEOUT_MS', 3000, 100, 60000, problems),
    jwtSecret,
    jwtExpiresInSeconds: tokenLifetime(env, problems),
    sessionIdleMinutes: integer(env, 'SESSION_IDLE_MINUTES', 30, 5, 720, problems),
    adminRequireSecondFactor:
      oneOf(env, 'ADMIN_REQUIRE_SECOND_FACTOR', ['true', 'false'], 'false', problems) === 'true',
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
    altchaHmacKey: altchaHmacKey(env, problems),
    ...redisSettings(env, problems),
    trustProxy: integer(env, 'TRUST_PROXY', 0, 0, 10, problems),
    logLevel: oneOf(env, 'LOG_LEVEL', ['silent', 'error', 'warn', 'log', 'debug'], 'log', problems),
    logFormat: env.LOG_FORMAT ? oneOf(env, 'LOG_FORMAT', LOG_FORMATS, 'json', problems) : undefined,
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 10000, 0, 120000, problems),
    siteUrl: siteUrl(env, port, problems),
    ...notificationSettings(env, problems),
    newsletterSecret,
    retentionMonths: integer(env, 'RETENTION_MONTHS', 24, 1, 120, problems),
    bookingMaxPerPerson: integer(env, 'BOOKING_MAX_PER_PERSON', 2, 1, 100, problems),
  };

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}
