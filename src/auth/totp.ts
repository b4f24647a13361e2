import { generateSecret } from '@otplib/core';
import { NodeCryptoPlugin } from '@otplib/plugin-crypto-node';
import { verifySync } from '@otplib/totp';
import * as QRCode from 'qrcode';
import { base32 } from './base32';

/**
 * The settings every authenticator app understands (Google Authenticator ignores any other):
 * SHA-1, 6 digits, 30-second steps. A code of the step before or after the server's is
 * accepted too, for a phone whose clock is a little off.
 */
export const TOTP_SETTINGS = { algorithm: 'sha1', digits: 6, period: 30 } as const;
const DRIFT_SECONDS = TOTP_SETTINGS.period;
/** 160 bits, the size RFC 4226 recommends for an HMAC-SHA-1 key. */
const SECRET_BYTES = 20;

const crypto = new NodeCryptoPlugin();

export const isTotpCode = (code: string): boolean => /^\d{6}$/.test(code);

export function newTotpSecret(): string {
  return generateSecret({ crypto, base32, length: SECRET_BYTES });
}

/**
 * The time step the code belongs to (±1 around `nowMs`), or null when it matches none. The
 * caller stores the step of each accepted code and refuses the same or an earlier one next.
 */
export function totpTimeStep(secret: string, code: string, nowMs = Date.now()): number | null {
  if (!isTotpCode(code)) return null;
  try {
    const result = verifySync({
      ...TOTP_SETTINGS,
      secret,
      token: code,
      crypto,
      base32,
      epoch: Math.floor(nowMs / 1000),
      epochTolerance: DRIFT_SECONDS,
    });
    return result.valid ? Math.floor(result.epoch / TOTP_SETTINGS.period) : null;
  } catch {
    return null; // a malformed stored secret verifies nothing
  }
}

/**
 * The otpauth:// link an authenticator app reads from the QR code (Key Uri Format): the label
 * `issuer:account` and the `issuer` parameter, each part percent-encoded on its own, so that a
 * space, an accent or a colon in the practice's name cannot split the label. SHA-1, 6 digits and
 * 30 s are every app's defaults, so they are not written.
 */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}`;
}

/** The QR code of `text` as an SVG document, drawn here: no third party ever sees the secret. */
export function qrCodeSvg(text: string): Promise<string> {
  return QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
}
