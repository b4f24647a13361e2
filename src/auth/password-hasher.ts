import { randomBytes } from 'node:crypto';
import * as argon2 from 'argon2';

/**
 * argon2id with OWASP's baseline: 19 MiB of memory, 2 passes, 1 lane (~30 ms here).
 * Stored hashes carry their parameters, so raising these later rehashes at the next sign-in.
 */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export class PasswordHasher {
  private dummyHash?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** False for a wrong password and for a malformed stored hash alike. */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /**
   * Same work as a real check, for usernames that do not exist, so the response time does
   * not tell an attacker which usernames do. Always false.
   */
  async verifyDummy(password: string): Promise<false> {
    await this.verify(await this.prepareDummy(), password);
    return false;
  }

  /** Computes the dummy hash once (at start-up, so the first unknown user is not slower). */
  prepareDummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(32).toString('base64url'));
    return this.dummyHash;
  }

  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, ARGON2_OPTIONS);
    } catch {
      return true;
    }
  }
}
