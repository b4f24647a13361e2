// Keys the server makes for itself and keeps in the database (table app_secret), shared by every replica.

import { randomBytes } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { AppSecret } from './app-secret.entity';

/** What reads and writes the row: the DataSource, an EntityManager or a transaction's. */
export type SecretQueries = Pick<EntityManager, 'getRepository'>;

/**
 * A key the server generated for itself, kept in the database (table app_secret) under `name`:
 * 48 random bytes, made by the first start that needs it. Every replica reads the same row (the
 * first insert wins, even when two start at the same moment: the insert does nothing on a name
 * already there), and a restart finds it again, so whatever it signed stays valid. One name per
 * purpose: changing one key (or JWT_SECRET) touches nothing signed with another. The key itself
 * is never logged.
 */
export async function storedSecret(database: SecretQueries, name: string): Promise<string> {
  const secrets = database.getRepository(AppSecret);
  await secrets
    .createQueryBuilder()
    .insert()
    .values({ name, value: randomBytes(48).toString('base64url') })
    .orIgnore()
    .updateEntity(false)
    .execute();
  return (await secrets.findOneByOrFail({ name })).value;
}
