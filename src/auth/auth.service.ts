import { Injectable, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { logger } from '../common/logging/json-logger';
import { AdminUser } from './admin-user.entity';
import { LoginAttemptsLimiter } from './login-attempts.limiter';
import { PasswordHasher } from './password-hasher';

export const JWT_ALGORITHM = 'HS256';
export const INVALID_CREDENTIALS_MESSAGE = 'Identifiants invalides';

export interface LoginResponse {
  token: string;
  _id: string;
  username: string;
}

@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly jwt: JwtService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsLimiter,
    private readonly audit: AuditService,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.hasher.prepareDummy();
  }

  /**
   * An unknown username and a wrong password get the same 401, after the same amount of
   * hashing. Only the administrator's id is logged, never the username typed.
   */
  async login(username: string, password: string, clientIp: string | undefined): Promise<LoginResponse> {
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
    await this.attempts.clearFailures(clientIp, admin.username);
    if (this.hasher.needsRehash(admin.passwordHash)) {
      // Stronger parameters since this hash was made: upgrade it silently (updated_at kept,
      // so sessions stay valid).
      const passwordHash = await this.hasher.hash(password);
      await this.admins.update({ id: admin.id }, { passwordHash, updatedAt: admin.updatedAt });
    }
    const token = await this.jwt.signAsync({ sub: admin.id }, { algorithm: JWT_ALGORITHM });
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
    if (!admin || iat < Math.floor(admin.updatedAt.getTime() / 1000)) return null;
    return admin;
  }
}
