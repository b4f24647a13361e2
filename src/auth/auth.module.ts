import { Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PersonalDataModule } from '../common/personal-data/personal-data.module';
import { RateLimitModule } from '../common/rate-limit/rate-limit.module';
import { AppConfig } from '../config/env.validation';
import { NotificationsModule } from '../notifications/notifications.module';
import { AccountTokens } from './account-tokens';
import { AdminAccountBootstrap } from './admin-account.bootstrap';
import { AdminAccountToken } from './admin-account-token.entity';
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
import { PasswordResetController } from './password-reset.controller';
import { PasswordResetService } from './password-reset.service';
import { TeamController } from './team.controller';
import { TeamPersonalData } from './team.personal-data';
import { TeamService } from './team.service';
import { SecondFactorThrottleGuard } from './second-factor-throttle.guard';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorRepository } from './second-factor.repository';
import { SecondFactorService } from './second-factor.service';
import { SessionStore } from './session-store';

/**
 * The team's accounts: sign-in, second factor, sessions and tokens, roles, invitations and
 * password resets, the account created at start-up.
 */
@Module({
  imports: [
    TypeOrmModule.forFeature([
      AdminUser,
      AdminRecoveryCode,
      AdminSession,
      AdminSignInToken,
      AdminAccountToken,
    ]),
    NotificationsModule,
    PersonalDataModule,
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
  controllers: [AuthController, SecondFactorController, PasswordResetController, TeamController],
  providers: [
    AccountTokens,
    PasswordResetService,
    TeamService,
    TeamPersonalData,
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
