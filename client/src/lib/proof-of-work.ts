import type { ProofOfWorkChallenge, ProofOfWorkPayload } from '@contract/proof-of-work';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';

/** A phone far slower than planned gives up rather than computing forever. */
const SOLVE_TIMEOUT_MS = 60_000;

/**
 * Solves the server's proof-of-work challenge (ALTCHA v2, PBKDF2 in Web Crypto: native code,
 * off the page's thread) and returns the X-Altcha header's value; null when it could not.
 * Loaded with import() only when a flooded server asks for it: the pages never carry it.
 */
export async function solveProofOfWork(challenge: ProofOfWorkChallenge): Promise<string | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) return null;
  const payload: ProofOfWorkPayload = {
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  };
  return btoa(JSON.stringify(payload));
}
