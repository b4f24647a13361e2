import { BadRequestException, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { logger } from '../common/logging/json-logger';
import { MailOutbox } from '../notifications/mail-outbox';
import { AccountTokens } from './account-tokens';
import { AdminUser } from './admin-user.entity';
import { PasswordHasher } from './password-hasher';
import { TeamService } from './team.service';

export const LINK_INVALID_MESSAGE =
  'Ce lien n’est plus valable (déjà utilisé, remplacé par un plus récent, ou expiré) : demandez-en un nouveau.';

/**
 * How long a reset request takes at least, whatever the name typed: the work differs between
 * an unknown name and an account that gets an e-mail (a lookup against a transaction), and the
 * answer's time must not tell which. Well above what the longer path takes.
 */
const REQUEST_FLOOR_MS = 250;

/**
 * The links that set a password: the reset a member of the team asks for by username, and the
 * choice of the password from either link (reset or invitation). The answer to a request is the
 * same for every name, known or not, with an address or not.
 */
@Injectable()
export class PasswordResetService {
  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly tokens: AccountTokens,
    private readonly team: TeamService,
    private readonly outbox: MailOutbox,
    private readonly hasher: PasswordHasher,
    private readonly audit: AuditService,
  ) {}

  /** Queues the reset e-mail when the account exists, is enabled and has an address. */
  async request(username: string): Promise<void> {
    const started = Date.now();
    try {
      const account = await this.admins.findOne({ where: { username } });
      if (account && !account.disabledAt && account.email && this.outbox.enabled) {
        await this.admins.manager.transaction((manager) => this.team.queueLink(manager, account.id, 'reset'));
        this.outbox.wake();
        logger.event('info', 'password reset requested', { adminId: account.id }, 'Auth');
        await this.audit.record({ action: 'password_reset_requested', targetId: account.id });
      } else {
        // Never the name typed: it may be a mistyped password.
        logger.event('info', 'password reset requested', { sent: false }, 'Auth');
      }
    } finally {
      const left = REQUEST_FLOOR_MS - (Date.now() - started);
      if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
    }
  }

  /**
   * Sets the password from a link: the link is used up, every other link of the account is
   * void, and every session of the account ends (session_generation + 1), in one transaction.
   * The password is hashed first, so a refused link costs the same as an accepted one.
   */
  async confirm(token: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    const used = await this.admins.manager.transaction(async (manager) => {
      const link = await this.tokens.consume(manager, token);
      if (!link) return null;
      await manager.query(
        `UPDATE admin_user SET password_hash = $2, updated_at = now(),
                session_generation = session_generation + 1
          WHERE id = $1`,
        [link.adminId, passwordHash],
      );
      return link;
    });
    if (!used) {
      logger.event('warn', 'password link refused', {}, 'Auth');
      throw new BadRequestException({ success: false, message: LINK_INVALID_MESSAGE });
    }
    const action = used.purpose === 'invitation' ? 'invitation_accepted' : 'password_reset_done';
    logger.event('info', 'password set from link', { adminId: used.adminId, purpose: used.purpose }, 'Auth');
    await this.audit.record({ action, actorId: used.adminId, targetId: used.adminId });
  }
}
