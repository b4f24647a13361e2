import { ChildProcess, spawn } from 'node:child_process';
import Redis from 'ioredis';

/** The Redis the tests share: REDIS_TEST_URL, by default the one running on these machines. */
export const REDIS_TEST_URL = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

/** Removes every key under `prefix` (a test's own, random): the shared Redis stays clean. */
export async function deleteKeys(redis: Redis, prefix: string): Promise<void> {
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length > 0) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * A throw-away redis-server on `port`, answered once it accepts connections. Without `dir`, it
 * keeps nothing; with it, it writes its append-only file there every second, as compose runs it.
 */
export async function startRedis(port: number, dir?: string): Promise<ChildProcess> {
  const persistence = dir
    ? ['--dir', dir, '--appendonly', 'yes', '--appendfsync', 'everysec']
    : ['--appendonly', 'no'];
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', ...persistence],
    { stdio: 'ignore' },
  );
  const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => null });
  probe.on('error', () => undefined);
  for (let i = 0; i < 100; i++) {
    if (
      await probe.connect().then(
        () => true,
        () => false,
      )
    )
      break;
    await sleep(50);
  }
  await probe.quit();
  return child;
}

/** Kills it at once (a crash, not a clean stop). */
export async function killRedis(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  await new Promise((resolve) => {
    child.once('exit', resolve);
    child.kill('SIGKILL');
  });
}
