import { randomBytes } from 'node:crypto';
import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';
import { AdminAccounts } from './admin-accounts';
import { AdminUser } from './admin-user.entity';
import { PasswordHasher } from './password-hasher';

const DEV_ADMIN_USERNAME = 'admin';

/**
 * At start-up, when no administrator exists yet: create the one of ADMIN_USERNAME +
 * ADMIN_PASSWORD; or, in development with neither, `admin` with a random password written
 * once to the log (the only secret the server ever logs). Otherwise, say how to create one.
 */
@Injectable()
export class AdminAccountBootstrap implements OnApplicationBootstrap {
  private readonly accounts: AdminAccounts;

  constructor(
    @InjectRepository(AdminUser) admins: Repository<AdminUser>,
    hasher: PasswordHasher,
    private readonly config: ConfigService,
  ) {
    this.accounts = new AdminAccounts(admins, hasher);
  }

  async onApplicationBootstrap(): Promise<void> {
    if (await this.accounts.exists()) return;
    const { adminUsername, adminPassword, nodeEnv } = this.config.getOrThrow<AppConfig>('app');
    if (adminUsername && adminPassword) {
      if (await this.create(adminUsername, adminPassword)) {
        logger.log(`Compte administrateur « ${adminUsername} » créé (ADMIN_USERNAME).`, 'Auth');
      }
      return;
    }
    if (nodeEnv === 'development') {
      const password = randomBytes(18).toString('base64url');
      if (await this.create(DEV_ADMIN_USERNAME, password)) {
        logger.warn(
          `Compte administrateur créé : identifiant « ${DEV_ADMIN_USERNAME} », mot de passe « ${password} ». ` +
            `Il ne sera plus affiché : notez-le, ou changez-le avec npm run admin -- set-password ${DEV_ADMIN_USERNAME}.`,
          'Auth',
        );
      }
      return;
    }
    logger.warn(
      'Aucun compte administrateur : définissez ADMIN_USERNAME et ADMIN_PASSWORD, ou lancez npm run admin -- set-password <nom>.',
      'Auth',
    );
  }

  /** False when another instance starting at the same time created it first. */
  private async create(username: string, password: string): Promise<boolean> {
    try {
      await this.accounts.setPassword(username, password);
      return true;
    } catch (error) {
      const uniqueViolation =
        error instanceof QueryFailedError && (error.driverError as { code?: string }).code === '23505';
      if (uniqueViolation) return false;
      throw error;
    }
  }
}
