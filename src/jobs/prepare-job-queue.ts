import PgBoss from 'pg-boss';
import {
  bossOptions,
  JOB_SCHEMA,
  MAIL_QUEUE,
  PERIODIC_ROUNDS,
  PeriodicRound,
  PRACTICE_CRON_TIME_ZONE,
} from './job-queue.config';

/**
 * Creates or upgrades the job queue's schema (pg-boss migrates itself, under its own advisory
 * lock, so replicas starting together take turns), its queues and the periodic rounds'
 * schedules. Run when the server prepares the database, with the role that may create tables:
 * the owner's when there are two roles. Queues and schedules are upserts: running it at every
 * start is how a new round or a changed time reaches an existing database.
 */
export async function prepareJobQueue(url: string, connectTimeoutMs: number): Promise<void> {
  const boss = new PgBoss({
    ...bossOptions(url, connectTimeoutMs),
    max: 1,
    migrate: true,
    supervise: false,
    schedule: false,
  });
  boss.on('error', () => undefined); // start() and the calls below reject with the same error
  await boss.start();
  try {
    await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, policy: 'standard' });
    for (const [round, cron] of Object.entries(PERIODIC_ROUNDS) as [PeriodicRound, string][]) {
      // One round active at a time in the whole cluster; a round that dies is retried once.
      await boss.createQueue(round, {
        name: round,
        policy: 'singleton',
        retryLimit: 1,
        expireInSeconds: 3600,
      });
      await boss.schedule(round, cron, {}, { tz: PRACTICE_CRON_TIME_ZONE });
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** The statements that give the serving role what it needs of the queue's schema, and no more. */
export const jobQueueGrants = (role: string) => [
  `GRANT USAGE ON SCHEMA ${JOB_SCHEMA} TO ${role}`,
  `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${JOB_SCHEMA} TO ${role}`,
];

export const jobQueueRevokes = (role: string) => [
  `REVOKE ALL ON SCHEMA ${JOB_SCHEMA} FROM ${role}`,
  `REVOKE ALL ON ALL TABLES IN SCHEMA ${JOB_SCHEMA} FROM ${role}`,
];
