import { randomUUID } from 'node:crypto';
import { logger } from '../common/logging/json-logger';
import { settleJobCompletions } from './settle-completions';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- pg-boss's internal class
const Manager = require('pg-boss/src/manager') as { prototype: object };

/** A Manager whose database is gone: every write rejects as PostgreSQL shutting down would. */
function managerWithoutDatabase() {
  const gone = Object.assign(new Error('the database system is shutting down'), { code: '57P03' });
  return Object.assign(
    Object.create(Manager.prototype) as Record<string, (...args: unknown[]) => Promise<unknown>>,
    {
      db: { executeSql: () => Promise.reject(gone) },
      completeJobsCommand: 'SELECT 1',
      failJobsByIdCommand: 'SELECT 1',
    },
  );
}

describe('settleJobCompletions: a job outcome written while the database is gone', () => {
  afterEach(() => jest.restoreAllMocks());

  it('logs the code instead of leaving a rejection unhandled; a caller that awaits still gets it', async () => {
    settleJobCompletions();
    settleJobCompletions(); // once per process, however many queues start
    const events = jest.spyOn(logger, 'event').mockImplementation(() => undefined);
    const manager = managerWithoutDatabase();

    // As pg-boss does once a handler returns: neither call is awaited.
    void manager.complete('mail', randomUUID());
    void manager.fail('mail', randomUUID(), new Error('handler failed'));
    await new Promise((resolve) => setImmediate(resolve));
    expect(events.mock.calls).toEqual([
      ['warn', 'job outcome not recorded', { code: '57P03', step: 'complete' }, 'Jobs'],
      ['warn', 'job outcome not recorded', { code: '57P03', step: 'fail' }, 'Jobs'],
    ]);

    await expect(manager.complete('mail', randomUUID())).rejects.toThrow('shutting down');
  });
});
