import { Repository } from 'typeorm';
import { AdminAccountError, AdminAccounts, passwordProblem, usernameProblem } from './admin-accounts';
import { AdminUser } from './admin-user.entity';
import { PasswordHasher } from './password-hasher';

function memoryRepository() {
  const rows: AdminUser[] = [];
  const repository = {
    count: () => Promise.resolve(rows.length),
    findOne: ({ where }: { where: { username: string } }) =>
      Promise.resolve(rows.find((r) => r.username === where.username) ?? null),
    insert: (row: Omit<AdminUser, 'id' | 'sessionGeneration'>) => {
      rows.push({ sessionGeneration: 0, ...row, id: `id-${rows.length + 1}` } as AdminUser);
      return Promise.resolve();
    },
    update: ({ id }: { id: string }, changes: Record<string, unknown>) => {
      const row = rows.find((r) => r.id === id)!;
      for (const [key, value] of Object.entries(changes)) {
        // A function is raw SQL for TypeORM: here, the one expression the class uses.
        if (typeof value === 'function') {
          expect(value()).toBe('session_generation + 1');
          row.sessionGeneration += 1;
        } else Object.assign(row, { [key]: value });
      }
      return Promise.resolve();
    },
  };
  return { rows, repository: repository as unknown as Repository<AdminUser> };
}

describe('AdminAccounts', () => {
  const hasher = new PasswordHasher();

  it('creates the account, then changes its password, moves updatedAt and raises the session generation', async () => {
    const { rows, repository } = memoryRepository();
    const accounts = new AdminAccounts(repository, hasher);
    expect(await accounts.exists()).toBe(false);
    expect(await accounts.setPassword('docteur', 'first-long-password')).toBe('created');
    expect(await accounts.exists()).toBe(true);
    const firstHash = rows[0].passwordHash;
    rows[0].updatedAt = new Date(0);
    expect(await accounts.setPassword('docteur', 'second-long-password')).toBe('updated');
    expect(rows).toHaveLength(1);
    expect(rows[0].passwordHash).not.toBe(firstHash);
    expect(await hasher.verify(rows[0].passwordHash!, 'second-long-password')).toBe(true);
    expect(rows[0].updatedAt.getTime()).toBeGreaterThan(Date.now() - 5000);
    expect(rows[0].sessionGeneration).toBe(1);
  });

  it('refuses short passwords and bad usernames without storing anything', async () => {
    const { rows, repository } = memoryRepository();
    const accounts = new AdminAccounts(repository, hasher);
    await expect(accounts.setPassword('docteur', 'elevenchars')).rejects.toThrow(AdminAccountError);
    await expect(accounts.setPassword('doc teur', 'a-long-enough-password')).rejects.toThrow(
      /Nom d'utilisateur/,
    );
    expect(rows).toEqual([]);
  });
});

describe('password and username rules', () => {
  it('needs 12 to 1 024 characters, counted as characters', () => {
    expect(passwordProblem('x'.repeat(11))).toMatch(/au moins 12/);
    expect(passwordProblem('x'.repeat(12))).toBeUndefined();
    expect(passwordProblem('😀'.repeat(12))).toBeUndefined();
    expect(passwordProblem('x'.repeat(1025))).toMatch(/au plus 1024/);
  });

  it('takes usernames of letters, digits, dot, underscore and dash, up to 64', () => {
    expect(usernameProblem('dr.ben-ali_2')).toBeUndefined();
    for (const bad of ['', 'a b', 'é', 'a'.repeat(65), 'x;drop']) expect(usernameProblem(bad)).toBeDefined();
  });
});
