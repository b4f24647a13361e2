import {
  ADMIN,
  apiLogin,
  openAdmin,
  openSection,
  requestCount,
  seedContact,
  signToken,
  storedSession,
  storeSession,
} from '../support/browser/admin';
import { withDatabase } from '../support/browser/database';
import { axeViolations, expect, failedRequest, test } from '../support/browser/fixtures';
import { uniqueDigits, uniqueTag } from '../support/browser/unique';

const CLEARED = { token: null, userId: null, username: null };
const IDLE_NOTICE = 'Votre session a pris fin après une période d’inactivité\u00a0: reconnectez-vous.';
const EXPIRED_NOTICE = 'Votre session a expiré, reconnectez-vous.';
const UNAVAILABLE_NOTICE = 'Le service est momentanément indisponible, réessayez dans un instant.';

/** The claims of a token, read without verification: its session (`sid`) and generation (`gen`). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as Record<string, unknown>;

/** Makes the session of `token` look unused for `minutes` (what leaving the tab that long does). */
const makeIdle = (token: string, minutes = 31) =>
  withDatabase((client) =>
    client.query(`UPDATE admin_session SET last_seen_at = now() - make_interval(mins => $2) WHERE id = $1`, [
      claimsOf(token).sid,
      minutes,
    ]),
  );

// Behaviour that does not depend on the width: desktop project only. Each scenario starts from
// what a tab holds (a token or none) and opens /admin again, in the same tab.
test.describe('Back-office access (the administrator’s flow)', () => {
  test('without a valid session, /admin goes to /login and forgets what was stored', async ({
    page,
    request,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(401));

    await test.step('without a token', async () => {
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    });

    await test.step('an invalid token is cleared', async () => {
      await storeSession(page, { token: 'garbage.token.value', userId: 'x', username: 'admin' });
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedSession(page)).toEqual(CLEARED);
    });

    await test.step('an expired token is cleared, and the sign-in says the session expired', async () => {
      const { _id, token } = await apiLogin(request);
      const now = Math.floor(Date.now() / 1000);
      // Control: the same secret, subject and open session with a future expiry is accepted, so
      // the 401 below comes from the expiry alone.
      const fresh = signToken({ ...claimsOf(token), iat: now, exp: now + 600 });
      const accepted = await request.get('/api/auth/verify', {
        headers: { Authorization: `Bearer ${fresh}` },
      });
      expect(accepted.status()).toBe(200);

      const expired = signToken({ ...claimsOf(token), iat: now - 7200, exp: now - 3600 });
      await storeSession(page, { token: expired, userId: _id, username: 'admin' });
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedSession(page)).toEqual(CLEARED);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(EXPIRED_NOTICE);
    });

    await test.step('a session left unused too long: /login says it ended after inactivity', async () => {
      const login = await apiLogin(request);
      await makeIdle(login.token);
      await storeSession(page, { token: login.token, userId: login._id, username: login.username });
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(IDLE_NOTICE);
      expect(await storedSession(page)).toEqual(CLEARED);
    });
  });

  test('opening /admin: the token check, then the counts; a check that takes over 5 s; a failed data load', async ({
    page,
    request,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(500));

    await test.step('verifies with ?_t= and the Bearer token, then counts contacts, then subscribers, with a spinner meanwhile', async () => {
      const login = await apiLogin(request);
      await storeSession(page, { token: login.token, userId: login._id, username: login.username });
      const calls: string[] = [];
      page.on('request', (r) => {
        if (new URL(r.url()).pathname.startsWith('/api/'))
          calls.push(`${r.method()} ${r.url().replace(/^https?:\/\/[^/]+/, '')}`);
      });
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/auth/verify*', async (route) => {
        expect(route.request().headers().authorization).toBe(`Bearer ${login.token}`);
        await held;
        await route.continue();
      });
      await page.goto('/admin');
      await expect(page.getByRole('status')).toHaveText('Chargement…');
      release();
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      // The dashboard's order, then its server status, once the counts are in.
      // Only the counts: one-row pages whose X-Total-Count the dashboard shows; the lists are
      // read page by page when their sections open. The dashboard's own list, the call-backs
      // due by tonight, is asked for once it shows, after the counts.
      const DUE = 'GET /api/contact?limit=100&due=1';
      const seen = () => calls.map((c) => c.replace(/_t=\d+/, '_t=<n>'));
      await expect
        .poll(() => seen().filter((c) => c !== DUE))
        .toEqual([
          'GET /api/auth/verify?_t=<n>',
          'GET /api/contact?limit=1',
          'GET /api/newsletter?limit=1',
          'GET /api/admin/status',
          // « Aujourd’hui »: the day's appointments.
          expect.stringMatching(/^GET \/api\/admin\/appointments\?from=\d{4}-\d\d-\d\d&to=\d{4}-\d\d-\d\d$/),
        ]);
      await expect.poll(seen).toContain(DUE);
      expect(seen().indexOf(DUE)).toBeGreaterThan(seen().indexOf('GET /api/newsletter?limit=1'));
      await page.unroute('**/api/auth/verify*');
    });

    await test.step('a token check that takes over 5 s counts as invalid', async () => {
      // The server never answers; the client gives up after 5 s.
      await page.route('**/api/auth/verify*', () => undefined);
      const started = Date.now();
      await page.goto('/admin');
      await expect(page.getByRole('status')).toHaveText('Chargement…');
      await expect(page).toHaveURL(/\/login$/);
      const elapsed = Date.now() - started;
      expect(elapsed).toBeGreaterThanOrEqual(4_900);
      expect(await storedSession(page)).toEqual(CLEARED);
      await page.unroute('**/api/auth/verify*');
    });

    await test.step('a failed data load clears the session and goes to /login', async () => {
      const login = await apiLogin(request);
      await storeSession(page, { token: login.token, userId: login._id, username: login.username });
      await page.route(
        (url) => url.pathname === '/api/newsletter',
        (route) => route.fulfill({ status: 500, json: { message: 'x' } }),
      );
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedSession(page)).toEqual(CLEARED);
      // The server failed, not the session: the sign-in says so, in plain words.
      await expect(page.getByRole('main').getByRole('status')).toHaveText(UNAVAILABLE_NOTICE);
    });
  });

  test('in a session: a 401 on a later call clears it; Déconnexion ends it, even offline; inactivity ends it', async ({
    page,
    request,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(401), /ERR_CONNECTION_FAILED/);

    await test.step('a 401 on a later call (a delete after the token was revoked) clears the session and goes to /login', async () => {
      const tag = uniqueTag();
      await seedContact(request, {
        name: `Session ${tag}`,
        phone: `+216 9${uniqueDigits(7)}`,
        service: 'Botox',
      });
      await openAdmin(page, request);
      await openSection(page, 'Demandes');
      await page.getByRole('searchbox').fill(tag);
      // The search's answer, not the count shown before it (which may also read 1): its one row.
      await expect(page.getByRole('button', { name: /^Supprimer/ })).toHaveCount(1);
      await expect(page.getByRole('button', { name: `Supprimer Session ${tag}` })).toBeVisible();
      await expect(page.getByRole('heading', { name: requestCount(1) })).toBeVisible();
      await page.route('**/api/contact/*', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 401, json: { statusCode: 401, message: 'Authentification requise.' } })
          : route.continue(),
      );
      page.once('dialog', (dialog) => void dialog.accept());
      await page.getByRole('button', { name: /^Supprimer/ }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedSession(page)).toEqual(CLEARED);
      await page.unroute('**/api/contact/*');
    });

    await test.step('a 401 on a search (the token revoked meanwhile) clears the session and goes to /login', async () => {
      await openAdmin(page, request);
      await openSection(page, 'Newsletter');
      await expect(page.getByText(/affichés? sur|Aucun abonné trouvé/)).toBeVisible();
      const searched = (url: URL) => url.pathname === '/api/newsletter' && url.searchParams.has('q');
      await page.route(searched, (route) =>
        route.fulfill({ status: 401, json: { statusCode: 401, message: 'Authentification requise.' } }),
      );
      await page.getByRole('searchbox').fill('abonne');
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedSession(page)).toEqual(CLEARED);
      await page.unroute(searched);
    });

    await test.step('Déconnexion ends the session on the server, clears the three keys and goes to /login', async () => {
      await openAdmin(page, request);
      const { token } = await storedSession(page);
      expect(token).not.toBeNull();
      const logout = page.waitForRequest(
        (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/auth/logout',
      );
      await page.getByRole('button', { name: 'Déconnexion' }).click();
      expect((await logout).headers().authorization).toBe(`Bearer ${token}`);
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedSession(page)).toEqual(CLEARED);
      // A copy of the token is worth nothing now.
      const after = await request.get('/api/auth/verify', { headers: { Authorization: `Bearer ${token}` } });
      expect(after.status()).toBe(401);
      await expect(page.locator('.login__notice')).toHaveCount(0);
      await page.goto('/admin');
      await expect(page).toHaveURL(/\/login$/);
    });

    await test.step('Déconnexion still forgets the token when the server cannot be reached', async () => {
      await openAdmin(page, request);
      await page.route('**/api/auth/logout', (route) => route.abort('connectionfailed'));
      await page.getByRole('button', { name: 'Déconnexion' }).click();
      await expect(page).toHaveURL(/\/login$/);
      expect(await storedSession(page)).toEqual(CLEARED);
      await page.unroute('**/api/auth/logout');
    });

    await test.step('a session left unused too long: on the next call, /login says it ended after inactivity', async () => {
      await openAdmin(page, request);
      const { token } = await storedSession(page);
      await makeIdle(token!);
      // The section's first call is refused: the page never shows it.
      await page
        .getByRole('navigation', { name: 'Menu de l’administration' })
        .getByRole('link', { name: 'Demandes', exact: true })
        .click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(IDLE_NOTICE);
      expect(await storedSession(page)).toEqual(CLEARED);
      expect(await axeViolations(page)).toEqual([]);
      // Signing in again works, the notice goes, and the section asked for opens.
      await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
      await page.getByLabel('Mot de passe').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(/\/admin\/demandes$/);
    });
  });
});
