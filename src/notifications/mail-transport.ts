import { createTransport } from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { AppConfig } from '../config/env.validation';

/** What the notification service needs of a mail transport (a fake one in unit tests). */
export interface MailTransport {
  sendMail(mail: Mail.Options): Promise<unknown>;
  close(): void;
}

export const MAIL_TRANSPORT = Symbol('MAIL_TRANSPORT');

/**
 * An SMTP transport over SMTP_URL, or null when notifications are off. One connection per
 * message (a few a day). Timeouts are short so a dead server fails an attempt in seconds,
 * not minutes (nodemailer's defaults); `?connectionTimeout=…` in SMTP_URL overrides them.
 * The message holds only our own text: no file or URL content is ever read into it.
 */
export function createMailTransport(config: Pick<AppConfig, 'smtpUrl'>): MailTransport | null {
  if (!config.smtpUrl) return null;
  return createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
    disableFileAccess: true,
    disableUrlAccess: true,
  });
}

/** For the boot log: host and port only (the URL may hold a password). */
export function smtpServerName(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  return `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ''}`;
}
