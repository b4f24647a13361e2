import 'reflect-metadata';
import { existsSync } from 'node:fs';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig, ConfigError, validateEnv } from '../../config/env.validation';
import { databaseOptions } from '../../database/database.options';
import { runMigrationsLocked } from '../../database/migrations-lock';
import { runningEmbeddedPostgresUrl, startEmbeddedPostgres } from '../../database/embedded-postgres';
import { AdminAccountError, AdminAccounts, passwordProblem, usernameProblem } from '../admin-accounts';
import { AuditEvent } from '../../audit/audit-event.entity';
import { AuditRepository } from '../../audit/audit.repository';
import { AdminRecoveryCode } from '../admin-recovery-code.entity';
import { AdminUser } from '../admin-user.entity';
import type { AdminRole } from '../../contract/admin-roles';
import { PasswordHasher } from '../password-hasher';
import { promptHidden, readFirstLine } from './read-password';
import { LockoutResetError, resetLockout } from './reset-lockout';
import { resetSecondFactor } from './reset-second-factor';

const USAGE = `Usage : npm run admin -- set-password <nom d'utilisateur>
        npm run admin -- reset-lockout <nom d'utilisateur>
        npm run admin -- reset-2fa <nom d'utilisateur>
        npm run admin -- set-account <nom d'utilisateur> [--email <adresse> | --sans-email]
                                     [--role praticien | secretariat] [--reactiver]

  set-password : crée le compte administrateur, ou change son mot de passe (12 caractères au
  moins). Le mot de passe est demandé sans être affiché, ou lu sur l'entrée standard :
    echo "$MOT_DE_PASSE" | npm run admin -- set-password admin

  reset-lockout : lève l'attente imposée après des échecs de connexion, pour ce nom
  d'utilisateur et pour les adresses IP en attente, dans le Redis de REDIS_URL ; sans Redis,
  seul un redémarrage du serveur la lève.

  reset-2fa : retire la double authentification du compte (téléphone perdu, plus de code de
  secours) et ferme ses sessions ; le mot de passe reste demandé à la connexion.

  set-account : donne au compte une adresse e-mail (pour « Mot de passe oublié ? »), un rôle,
  ou le réactive ; refusé s'il ne restait aucun praticien actif.`;

const COMMANDS = ['set-password', 'reset-lockout', 'reset-2fa', 'set-account'];

const ROLE_NAMES: Record<string, AdminRole> = { praticien: 'practitioner', secretariat: 'secretary' };

/** The options of set-account; a usage error for anything else. */
function accountChange(options: string[]): { email?: string | null; role?: AdminRole; enable?: boolean } {
  const change: { email?: string | null; role?: AdminRole; enable?: boolean } = {};
  for (let i = 0; i < options.length; i++) {
    const option = options[i];
    if (option === '--email' && options[i + 1]) change.email = options[++i];
    else if (option === '--sans-email') change.email = null;
    else if (option === '--role' && ROLE_NAMES[options[i + 1]]) change.role = ROLE_NAMES[options[++i]];
    else if (option === '--reactiver') change.enable = true;
    else throw new UsageError(USAGE);
  }
  if (Object.keys(change).length === 0) throw new UsageError(USAGE);
  return change;
}

class UsageError extends Error {}

async function readPassword(): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) return readFirstLine(stdin);
  const first = await promptHidden('Nouveau mot de passe : ', stdin, process.stderr);
  const problem = passwordProblem(first);
  if (problem) throw new AdminAccountError(problem);
  const second = await promptHidden('Confirmez le mot de passe : ', stdin, process.stderr);
  if (first !== second) throw new AdminAccountError('Les deux saisies diffèrent.');
  return first;
}

async function canConnect(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** DATABASE_URL; else the embedded PostgreSQL of `npm start`, running or started here. */
async function openDatabase(
  databaseUrl: string | undefined,
): Promise<{ url: string; stop(): Promise<void> }> {
  if (databaseUrl) return { url: databaseUrl, stop: async () => undefined };
  const dataDir = process.env.EMBEDDED_PG_DIR ?? '.data/postgres';
  const running = runningEmbeddedPostgresUrl(dataDir);
  if (running && (await canConnect(running))) return { url: running, stop: async () => undefined };
  return startEmbeddedPostgres(dataDir, (message) => process.stderr.write(`${message}\n`));
}

async function main(args: string[]): Promise<void> {
  const [command, username, ...extra] = args;
  if (!COMMANDS.includes(command) || !username) throw new UsageError(USAGE);
  if (extra.length > 0 && command !== 'set-account') throw new UsageError(USAGE);
  const change = command === 'set-account' ? accountChange(extra) : undefined;
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = validateEnv(process.env);
  const usernameIssue = usernameProblem(username);
  if (usernameIssue) throw new AdminAccountError(usernameIssue);
  if (command === 'reset-lockout') {
    process.stdout.write(`${await resetLockout(username, config)}\n`);
    return;
  }
  if (command === 'reset-2fa') {
    const message = await withDatabase(config, (source) => resetSecondFactor(source, username));
    process.stdout.write(`${message}\n`);
    return;
  }
  if (change) {
    await withDatabase(config, (source) =>
      new AdminAccounts(source.getRepository(AdminUser), new PasswordHasher()).setDetails(username, change),
    );
    process.stdout.write(`Compte « ${username} » mis à jour.\n`);
    return;
  }
  // Checked before touching the database: a refused password changes nothing.
  const password = await readPassword();
  const passwordIssue = passwordProblem(password);
  if (passwordIssue) throw new AdminAccountError(passwordIssue);

  const result = await withDatabase(config, async (source) => {
    const admins = source.getRepository(AdminUser);
    const outcome = await new AdminAccounts(admins, new PasswordHasher()).setPassword(username, password);
    if (outcome === 'updated') {
      // In the journal like the second factor's changes: which account, from the command line.
      const admin = await admins.findOneByOrFail({ username });
      await new AuditRepository(source.getRepository(AuditEvent)).insert({
        action: 'password_changed',
        targetId: admin.id,
      });
    }
    return outcome;
  });
  process.stdout.write(
    result === 'created'
      ? `Compte administrateur « ${username} » créé.\n`
      : `Mot de passe de « ${username} » changé ; les sessions ouvertes avec l'ancien sont fermées.\n`,
  );
}

/** Runs `work` on the application's database, migrated like the server does, then closes it. */
async function withDatabase<T>(config: AppConfig, work: (source: DataSource) => Promise<T>): Promise<T> {
  const database = await openDatabase(config.databaseUrl);
  const source = new DataSource({
    ...databaseOptions({ url: database.url, poolMax: 1, connectTimeoutMs: config.dbConnectTimeoutMs }),
    entities: [AdminUser, AdminRecoveryCode, AuditEvent],
  });
  try {
    await source.initialize();
    await runMigrationsLocked(source); // like the server, taking turns with any starting one
    return await work(source);
  } finally {
    if (source.isInitialized) await source.destroy();
    await database.stop();
  }
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    const known =
      error instanceof UsageError ||
      error instanceof AdminAccountError ||
      error instanceof ConfigError ||
      error instanceof LockoutResetError;
    process.stderr.write(`${known ? error.message : `Échec : ${String(error)}`}\n`);
    process.exit(error instanceof UsageError ? 2 : 1);
  },
);
