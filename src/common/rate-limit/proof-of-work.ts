import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { ProofOfWorkChallenge } from '../../contract/proof-of-work';
import { RateLimitStore } from './rate-limit.store';

/**
 * Why a proof of work when the site's hourly budget is spent, rather than refusing everyone or
 * asking a CAPTCHA:
 * - Plain per-IP limits do not stop a flood from many addresses (a botnet, rented proxies), and
 *   the site-wide budget that does stop it also shuts every real patient out for up to an hour.
 * - Third-party CAPTCHAs are not an option: no request may leave the site's origin (nor may a
 *   patient's visit be reported to an advertiser), and they ask people to solve puzzles.
 * - A proof of work needs no third party, no cookie and no personal data; nobody sees it until
 *   the site is flooded; then a browser spends a second or a few computing before its post is
 *   taken, while a flood pays that price for every single post, whatever its addresses.
 *
 * ALTCHA's v2 challenges, from its self-hosted library: PBKDF2/SHA-256, which browsers compute
 * natively (Web Crypto), so a phone is not much slower per try than an attacker's own code.
 * Each try is COST iterations; the answer is a counter drawn between COUNTER_MIN and
 * COUNTER_MAX, so a solver tries that many: 1.25 to 4 million iterations, about 0.3 to 1 s on a
 * computer and 1 to 4 s on a mid-range phone. The derived key is signed (deterministic mode),
 * so checking a solution is one HMAC, and a flood of forged solutions costs the server nothing.
 */
const ALGORITHM = 'PBKDF2/SHA-256';
const COST = 5_000;
const COUNTER_MIN = 250;
const COUNTER_MAX = 800;
/** Long enough for a slow phone to solve and send; short enough that stockpiling does not pay. */
export const CHALLENGE_TTL_MS = 5 * 60_000;
/** The header's value is a few hundred characters: anything much longer is not ours. */
const MAX_HEADER_LENGTH = 4096;
const USED_KEY_PREFIX = 'pow:used:';

/** Its row in app_secret: the base of the challenges' keys when ALTCHA_HMAC_KEY is unset. */
export const STORED_KEY_NAME = 'proof-of-work';

/**
 * The two HMAC keys the challenges are signed with, derived (HMAC, a label each) from one base
 * used for nothing else: ALTCHA_HMAC_KEY when it is set, else a key the server generated once
 * and keeps in the database (storedSecret), which every replica reads, so a challenge made by
 * one is checked by another. Never derived from JWT_SECRET: changing the sessions' secret must
 * not touch the challenges, nor the other way round.
 */
export function proofOfWorkKeys(base: string) {
  const derive = (label: string) => createHmac('sha256', base).update(label).digest('hex');
  return { challenge: derive('challenge signature'), key: derive('derived key signature') };
}

type Keys = { challenge: string; key: string };

export type Redemption = 'accepted' | 'missing' | 'invalid' | 'expired' | 'used';

/** Makes challenges, and accepts each solved one once (remembered in the shared store until it expires). */
export class ProofOfWork {
  private keys?: Promise<Keys>;

  /** `keys`: the keys, or how to get them (read once, on the first challenge or solution). */
  constructor(
    private readonly store: RateLimitStore,
    keys: Keys | (() => Promise<Keys>),
    private readonly now: () => number = () => Date.now(),
  ) {
    this.loadKeys = typeof keys === 'function' ? keys : () => Promise.resolve(keys);
  }

  private readonly loadKeys: () => Promise<Keys>;

  private signingKeys(): Promise<Keys> {
    // A failed read (the database away) is not kept: the next request tries again.
    this.keys ??= this.loadKeys().catch((error: unknown) => {
      this.keys = undefined;
      throw error;
    });
    return this.keys;
  }

  async challenge(): Promise<ProofOfWorkChallenge> {
    const keys = await this.signingKeys();
    const challenge = await createChallenge({
      algorithm: ALGORITHM,
      cost: COST,
      counter: randomInt(COUNTER_MAX, COUNTER_MIN),
      deriveKey,
      expiresAt: Math.floor((this.now() + CHALLENGE_TTL_MS) / 1000),
      hmacSignatureSecret: keys.challenge,
      hmacKeySignatureSecret: keys.key,
    });
    return challenge as ProofOfWorkChallenge;
  }

  /** Checks the X-Altcha header's solution; when it is good and unused, spends it. */
  async redeem(header: string | string[] | undefined): Promise<Redemption> {
    if (header === undefined || header === '') return 'missing';
    const payload = parsePayload(header);
    if (!payload) return 'invalid';
    const keys = await this.signingKeys();
    let verified: Awaited<ReturnType<typeof verifySolution>>;
    try {
      verified = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: keys.challenge,
        hmacKeySignatureSecret: keys.key,
      });
    } catch {
      return 'invalid'; // a shape the library refuses outright
    }
    if (verified.expired) return 'expired';
    if (!verified.verified) return 'invalid';
    const expiresAtMs = (payload.challenge.parameters.expiresAt ?? 0) * 1000;
    // Kept a little past its expiry, after which the library refuses it anyway.
    const ttl = Math.max(1000, expiresAtMs - this.now() + 60_000);
    const fresh = await this.store.claim(USED_KEY_PREFIX + payload.challenge.signature, ttl);
    return fresh ? 'accepted' : 'used';
  }
}

interface ParsedPayload {
  challenge: { parameters: ProofOfWorkChallenge['parameters']; signature: string };
  solution: { counter: number; derivedKey: string };
}

/** The header's base64 JSON, when it has the expected shape; undefined for anything else. */
function parsePayload(header: string | string[]): ParsedPayload | undefined {
  if (typeof header !== 'string' || header.length > MAX_HEADER_LENGTH) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
  } catch {
    return undefined;
  }
  const { challenge, solution } = (value ?? {}) as Record<string, unknown>;
  const c = (challenge ?? {}) as Record<string, unknown>;
  const s = (solution ?? {}) as Record<string, unknown>;
  const parameters = c.parameters as Record<string, unknown> | undefined;
  const valid =
    typeof c.signature === 'string' &&
    /^[0-9a-f]{64}$/.test(c.signature) &&
    typeof parameters === 'object' &&
    parameters !== null &&
    !Array.isArray(parameters) &&
    parameters.algorithm === ALGORITHM &&
    typeof parameters.expiresAt === 'number' &&
    typeof s.counter === 'number' &&
    typeof s.derivedKey === 'string';
  if (!valid) return undefined;
  return {
    challenge: {
      parameters: parameters as ProofOfWorkChallenge['parameters'],
      signature: c.signature as string,
    },
    solution: { counter: s.counter as number, derivedKey: s.derivedKey as string },
  };
}
