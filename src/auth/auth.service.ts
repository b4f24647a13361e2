import { Injectable, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';
import type { AdminRole } from '../contract/admin-roles';
import { AdminUser } from './admin-user.entity';
import { JWT_ALGORITHM } from './jwt-secret';
import { LoginAttemptsLimiter } from './login-attempts.limiter';
import type { AuthenticatedAdmin } from './jwt.strategy';
import { hashSignInToken, MfaLoginTokens } from './mfa-login-token';
import { PasswordHasher } from './password-hasher';
import { INVALID_CODE_MESSAGE, SecondFactorService } from './second-factor.service';
import { OpenedSession, SessionCheck, SessionStore } from './session-store';

export { JWT_ALGORITHM };
export const INVALID_CREDENTIALS_MESSAGE = 'Identifiants invalides';
export const SIGN_IN_EXPIRED_MESSAGE = 'Votre connexion a expiré : saisissez de nouveau votre mot de passe.';

export interface LoginResponse {
  token: string;
  _id: string;
  username: string;
  /** Added to the historical answer: the back-office shows what the role reaches. */
  role: AdminRole;
}

/** The password was right, and the account has a second factor: the code comes next. */
export interface SecondFactorRequired {
  mfaRequired: true;
  mfaToken: string;
}

@Injectable()
export class AuthService implements OnModuleInit {
  private readonly idleMinutes: number;
  private readonly lifetimeSeconds: number;

  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly jwt: JwtService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsLimiter,
    private readonly audit: AuditService,
    private readonly mfaTokens: MfaLoginTokens,
    private readonly secondFactor: SecondFactorService,
    private readonly sessions: SessionStore,
    config: ConfigService,
  ) {
    const app = config.getOrThrow<AppConfig>('app');
    this.idleMinutes = app.sessionIdleMinutes;
    this.lifetimeSeconds = app.jwtExpiresInSeconds;
  }

  async onModuleInit(): Promise<void> {
    await this.hasher.prepareDummy();
  }

  /**
   * An unknown username and a wrong password get the same 401, after the same amount of
   * hashing. Only the administrator's id is logged, never the username typed.
   *
   * With a second factor, a right password gives only a short-lived sign-in token for the code
   * step, and clears no failures: otherwise someone who knows the password could guess codes
   * without end, starting afresh each time with the password.
   */
  async login(
    username: string,
    password: string,
    clientIp: string | undefined,
  ): Promise<LoginResponse | SecondFactorRequired> {
    const admin = await this.admins.findOne({ where: { username } });
    // An invited account without a password yet, or a disabled one, answers as a wrong
    // password, after the same hashing: the answer tells nothing about the account.
    const valid =
      admin?.passwordHash && !admin.disabledAt
        ? await this.hasher.verify(admin.passwordHash, password)
        : await this.hasher.verifyDummy(password);
    if (!admin || !valid || !admin.passwordHash) {
      logger.event('warn', 'login failed', {}, 'Auth');
      // The account tried, when the username is one: never the username typed.
      await this.audit.record({ action: 'login_failed', targetId: admin?.id ?? null });
      throw new UnauthorizedException({ message: INVALID_CREDENTIALS_MESSAGE });
    }
    if (this.hasher.needsRehash(admin.passwordHash)) {
      // Stronger parameters since this hash was made: upgrade it silently. The password is the
      // same, so updated_at and the sessions' generation stay as they are.
      const passwordHash = await this.hasher.hash(password);
      // Only over the hash just checked: a password changed meanwhile is not overwritten.
      await this.admins.update(
        { id: admin.id, passwordHash: admin.passwordHash },
        { passwordHash, updatedAt: admin.updatedAt },
      );
    }
    if (admin.mfaEnabledAt) {
      logger.event('info', 'login password accepted, code required', { adminId: admin.id }, 'Auth');
      return { mfaRequired: true, mfaToken: await this.mfaTokens.issue(admin.id) };
    }
    return this.signedIn(admin, clientIp);
  }

  /**
   * The code step: the sign-in token of the password step, and a TOTP or recovery code. The
   * token no longer counts once used, expired, or once the password or the second factor
   * changed since it was given. A wrong code leaves it usable (within the sign-in back-off);
   * the sign-in consumes it, so a second use, even a simultaneous one, gets the restart answer.
   */
  async loginWithSecondFactor(
    mfaToken: string,
    code: string,
    clientIp: string | undefined,
  ): Promise<LoginResponse> {
    const admin = await this.mfaTokens.read(mfaToken);
    if (!admin) throw signInExpired();
    if (!(await this.secondFactor.acceptCode(admin, code))) {
      logger.event('warn', 'login failed', { step: 'code', adminId: admin.id }, 'Auth');
      await this.audit.record({ action: 'login_failed', targetId: admin.id });
      throw new UnauthorizedException({ message: INVALID_CODE_MESSAGE });
    }
    const session = await this.sessions.openWithSignInToken(hashSignInToken(mfaToken));
    if (!session) throw signInExpired();
    return this.signedIn(admin, clientIp, session);
  }

  /**
   * A new session for `adminId`, of the account's current generation: for the one who just
   * changed the password or the second factor (which ended every older session, theirs too).
   */
  async sessionToken(adminId: string): Promise<string> {
    return this.sign(await this.sessions.open(adminId, this.lifetimeSeconds));
  }

  /** Ends the session of this token (sign-out); journaled. */
  async logout(admin: AuthenticatedAdmin): Promise<void> {
    if (await this.sessions.revoke(admin.sessionId)) {
      logger.event('info', 'logout', { adminId: admin.id }, 'Auth');
      await this.audit.record({ action: 'logout', actorId: admin.id });
    }
  }

  /** Whether the session a verified token names is usable now (JwtStrategy). */
  checkSession(sessionId: string, adminId: string, generation: number): Promise<SessionCheck> {
    return this.sessions.check(sessionId, adminId, generation, this.idleMinutes);
  }

  private sign(session: OpenedSession): Promise<string> {
    return this.jwt.signAsync(
      { sub: session.adminId, sid: session.sessionId, gen: session.generation },
      { algorithm: JWT_ALGORITHM },
    );
  }

  private async signedIn(
    admin: AdminUser,
    clientIp: string | undefined,
    session?: OpenedSession,
  ): Promise<LoginResponse> {
    await this.attempts.clearFailures(clientIp, admin.username);
    const opened = session ?? (await this.sessions.open(admin.id, this.lifetimeSeconds));
    const token = await this.sign(opened);
    logger.event('info', 'login succeeded', { adminId: admin.id }, 'Auth');
    await this.audit.record({ action: 'login', actorId: admin.id });
    return { token, _id: admin.id, username: admin.username, role: admin.role };
  }
}

const signInExpired = () => {
  logger.event('warn', 'login failed', { step: 'code', reason: 'sign-in token' }, 'Auth');
  return new UnauthorizedException({ message: SIGN_IN_EXPIRED_MESSAGE, restart: true });
};
