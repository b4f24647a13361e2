import type { Page, Request } from '@playwright/test';
import { ADMIN, apiLogin, storedSession, storeSession } from '../support/browser/admin';
import { withDatabase } from '../support/browser/database';
import { axeViolations, expect, failedRequest, test } from '../support/browser/fixtures';

const WRONG = 'Identifiant ou mot de passe incorrect.';
const UNAVAILABLE = 'Le service est momentanément indisponible, réessayez dans un instant.';
const TOO_MANY = 'Trop de tentatives. Veuillez réessayer dans un instant.';
/** What the sign-in page never shows: a status code or a word of the protocol. */
const JARGON = /\b[45]\d\d\b|HTTP|jeton|token/i;

/**
 * A time of today in Tunis (UTC+1 all year, no daylight saving). Today, not a fixed day: the
 * prerendered footer holds the build's year, and another year would not hydrate cleanly.
 */
const at = (time: string) => {
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  return new Date(`${today}T${time}:00+01:00`);
};

/** Types the administrator's name and `password`, and presses « Se connecter ». */
async function signIn(page: Page, password: string) {
  await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
  await page.getByLabel('Mot de passe').fill(password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

test.describe('Sign-in page /login', () => {
  test('prerendered and kept out of search engines; both fields required; a wrong password; no violations; greets by the hour', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(401));

    await test.step('is prerendered with its form and kept out of search engines', async () => {
      const response = await page.goto('/login');
      const html = await response!.text();
      expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
      expect(html).toMatch(/<label for="login-username">Nom d(&#x27;|')utilisateur<\/label>/);
      expect(html).toContain('<label for="login-password">Mot de passe</label>');
      expect(html).toContain('Se connecter');
      await expect(page.getByLabel("Nom d'utilisateur")).toHaveAttribute('required', '');
      await expect(page.getByLabel('Mot de passe')).toHaveAttribute('required', '');
    });

    await test.step('both fields are required: an empty form sends nothing', async () => {
      let sent = false;
      const watch = (request: Request) => {
        if (request.url().includes('/api/auth/login')) sent = true;
      };
      page.on('request', watch);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      expect(
        await page
          .getByLabel('Mot de passe')
          .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
      ).toBe(true);
      expect(sent).toBe(false);
      page.off('request', watch);
    });

    await test.step('a wrong password says so in plain words, with the reference for the logs, never the password; no violations before or after', async () => {
      await expect(page.getByText(/^(Bonjour|Bon après-midi|Bonsoir)$/)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await signIn(page, 'wrong-password-123');
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(WRONG);
      await expect(page.getByText(/^Détails techniques\s:\sréférence [\w-]{8,}$/)).toBeVisible();
      expect(await page.getByRole('main').innerText()).not.toMatch(JARGON);
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeEnabled();
      expect(await page.locator('body').innerText()).not.toContain('wrong-password-123');
      expect((await storedSession(page)).token).toBeNull();
      await expect(page).toHaveURL(/\/login$/);
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('greets by the hour: Bonjour before 12 h, Bon après-midi before 18 h, then Bonsoir', async () => {
      const cases: [string, string][] = [
        ['06:00', 'Bonjour'],
        ['11:59', 'Bonjour'],
        ['12:00', 'Bon après-midi'],
        ['17:59', 'Bon après-midi'],
        ['18:00', 'Bonsoir'],
        ['23:30', 'Bonsoir'],
      ];
      for (const [time, greeting] of cases) {
        await page.clock.setFixedTime(at(time));
        await page.goto('/login');
        await expect(page.locator('.login__greeting'), time).toHaveText(greeting);
      }
    });
  });

  test('the server’s other answers: no session, no answer, an error, too many attempts', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(502), failedRequest(429), /ERR_CONNECTION_REFUSED|ERR_FAILED/);
    await page.goto('/login');

    await test.step('an answer without a session: the service is unavailable, and nothing is stored', async () => {
      await page.route('**/api/auth/login', (route) =>
        route.fulfill({ status: 200, json: { _id: 'abc', username: 'admin' } }),
      );
      await signIn(page, ADMIN.password);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(UNAVAILABLE);
      expect(await page.getByRole('main').innerText()).not.toMatch(JARGON);
      expect(await storedSession(page)).toEqual({ token: null, userId: null, username: null });
      await expect(page).toHaveURL(/\/login$/);
      await page.unroute('**/api/auth/login');
    });

    await test.step('a server that does not answer: the service is unavailable for a moment', async () => {
      await page.route('**/api/auth/login', (route) => route.abort('connectionrefused'));
      await signIn(page, ADMIN.password);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(UNAVAILABLE);
      await expect(page.getByText('Détails techniques : le serveur n’a pas répondu')).toBeVisible();
      await page.unroute('**/api/auth/login');
    });

    await test.step('a server error: the service is unavailable for a moment, without its code', async () => {
      await page.route('**/api/auth/login', (route) =>
        route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
      );
      await signIn(page, ADMIN.password);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(UNAVAILABLE);
      expect(await page.getByRole('main').innerText()).not.toMatch(JARGON);
      await page.unroute('**/api/auth/login');
    });

    await test.step('too many attempts (429) say so in the sign-in’s words, with or without a body', async () => {
      // The test server's limit is raised for the suite, so the 429 is played by a route override:
      // first with the body the API sends, then with none (the client's own French message).
      const bodies = [
        { statusCode: 429, message: 'Trop de demandes. Veuillez réessayer dans un instant.' },
        null,
      ];
      await page.route('**/api/auth/login', (route) => {
        const body = bodies.shift();
        return route.fulfill(body ? { status: 429, json: body } : { status: 429, body: '' });
      });
      for (let attempt = 0; attempt < 2; attempt++) {
        await page.getByRole('button', { name: 'Se connecter' }).click();
        await expect(page.getByRole('main').getByRole('alert')).toHaveText(TOO_MANY);
        expect(await page.getByRole('main').innerText()).not.toMatch(JARGON);
      }
      await page.unroute('**/api/auth/login');
    });

    await test.step('« Mot de passe oublié ? »: the same sentence for any name, then back', async () => {
      await page.getByRole('button', { name: /^Mot de passe oublié\s\?$/ }).click();
      await page.getByLabel('Nom d’utilisateur').fill('personne-inconnue');
      await page.getByRole('button', { name: 'Recevoir un lien' }).click();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Si ce compte existe et a une adresse e-mail, un lien vient d’y être envoyé. Il est valable 30\u00a0minutes.',
      );
      await page.getByRole('button', { name: 'Retour à la connexion' }).click();
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
    });

    await test.step('a password link that is not valid says so, in the server’s words', async () => {
      problems.expectConsole.push(failedRequest(400));
      await page.goto('/login/mot-de-passe?jeton=lien-invalide-0123456789');
      await page.getByLabel('Nouveau mot de passe').fill('une phrase assez longue pour passer');
      await page.getByLabel('Le même, une seconde fois').fill('une phrase assez longue pour passer');
      await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'Ce lien n’est plus valable (déjà utilisé, remplacé par un plus récent, ou expiré) : demandez-en un nouveau.',
      );
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('signs in and stores the session; a stored session: valid, invalid, or ended after inactivity', async ({
    page,
    request,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(401));

    await test.step('signs in: "Connexion en cours..." while sending, stores token, userId, username, opens /admin', async () => {
      await page.goto('/login');
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/auth/login', async (route) => {
        await held;
        await route.continue();
      });
      const answer = page.waitForResponse('**/api/auth/login');
      await signIn(page, ADMIN.password);
      await expect(page.getByRole('button', { name: 'Connexion en cours...' })).toBeDisabled();
      release();
      const body = (await (await answer).json()) as { token: string; _id: string; username: string };

      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      expect(await storedSession(page)).toEqual({ token: body.token, userId: body._id, username: 'admin' });
      expect(body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    });

    await test.step('a stored valid token goes straight to /admin', async () => {
      const verify = page.waitForRequest((r) => r.url().includes('/api/auth/verify'));
      await page.goto('/login');
      expect((await verify).url()).toMatch(/\/api\/auth\/verify\?_t=\d+$/);
      await expect(page).toHaveURL(/\/admin$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    });

    await test.step('a stored invalid token is cleared, the page says the session expired, and the form stays', async () => {
      await storeSession(page, { token: 'not-a-token', userId: 'someone', username: 'admin' });
      const verified = page.waitForResponse((r) => r.url().includes('/api/auth/verify'));
      await page.goto('/login');
      expect((await verified).status()).toBe(401);
      await expect.poll(() => storedSession(page)).toEqual({ token: null, userId: null, username: null });
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('button', { name: 'Se connecter' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Votre session a expiré, reconnectez-vous.',
      );
    });

    await test.step('a stored token whose session went unused too long is cleared, and the page says why', async () => {
      const login = await apiLogin(request);
      const { sid } = JSON.parse(Buffer.from(login.token.split('.')[1], 'base64url').toString()) as {
        sid: string;
      };
      await withDatabase((client) =>
        client.query(`UPDATE admin_session SET last_seen_at = now() - interval '31 minutes' WHERE id = $1`, [
          sid,
        ]),
      );
      await storeSession(page, { token: login.token, userId: login._id, username: login.username });
      await page.goto('/login');
      await expect(page.getByRole('main').getByRole('status')).toHaveText(
        'Votre session a pris fin après une période d’inactivité\u00a0: reconnectez-vous.',
      );
      await expect.poll(() => storedSession(page)).toEqual({ token: null, userId: null, username: null });
      // A failed attempt replaces the notice with its own message.
      await signIn(page, 'not-the-password');
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      await expect(page.locator('.login__notice')).toHaveCount(0);
    });
  });

  test('on a phone: no accessibility violations, before and after a failed attempt @mobile-only', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(401));
    await page.goto('/login');
    await expect(page.getByText(/^(Bonjour|Bon après-midi|Bonsoir)$/)).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await signIn(page, 'not-the-password');
    await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('Before the page script runs', () => {
  test.use({ javaScriptEnabled: false });

  test('no form can be sent natively (its fields would land in the address): each button waits', async ({
    page,
  }) => {
    for (const [path, name] of [
      ['/login', 'Se connecter'],
      ['/contact', 'Envoyer ma demande'],
    ]) {
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('button', { name })).toBeDisabled();
      await expect(
        page.getByTestId('site-footer').getByRole('button', { name: "S'inscrire" }),
      ).toBeDisabled();
    }
  });
});
