import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { logger } from '../common/logging/json-logger';
import { PRACTICE_SHORT_NAME } from '../contract/practice-name';
import { AdminUser } from './admin-user.entity';
import { LoginAttemptsLimiter } from './login-attempts.limiter';
import { PasswordHasher } from './password-hasher';
import { newRecoveryCodes, normalizeRecoveryCode, recoveryCodeHash } from './recovery-codes';
import { SecondFactorRepository } from './second-factor.repository';
import { isTotpCode, newTotpSecret, otpauthUrl, qrCodeSvg, totpTimeStep } from './totp';

export const WRONG_PASSWORD_MESSAGE = 'Mot de passe incorrect.';
export const INVALID_CODE_MESSAGE = 'Code invalide.';
export const ALREADY_ENABLED_MESSAGE = 'La double authentification est déjà activée.';
/** Setting it up again means a new phone: the old factor must go first. */
export const SETUP_ALREADY_ENABLED_MESSAGE =
  'La double authentification est déjà activée. Désactivez-la d’abord pour changer de téléphone.';
export const NO_SETUP_PENDING_MESSAGE = 'Aucune activation en cours : recommencez depuis le début.';
export const NOT_ENABLED_MESSAGE = "La double authentification n'est pas activée.";

export interface SecondFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface SecondFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The QR code of `otpauthUrl`, an SVG document drawn by this server. */
  qrSvg: string;
}

/**
 * The administrator's second factor: a TOTP secret confirmed by a first code, ten single-use
 * recovery codes, and the check of a code at sign-in. Turning it on or off raises the
 * account's session generation, so that every session opened before ends; the caller gives the administrator who did it a
 * new session token. Secrets and codes are never logged.
 */
@Injectable()
export class SecondFactorService {
  private readonly issuer: string;

  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly secondFactor: SecondFactorRepository,
    private readonly hasher: PasswordHasher,
    private readonly attempts: LoginAttemptsLimiter,
    private readonly audit: AuditService,
  ) {
    // What authenticator apps show above the code: the practice's name, as the site shows it
    // (a host with its port, « localhost:4530 », is refused by some apps).
    this.issuer = PRACTICE_SHORT_NAME;
  }

  async status(adminId: string): Promise<SecondFactorStatus> {
    const admin = await this.account(adminId);
    const enabled = admin.mfaEnabledAt !== null;
    return { enabled, recoveryCodesLeft: enabled ? await this.secondFactor.recoveryCodesLeft(adminId) : 0 };
  }

  /** A new secret to confirm, after the password is typed again (a session alone is not enough). */
  async setup(adminId: string, password: string, clientIp: string | undefined): Promise<SecondFactorSetup> {
    const admin = await this.withPassword(adminId, password);
    if (admin.mfaEnabledAt) throw alreadyEnabled();
    await this.attempts.clearFailures(clientIp, admin.username);
    const secret = newTotpSecret();
    if (!(await this.secondFactor.savePendingSecret(admin.id, secret))) throw alreadyEnabled();
    const url = otpauthUrl(secret, this.issuer, admin.username);
    logger.event('info', 'second factor setup started', { adminId: admin.id }, 'Auth');
    return { secret, otpauthUrl: url, qrSvg: await qrCodeSvg(url) };
  }

  /** Confirms the pending secret with a code from the app; the ten recovery codes, shown once. */
  async enable(adminId: string, code: string, clientIp: string | undefined): Promise<string[]> {
    const admin = await this.account(adminId);
    if (admin.mfaEnabledAt || !admin.mfaSecret) {
      throw new ConflictException({
        message: admin.mfaEnabledAt ? ALREADY_ENABLED_MESSAGE : NO_SETUP_PENDING_MESSAGE,
      });
    }
    const timeStep = totpTimeStep(admin.mfaSecret, code.trim());
    if (timeStep === null) {
      logger.event('warn', 'second factor code refused', { adminId: admin.id, step: 'enable' }, 'Auth');
      throw new UnauthorizedException({ message: INVALID_CODE_MESSAGE });
    }
    const codes = newRecoveryCodes();
    const hashes = codes.map((c) => recoveryCodeHash(normalizeRecoveryCode(c)!));
    if (!(await this.secondFactor.enable(admin.id, timeStep, hashes, new Date()))) {
      throw new ConflictException({ message: NO_SETUP_PENDING_MESSAGE });
    }
    await this.attempts.clearFailures(clientIp, admin.username);
    logger.event('info', 'second factor enabled', { adminId: admin.id }, 'Auth');
    await this.audit.record({ action: 'mfa_enabled', actorId: admin.id, targetId: admin.id });
    return codes;
  }

  /** Turns it off: the password and a code (or a recovery code) both, as at sign-in. */
  async disable(
    adminId: string,
    password: string,
    code: string,
    clientIp: string | undefined,
  ): Promise<void> {
    const admin = await this.withPassword(adminId, password);
    if (!admin.mfaEnabledAt) {
      throw new ConflictException({ message: NOT_ENABLED_MESSAGE });
    }
    if (!(await this.acceptCode(admin, code))) {
      logger.event('warn', 'second factor code refused', { adminId: admin.id, step: 'disable' }, 'Auth');
      throw new UnauthorizedException({ message: INVALID_CODE_MESSAGE });
    }
    await this.secondFactor.remove(admin.id, new Date());
    await this.attempts.clearFailures(clientIp, admin.username);
    logger.event('info', 'second factor disabled', { adminId: admin.id }, 'Auth');
    await this.audit.record({ action: 'mfa_disabled', actorId: admin.id, targetId: admin.id });
  }

  /**
   * Whether `code` proves the second factor of `admin`, using it up: a TOTP code of a later
   * step than the last one accepted, or an unused recovery code.
   */
  async acceptCode(admin: AdminUser, code: string): Promise<boolean> {
    if (!admin.mfaEnabledAt || !admin.mfaSecret) return false;
    const typed = code.trim();
    if (isTotpCode(typed)) {
      const timeStep = totpTimeStep(admin.mfaSecret, typed);
      return timeStep !== null && this.secondFactor.useTimeStep(admin.id, timeStep);
    }
    const recovery = normalizeRecoveryCode(typed);
    if (!recovery) return false;
    const used = await this.secondFactor.useRecoveryCode(admin.id, recoveryCodeHash(recovery));
    if (used) logger.event('info', 'recovery code used', { adminId: admin.id }, 'Auth');
    return used;
  }

  private async account(adminId: string): Promise<AdminUser> {
    const admin = await this.admins.findOne({ where: { id: adminId } });
    // The guard found the account a moment ago: gone since, the session is over.
    if (!admin) throw new UnauthorizedException({ message: 'Authentification requise.' });
    return admin;
  }

  /** The account, once `password` is checked; failures are cleared only when all else passes. */
  private async withPassword(adminId: string, password: string): Promise<AdminUser> {
    const admin = await this.account(adminId);
    if (!admin.passwordHash || !(await this.hasher.verify(admin.passwordHash, password))) {
      logger.event('warn', 'password check failed', { adminId: admin.id }, 'Auth');
      throw new UnauthorizedException({ message: WRONG_PASSWORD_MESSAGE });
    }
    return admin;
  }
}

const alreadyEnabled = () => new ConflictException({ message: SETUP_ALREADY_ENABLED_MESSAGE });
