import { createTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { parseConnectionUrl } from 'nodemailer/lib/shared';
import { AppConfig } from '../config/env.validation';

/** What the notification service needs of a mail transport (a fake one in unit tests). */
export interface MailTransport {
  sendMail(mail: Mail.Options): Promise<unknown>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether the connection must be upgraded with STARTTLS before anything is sent. The e-mails
 * carry health data: over `smtp://` to another machine, a server that does not offer TLS (or a
 * network that strips the offer) must make the attempt fail, not send in clear. A relay on this
 * same machine is the exception (nothing crosses a network). `smtps://` is TLS from the start.
 */
export function requiresStartTls(smtpUrl: string): boolean {
  const url = new URL(smtpUrl);
  return url.protocol === 'smtp:' && !LOOPBACK.has(url.hostname);
}

/**
 * An SMTP transport over SMTP_URL, or null when notifications are off. One connection per
 * message (a few a day). Timeouts are short so a dead server fails an attempt in seconds,
 * not minutes (nodemailer's defaults); `?connectionTimeout=…` in SMTP_URL overrides them.
 * The message holds only our own text: no file or URL content is ever read into it.
 */
export function createMailTransport(config: Pick<AppConfig, 'smtpUrl'>): MailTransport | null {
  if (!config.smtpUrl) return null;
  // Parsed here, not passed as `url`: given a `url`, nodemailer drops every other option.
  return createTransport({
    requireTLS: requiresStartTls(config.smtpUrl),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    ...parseConnectionUrl(config.smtpUrl),
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** For the boot log: host and port only (the URL may hold a password). */
export function smtpServerName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
}
