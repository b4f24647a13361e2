import { Inject, Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Client } from 'pg';
import { AppConfig } from '../config/env.validation';

const CHECK_TIMEOUT_MS = 1500;

@Injectable()
export class HealthService {
  constructor(@Inject(ConfigService) private readonly config: ConfigService) {}

  /**
   * A `SELECT 1` on a connection of its own, bounded in time: a dead database answers "down"
   * quickly, and a saturated request pool does not make the health check lie or hang.
   */
  async databaseIsUp(): Promise<boolean> {
    const { databaseUrl } = this.config.getOrThrow<AppConfig>('app');
    const client = new Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: CHECK_TIMEOUT_MS,
      query_timeout: CHECK_TIMEOUT_MS,
    });
    client.on('error', () => undefined); // a dying server: the failed query below says so
    try {
      await client.connect();
      await client.query('SELECT 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}
