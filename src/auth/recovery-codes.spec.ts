import { newRecoveryCodes, normalizeRecoveryCode, recoveryCodeHash } from './recovery-codes';

describe('recovery codes', () => {
  it('makes ten distinct codes of four groups of four unambiguous characters', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){3}$/);
  });

  it('reads a code however it is typed back: case, spaces, hyphens, O for 0, I or L for 1', () => {
    expect(normalizeRecoveryCode('AB01-CD23-EF45-GH67')).toBe('AB01CD23EF45GH67');
    expect(normalizeRecoveryCode(' ab01 cd23 ef45 gh67 ')).toBe('AB01CD23EF45GH67');
    expect(normalizeRecoveryCode('abOI-cd23-ef45-gh6l')).toBe('AB01CD23EF45GH61');
  });

  it('refuses what cannot be a code', () => {
    for (const typed of ['', '123456', 'AB01-CD23-EF45-GH6', 'AB01-CD23-EF45-GH677', 'AB01-CD23-EF45-GH6U']) {
      expect(normalizeRecoveryCode(typed)).toBeUndefined();
    }
  });

  it('stores a SHA-256 digest, the same for every way of typing the code', () => {
    const digest = recoveryCodeHash(normalizeRecoveryCode('ab01-cd23-ef45-gh67')!);
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(recoveryCodeHash(normalizeRecoveryCode('AB01CD23EF45GH67')!)).toBe(digest);
  });
});
