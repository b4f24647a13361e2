import { DynamicModule, Module } from '@nestjs/common';
import { ConfigModule, ConfigService } from '@nestjs/config';
import { APP_FILTER, APP_GUARD, APP_PIPE } from '@nestjs/core';
import { AdminStatusModule } from './admin-status/admin-status.module';
import { ThrottlerModule } from '@nestjs/throttler';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuditModule } from './audit/audit.module';
import { AuthModule } from './auth/auth.module';
import { BookingModule } from './booking/booking.module';
import { JwtAuthGuard } from './auth/jwt-auth.guard';
import { RoleGuard } from './auth/role.guard';
import { AllExceptionsFilter } from './common/http/all-exceptions.filter';
import { PublicThrottlerGuard, publicThrottlers } from './common/rate-limit/public-throttler.guard';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { RATE_LIMIT_STORE, RateLimitStore } from './common/rate-limit/rate-limit.store';
import { ThrottlerStorageAdapter } from './common/rate-limit/throttler-storage.adapter';
import { FrenchValidationPipe } from './common/validation/french-validation.pipe';
import { AppConfig } from './config/env.validation';
import { ContactModule } from './contact/contact.module';
import { databaseOptions } from './database/database.options';
import { runMigrationsLocked } from './database/migrations-lock';
import { prepareDatabaseFor } from './database/prepare-database';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { prepareJobQueue } from './jobs/prepare-job-queue';
import { NewsletterModule } from './newsletter/newsletter.module';
import { RetentionModule } from './retention/retention.module';
import { SiteModule } from './site/site.module';
import { SubjectRightsModule } from './subject-rights/subject-rights.module';

/**
 * The whole server. Built from a configuration validated beforehand (validateEnv), so the
 * embedded database's address, chosen at start-up, is part of it.
 */
@Module({})
export class AppModule {
  static forRoot(config: AppConfig, clientDir?: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ConfigModule.forRoot({ isGlobal: true, ignoreEnvFile: true, load: [() => ({ app: config })] }),
        TypeOrmModule.forRootAsync({
          inject: [ConfigService],
          useFactory: async (configService: ConfigService) => {
            const app = configService.getOrThrow<AppConfig>('app');
            // With the owner's address, the migrations and the runtime role's set-up run first,
            // as the owner, whose connection is closed before the server's pool opens.
            const asOwner = await prepareDatabaseFor(app);
            return {
              ...databaseOptions({
                url: app.databaseUrl ?? '',
                poolMax: app.dbPoolMax,
                connectTimeoutMs: app.dbConnectTimeoutMs,
              }),
              // Without it, the server's own pool runs them once connected (dataSourceFactory).
              migrationsRun: !asOwner,
              autoLoadEntities: true,
              retryAttempts: 3,
              retryDelay: 1000,
            };
          },
          // The migrations under their lock rather than TypeORM's own migrationsRun, so that
          // replicas starting together take turns; a pool whose migrations failed is closed
          // before TypeORM tries again.
          dataSourceFactory: async (options) => {
            const source = new DataSource({ ...options!, migrationsRun: false });
            await source.initialize();
            if (!options!.migrationsRun) return source;
            try {
              await runMigrationsLocked(source, {}, () =>
                prepareJobQueue(config.databaseUrl ?? '', Math.max(config.dbConnectTimeoutMs, 10_000)),
              );
            } catch (error) {
              await source.destroy();
              throw error;
            }
            return source;
          },
        }),
        ThrottlerModule.forRootAsync({
          imports: [RateLimitModule],
          inject: [ConfigService, RATE_LIMIT_STORE],
          useFactory: (configService: ConfigService, store: RateLimitStore) => ({
            throttlers: publicThrottlers(
              configService.getOrThrow<AppConfig>('app').rateLimitPublicPerMinute,
              configService.getOrThrow<AppConfig>('app').rateLimitPublicReadPerMinute,
            ),
            storage: new ThrottlerStorageAdapter(store),
            // No X-RateLimit-* headers (they would carry our throttler's name); 429s get Retry-After.
            setHeaders: false,
          }),
        }),
        JobsModule,
        AuditModule,
        HealthModule,
        AuthModule,
        ContactModule,
        NewsletterModule,
        AdminStatusModule,
        RetentionModule,
        SubjectRightsModule,
        BookingModule,
        SiteModule.forRoot({ retentionMonths: config.retentionMonths }, clientDir),
      ],
      providers: [
        { provide: APP_FILTER, useClass: AllExceptionsFilter },
        { provide: APP_PIPE, useClass: FrenchValidationPipe },
        // Guards run in this order: the rate limit first (cheap, and before any token work),
        // then deny-by-default authentication, then what the signed-in role may reach.
        { provide: APP_GUARD, useClass: PublicThrottlerGuard },
        { provide: APP_GUARD, useClass: JwtAuthGuard },
        { provide: APP_GUARD, useClass: RoleGuard },
      ],
    };
  }
}
