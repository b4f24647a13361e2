import request from 'supertest';
import { JobQueue } from '../../src/jobs/job-queue';
import { RetentionScheduler } from '../../src/retention/retention.scheduler';
import { RetentionService } from '../../src/retention/retention.service';
import { ADMIN_ENV, loginToken } from '../support/api-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** Inserts a contact request created at `createdAt`; returns its id. */
async function requestCreatedAt(t: TestApp, createdAt: string, name = 'Patient'): Promise<string> {
  const [row] = await t.query<{ id: string }>(
    `INSERT INTO contact_request (name, phone, service, created_at)
     VALUES ($1, '+216 22 333 444', 'Botox', $2) RETURNING id`,
    [name, createdAt],
  );
  return row.id;
}

/** Waits for the purge the scheduler runs at boot (it does not delay the start). */
async function bootPurge(t: TestApp): Promise<RetentionScheduler> {
  const scheduler = t.app.get(RetentionScheduler);
  for (let i = 0; i < 100 && !scheduler.lastRun; i++) await new Promise((r) => setTimeout(r, 50));
  return scheduler;
}

async function remainingNames(t: TestApp): Promise<string[]> {
  const rows = await t.query<{ name: string }>('SELECT name FROM contact_request ORDER BY created_at');
  return rows.map((r) => r.name);
}

describe('Retention: contact requests older than RETENTION_MONTHS are deleted', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV });
    await bootPurge(t); // so that it cannot delete the rows the tests insert
  });
  afterAll(async () => {
    await t.close();
  });
  beforeEach(async () => {
    await t.query('DELETE FROM contact_request');
  });

  it('deletes exactly the requests created before now − 24 months (the default), nothing else', async () => {
    const now = new Date('2026-03-31T10:00:00Z');
    await requestCreatedAt(t, '2023-01-15T08:00:00Z', 'très ancien');
    await requestCreatedAt(t, '2024-03-31T09:59:59Z', 'une seconde de trop');
    await requestCreatedAt(t, '2024-03-31T10:00:00Z', 'pile 24 mois');
    await requestCreatedAt(t, '2024-03-31T10:00:01Z', 'une seconde de moins');
    await requestCreatedAt(t, '2025-06-01T00:00:00Z', 'récent');
    await requestCreatedAt(t, '2026-03-31T09:00:00Z', "aujourd'hui");
    await t.query(
      "INSERT INTO newsletter_subscriber (email, subscribed_at) VALUES ('vieux@example.tn', '2020-01-01')",
    );

    const service = t.app.get(RetentionService);
    expect(service.retentionMonths).toBe(24);
    expect(await service.purgeExpired(now)).toBe(2);
    expect(await remainingNames(t)).toEqual([
      'pile 24 mois',
      'une seconde de moins',
      'récent',
      "aujourd'hui",
    ]);
    expect(await service.purgeExpired(now)).toBe(0);
    expect(await t.query('SELECT email FROM newsletter_subscriber')).toEqual([{ email: 'vieux@example.tn' }]);
  });

  it('deletes the appointments that ended more than RETENTION_MONTHS ago, like the requests', async () => {
    await t.query('DELETE FROM appointment');
    await t.query(`
      INSERT INTO appointment (type_id, starts_at, ends_at, name, phone, consent_at, notice_version)
      SELECT t.id, now() - v.ago, now() - v.ago + interval '30 minutes', v.name, v.phone, now(), '2026-11-25'
        FROM (SELECT id FROM booking_type LIMIT 1) t,
             (VALUES (interval '25 months', 'Ancien RDV', '+216 22 333 444'),
                     (interval '23 months', 'Récent RDV', '+216 22 333 445')) AS v(ago, name, phone)`);
    expect(await t.app.get(RetentionService).purgeAppointments()).toBe(1);
    expect((await t.query<{ name: string }>('SELECT name FROM appointment')).map((r) => r.name)).toEqual([
      'Récent RDV',
    ]);
  });

  it('by default measures from the current time', async () => {
    await t.query(
      `INSERT INTO contact_request (name, phone, service, created_at) VALUES
       ('25 mois', '+216 22 333 444', 'Botox', now() - interval '25 months'),
       ('23 mois', '+216 22 333 444', 'Botox', now() - interval '23 months')`,
    );
    expect(await t.app.get(RetentionService).purgeExpired()).toBe(1);
    expect(await remainingNames(t)).toEqual(['23 mois']);
  });

  it('is scheduled in the job queue for the whole cluster (nightly purge, hourly sign-up expiry, reminders), and ran once at boot', async () => {
    const schedules = await t.query<{ name: string; cron: string; timezone: string }>(
      'SELECT name, cron, timezone FROM pgboss.schedule ORDER BY name',
    );
    expect(schedules).toEqual([
      { name: 'booking-reminders', cron: '*/10 * * * *', timezone: 'Africa/Tunis' },
      { name: 'newsletter-expiry', cron: '15 * * * *', timezone: 'Africa/Tunis' },
      { name: 'retention', cron: '30 2 * * *', timezone: 'Africa/Tunis' },
    ]);
    const scheduler = await bootPurge(t);
    expect(scheduler.scheduled).toBe(true);
    expect(scheduler.lastRun).toBeInstanceOf(Date);
  });

  it('the administrator reads the retention period in GET /api/admin/status', async () => {
    const token = await loginToken(t);
    const res = await request(t.server)
      .get('/api/admin/status')
      .set('Authorization', `Bearer ${token}`)
      .expect(200);
    expect(res.body.retentionMonths).toBe(24);
  });
});

describe('Retention rounds with two replicas, RETENTION_MONTHS=6', () => {
  it('a round asked for runs on exactly one replica, and deletes what expired', async () => {
    const first = await createTestApp({ RETENTION_MONTHS: '6' });
    const second = await createTestApp({ RETENTION_MONTHS: '6' }, first.databaseUrl);
    try {
      const schedulers = [first, second].map((t) => t.app.get(RetentionScheduler));
      await bootPurge(first);
      await requestCreatedAt(first, new Date(Date.now() - 200 * 86_400_000).toISOString(), 'expiré');
      await requestCreatedAt(first, new Date(Date.now() - 150 * 86_400_000).toISOString(), 'gardé');
      const before = schedulers.map((s) => s.lastRun?.getTime() ?? 0);
      await second.app.get(JobQueue).runRoundNow('retention');
      for (let i = 0; i < 200 && (await remainingNames(first)).length > 1; i++) {
        await new Promise((r) => setTimeout(r, 50));
      }
      expect(await remainingNames(first)).toEqual(['gardé']);
      await new Promise((r) => setTimeout(r, 1500)); // a second run, were there one, would show by now
      const ran = schedulers.filter((s, i) => (s.lastRun?.getTime() ?? 0) > before[i]);
      expect(ran).toHaveLength(1);
    } finally {
      await second.close();
      await first.close();
    }
  });
});
