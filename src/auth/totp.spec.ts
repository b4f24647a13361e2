import { generateSync } from '@otplib/totp';
import { NodeCryptoPlugin } from '@otplib/plugin-crypto-node';
import { base32 } from './base32';
import { newTotpSecret, otpauthUrl, qrCodeSvg, totpTimeStep } from './totp';

const codeAt = (secret: string, epochSeconds: number) =>
  generateSync({ secret, crypto: new NodeCryptoPlugin(), base32, epoch: epochSeconds });

describe('TOTP', () => {
  // RFC 6238 appendix B: the SHA-1 key "12345678901234567890", 8 digits there, 6 here.
  const rfcSecret = base32.encode(new TextEncoder().encode('12345678901234567890'));

  it('matches the RFC 6238 test vectors (their last six digits)', () => {
    expect(totpTimeStep(rfcSecret, '287082', 59_000)).toBe(1);
    expect(totpTimeStep(rfcSecret, '081804', 1_111_111_109_000)).toBe(37_037_036);
    expect(totpTimeStep(rfcSecret, '050471', 1_111_111_111_000)).toBe(37_037_037);
  });

  it('accepts the step before and after the current one, and no further', () => {
    const secret = newTotpSecret();
    const now = 1_700_000_015_000;
    const step = Math.floor(now / 1000 / 30);
    expect(totpTimeStep(secret, codeAt(secret, now / 1000), now)).toBe(step);
    expect(totpTimeStep(secret, codeAt(secret, now / 1000 - 30), now)).toBe(step - 1);
    expect(totpTimeStep(secret, codeAt(secret, now / 1000 + 30), now)).toBe(step + 1);
    expect(totpTimeStep(secret, codeAt(secret, now / 1000 - 60), now)).toBeNull();
    expect(totpTimeStep(secret, codeAt(secret, now / 1000 + 60), now)).toBeNull();
  });

  it('refuses anything but six digits, and a broken secret, without throwing', () => {
    const secret = newTotpSecret();
    expect(totpTimeStep(secret, '12345')).toBeNull();
    expect(totpTimeStep(secret, '12345a')).toBeNull();
    expect(totpTimeStep('not base32!', '123456')).toBeNull();
  });

  it('makes 160-bit base32 secrets, and an otpauth link naming the issuer and the account', () => {
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(otpauthUrl(secret, 'www.mon-cabinet.tn', 'docteur'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('www.mon-cabinet.tn');
    expect(decodeURIComponent(url.pathname)).toContain('docteur');
  });

  it('encodes each part of the label on its own: a space, an accent or a colon stays inside it', () => {
    const url = otpauthUrl('ABC', 'Dr Élise: Cabinet & co', 'doc teur');
    expect(url).toBe(
      'otpauth://totp/Dr%20%C3%89lise%3A%20Cabinet%20%26%20co:doc%20teur' +
        '?secret=ABC&issuer=Dr%20%C3%89lise%3A%20Cabinet%20%26%20co',
    );
    expect(new URL(url).searchParams.get('issuer')).toBe('Dr Élise: Cabinet & co');
  });

  it('draws the QR code as a self-contained SVG: no script, no link, no outside reference', async () => {
    const svg = await qrCodeSvg('otpauth://totp/x:y?secret=ABC');
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<script|href|url\(|on\w+=/i);
  });
});
