import { errorCodes } from '../common/logging/error-codes';
import { logger } from '../common/logging/json-logger';

/**
 * pg-boss 10 records a job's outcome (complete or fail) without waiting for it once the
 * handler has returned. If the database goes away at that moment, that write's rejection is
 * unhandled, and Node ends the process: an outage of PostgreSQL would take the server down with
 * it. Here the rejection is given a handler that logs its code; a caller that awaits the call
 * still gets it. Nothing is lost: the job stays active in the queue, and pg-boss hands it out
 * again once it expires (e-mails are sent at most once per job id by the outbox).
 * Applied once per process, to pg-boss's own Manager class, the one place that makes these
 * calls.
 */
export function settleJobCompletions(): void {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- pg-boss's internal class
  const { prototype } = require('pg-boss/src/manager') as {
    prototype: Record<string, ((...args: unknown[]) => Promise<unknown>) & { settled?: true }>;
  };
  for (const name of ['complete', 'fail']) {
    const original = prototype[name];
    if (original.settled) continue;
    const settled = function (this: unknown, ...args: unknown[]) {
      const pending = original.apply(this, args);
      pending.catch((error: unknown) =>
        logger.event('warn', 'job outcome not recorded', { ...errorCodes(error), step: name }, 'Jobs'),
      );
      return pending;
    };
    prototype[name] = Object.assign(settled, { settled: true as const });
  }
}
