/**
 * The proof of work a public form solves when the site is flooded. The server answers a post
 * it cannot take from its hourly budget with 429 and `challenge` (an ALTCHA v2 challenge); the
 * page solves it and sends the same request again with the solution in this header.
 */
export const PROOF_OF_WORK_HEADER = 'X-Altcha';

/** What the page shows while it computes (a few seconds on a phone, less on a computer). */
export const PROOF_OF_WORK_MESSAGE = 'Vérification anti-abus en cours…';

/** The challenge as the 429's body carries it (ALTCHA v2's `Challenge`, without a code). */
export interface ProofOfWorkChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string;
    expiresAt?: number;
  };
  signature: string;
}

/** The header's value: base64 of the JSON `{ challenge, solution }` (ALTCHA's payload). */
export interface ProofOfWorkPayload {
  challenge: ProofOfWorkChallenge;
  solution: { counter: number; derivedKey: string };
}
