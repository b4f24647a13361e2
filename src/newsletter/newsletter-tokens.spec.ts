import { createHash } from 'node:crypto';
import {
  hashConfirmationToken,
  isConfirmationToken,
  newConfirmationToken,
  signUnsubscribeToken,
  verifyUnsubscribeToken,
} from './newsletter-tokens';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('newsletter tokens', () => {
  it('makes confirmation tokens of 256 random bits, stored as their SHA-256 only', () => {
    const a = newConfirmationToken();
    const b = newConfirmationToken();
    expect(a.token).not.toBe(b.token);
    expect(isConfirmationToken(a.token)).toBe(true);
    expect(Buffer.from(a.token, 'base64url')).toHaveLength(32);
    expect(a.hash).toBe(createHash('sha256').update(a.token).digest('hex'));
    expect(hashConfirmationToken(a.token)).toBe(a.hash);
    expect(isConfirmationToken(`${a.token}=`)).toBe(false);
  });

  it('signs an unsubscribe token that names its subscriber and verifies with the same secret only', () => {
    const token = signUnsubscribeToken(SECRET, ID);
    expect(token).toMatch(new RegExp(`^${ID}\\.[A-Za-z0-9_-]{43}$`));
    expect(signUnsubscribeToken(SECRET, ID)).toBe(token); // the same link in every e-mail
    expect(verifyUnsubscribeToken(SECRET, token)).toBe(ID);
    expect(verifyUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
  });

  it('refuses a token moved to another id, altered or malformed', () => {
    const token = signUnsubscribeToken(SECRET, ID);
    const other = ID.replace(/^0/, '1');
    const signature = token.split('.')[1];
    const flipped = signature[0] === 'A' ? `B${signature.slice(1)}` : `A${signature.slice(1)}`;
    for (const bad of [
      `${other}.${signature}`,
      `${ID}.${flipped}`,
      `${ID}.${signature.slice(1)}`,
      `${ID.toUpperCase()}.${signature}`,
      `${token} `,
      ID,
      '',
    ]) {
      expect({ bad, id: verifyUnsubscribeToken(SECRET, bad) }).toEqual({ bad, id: null });
    }
  });
});
