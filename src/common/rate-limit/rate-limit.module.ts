import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { AppConfig } from '../../config/env.validation';
import { logger } from '../logging/json-logger';
import { SecretsModule } from '../secrets/secrets.module';
import { storedSecret } from '../secrets/stored-secret';
import { ProofOfWork, proofOfWorkKeys, STORED_KEY_NAME } from './proof-of-work';
import { PublicPostLimits } from './public-post-limits';
import { MemoryRateLimitStore, RATE_LIMIT_STORE, RateLimitStore } from './rate-limit.store';
import { RedisRateLimitStore } from './redis-rate-limit.store';

/**
 * Provides the rate-limit store: in this process's memory for a single instance, in Redis
 * when REDIS_URL is set, so that several app replicas share one budget per client. The
 * limiters only see the RateLimitStore interface.
 *
 * Global, because the public-POST guard is registered as APP_GUARD by the root module, which
 * must see PublicPostLimits; there is one store per process whoever imports it.
 */
@Global()
@Module({
  imports: [SecretsModule],
  providers: [
    {
      provide: RATE_LIMIT_STORE,
      inject: [ConfigService],
      useFactory: async (configService: ConfigService): Promise<RateLimitStore> => {
        const { redisUrl, rateLimitPrefix } = configService.getOrThrow<AppConfig>('app');
        if (!redisUrl) return new MemoryRateLimitStore();
        const store = await new RedisRateLimitStore({ url: redisUrl, keyPrefix: rateLimitPrefix }).connect();
        logger.log('Limites de débit partagées dans Redis', 'RateLimit');
        return store;
      },
    },
    {
      provide: PublicPostLimits,
      inject: [RATE_LIMIT_STORE, ConfigService],
      useFactory: (store: RateLimitStore, configService: ConfigService) => {
        const config = configService.getOrThrow<AppConfig>('app');
        return new PublicPostLimits(store, {
          perMinute: config.rateLimitPublicPerMinute,
          sitePerHour: config.rateLimitPublicSitePerHour,
        });
      },
    },
    {
      provide: ProofOfWork,
      inject: [RATE_LIMIT_STORE, ConfigService, getDataSourceToken()],
      useFactory: (store: RateLimitStore, configService: ConfigService, database: DataSource) => {
        const { altchaHmacKey } = configService.getOrThrow<AppConfig>('app');
        return new ProofOfWork(store, async () =>
          proofOfWorkKeys(altchaHmacKey ?? (await storedSecret(database, STORED_KEY_NAME))),
        );
      },
    },
  ],
  exports: [RATE_LIMIT_STORE, PublicPostLimits, ProofOfWork],
})
export class RateLimitModule {}
