import { isEmail } from 'class-validator';
import { Env, integer } from './env.readers';
import type { AppConfig } from './env.validation';

// The new-request notifications' settings: SMTP_URL, NOTIFY_EMAIL, NOTIFY_FROM and
// NOTIFY_RETRY_DELAYS_MS.

/** An address fit for a mail header: a plain, valid e-mail (no name part, no CR/LF). */
export function isPlainEmailAddress(value: string): boolean {
  return value.length <= 254 && !/[\s\p{Cc}<>,;"]/u.test(value) && isEmail(value);
}

type NotificationSettings = Pick<
  AppConfig,
  'smtpUrl' | 'notifyEmails' | 'notifyFrom' | 'notifyRetryDelaysMs' | 'mailAttemptTimeoutSeconds'
>;

export function notificationSettings(env: Env, problems: string[]): NotificationSettings {
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
  return {
    smtpUrl,
    notifyEmails,
    notifyFrom,
    notifyRetryDelaysMs: retryDelays(env, problems),
    // The transport gives up on a dead or silent server within about 50 s (connection, greeting,
    // then the socket's timeout): a shorter limit could start a second attempt while the first
    // still talks to the server. 15 s is the floor, for tests that use a server refusing at once.
    mailAttemptTimeoutSeconds: integer(env, 'MAIL_ATTEMPT_TIMEOUT_SECONDS', 90, 15, 3600, problems),
  };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/**
 * A mail server away for a day or two loses nothing: nine retries, from a minute to a day apart,
 * over about 70 hours; then the e-mail counts as failed and the dashboard offers to send it again.
 */
const DEFAULT_RETRY_DELAYS_MS = [
  MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  HOUR,
  3 * HOUR,
  6 * HOUR,
  12 * HOUR,
  24 * HOUR,
  24 * HOUR,
];
const MAX_DELAY_MS = 24 * HOUR;

/**
 * "60000,300000": up to 12 waits of 0 ms to 24 hours; an empty value means no retry. The queue
 * counts in whole seconds: a wait is rounded up to the next second.
 */
function retryDelays(env: Env, problems: string[]): number[] {
  const raw = env.NOTIFY_RETRY_DELAYS_MS;
  if (raw === undefined) return DEFAULT_RETRY_DELAYS_MS;
  if (raw.trim() === '') return [];
  const parts = raw.split(',').map((part) => part.trim());
  const delays = parts.map(Number);
  if (parts.length > 12 || parts.some((part, i) => !/^\d{1,8}$/.test(part) || delays[i] > MAX_DELAY_MS)) {
    problems.push(
      `NOTIFY_RETRY_DELAYS_MS : jusqu'à 12 délais en millisecondes (0 à ${MAX_DELAY_MS}), séparés par des virgules (reçu « ${raw} »)`,
    );
    return DEFAULT_RETRY_DELAYS_MS;
  }
  return delays;
}
