import type { APIRequestContext } from '@playwright/test';
import * as argon2 from 'argon2';
import { apiLogin } from './admin';
import { withDatabase } from './database';

export interface TeamAccount {
  id: string;
  username: string;
  password: string;
}

/**
 * An account of the team that can sign in at once: invited through the API, as the practitioner
 * would, then given a password in the database (the browser tests' server sends no e-mail, so the
 * invitation's link never exists). The hash is made with the server's argon2id settings' library.
 */
export async function createTeamAccount(
  request: APIRequestContext,
  username: string,
  role: 'practitioner' | 'secretary',
): Promise<TeamAccount> {
  const { token } = await apiLogin(request);
  const response = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${token}` },
    data: { username, email: `${username}@example.tn`, role },
  });
  if (response.status() !== 201)
    throw new Error(`invitation failed: ${response.status()} ${await response.text()}`);
  const { _id: id } = (await response.json()) as { _id: string };
  const password = `mot-de-passe-de-${username}`;
  const hash = await argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  await withDatabase((db) => db.query('UPDATE admin_user SET password_hash = $2 WHERE id = $1', [id, hash]));
  return { id, username, password };
}
