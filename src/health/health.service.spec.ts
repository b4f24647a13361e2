import { ConfigService } from '@nestjs/config';
import { DataSource } from 'typeorm';
import { HEALTH_REUSE_MS, HealthService } from './health.service';

function service(query: () => Promise<unknown>) {
  const dataSource = { query: jest.fn(query) };
  const config = new ConfigService({ app: { dbConnectTimeoutMs: 200 } });
  return { health: new HealthService(dataSource as unknown as DataSource, config), dataSource };
}

describe('HealthService', () => {
  afterEach(() => jest.useRealTimers());

  it('answers a flood of checks with one query, then reuses the answer for about a second', async () => {
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate'] });
    const { health, dataSource } = service(() => Promise.resolve([{ '?column?': 1 }]));
    const answers = await Promise.all(Array.from({ length: 400 }, () => health.databaseIsUp()));
    expect(answers.every(Boolean)).toBe(true);
    expect(dataSource.query).toHaveBeenCalledTimes(1);
    await health.databaseIsUp();
    expect(dataSource.query).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(HEALTH_REUSE_MS + 1);
    await health.databaseIsUp();
    expect(dataSource.query).toHaveBeenCalledTimes(2);
  });

  it('says down when the database refuses, up when the pool is only busy, down when it hangs', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    expect(await service(() => Promise.reject(refused)).health.databaseIsUp()).toBe(false);
    const busy = new Error('timeout exceeded when trying to connect');
    expect(await service(() => Promise.reject(busy)).health.databaseIsUp()).toBe(true);
    const started = Date.now();
    expect(await service(() => new Promise(() => undefined)).health.databaseIsUp()).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000); // bounded: the pool's wait + 500 ms
  });
});
