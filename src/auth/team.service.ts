import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
  OnModuleInit,
} from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, QueryFailedError, Repository } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { logger } from '../common/logging/json-logger';
import { AppConfig } from '../config/env.validation';
import {
  INVITATION_VALID_HOURS,
  PASSWORD_PAGE_PATH,
  PASSWORD_PAGE_TOKEN_PARAM,
  RESET_VALID_MINUTES,
} from '../contract/account-links';
import type { AdminRole } from '../contract/admin-roles';
import { PRACTICE_SHORT_NAME } from '../contract/practice-name';
import { composeInvitationMail, composePasswordResetMail } from '../notifications/account-mail';
import { Envelope, MailOutbox } from '../notifications/mail-outbox';
import { AccountTokens } from './account-tokens';
import { AdminUser } from './admin-user.entity';

export const USER_NOT_FOUND_MESSAGE = 'Compte introuvable.';
export const USERNAME_TAKEN_MESSAGE = 'Ce nom d’utilisateur est déjà pris.';
export const EMAIL_TAKEN_MESSAGE = 'Cette adresse e-mail est déjà celle d’un autre compte.';
export const LAST_PRACTITIONER_MESSAGE =
  'Il faut garder au moins un compte praticien actif, avec un mot de passe : ce changement laisserait le cabinet sans praticien.';
export const NOTHING_TO_CHANGE_MESSAGE = 'Indiquez le rôle ou l’état (activé ou désactivé) du compte.';
export const NO_EMAIL_MESSAGE =
  'Ce compte n’a pas d’adresse e-mail : impossible de lui envoyer une invitation.';
export const ALREADY_ACTIVE_MESSAGE =
  'Ce compte a déjà choisi son mot de passe : pour un oubli, utilisez « Mot de passe oublié ? » sur la page de connexion.';
export const DISABLED_MESSAGE = 'Ce compte est désactivé : réactivez-le d’abord.';

const SENDER_NAME = 'Espace d’administration du cabinet';

export interface TeamMember {
  _id: string;
  username: string;
  email: string | null;
  role: AdminRole;
  disabled: boolean;
  secondFactor: boolean;
  invitationPending: boolean;
  createdAt: string;
}

const MEMBER_COLUMNS = `id AS "_id", username, email, role, disabled_at IS NOT NULL AS disabled,
  mfa_enabled_at IS NOT NULL AS "secondFactor", password_hash IS NULL AS "invitationPending",
  to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "createdAt"`;

/**
 * The practice's team, managed by a practitioner: accounts created without a password and
 * invited by e-mail, roles changed, accounts disabled (never deleted: the journal keeps naming
 * who did what). The practice is never left without an enabled practitioner who can sign in.
 * Also writes the e-mails of the invitation and reset links (the outbox calls back here).
 */
@Injectable()
export class TeamService implements OnModuleInit {
  private readonly siteUrl: string;

  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly tokens: AccountTokens,
    private readonly outbox: MailOutbox,
    private readonly audit: AuditService,
    config: ConfigService,
  ) {
    this.siteUrl = config.getOrThrow<AppConfig>('app').siteUrl;
  }

  onModuleInit(): void {
    this.outbox.register('team-invitation', ({ ref }) => this.linkMail(ref));
    this.outbox.register('password-reset', ({ ref }) => this.linkMail(ref));
  }

  list(): Promise<TeamMember[]> {
    return this.admins.query<TeamMember[]>(
      `SELECT ${MEMBER_COLUMNS} FROM admin_user ORDER BY created_at, username`,
    );
  }

  /** Creates the account without a password, and queues its invitation in the same transaction. */
  async create(
    input: { username: string; email: string; role: AdminRole },
    actorId: string,
  ): Promise<TeamMember & { invitationSent: boolean }> {
    const id = await this.admins.manager
      .transaction(async (manager) => {
        const [row] = await manager.query<{ id: string }[]>(
          `INSERT INTO admin_user (username, email, role, password_hash) VALUES ($1, $2, $3, NULL) RETURNING id`,
          [input.username, input.email, input.role],
        );
        await this.queueLink(manager, row.id, 'invitation');
        return row.id;
      })
      .catch((error: unknown) => {
        throw uniqueConflict(error) ?? error;
      });
    this.outbox.wake();
    logger.event('info', 'team member invited', { adminId: id, role: input.role }, 'Team');
    await this.audit.record({ action: 'user_invited', actorId, targetId: id, detail: { role: input.role } });
    return { ...(await this.member(id)), invitationSent: this.outbox.enabled };
  }

  /**
   * Changes the role or the state of an account. Every change runs with the enabled
   * practitioners locked, so two changes at once cannot together leave none. Disabling raises
   * the session generation: the account's sessions end at once.
   */
  async update(
    id: string,
    change: { role?: AdminRole; disabled?: boolean },
    actorId: string,
  ): Promise<TeamMember> {
    if (change.role === undefined && change.disabled === undefined) {
      throw new BadRequestException({ success: false, message: NOTHING_TO_CHANGE_MESSAGE, errors: {} });
    }
    const done = await this.admins.manager.transaction(async (manager) => {
      await manager.query(
        `SELECT id FROM admin_user WHERE role = 'practitioner' AND disabled_at IS NULL ORDER BY id FOR UPDATE`,
      );
      const [current] = await manager.query<{ role: AdminRole; disabled: boolean }[]>(
        `SELECT role, disabled_at IS NOT NULL AS disabled FROM admin_user WHERE id = $1 FOR UPDATE`,
        [id],
      );
      if (!current) throw new NotFoundException({ success: false, message: USER_NOT_FOUND_MESSAGE });
      const role = change.role ?? current.role;
      const disabled = change.disabled ?? current.disabled;
      const [{ left }] = await manager.query<{ left: number }[]>(
        `SELECT count(*)::int AS left FROM admin_user
          WHERE role = 'practitioner' AND disabled_at IS NULL AND password_hash IS NOT NULL AND id <> $1`,
        [id],
      );
      const stillPractitioner = role === 'practitioner' && !disabled;
      if (left === 0 && !stillPractitioner) {
        throw new ConflictException({ success: false, message: LAST_PRACTITIONER_MESSAGE });
      }
      await manager.query(
        `UPDATE admin_user SET role = $2,
                disabled_at = CASE WHEN $3 THEN coalesce(disabled_at, now()) ELSE NULL END,
                session_generation = session_generation + CASE WHEN $3 AND disabled_at IS NULL THEN 1 ELSE 0 END,
                updated_at = now()
          WHERE id = $1`,
        [id, role, disabled],
      );
      return {
        roleChanged: role !== current.role,
        role,
        stateChanged: disabled !== current.disabled,
        disabled,
      };
    });
    if (done.roleChanged) {
      logger.event('info', 'team member role changed', { adminId: id, role: done.role }, 'Team');
      await this.audit.record({ action: 'role_changed', actorId, targetId: id, detail: { role: done.role } });
    }
    if (done.stateChanged) {
      logger.event(
        'info',
        done.disabled ? 'team member disabled' : 'team member enabled',
        { adminId: id },
        'Team',
      );
      await this.audit.record({
        action: done.disabled ? 'account_disabled' : 'account_enabled',
        actorId,
        targetId: id,
      });
    }
    return this.member(id);
  }

  /** A new invitation link for an account still without a password; the old one is revoked. */
  async resendInvitation(id: string, actorId: string): Promise<{ invitationSent: boolean }> {
    const account = await this.admins.findOne({ where: { id } });
    if (!account) throw new NotFoundException({ success: false, message: USER_NOT_FOUND_MESSAGE });
    if (account.disabledAt) throw new ConflictException({ success: false, message: DISABLED_MESSAGE });
    if (account.passwordHash)
      throw new ConflictException({ success: false, message: ALREADY_ACTIVE_MESSAGE });
    if (!account.email) throw new ConflictException({ success: false, message: NO_EMAIL_MESSAGE });
    await this.admins.manager.transaction((manager) => this.queueLink(manager, id, 'invitation'));
    this.outbox.wake();
    logger.event('info', 'team invitation sent again', { adminId: id }, 'Team');
    await this.audit.record({ action: 'invitation_sent', actorId, targetId: id });
    return { invitationSent: this.outbox.enabled };
  }

  /** A link of `purpose` for the account and its e-mail, in the caller's transaction. */
  async queueLink(manager: EntityManager, adminId: string, purpose: 'invitation' | 'reset'): Promise<void> {
    const ref = await this.tokens.issue(manager, adminId, purpose);
    await this.outbox.enqueue(manager, purpose === 'invitation' ? 'team-invitation' : 'password-reset', ref);
  }

  private async member(id: string): Promise<TeamMember> {
    const [row] = await this.admins.query<TeamMember[]>(
      `SELECT ${MEMBER_COLUMNS} FROM admin_user WHERE id = $1`,
      [id],
    );
    if (!row) throw new NotFoundException({ success: false, message: USER_NOT_FOUND_MESSAGE });
    return row;
  }

  /** The e-mail of a link, with its token drawn now; none once the link is used or void. */
  private async linkMail(ref: string): Promise<Envelope | null> {
    const link = await this.tokens.renewForMail(ref);
    if (!link) return null;
    const url = `${this.siteUrl}${PASSWORD_PAGE_PATH}?${PASSWORD_PAGE_TOKEN_PARAM}=${link.token}`;
    const mail =
      link.purpose === 'invitation'
        ? composeInvitationMail(PRACTICE_SHORT_NAME, link.username, url, INVITATION_VALID_HOURS)
        : composePasswordResetMail(PRACTICE_SHORT_NAME, link.username, url, RESET_VALID_MINUTES);
    return { senderName: SENDER_NAME, to: [link.email], ...mail };
  }
}

/** The 409 of a username or address already taken, or undefined for any other error. */
function uniqueConflict(error: unknown): ConflictException | undefined {
  if (!(error instanceof QueryFailedError)) return undefined;
  const driver = error.driverError as { code?: string; constraint?: string };
  if (driver.code !== '23505') return undefined;
  const message = driver.constraint === 'UQ_admin_user_email' ? EMAIL_TAKEN_MESSAGE : USERNAME_TAKEN_MESSAGE;
  return new ConflictException({ success: false, message });
}
