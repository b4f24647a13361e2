import { ConfigError, validateEnv } from './env.validation';

describe('validateEnv', () => {
  it('applies the defaults when nothing is set', () => {
    const config = validateEnv({});
    expect(config).toMatchObject({ nodeEnv: 'development', port: 3000, trustProxy: 0 });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('refuses production without DATABASE_URL and with a short JWT_SECRET, listing both', () => {
    let error: unknown;
    try {
      validateEnv({ NODE_ENV: 'production', JWT_SECRET: 'too-short' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems;
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('DATABASE_URL');
    expect(problems[1]).toContain('JWT_SECRET');
    expect((error as ConfigError).message).toContain('Configuration invalide');
  });

  it('accepts a complete production configuration', () => {
    const config = validateEnv({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://app:secret@db:5432/app',
      JWT_SECRET: 'x'.repeat(32),
      PORT: '8080',
    });
    expect(config.port).toBe(8080);
  });

  it('takes the tables’ owner in DATABASE_OWNER_URL: another role, the same database, with DATABASE_URL', () => {
    const owner = 'postgres://cabinet:secret@db:5432/cabinet';
    expect(
      validateEnv({ DATABASE_OWNER_URL: owner, DATABASE_URL: 'postgres://cabinet_app:s@db:5432/cabinet' })
        .databaseOwnerUrl,
    ).toBe(owner);
    expect(validateEnv({ DATABASE_URL: owner }).databaseOwnerUrl).toBeUndefined();
    expect(() => validateEnv({ DATABASE_OWNER_URL: owner })).toThrow(
      /DATABASE_OWNER_URL demande DATABASE_URL/,
    );
    expect(() => validateEnv({ DATABASE_OWNER_URL: owner, DATABASE_URL: owner })).toThrow(
      /deux rôles différents/,
    );
    expect(() =>
      validateEnv({ DATABASE_OWNER_URL: owner, DATABASE_URL: 'postgres://cabinet_app:s@db:5432/autre' }),
    ).toThrow(/la même base/);
    expect(() =>
      validateEnv({ DATABASE_OWNER_URL: 'mysql://x', DATABASE_URL: 'postgres://a:b@db/cabinet' }),
    ).toThrow(/DATABASE_OWNER_URL doit commencer par postgres:\/\//);
  });

  it('reports malformed numbers and URLs', () => {
    expect(() => validateEnv({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL[\s\S]*PORT/);
  });

  it('reads the token lifetime, 8 h by default and never over 12 h', () => {
    expect(validateEnv({}).jwtExpiresInSeconds).toBe(8 * 3600);
    expect(validateEnv({ JWT_EXPIRES_IN: '90m' }).jwtExpiresInSeconds).toBe(5400);
    expect(validateEnv({ JWT_EXPIRES_IN: '12h' }).jwtExpiresInSeconds).toBe(12 * 3600);
    expect(validateEnv({ JWT_EXPIRES_IN: '3600' }).jwtExpiresInSeconds).toBe(3600);
    for (const bad of ['13h', '721m', '30s', '1d', 'eight hours', '-1h']) {
      expect(() => validateEnv({ JWT_EXPIRES_IN: bad })).toThrow(/JWT_EXPIRES_IN/);
    }
  });

  it('reads the idle timeout of a session, 30 minutes by default, 5 to 720', () => {
    expect(validateEnv({}).sessionIdleMinutes).toBe(30);
    expect(validateEnv({ SESSION_IDLE_MINUTES: '5' }).sessionIdleMinutes).toBe(5);
    expect(validateEnv({ SESSION_IDLE_MINUTES: '720' }).sessionIdleMinutes).toBe(720);
    for (const bad of ['4', '721', '30m', 'trente']) {
      expect(() => validateEnv({ SESSION_IDLE_MINUTES: bad })).toThrow(
        `SESSION_IDLE_MINUTES doit être un entier entre 5 et 720 (reçu « ${bad} »)`,
      );
    }
  });

  it('reads the rate limits, 5 per minute by default', () => {
    expect(validateEnv({})).toMatchObject({ rateLimitPublicPerMinute: 5, rateLimitLoginPerMinute: 5 });
    const config = validateEnv({ RATE_LIMIT_PUBLIC_PER_MINUTE: '100000', RATE_LIMIT_LOGIN_PER_MINUTE: '10' });
    expect(config).toMatchObject({ rateLimitPublicPerMinute: 100000, rateLimitLoginPerMinute: 10 });
    expect(() => validateEnv({ RATE_LIMIT_PUBLIC_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PUBLIC_PER_MINUTE/);
    expect(validateEnv({}).rateLimitPublicReadPerMinute).toBe(120);
    expect(validateEnv({ RATE_LIMIT_PUBLIC_READ_PER_MINUTE: '600' }).rateLimitPublicReadPerMinute).toBe(600);
    expect(() => validateEnv({ RATE_LIMIT_PUBLIC_READ_PER_MINUTE: 'beaucoup' })).toThrow(
      /RATE_LIMIT_PUBLIC_READ_PER_MINUTE/,
    );
  });

  it('reads the site-wide budget of public posts: 600 an hour, or an hour of the per-IP limit when higher', () => {
    expect(validateEnv({}).rateLimitPublicSitePerHour).toBe(600);
    expect(validateEnv({ RATE_LIMIT_PUBLIC_PER_MINUTE: '20' }).rateLimitPublicSitePerHour).toBe(1200);
    expect(validateEnv({ RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000000' }).rateLimitPublicSitePerHour).toBe(
      1_000_000_000,
    );
    // Set, it is taken as it is, even below an hour of one client.
    expect(
      validateEnv({ RATE_LIMIT_PUBLIC_SITE_PER_HOUR: '50', RATE_LIMIT_PUBLIC_PER_MINUTE: '20' })
        .rateLimitPublicSitePerHour,
    ).toBe(50);
    for (const bad of ['0', '-5', '1.5', 'six cents', '1000000001']) {
      expect(() => validateEnv({ RATE_LIMIT_PUBLIC_SITE_PER_HOUR: bad })).toThrow(
        /RATE_LIMIT_PUBLIC_SITE_PER_HOUR doit être un entier entre 1 et 1000000000/,
      );
    }
  });

  it('takes ADMIN_USERNAME and ADMIN_PASSWORD together, with a password of 12+ characters never echoed', () => {
    expect(validateEnv({ ADMIN_USERNAME: 'docteur', ADMIN_PASSWORD: 'a-long-password' })).toMatchObject({
      adminUsername: 'docteur',
      adminPassword: 'a-long-password',
    });
    expect(() => validateEnv({ ADMIN_USERNAME: 'docteur' })).toThrow(/ensemble/);
    expect(() => validateEnv({ ADMIN_PASSWORD: 'a-long-password' })).toThrow(/ensemble/);
    expect(() => validateEnv({ ADMIN_USERNAME: 'doc teur', ADMIN_PASSWORD: 'a-long-password' })).toThrow(
      /ADMIN_USERNAME/,
    );
    let error: unknown;
    try {
      validateEnv({ ADMIN_USERNAME: 'docteur', ADMIN_PASSWORD: 'short-pw' });
    } catch (e) {
      error = e;
    }
    expect((error as ConfigError).message).toContain('ADMIN_PASSWORD doit compter entre 12');
    expect((error as ConfigError).message).not.toContain('short-pw');
  });

  it('takes an optional REDIS_URL (redis:// or rediss://, never echoed) and a key prefix', () => {
    expect(validateEnv({})).toMatchObject({ redisUrl: undefined, rateLimitPrefix: 'cabinet:rate-limit:' });
    expect(validateEnv({ REDIS_URL: 'redis://redis:6379', RATE_LIMIT_PREFIX: 'site-a:' })).toMatchObject({
      redisUrl: 'redis://redis:6379',
      rateLimitPrefix: 'site-a:',
    });
    expect(validateEnv({ REDIS_URL: 'rediss://:pw@cache.example:6380/2' }).redisUrl).toBe(
      'rediss://:pw@cache.example:6380/2',
    );
    for (const bad of ['http://cache-7f3a:6379', 'cache-7f3a', '10.9.8.7:6379', 'postgres://secret-pw@x']) {
      let error: unknown;
      try {
        validateEnv({ REDIS_URL: bad });
      } catch (e) {
        error = e;
      }
      expect((error as ConfigError).message).toContain('REDIS_URL');
      expect((error as ConfigError).message).not.toContain(bad);
    }
    expect(() => validateEnv({ RATE_LIMIT_PREFIX: 'a b' })).toThrow(/RATE_LIMIT_PREFIX/);
  });

  it('defaults SITE_URL to this machine on the port it listens on, and keeps a SITE_URL that is set', () => {
    expect(validateEnv({}).siteUrl).toBe('http://localhost:3000');
    expect(validateEnv({ PORT: '8080' }).siteUrl).toBe('http://localhost:8080');
    expect(validateEnv({ PORT: '8080', SITE_URL: 'https://www.exemple-cabinet.tn/' }).siteUrl).toBe(
      'https://www.exemple-cabinet.tn',
    );
    expect(
      validateEnv({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://app:secret@db:5432/app',
        JWT_SECRET: 'x'.repeat(32),
        PORT: '8080',
      }).siteUrl,
    ).toBe('http://localhost:8080');
    // A free port picked at start-up has no address yet; an invalid PORT is reported, not used.
    expect(validateEnv({ PORT: '0' }).siteUrl).toBe('http://localhost:3000');
    expect(() => validateEnv({ PORT: '99999' })).toThrow(/PORT doit être un entier entre 0 et 65535/);
  });

  it('takes LOG_FORMAT json or pretty, unset meaning: decided by the terminal', () => {
    expect(validateEnv({}).logFormat).toBeUndefined();
    expect(validateEnv({ LOG_FORMAT: '' }).logFormat).toBeUndefined();
    expect(validateEnv({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(validateEnv({ LOG_FORMAT: 'pretty' }).logFormat).toBe('pretty');
    expect(() => validateEnv({ LOG_FORMAT: 'text' })).toThrow(
      'LOG_FORMAT doit valoir json, pretty (reçu « text »)',
    );
  });
});
