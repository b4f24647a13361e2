import { Injectable, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { logger } from '../common/logging/json-logger';
import { AdminUser } from './admin-user.entity';
import { JWT_ALGORITHM } from './jwt-secret';
import { LoginAttemptsLimiter } from './login-attempts.limiter';
import { MfaLoginTokens } from './mfa-login-token';
import { PasswordHasher } from './password-hasher';
import { INVALID_CODE_MESSAGE, SecondFactorService } from './second-factor.service';

export { JWT_ALGORITHM };
export const INVALID_CREDENTIALS_MESSAGE = 'Identifiants invalides';
export const SIGN_IN_EXPIRED_MESSAGE = 'Votre connexion a expiré : saisissez de nouveau votre mot de passe.';

export interface LoginResponse {
  token: string;
  _id: string;
  username: string;
}

/** The password was right, and the account has a second factor: the code comes next. */
export interface SecondFactorRequired {
  mfaRequired: true;
  mfaToken: string;
}

@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly jwt: JwtService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsLimiter,
    private readonly audit: AuditService,
    private readonly mfaTokens: MfaLoginTokens,
    private readonly secondFactor: SecondFactorService,
  ) {}

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
    const valid = admin
      ? await this.hasher.verify(admin.passwordHash, password)
      : await this.hasher.verifyDummy(password);
    if (!admin || !valid) {
      logger.event('warn', 'login failed', {}, 'Auth');
      // The account tried, when the username is one: never the username typed.
      await this.audit.record({ action: 'login_failed', targetId: admin?.id ?? null });
      throw new UnauthorizedException({ message: INVALID_CREDENTIALS_MESSAGE });
    }
    if (this.hasher.needsRehash(admin.passwordHash)) {
      // Stronger parameters since this hash was made: upgrade it silently (updated_at kept,
      // so sessions stay valid).
      const passwordHash = await this.hasher.hash(password);
      await this.admins.update({ id: admin.id }, { passwordHash, updatedAt: admin.updatedAt });
    }
    if (admin.mfaEnabledAt) {
      logger.event('info', 'login password accepted, code required', { adminId: admin.id }, 'Auth');
      return { mfaRequired: true, mfaToken: await this.mfaTokens.issue(admin.id, admin.username) };
    }
    return this.signedIn(admin, clientIp);
  }

  /**
   * The code step: the sign-in token of the password step, and a TOTP or recovery code. The
   * token no longer counts once the password or the second factor changed since it was given.
   */
  async loginWithSecondFactor(
    mfaToken: string,
    code: string,
    clientIp: string | undefined,
  ): Promise<LoginResponse> {
    const claims = await this.mfaTokens.read(mfaToken);
    const admin = claims ? await this.admins.findOne({ where: { id: claims.sub } }) : null;
    if (!claims || !admin || !admin.mfaEnabledAt || claims.iat < epochSeconds(admin.updatedAt)) {
      logger.event('warn', 'login failed', { step: 'code', reason: 'sign-in token' }, 'Auth');
      throw new UnauthorizedException({ message: SIGN_IN_EXPIRED_MESSAGE, restart: true });
    }
    if (!(await this.secondFactor.acceptCode(admin, code))) {
      logger.event('warn', 'login failed', { step: 'code', adminId: admin.id }, 'Auth');
      await this.audit.record({ action: 'login_failed', targetId: admin.id });
      throw new UnauthorizedException({ message: INVALID_CODE_MESSAGE });
    }
    return this.signedIn(admin, clientIp);
  }

  /** A session token for `adminId`, issued after updated_at: for the one who changed the account. */
  async sessionToken(adminId: string): Promise<string> {
    return this.jwt.signAsync({ sub: adminId }, { algorithm: JWT_ALGORITHM });
  }

  private async signedIn(admin: AdminUser, clientIp: string | undefined): Promise<LoginResponse> {
    await this.attempts.clearFailures(clientIp, admin.username);
    const token = await this.sessionToken(admin.id);
    logger.event('info', 'login succeeded', { adminId: admin.id }, 'Auth');
    await this.audit.record({ action: 'login', actorId: admin.id });
    return { token, _id: admin.id, username: admin.username };
  }

  /**
   * The current administrator `sub` names, or null: no such account, or a token issued
   * (`iat`, in seconds) before the password last changed.
   */
  async adminForToken(sub: string, iat: number): Promise<AdminUser | null> {
    const admin = await this.admins.findOne({ where: { id: sub } });
    if (!admin || iat < epochSeconds(admin.updatedAt)) return null;
    return admin;
  }
}

const epochSeconds = (date: Date) => Math.floor(date.getTime() / 1000);
