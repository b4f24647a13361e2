import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RateLimitModule } from '../common/rate-limit/rate-limit.module';
import { AppConfig } from '../config/env.validation';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { AdminRecoveryCode } from './admin-recovery-code.entity';
import { AdminSession } from './admin-session.entity';
import { AdminSignInToken } from './admin-sign-in-token.entity';
import { AdminUser } from './admin-user.entity';
import { AuthController } from './auth.controller';
import { AuthService, JWT_ALGORITHM } from './auth.service';
import { resolveJwtSecret } from './jwt-secret';
import { JwtStrategy } from './jwt.strategy';
import { LoginAttemptsLimiter, LoginThrottleGuard } from './login-attempts.limiter';
import { MfaLoginTokens } from './mfa-login-token';
import { PasswordHasher } from './password-hasher';
import { SecondFactorThrottleGuard } from './second-factor-throttle.guard';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorRepository } from './second-factor.repository';
import { SecondFactorService } from './second-factor.service';
import { SessionStore } from './session-store';

/** The administrator: sign-in, second factor, sessions and tokens, the account created at start-up. */
@Module({
  imports: [
    TypeOrmModule.forFeature([AdminUser, AdminRecoveryCode, AdminSession, AdminSignInToken]),
    RateLimitModule,
    PassportModule.register({ session: false }),
    JwtModule.registerAsync({
      inject: [ConfigService],
      useFactory: (configService: ConfigService) => {
        const config = configService.getOrThrow<AppConfig>('app');
        return {
          secret: resolveJwtSecret(config),
          // Signing only: JwtStrategy verifies, with the algorithm pinned.
          signOptions: { algorithm: JWT_ALGORITHM, expiresIn: config.jwtExpiresInSeconds },
        };
      },
    }),
  ],
  controllers: [AuthController, SecondFactorController],
  providers: [
    AuthService,
    JwtStrategy,
    LoginAttemptsLimiter,
    LoginThrottleGuard,
    MfaLoginTokens,
    SecondFactorRepository,
    SecondFactorService,
    SecondFactorThrottleGuard,
    SessionStore,
    AdminAccountBootstrap,
    { provide: PasswordHasher, useFactory: () => new PasswordHasher() },
  ],
  exports: [AuthService],
})
export class AuthModule {}
