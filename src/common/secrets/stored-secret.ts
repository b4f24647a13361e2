// Keys the server makes for itself and keeps in the database (table app_secret), shared by every replica.

import { randomBytes } from 'node:crypto';

/** What reads and writes the row: the DataSource, an EntityManager or a transaction's. */
export interface SecretQueries {
  query<T = unknown>(sql: string, params?: unknown[]): Promise<T>;
}

/**
 * A key the server generated for itself, kept in the database (table app_secret) under `name`:
 * 48 random bytes, made by the first start that needs it. Every replica reads the same row (the
 * first insert wins, even when two start at the same moment), and a restart finds it again, so
 * whatever it signed stays valid. One name per purpose: changing one key (or JWT_SECRET) touches
 * nothing signed with another. The key itself is never logged.
 */
export async function storedSecret(database: SecretQueries, name: string): Promise<string> {
  await database.query(`INSERT INTO app_secret (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
    name,
    randomBytes(48).toString('base64url'),
  ]);
  const [row] = await database.query<{ value: string }[]>(`SELECT value FROM app_secret WHERE name = $1`, [
    name,
  ]);
  return row.value;
}
