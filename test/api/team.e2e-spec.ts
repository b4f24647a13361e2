import request from 'supertest';
import { PASSWORD_RESET_REQUESTED_MESSAGE } from '../../src/contract/account-links';
import { MailOutbox } from '../../src/notifications/mail-outbox';
import { ADMIN, ADMIN_ENV, adminId, loginToken } from '../support/api-fixtures';
import type { ReceivedMail } from '../support/smtp-test-server';
import { startSmtpServer, TestSmtpServer } from '../support/smtp-test-server';
import { createTestApp, TestApp } from '../support/test-app';

const SITE = 'https://www.exemple-cabinet.tn';
const ROLE_REFUSED = { success: false, message: 'Votre rôle ne vous permet pas cette action.' };
const LINK_PATTERN = /https:\/\/www\.exemple-cabinet\.tn\/login\/mot-de-passe\?jeton=([A-Za-z0-9_-]{43})/;

/** The token of the link a mail carries (its text part). */
function linkToken(mail: ReceivedMail): string {
  const match = LINK_PATTERN.exec(mail.parsed.text ?? '');
  if (!match) throw new Error('no link in the e-mail');
  return match[1];
}

describe('The team: roles, invitations, password resets (/api/admin/users, /api/auth/password-reset)', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      ...ADMIN_ENV,
      RATE_LIMIT_LOGIN_PER_MINUTE: '1000',
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'cabinet@example.tn',
      NOTIFY_FROM: 'site@example.tn',
      NOTIFY_RETRY_DELAYS_MS: '50',
      SITE_URL: SITE,
    });
    token = await loginToken(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const idle = () => t.app.get(MailOutbox).whenIdle();
  const as = (bearer: string) => ({ Authorization: `Bearer ${bearer}` });
  const mailTo = (address: string) => smtp.received.filter((m) => m.envelope.to.includes(address));

  /** Creates an account by the API and returns its id and the token of its invitation. */
  async function invite(username: string, email: string, role = 'secretary') {
    const res = await request(t.server)
      .post('/api/admin/users')
      .set(as(token))
      .send({ username, email, role })
      .expect(201);
    await idle();
    const [mail] = mailTo(email.toLowerCase());
    return { id: res.body._id as string, body: res.body, link: linkToken(mail), mail };
  }

  const confirm = (link: string, password: string) =>
    request(t.server).post('/api/auth/password-reset/confirm').send({ token: link, password });

  /** A secretary who has chosen a password, and a session of theirs. */
  async function secretary(username: string) {
    const { id, link } = await invite(username, `${username}@example.tn`);
    await confirm(link, 'un-mot-de-passe-assez-long').expect(200);
    return { id, token: await loginToken(t, { username, password: 'un-mot-de-passe-assez-long' }) };
  }

  it('creates an account without a password and e-mails it a single-use link to choose one', async () => {
    const { id, body, link, mail } = await invite('secretariat', 'Secretariat@Example.tn');
    expect(body).toMatchObject({
      _id: id,
      username: 'secretariat',
      email: 'secretariat@example.tn',
      role: 'secretary',
      disabled: false,
      secondFactor: false,
      invitationPending: true,
      invitationSent: true,
    });
    expect(mail.parsed.subject).toContain('espace d’administration');
    expect(mail.parsed.text).toContain('secretariat');
    expect(mail.parsed.text).toContain('72\u00a0heures');
    // Only the token's hash is stored.
    const rows = await t.query<{ token_hash: string }>(
      'SELECT token_hash FROM admin_account_token WHERE admin_id = $1',
      [id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].token_hash).not.toContain(link);
    expect(rows[0].token_hash).toMatch(/^[0-9a-f]{64}$/);

    // Without a password yet, the account cannot sign in: the answer of a wrong password.
    const refused = await request(t.server)
      .post('/api/auth/login')
      .send({ username: 'secretariat', password: 'nimporte-quoi-123' })
      .expect(401);
    expect(refused.body).toEqual({ message: 'Identifiants invalides' });

    // A password shorter than the rules: refused, the link stays usable.
    const short = await confirm(link, 'court').expect(400);
    expect(short.body.errors.password).toBe('Le mot de passe doit compter au moins 12 caractères.');
    await confirm(link, 'secretariat-mot-de-passe').expect(200);
    const again = await confirm(link, 'un-autre-mot-de-passe').expect(400);
    expect(again.body).toEqual({
      success: false,
      message: expect.stringMatching(/^Ce lien n’est plus valable/),
    });

    const login = await request(t.server)
      .post('/api/auth/login')
      .send({ username: 'secretariat', password: 'secretariat-mot-de-passe' })
      .expect(200);
    expect(login.body).toMatchObject({ _id: id, username: 'secretariat', role: 'secretary' });
    const list = await request(t.server).get('/api/admin/users').set(as(token)).expect(200);
    expect(list.body).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: ADMIN.username, role: 'practitioner', invitationPending: false }),
        expect.objectContaining({ username: 'secretariat', invitationPending: false }),
      ]),
    );
  });

  it('refuses a username or an address already taken (409), whatever its case', async () => {
    await invite('premier', 'premier@example.tn');
    const taken = await request(t.server)
      .post('/api/admin/users')
      .set(as(token))
      .send({ username: 'second', email: 'PREMIER@example.tn', role: 'secretary' })
      .expect(409);
    expect(taken.body.message).toBe('Cette adresse e-mail est déjà celle d’un autre compte.');
    const name = await request(t.server)
      .post('/api/admin/users')
      .set(as(token))
      .send({ username: 'premier', email: 'autre@example.tn', role: 'practitioner' })
      .expect(409);
    expect(name.body.message).toBe('Ce nom d’utilisateur est déjà pris.');
    const bad = await request(t.server)
      .post('/api/admin/users')
      .set(as(token))
      .send({ username: 'x y', email: 'pas-une-adresse', role: 'chef' })
      .expect(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'role', 'username']);
  });

  it('gives the secretary the daily work and refuses the rest with 403', async () => {
    const { token: sec } = await secretary('accueil');
    const day = new Date().toISOString().slice(0, 10);
    for (const path of [
      '/api/contact',
      `/api/admin/appointments?from=${day}&to=${day}`,
      `/api/admin/booking/absences?from=${day}&to=${day}`,
      '/api/newsletter',
      '/api/admin/status',
      // Read to enter an appointment by phone; changing them is the practitioner's.
      '/api/admin/booking/types',
      '/api/auth/verify',
      '/api/auth/2fa',
    ]) {
      const res = await request(t.server).get(path).set(as(sec));
      expect([path, res.status]).toEqual([path, 200]);
    }
    for (const path of [
      '/api/admin/subject?email=a@example.tn',
      '/api/admin/audit',
      '/api/admin/users',
      '/api/admin/booking/settings',
      '/api/admin/calendar-feed',
      '/api/admin/stats',
      '/api/contact/export',
      '/api/newsletter/export',
    ]) {
      const res = await request(t.server).get(path).set(as(sec));
      expect([path, res.status, res.body]).toEqual([path, 403, ROLE_REFUSED]);
    }
    await request(t.server).post('/api/admin/emails/retry').set(as(sec)).send({}).expect(403);
    await request(t.server)
      .post('/api/admin/booking/types')
      .set(as(sec))
      .send({ name: 'Type ajouté', durationMinutes: 30, mode: 'cabinet' })
      .expect(403);
    await request(t.server)
      .post('/api/admin/users')
      .set(as(sec))
      .send({ username: 'intrus', email: 'intrus@example.tn', role: 'practitioner' })
      .expect(403);
    const verify = await request(t.server).get('/api/auth/verify').set(as(sec)).expect(200);
    expect(verify.body).toEqual({ valid: true, username: 'accueil', role: 'secretary' });
  });

  it('applies a role change at the next request, read from the database, not the token', async () => {
    const { id, token: sec } = await secretary('promu');
    await request(t.server).get('/api/admin/audit').set(as(sec)).expect(403);
    await request(t.server)
      .patch(`/api/admin/users/${id}`)
      .set(as(token))
      .send({ role: 'practitioner' })
      .expect(200);
    await request(t.server).get('/api/admin/audit').set(as(sec)).expect(200);
    await request(t.server)
      .patch(`/api/admin/users/${id}`)
      .set(as(token))
      .send({ role: 'secretary' })
      .expect(200);
    await request(t.server).get('/api/admin/audit').set(as(sec)).expect(403);
  });

  it('ends a disabled account’s sessions at once and refuses its sign-in like a wrong password', async () => {
    const { id, token: sec } = await secretary('partante');
    smtp.received.length = 0;
    await request(t.server).get('/api/contact').set(as(sec)).expect(200);
    const disabled = await request(t.server)
      .patch(`/api/admin/users/${id}`)
      .set(as(token))
      .send({ disabled: true })
      .expect(200);
    expect(disabled.body).toMatchObject({ _id: id, disabled: true });
    await request(t.server).get('/api/contact').set(as(sec)).expect(401);
    const refused = await request(t.server)
      .post('/api/auth/login')
      .send({ username: 'partante', password: 'un-mot-de-passe-assez-long' })
      .expect(401);
    expect(refused.body).toEqual({ message: 'Identifiants invalides' });
    // Nor can it ask for a reset link.
    await request(t.server).post('/api/auth/password-reset').send({ username: 'partante' }).expect(202);
    await idle();
    expect(mailTo('partante@example.tn')).toHaveLength(0);

    await request(t.server)
      .patch(`/api/admin/users/${id}`)
      .set(as(token))
      .send({ disabled: false })
      .expect(200);
    await loginToken(t, { username: 'partante', password: 'un-mot-de-passe-assez-long' });
  });

  it('never leaves the practice without an enabled practitioner (409)', async () => {
    const me = await adminId(t);
    for (const change of [{ role: 'secretary' }, { disabled: true }]) {
      const res = await request(t.server)
        .patch(`/api/admin/users/${me}`)
        .set(as(token))
        .send(change)
        .expect(409);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toMatch(/au moins un compte praticien actif/);
    }
    // A practitioner invited but without a password yet does not count: it cannot sign in.
    await invite('remplacant', 'remplacant@example.tn', 'practitioner');
    await request(t.server)
      .patch(`/api/admin/users/${me}`)
      .set(as(token))
      .send({ role: 'secretary' })
      .expect(409);
    await request(t.server).patch(`/api/admin/users/${me}`).set(as(token)).send({}).expect(400);
    const unknown = await request(t.server)
      .patch('/api/admin/users/00000000-0000-4000-8000-000000000000')
      .set(as(token))
      .send({ disabled: true })
      .expect(404);
    expect(unknown.body).toEqual({ success: false, message: 'Compte introuvable.' });
  });

  it('sends the invitation again with a new link, the old one revoked; an expired link is refused', async () => {
    const { id, link: first } = await invite('assistant', 'assistant@example.tn');
    smtp.received.length = 0;
    const again = await request(t.server)
      .post(`/api/admin/users/${id}/invitation`)
      .set(as(token))
      .expect(200);
    expect(again.body).toEqual({ invitationSent: true });
    await idle();
    const second = linkToken(mailTo('assistant@example.tn')[0]);
    expect(second).not.toBe(first);
    await confirm(first, 'assistant-mot-de-passe').expect(400);

    // Aged past its 72 hours in the database: refused as well.
    await t.query(
      `UPDATE admin_account_token SET expires_at = now() - interval '1 minute'
        WHERE admin_id = $1 AND used_at IS NULL`,
      [id],
    );
    const expired = await confirm(second, 'assistant-mot-de-passe').expect(400);
    expect(expired.body.message).toMatch(/^Ce lien n’est plus valable/);

    // Once a password is chosen, there is nothing to invite to any more.
    await request(t.server).post(`/api/admin/users/${id}/invitation`).set(as(token)).expect(200);
    await idle();
    await confirm(linkToken(mailTo('assistant@example.tn').at(-1)!), 'assistant-mot-de-passe').expect(200);
    const done = await request(t.server).post(`/api/admin/users/${id}/invitation`).set(as(token)).expect(409);
    expect(done.body.message).toMatch(/^Ce compte a déjà choisi son mot de passe/);
  });

  it('answers a reset request the same way for every name, and e-mails only an enabled account with an address', async () => {
    await secretary('oublieuse');
    smtp.received.length = 0;
    const answers: { status: number; body: unknown; ms: number }[] = [];
    // Unknown, known without an address (the boot's account), known with one.
    for (const username of ['personne-inconnue', ADMIN.username, 'oublieuse']) {
      const started = Date.now();
      const res = await request(t.server).post('/api/auth/password-reset').send({ username });
      answers.push({ status: res.status, body: res.body, ms: Date.now() - started });
    }
    for (const answer of answers) {
      expect({ status: answer.status, body: answer.body }).toEqual({
        status: 202,
        body: { success: true, message: PASSWORD_RESET_REQUESTED_MESSAGE },
      });
      // Every answer waits the same floor, so the time does not tell the cases apart.
      expect(answer.ms).toBeGreaterThanOrEqual(240);
    }
    await idle();
    expect(smtp.received.map((m) => m.envelope.to)).toEqual([['oublieuse@example.tn']]);
    expect(smtp.received[0].parsed.text).toContain('30\u00a0minutes');
  });

  it('sets the password from a reset link once, and ends every older session', async () => {
    const { token: before } = await secretary('distraite');
    smtp.received.length = 0;
    await request(t.server).post('/api/auth/password-reset').send({ username: 'distraite' }).expect(202);
    await idle();
    const link = linkToken(mailTo('distraite@example.tn')[0]);
    await confirm(link, 'nouveau-mot-de-passe-long').expect(200);
    await request(t.server).get('/api/contact').set(as(before)).expect(401);
    await confirm(link, 'encore-un-autre-mot-de-passe').expect(400);
    await loginToken(t, { username: 'distraite', password: 'nouveau-mot-de-passe-long' });

    // A link past its 30 minutes is refused.
    smtp.received.length = 0;
    await request(t.server).post('/api/auth/password-reset').send({ username: 'distraite' }).expect(202);
    await idle();
    const late = linkToken(mailTo('distraite@example.tn')[0]);
    await t.query(
      `UPDATE admin_account_token SET expires_at = now() - interval '1 second'
        WHERE token_hash = encode(sha256(convert_to($1, 'UTF8')), 'hex')`,
      [late],
    );
    await confirm(late, 'encore-un-autre-mot-de-passe').expect(400);
    await confirm('pas-un-jeton', 'encore-un-autre-mot-de-passe').expect(400);
  });

  it('journals the team’s changes, and the journal names who acted', async () => {
    const res = await request(t.server).get('/api/admin/audit?limit=100').set(as(token)).expect(200);
    const entries = res.body as { action: string; actorUsername: string | null; actorId: string | null }[];
    const actions = new Set(entries.map((e) => e.action));
    for (const action of [
      'user_invited',
      'invitation_sent',
      'invitation_accepted',
      'password_reset_requested',
      'password_reset_done',
      'role_changed',
      'account_disabled',
      'account_enabled',
    ]) {
      expect([action, actions.has(action)]).toEqual([action, true]);
    }
    const invited = entries.find((e) => e.action === 'user_invited')!;
    expect(invited.actorUsername).toBe(ADMIN.username);
    const requested = entries.find((e) => e.action === 'password_reset_requested')!;
    expect(requested).toMatchObject({ actorId: null, actorUsername: null });
    const accepted = entries.find((e) => e.action === 'invitation_accepted')!;
    expect(accepted.actorUsername).not.toBeNull();
  });

  it('purges spent links in the retention round', async () => {
    await t.query(`UPDATE admin_account_token SET expires_at = now() - interval '2 days', used_at = NULL`);
    const [{ n }] = await t.query<{ n: number }>('SELECT count(*)::int AS n FROM admin_account_token');
    expect(n).toBeGreaterThan(0);
    const { RetentionService } = await import('../../src/retention/retention.service');
    const outcome = await t.app.get(RetentionService).purgeRound('hourly');
    expect(outcome.deleted['account-links']).toBe(n);
  });
});

describe('A required second factor for practitioners (ADMIN_REQUIRE_SECOND_FACTOR)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...ADMIN_ENV, ADMIN_REQUIRE_SECOND_FACTOR: 'true' });
  });
  afterAll(() => t.close());

  it('lets a practitioner without it reach only their own security routes', async () => {
    const token = await loginToken(t);
    const auth = { Authorization: `Bearer ${token}` };
    const refused = await request(t.server).get('/api/contact').set(auth).expect(403);
    expect(refused.body).toEqual({
      success: false,
      message: 'Activez la double authentification pour accéder à l’espace praticien.',
    });
    await request(t.server).get('/api/admin/audit').set(auth).expect(403);
    await request(t.server).get('/api/auth/verify').set(auth).expect(200);
    await request(t.server).get('/api/auth/2fa').set(auth).expect(200);
    await request(t.server)
      .post('/api/auth/2fa/setup')
      .set(auth)
      .send({ password: ADMIN.password })
      .expect(200);
    await request(t.server).post('/api/auth/logout').set(auth).expect(204);
  });
});
