import { RedisKeyEraser, RedisStoreOptions } from '../../common/rate-limit/redis-rate-limit.store';
import { AppConfig } from '../../config/env.validation';
import { lockoutResetKeys } from '../login-attempts.limiter';

/** The command could not lift the lock-out; its message says why and what to do instead. */
export class LockoutResetError extends Error {}

const addresses = (count: number) => (count > 1 ? `${count} adresses IP` : `${count} adresse IP`);

/**
 * `npm run admin -- reset-lockout <username>`: lifts the sign-in back-off of a username in the
 * shared Redis store — its failures, its running lock-out and its level — and every address's
 * running lock-out and failures (the administrator's own address is often locked too, after
 * their own mistakes, and nobody knows it by heart). Addresses keep their levels: one that goes
 * on guessing is locked for longer next time.
 *
 * Without REDIS_URL the counters live in the memory of the running server, which another
 * process cannot reach: the command says so, and that a restart (or the end of the wait, an
 * hour at most) clears them.
 */
export async function resetLockout(
  username: string,
  config: Pick<AppConfig, 'redisUrl' | 'rateLimitPrefix'>,
  connect: (options: RedisStoreOptions) => Promise<RedisKeyEraser> = (options) =>
    RedisKeyEraser.connect(options),
): Promise<string> {
  if (!config.redisUrl) {
    throw new LockoutResetError(
      'Sans REDIS_URL, les blocages de connexion sont comptés dans la mémoire du serveur en marche : ' +
        `cette commande ne peut pas y accéder. Pour débloquer « ${username} », redémarrez le serveur ` +
        '(tous les compteurs de limites repartent alors de zéro), ou attendez la fin du blocage : ' +
        'une heure au plus.',
    );
  }
  let eraser: RedisKeyEraser;
  try {
    eraser = await connect({ url: config.redisUrl, keyPrefix: config.rateLimitPrefix });
  } catch (error) {
    // The error names the host at most, never the password of REDIS_URL.
    throw new LockoutResetError(
      `Redis injoignable (${(error as Error).message}) : rien n'a été débloqué. Réessayez une fois Redis joignable.`,
    );
  }
  try {
    const { keys, addressFailures, addressLockouts } = lockoutResetKeys(username);
    await eraser.delete(keys);
    await eraser.deleteMatching(addressFailures);
    const locked = await eraser.deleteMatching(addressLockouts);
    return locked > 0
      ? `Connexions débloquées pour « ${username} », et pour ${addresses(locked)} en attente.`
      : `Connexions débloquées pour « ${username} ».`;
  } catch (error) {
    throw new LockoutResetError(
      `Échec dans Redis (${(error as Error).message}) : le déblocage n'est peut-être pas complet. Relancez la commande.`,
    );
  } finally {
    await eraser.close();
  }
}
