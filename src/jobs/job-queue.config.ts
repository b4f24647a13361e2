import type PgBoss from 'pg-boss';

/**
 * The job queue lives in PostgreSQL (pg-boss, in its own schema): e-mails and periodic rounds
 * survive a crash, a deploy and any number of replicas, and whichever replica is alive does the
 * work. Its tables are created by `prepareJobQueue` when the server prepares the database (as
 * the tables' owner when there are two roles); the serving role only reads and writes them.
 */
export const JOB_SCHEMA = 'pgboss';

/** Every e-mail, whatever its kind: one queue, one worker per replica. */
export const MAIL_QUEUE = 'mail';

/**
 * The periodic rounds, each run by one replica at a time for the whole cluster: pg-boss's cron
 * creates one job per due minute (every replica's clock tries, one insert wins), and a queue of
 * the « singleton » policy never has two of its jobs active at once. Times are in Tunis.
 */
export const PERIODIC_ROUNDS = {
  /** Deletes what has outlived its retention period (requests, journal, appointments). */
  retention: '30 2 * * *',
  /** Queues the reminders of tomorrow's appointments. */
  'booking-reminders': '*/10 * * * *',
  /** Deletes the newsletter sign-ups whose confirmation link has expired. */
  'newsletter-expiry': '15 * * * *',
} as const;

export type PeriodicRound = keyof typeof PERIODIC_ROUNDS;

/**
 * A start asks for one retention round and one reminders round, to catch up on one missed
 * while every server was down; replicas starting within the same ten minutes share it. The
 * hourly expiry of newsletter sign-ups needs no catch-up: its next round finds what expired.
 */
export const BOOT_ROUND_WINDOW_SECONDS = 600;

export const PRACTICE_CRON_TIME_ZONE = 'Africa/Tunis';

/** How often an idle worker looks for work that another replica queued or a retry that is due. */
export const POLL_SECONDS = 1;

/**
 * The connection options shared by the owner's preparation and the serving instance. Its own
 * small pool: the queue keeps working while requests hold every connection of the server's.
 */
export function bossOptions(url: string, connectTimeoutMs: number): PgBoss.ConstructorOptions {
  return {
    connectionString: url,
    schema: JOB_SCHEMA,
    max: 3,
    application_name: 'cabinet-jobs',
    connectionTimeoutMillis: connectTimeoutMs,
  } as PgBoss.ConstructorOptions;
}
