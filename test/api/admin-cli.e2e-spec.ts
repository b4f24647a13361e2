import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { ADMIN, ADMIN_ENV, loginToken } from '../support/api-fixtures';
import { createTestApp } from '../support/test-app';
import { createDatabase } from '../support/test-database.cjs';
import { totpCode } from '../support/totp-codes';

/** The built command (`npm test` builds it first); ADMIN_CLI_JS may name another build of it. */
const CLI = process.env.ADMIN_CLI_JS ?? join(__dirname, '../../dist/auth/cli/admin-cli.js');

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** `npm run admin -- …` as the built command, in an empty folder (no .env), password on stdin. */
function runCli(args: string[], stdin: string, env: Record<string, string>, cwd: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI, ...args], {
      cwd,
      env: { PATH: process.env.PATH ?? '', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe('npm run admin -- set-password <username>', () => {
  let cwd: string;
  beforeAll(() => {
    cwd = mkdtempSync(join(tmpdir(), 'cabinet-admin-cli-'));
    chmodSync(cwd, 0o755); // PostgreSQL runs as its own user when we are root
  });
  afterAll(() => {
    rmSync(cwd, { recursive: true, force: true });
  });

  it('creates the account, then changes its password and closes older sessions (DATABASE_URL)', async () => {
    const database = await createDatabase();
    const env = { NODE_ENV: 'test', DATABASE_URL: database.url };
    try {
      const created = await runCli(['set-password', 'docteur'], 'first-long-password\n', env, cwd);
      expect(created).toMatchObject({ code: 0, stdout: 'Compte administrateur « docteur » créé.\n' });
      expect(created.stdout + created.stderr).not.toContain('first-long-password');

      const t = await createTestApp({}, database.url);
      try {
        const login = (password: string) =>
          request(t.server).post('/api/auth/login').send({ username: 'docteur', password });
        // No pause: the change ends the sessions opened before it, even within the same second.
        const oldToken = (await login('first-long-password').expect(200)).body.token as string;

        const changed = await runCli(['set-password', 'docteur'], 'second-long-password\r\n', env, cwd);
        expect(changed.code).toBe(0);
        expect(changed.stdout).toContain('Mot de passe de « docteur » changé');
        await login('first-long-password').expect(401);
        const newToken = (await login('second-long-password').expect(200)).body.token as string;
        await request(t.server)
          .get('/api/auth/verify')
          .set('Authorization', `Bearer ${oldToken}`)
          .expect(401);
        await request(t.server)
          .get('/api/auth/verify')
          .set('Authorization', `Bearer ${newToken}`)
          .expect(200);
        const rows = await t.query<{ id: string; password_hash: string }>(
          'SELECT id, password_hash FROM admin_user',
        );
        expect(rows).toHaveLength(1);
        expect(rows[0].password_hash).toMatch(/^\$argon2id\$/);
        // The change is in the journal: which account, no actor (the command line).
        expect(
          await t.query("SELECT actor_id, target_id FROM audit_event WHERE action = 'password_changed'"),
        ).toEqual([{ actor_id: null, target_id: rows[0].id }]);
      } finally {
        await t.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('refuses a password under 12 characters, a bad username and a wrong usage, changing nothing', async () => {
    const database = await createDatabase();
    const env = { NODE_ENV: 'test', DATABASE_URL: database.url };
    try {
      const short = await runCli(['set-password', 'docteur'], 'elevenchars\n', env, cwd);
      expect(short.code).toBe(1);
      expect(short.stderr).toContain('au moins 12 caractères');
      expect(short.stderr).not.toContain('elevenchars');
      const badName = await runCli(['set-password', 'doc teur'], 'a-long-enough-password\n', env, cwd);
      expect(badName.code).toBe(1);
      expect(badName.stderr).toContain("Nom d'utilisateur invalide");
      const usage = await runCli(['reset', 'docteur'], '', env, cwd);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage : npm run admin -- set-password');
      // Refused before the database was touched: no account.
      const t = await createTestApp({}, database.url);
      try {
        expect(await t.query('SELECT id FROM admin_user')).toEqual([]);
      } finally {
        await t.close();
      }
    } finally {
      await database.drop();
    }
  });

  it('without DATABASE_URL, uses the embedded PostgreSQL of EMBEDDED_PG_DIR and stops it afterwards', async () => {
    const dataDir = join(cwd, 'pg');
    const env = { NODE_ENV: 'development', EMBEDDED_PG_DIR: dataDir };
    const first = await runCli(['set-password', 'admin'], 'embedded-long-password\n', env, cwd);
    expect(first).toMatchObject({ code: 0, stdout: 'Compte administrateur « admin » créé.\n' });
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
    const second = await runCli(['set-password', 'admin'], 'embedded-other-password\n', env, cwd);
    expect(second.code).toBe(0);
    expect(second.stdout).toContain('changé');
    expect(existsSync(join(dataDir, 'postmaster.pid'))).toBe(false);
  }, 60_000);
});

describe('npm run admin -- reset-lockout <username>', () => {
  let cwd: string;
  beforeAll(() => {
    cwd = mkdtempSync(join(tmpdir(), 'cabinet-admin-cli-'));
  });
  afterAll(() => {
    rmSync(cwd, { recursive: true, force: true });
  });

  it('without REDIS_URL, says in French that the running server’s memory is out of its reach, and exits 1', async () => {
    const run = await runCli(['reset-lockout', 'docteur'], '', { NODE_ENV: 'test' }, cwd);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(
      'Sans REDIS_URL, les blocages de connexion sont comptés dans la mémoire du serveur',
    );
    expect(run.stderr).toContain('redémarrez le serveur');
    expect(run.stderr).toContain('une heure au plus');
  });

  it('refuses a bad username and a wrong usage, and lists both commands', async () => {
    const badName = await runCli(['reset-lockout', 'doc teur'], '', { NODE_ENV: 'test' }, cwd);
    expect(badName.code).toBe(1);
    expect(badName.stderr).toContain("Nom d'utilisateur invalide");
    for (const args of [['reset-lockout'], ['reset-lockout', 'a', 'b']]) {
      const usage = await runCli(args, '', { NODE_ENV: 'test' }, cwd);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('npm run admin -- set-password');
      expect(usage.stderr).toContain('npm run admin -- reset-lockout');
    }
  });

  it('reports an unreachable Redis, without its password, and exits 1', async () => {
    const run = await runCli(
      ['reset-lockout', 'docteur'],
      '',
      { NODE_ENV: 'test', REDIS_URL: 'redis://:secret-redis-pw@127.0.0.1:1' },
      cwd,
    );
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^Redis injoignable \(.*\) : rien n'a été débloqué/);
    expect(run.stderr).not.toContain('secret-redis-pw');
  });
});

describe('npm run admin -- reset-2fa <username>', () => {
  let cwd: string;
  beforeAll(() => {
    cwd = mkdtempSync(join(tmpdir(), 'cabinet-admin-cli-'));
  });
  afterAll(() => {
    rmSync(cwd, { recursive: true, force: true });
  });

  it('removes the second factor and its recovery codes, ends the sessions, and writes mfa_reset to the journal', async () => {
    const t = await createTestApp(ADMIN_ENV);
    const env = { NODE_ENV: 'test', DATABASE_URL: t.databaseUrl };
    try {
      const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
      const first = await loginToken(t);
      const setup = await request(t.server)
        .post('/api/auth/2fa/setup')
        .set(bearer(first))
        .send({ password: ADMIN.password })
        .expect(200);
      const { secret } = setup.body as { secret: string };
      const [{ id }] = await t.query<{ id: string }>('SELECT id FROM admin_user');
      const enabled = await request(t.server)
        .post('/api/auth/2fa/enable')
        .set(bearer(first))
        .send({ code: await totpCode(secret) })
        .expect(200);
      const session = (enabled.body as { token: string }).token;
      await request(t.server)
        .post('/api/auth/login')
        .send(ADMIN)
        .expect(200, /mfaRequired/);

      const reset = await runCli(['reset-2fa', ADMIN.username], '', env, cwd);
      expect(reset.code).toBe(0);
      expect(reset.stdout).toContain(`Double authentification de « ${ADMIN.username} » retirée`);
      expect(reset.stdout + reset.stderr).not.toContain(secret);

      await request(t.server).get('/api/auth/verify').set(bearer(session)).expect(401);
      const login = await request(t.server).post('/api/auth/login').send(ADMIN).expect(200);
      expect(login.body).toMatchObject({ token: expect.any(String), username: ADMIN.username });
      expect(await t.query('SELECT * FROM admin_recovery_code')).toEqual([]);
      const [row] = await t.query<{ mfa_secret: string | null; mfa_enabled_at: Date | null }>(
        'SELECT mfa_secret, mfa_enabled_at FROM admin_user',
      );
      expect(row).toEqual({ mfa_secret: null, mfa_enabled_at: null });
      const entries = await t.query('SELECT actor_id, target_id FROM audit_event WHERE action = $1', [
        'mfa_reset',
      ]);
      expect(entries).toEqual([{ actor_id: null, target_id: id }]);

      // Again: nothing left to remove, nothing journaled; an unknown account is an error.
      const again = await runCli(['reset-2fa', ADMIN.username], '', env, cwd);
      expect(again).toMatchObject({ code: 0, stdout: expect.stringContaining('rien à retirer') });
      const unknown = await runCli(['reset-2fa', 'personne'], '', env, cwd);
      expect(unknown.code).toBe(1);
      expect(unknown.stderr).toContain('Aucun compte administrateur « personne »');
      expect(await t.query('SELECT id FROM audit_event WHERE action = $1', ['mfa_reset'])).toHaveLength(1);
    } finally {
      await t.close();
    }
  });

  it('is listed in the usage', async () => {
    const usage = await runCli(['reset-2fa'], '', { NODE_ENV: 'test' }, cwd);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('npm run admin -- reset-2fa');
  });
});

describe('npm run admin -- set-account <username>', () => {
  let cwd: string;
  beforeAll(() => {
    cwd = mkdtempSync(join(tmpdir(), 'cabinet-admin-cli-'));
    chmodSync(cwd, 0o755);
  });
  afterAll(() => {
    rmSync(cwd, { recursive: true, force: true });
  });

  it('gives an account an e-mail and a role, and never leaves the practice without a practitioner', async () => {
    const t = await createTestApp(ADMIN_ENV);
    const env = { NODE_ENV: 'test', DATABASE_URL: t.databaseUrl };
    try {
      const done = await runCli(
        ['set-account', ADMIN.username, '--email', 'Docteur@Example.tn'],
        '',
        env,
        cwd,
      );
      expect(done).toMatchObject({ code: 0, stdout: `Compte « ${ADMIN.username} » mis à jour.\n` });
      expect(await t.query('SELECT email, role FROM admin_user')).toEqual([
        { email: 'docteur@example.tn', role: 'practitioner' },
      ]);
      const last = await runCli(['set-account', ADMIN.username, '--role', 'secretariat'], '', env, cwd);
      expect(last.code).toBe(1);
      expect(last.stderr).toContain('aucun compte praticien actif');
      const usage = await runCli(['set-account', ADMIN.username, '--role', 'chef'], '', env, cwd);
      expect(usage.code).toBe(2);
    } finally {
      await t.close();
    }
  });
});
