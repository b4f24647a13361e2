import { NodeCryptoPlugin } from '@otplib/plugin-crypto-node';
import { generateSync } from '@otplib/totp';
import { base32 } from '../../src/auth/base32';

const PERIOD_SECONDS = 30;

/**
 * The code an authenticator app shows for `secret`, `offsetSteps` periods from now (-1 is the
 * previous code, +1 the next). Waits out the last two seconds of a period first, so the server
 * checks the code in the same period it was made in.
 */
export async function totpCode(secret: string, offsetSteps = 0): Promise<string> {
  const intoPeriod = (Date.now() / 1000) % PERIOD_SECONDS;
  if (intoPeriod > PERIOD_SECONDS - 2) {
    await new Promise((resolve) => setTimeout(resolve, (PERIOD_SECONDS - intoPeriod + 0.1) * 1000));
  }
  const epoch = Math.floor(Date.now() / 1000) + offsetSteps * PERIOD_SECONDS;
  return generateSync({ secret, crypto: new NodeCryptoPlugin(), base32, epoch });
}
