import { Injectable, OnModuleInit, UnauthorizedException } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectRepository } from '@nestjs/typeorm';
import { isUUID } from 'class-validator';
import { Repository } from 'typeorm';
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

interface TokenPayload {
  sub?: unknown;
  iat?: unknown;
}

@Injectable()
export class AuthService implements OnModuleInit {
  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly jwt: JwtService,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsLimiter,
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
      throw new UnauthorizedException({ message: INVALID_CREDENTIALS_MESSAGE });
    }
    await this.attempts.clearFailures(clientIp);
    if (this.hasher.needsRehash(admin.passwordHash)) {
      // Stronger parameters since this hash was made: upgrade it silently (updated_at kept,
      // so sessions stay valid).
      const passwordHash = await this.hasher.hash(password);
      await this.admins.update({ id: admin.id }, { passwordHash, updatedAt: admin.updatedAt });
    }
    const token = await this.jwt.signAsync({ sub: admin.id }, { algorithm: JWT_ALGORITHM });
    logger.event('info', 'login succeeded', { adminId: admin.id }, 'Auth');
    return { token, _id: admin.id, username: admin.username };
  }

  /**
   * The administrator a token belongs to, or null: bad signature, other algorithm (`none`
   * included), expired, no `sub`, a `sub` that is no current administrator, or issued
   * before the password last changed.
   */
  async authenticate(token: string): Promise<AdminUser | null> {
    let payload: TokenPayload;
    try {
      payload = await this.jwt.verifyAsync<TokenPayload>(token, { algorithms: [JWT_ALGORITHM] });
    } catch {
      return null;
    }
    const { sub, iat } = payload;
    if (typeof sub !== 'string' || !isUUID(sub) || typeof iat !== 'number') return null;
    const admin = await this.admins.findOne({ where: { id: sub } });
    if (!admin || iat < Math.floor(admin.updatedAt.getTime() / 1000)) return null;
    return admin;
  }
}
