import { ConfigError, validateEnv } from './env.validation';

function problemsOf(env: Record<string, string>): string[] {
  try {
    validateEnv(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

const SMTP = { SMTP_URL: 'smtp://user:s3cret-pw@mail.example.tn:587', NOTIFY_EMAIL: 'cabinet@example.tn' };

describe('validateEnv: notifications, site address and retention', () => {
  it('has notifications off, retries from a minute to a day apart, and a 24-month retention by default', () => {
    expect(validateEnv({})).toMatchObject({
      smtpUrl: undefined,
      notifyEmails: [],
      notifyFrom: undefined,
      notifyRetryDelaysMs: [
        60e3,
        300e3,
        900e3,
        3600e3,
        3 * 3600e3,
        6 * 3600e3,
        12 * 3600e3,
        24 * 3600e3,
        24 * 3600e3,
      ],
      retentionMonths: 24,
      siteUrl: 'http://localhost:3000',
    });
  });

  it('reads SMTP_URL with one or more NOTIFY_EMAIL addresses and NOTIFY_FROM', () => {
    expect(
      validateEnv({
        ...SMTP,
        NOTIFY_EMAIL: 'cabinet@example.tn, secretariat@example.tn',
        NOTIFY_FROM: 'site@example.tn',
      }),
    ).toMatchObject({
      smtpUrl: SMTP.SMTP_URL,
      notifyEmails: ['cabinet@example.tn', 'secretariat@example.tn'],
      notifyFrom: 'site@example.tn',
    });
    expect(validateEnv({ ...SMTP, SMTP_URL: 'smtps://mail.example.tn' }).smtpUrl).toBe(
      'smtps://mail.example.tn',
    );
  });

  it('wants NEWSLETTER_SECRET (32+ characters) in production with SMTP_URL, and never echoes it', () => {
    const production = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://db/cabinet',
      JWT_SECRET: 'j'.repeat(32),
      ...SMTP,
    };
    expect(problemsOf(production)).toEqual([
      'NEWSLETTER_SECRET (au moins 32 caractères) est obligatoire en production quand SMTP_URL est défini',
    ]);
    expect(problemsOf({ ...production, NEWSLETTER_SECRET: 'court-secret-9z' })).toEqual([
      'NEWSLETTER_SECRET doit compter au moins 32 caractères',
    ]);
    expect(validateEnv({ ...production, NEWSLETTER_SECRET: 'n'.repeat(32) }).newsletterSecret).toBe(
      'n'.repeat(32),
    );
    // Without e-mails, no link goes out: not required (nor in development).
    expect(problemsOf({ ...production, SMTP_URL: '', NOTIFY_EMAIL: '' })).toEqual([]);
    expect(problemsOf(SMTP)).toEqual([]);
  });

  it('takes SMTP_URL and NOTIFY_EMAIL together', () => {
    expect(problemsOf({ SMTP_URL: SMTP.SMTP_URL })).toEqual([expect.stringContaining('ensemble')]);
    expect(problemsOf({ NOTIFY_EMAIL: SMTP.NOTIFY_EMAIL })).toEqual([expect.stringContaining('ensemble')]);
  });

  it('refuses a non-SMTP URL without echoing it (it may hold a password)', () => {
    const problems = problemsOf({ ...SMTP, SMTP_URL: 'http://user:s3cret-pw@mail.example.tn' });
    expect(problems).toEqual([expect.stringContaining('SMTP_URL')]);
    expect(problems.join()).not.toContain('s3cret-pw');
    expect(problemsOf({ ...SMTP, SMTP_URL: 'not a url' })).toHaveLength(1);
  });

  it('refuses addresses that could not go into a mail header as they are', () => {
    for (const bad of ['cabinet', 'a@b', 'Cabinet <cabinet@example.tn>', 'a@example.tn\r\nBcc: x@evil.tn']) {
      expect(problemsOf({ ...SMTP, NOTIFY_EMAIL: bad })).toEqual([expect.stringContaining('NOTIFY_EMAIL')]);
      expect(problemsOf({ ...SMTP, NOTIFY_FROM: bad })).toEqual([expect.stringContaining('NOTIFY_FROM')]);
    }
  });

  it('reads the retry delays: a list of waits in ms, empty for no retry', () => {
    expect(validateEnv({ NOTIFY_RETRY_DELAYS_MS: '10, 20' }).notifyRetryDelaysMs).toEqual([10, 20]);
    expect(validateEnv({ NOTIFY_RETRY_DELAYS_MS: '' }).notifyRetryDelaysMs).toEqual([]);
    for (const bad of ['1s', '-1', '1,,2', '86400001', Array(13).fill('1').join(',')]) {
      expect(problemsOf({ NOTIFY_RETRY_DELAYS_MS: bad })).toEqual([
        expect.stringContaining('NOTIFY_RETRY_DELAYS_MS'),
      ]);
    }
  });

  it('reads RETENTION_MONTHS between 1 and 120', () => {
    expect(validateEnv({ RETENTION_MONTHS: '1' }).retentionMonths).toBe(1);
    expect(validateEnv({ RETENTION_MONTHS: '120' }).retentionMonths).toBe(120);
    for (const bad of ['0', '121', '12.5', 'deux ans']) {
      expect(problemsOf({ RETENTION_MONTHS: bad })).toEqual([expect.stringContaining('RETENTION_MONTHS')]);
    }
  });

  it('reads SITE_URL without its trailing slash, http or https only', () => {
    expect(validateEnv({ SITE_URL: 'https://www.exemple-cabinet.tn/' }).siteUrl).toBe(
      'https://www.exemple-cabinet.tn',
    );
    for (const bad of ['javascript:alert(1)', 'www.exemple.tn', 'https://exemple.tn/"><b>']) {
      expect(problemsOf({ SITE_URL: bad })).toEqual([expect.stringContaining('SITE_URL')]);
    }
  });
});
