import { Client } from 'pg';
import { ServerProcess } from '../support/server-process';
import { createDatabase } from '../support/test-database.cjs';

const DAY_MS = 86_400_000;

/** Weekdays 3 days ahead and later, in Tunis (bookable with the default hours and notice). */
function weekdays(count: number): string[] {
  const days: string[] = [];
  for (let d = 3; days.length < count; d++) {
    const day = new Date(Date.now() + 3_600_000 + d * DAY_MS).toISOString().slice(0, 10);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) days.push(day);
  }
  return days;
}

/**
 * A rush on the booking, against the production build in its own process with its default
 * connection pool: 200 patients press « Réserver » for the same slot at once, then 50 for 50
 * different slots. The database's exclusion constraint decides; nobody gets a 5xx.
 */
describe('Booking under a rush', () => {
  it('200 bookings of one slot: one 201, 199 × 409, one row; 50 of 50 slots: 50 rows', async () => {
    const database = await createDatabase();
    const server = await ServerProcess.start({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000000',
      RATE_LIMIT_PUBLIC_SITE_PER_HOUR: '1000000',
    });
    const client = new Client({ connectionString: database.url });
    try {
      await client.connect();
      const types = (await (await fetch(`${server.base}/api/booking/types`)).json()) as { _id: string }[];
      const book = (start: string, i: number) =>
        fetch(`${server.base}/api/booking`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            type: types[0]._id,
            start,
            name: `Patient ${i}`,
            phone: `+216 21 000 ${String(i).padStart(3, '0')}`,
            consent: true,
          }),
        }).then((res) => res.status);

      const [first, second] = weekdays(2);
      const statuses = await Promise.all(
        Array.from({ length: 200 }, (_, i) => book(`${first}T10:00:00+01:00`, i)),
      );
      expect({
        created: statuses.filter((s) => s === 201).length,
        taken: statuses.filter((s) => s === 409).length,
      }).toEqual({
        created: 1,
        taken: 199,
      });
      expect((await client.query('SELECT id FROM appointment')).rowCount).toBe(1);

      // 50 different slots: the 16 of a day from 9:00, then the next days'.
      const slots = (await (
        await fetch(
          `${server.base}/api/booking/slots?type=${types[0]._id}&from=${second}&to=${weekdays(6)[5]}`,
        )
      ).json()) as { start: string }[];
      const fifty = slots.slice(0, 50);
      expect(fifty).toHaveLength(50);
      const many = await Promise.all(fifty.map((slot, i) => book(slot.start, 300 + i)));
      expect(many.filter((s) => s === 201)).toHaveLength(50);
      expect((await client.query('SELECT id FROM appointment')).rowCount).toBe(51);

      const { code } = await server.stop();
      expect(code).toBe(0);
      expect(server.lines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
    } finally {
      await client.end().catch(() => undefined);
      await server.destroy();
      await database.drop();
    }
  }, 120_000);
});
