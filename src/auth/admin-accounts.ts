import { Repository } from 'typeorm';
import type { AdminRole } from '../contract/admin-roles';
import { isPatientEmail } from '../common/validation/email';
import {
  ADMIN_PASSWORD_MAX_LENGTH,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_USERNAME_PATTERN,
  passwordLengthProblem,
} from './admin-account-rules';
import { AdminUser } from './admin-user.entity';
import { PasswordHasher } from './password-hasher';

export class AdminAccountError extends Error {}

/** Checks a new password; the message is French and never contains the password. */
export function passwordProblem(password: string): string | undefined {
  switch (passwordLengthProblem(password)) {
    case 'too short':
      return `Le mot de passe doit compter au moins ${ADMIN_PASSWORD_MIN_LENGTH} caractères.`;
    case 'too long':
      return `Le mot de passe compte au plus ${ADMIN_PASSWORD_MAX_LENGTH} caractères.`;
    default:
      return undefined;
  }
}

export function usernameProblem(username: string): string | undefined {
  return ADMIN_USERNAME_PATTERN.test(username)
    ? undefined
    : "Nom d'utilisateur invalide : 1 à 64 caractères parmi lettres, chiffres, « . », « _ » et « - ».";
}

/**
 * Creating and changing administrator accounts. Plain class (no Nest) so the server at boot
 * and the `npm run admin` command share it.
 */
export class AdminAccounts {
  constructor(
    private readonly admins: Repository<AdminUser>,
    private readonly hasher: PasswordHasher,
  ) {}

  /**
   * Gives an existing account an e-mail address (null: none), a role, or enables it again (the
   * command line's way back in when every practitioner was disabled by mistake). Refused when it
   * would leave no enabled practitioner with a password, as the team's screen refuses it.
   */
  async setDetails(
    username: string,
    change: { email?: string | null; role?: AdminRole; enable?: boolean },
  ): Promise<void> {
    const email = change.email?.trim().toLowerCase();
    if (email !== undefined && email !== null && !isPatientEmail(email)) {
      throw new AdminAccountError(`Adresse e-mail invalide : ${email}`);
    }
    await this.admins.manager.transaction(async (manager) => {
      const admins = manager.getRepository(AdminUser);
      const account = await admins.findOne({ where: { username }, lock: { mode: 'pessimistic_write' } });
      if (!account) throw new AdminAccountError(`Aucun compte « ${username} ».`);
      const role = change.role ?? account.role;
      const disabled = change.enable ? false : account.disabledAt !== null;
      if (!(role === 'practitioner' && !disabled && account.passwordHash)) {
        const [{ left }] = await manager.query<{ left: number }[]>(
          `SELECT count(*)::int AS left FROM admin_user
            WHERE role = 'practitioner' AND disabled_at IS NULL AND password_hash IS NOT NULL AND id <> $1`,
          [account.id],
        );
        if (left === 0) {
          throw new AdminAccountError(
            'Refusé : il ne resterait aucun compte praticien actif avec un mot de passe.',
          );
        }
      }
      const taken =
        email &&
        (await admins.findOne({ where: { email } }).then((other) => other && other.id !== account.id));
      if (taken) throw new AdminAccountError('Cette adresse e-mail est déjà celle d’un autre compte.');
      await admins.update(
        { id: account.id },
        {
          ...(email !== undefined ? { email } : {}),
          role,
          ...(change.enable ? { disabledAt: null } : {}),
          updatedAt: new Date(),
        },
      );
    });
  }

  async exists(): Promise<boolean> {
    return (await this.admins.count()) > 0;
  }

  /**
   * Creates the account, or changes its password. Changing it raises session_generation in the
   * same statement, which ends every session and sign-in token issued before, whatever the second.
   */
  async setPassword(username: string, password: string): Promise<'created' | 'updated'> {
    const problem = usernameProblem(username) ?? passwordProblem(password);
    if (problem) throw new AdminAccountError(problem);
    const passwordHash = await this.hasher.hash(password);
    const now = new Date();
    const existing = await this.admins.findOne({ where: { username } });
    if (existing) {
      await this.admins.update(
        { id: existing.id },
        { passwordHash, updatedAt: now, sessionGeneration: () => 'session_generation + 1' },
      );
      return 'updated';
    }
    await this.admins.insert({ username, passwordHash, createdAt: now, updatedAt: now });
    return 'created';
  }
}
