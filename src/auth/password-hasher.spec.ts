import { ARGON2_OPTIONS, PasswordHasher } from './password-hasher';

// The CommonJS module itself, so jest can spy on its functions (a namespace import is read-only).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const argon2 = require('argon2') as typeof import('argon2');

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with argon2id, memory ≥ 19 456 KiB, time ≥ 2, a fresh salt each time', async () => {
    const first = await hasher.hash('correct-horse-battery');
    const second = await hasher.hash('correct-horse-battery');
    expect(first).toMatch(/^\$argon2id\$v=19\$/);
    expect(first).toContain(`m=${ARGON2_OPTIONS.memoryCost}`);
    expect(first).toContain(`t=${ARGON2_OPTIONS.timeCost}`);
    expect(ARGON2_OPTIONS.memoryCost).toBeGreaterThanOrEqual(19456);
    expect(ARGON2_OPTIONS.timeCost).toBeGreaterThanOrEqual(2);
    expect(first).not.toBe(second);
  });

  it('verifies the right password only, and a malformed hash as false', async () => {
    const hash = await hasher.hash('correct-horse-battery');
    expect(await hasher.verify(hash, 'correct-horse-battery')).toBe(true);
    expect(await hasher.verify(hash, 'wrong-horse-battery')).toBe(false);
    expect(await hasher.verify('not-a-hash', 'correct-horse-battery')).toBe(false);
  });

  it('runs a real verification for unknown users, always false', async () => {
    const verify = jest.spyOn(argon2, 'verify');
    expect(await hasher.verifyDummy('anything')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    verify.mockRestore();
  });

  it('asks for a rehash when a stored hash is weaker than today’s parameters', async () => {
    const weak = await argon2.hash('pw-pw-pw-pw-pw', {
      type: argon2.argon2id,
      memoryCost: 4096,
      timeCost: 1,
    });
    expect(hasher.needsRehash(weak)).toBe(true);
    expect(hasher.needsRehash(await hasher.hash('pw-pw-pw-pw-pw'))).toBe(false);
  });
});
