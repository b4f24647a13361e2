import { Repository } from 'typeorm';
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
