import { RedisKeyEraser } from '../../common/rate-limit/redis-rate-limit.store';
import { lockoutResetKeys } from '../login-attempts.limiter';
import { LockoutResetError, resetLockout } from './reset-lockout';

function fakeEraser(lockedAddresses: number) {
  const calls: string[] = [];
  const eraser = {
    delete: jest.fn((keys: string[]) => {
      calls.push(...keys);
      return Promise.resolve(keys.length);
    }),
    deleteMatching: jest.fn((pattern: string) => {
      calls.push(pattern);
      return Promise.resolve(pattern.startsWith('login-lockout:') ? lockedAddresses : 7);
    }),
    close: jest.fn(() => Promise.resolve()),
  };
  return { calls, eraser, connect: jest.fn(() => Promise.resolve(eraser as unknown as RedisKeyEraser)) };
}

const REDIS = { redisUrl: 'redis://:secret-pw@cache:6379', rateLimitPrefix: 'cabinet:rate-limit:' };

describe('reset-lockout', () => {
  it('deletes the username’s keys and every address’s lock-out in Redis, under the prefix, and says so', async () => {
    const { calls, eraser, connect } = fakeEraser(2);
    const message = await resetLockout('docteur', REDIS, connect);
    expect(connect).toHaveBeenCalledWith({ url: REDIS.redisUrl, keyPrefix: REDIS.rateLimitPrefix });
    const { keys, addressFailures, addressLockouts } = lockoutResetKeys('docteur');
    expect(calls).toEqual([...keys, addressFailures, addressLockouts]);
    expect(message).toBe('Connexions débloquées pour « docteur », et pour 2 adresses IP en attente.');
    expect(eraser.close).toHaveBeenCalled();
  });

  it('agrees in number, and says nothing of addresses when none was waiting', async () => {
    expect(await resetLockout('docteur', REDIS, fakeEraser(1).connect)).toBe(
      'Connexions débloquées pour « docteur », et pour 1 adresse IP en attente.',
    );
    expect(await resetLockout('docteur', REDIS, fakeEraser(0).connect)).toBe(
      'Connexions débloquées pour « docteur ».',
    );
  });

  it('without REDIS_URL, explains in French that the running server’s memory is out of reach', async () => {
    const { connect } = fakeEraser(0);
    const error = await resetLockout(
      'docteur',
      { redisUrl: undefined, rateLimitPrefix: 'x:' },
      connect,
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LockoutResetError);
    expect((error as Error).message).toMatch(/^Sans REDIS_URL, les blocages de connexion sont comptés/);
    expect((error as Error).message).toContain('redémarrez le serveur');
    expect((error as Error).message).toContain('une heure au plus');
    expect(connect).not.toHaveBeenCalled();
  });

  it('reports an unreachable Redis without its password, and a failure midway', async () => {
    const down = await resetLockout('docteur', REDIS, () =>
      Promise.reject(new Error('connect ECONNREFUSED 10.0.0.5:6379')),
    ).catch((e: unknown) => e);
    expect(down).toBeInstanceOf(LockoutResetError);
    expect((down as Error).message).toBe(
      "Redis injoignable (connect ECONNREFUSED 10.0.0.5:6379) : rien n'a été débloqué. Réessayez une fois Redis joignable.",
    );
    expect((down as Error).message).not.toContain('secret-pw');

    const { eraser, connect } = fakeEraser(0);
    eraser.deleteMatching.mockRejectedValueOnce(new Error('Command timed out'));
    const midway = await resetLockout('docteur', REDIS, connect).catch((e: unknown) => e);
    expect((midway as Error).message).toMatch(/^Échec dans Redis \(Command timed out\)/);
    expect(eraser.close).toHaveBeenCalled();
  });
});
