import { createHmac } from 'node:crypto';

/**
 * The administrator a test server creates at boot, and the tokens that server signs. The API
 * tests and the browser tests each start their servers with an account and a JWT secret of
 * their own; this is the one code both use, each with its values.
 */
export interface AdminAccount {
  username: string;
  password: string;
}

/** The environment that makes the server create `account` at boot (a fresh database has none). */
export function adminEnv(account: AdminAccount): { ADMIN_USERNAME: string; ADMIN_PASSWORD: string } {
  return { ADMIN_USERNAME: account.username, ADMIN_PASSWORD: account.password };
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Signs tokens as a server with `secret` does (HS256), with any claims, for what a sign-in never
 * gives: a token of another secret (the second argument), without `sub`, expired, from the
 * future… A token carries `iat` (now) and `exp` (an hour after `iat`) unless the claims set them.
 */
export function tokenSigner(secret: string) {
  return (claims: Record<string, unknown>, otherSecret = secret): string => {
    const iat = typeof claims.iat === 'number' ? claims.iat : Math.floor(Date.now() / 1000);
    const payload = { ...claims, iat, ...('exp' in claims ? {} : { exp: iat + 3600 }) };
    const unsigned = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}`;
    return `${unsigned}.${createHmac('sha256', otherSecret).update(unsigned).digest('base64url')}`;
  };
}
