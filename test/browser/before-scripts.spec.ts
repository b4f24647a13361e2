import { Page } from '@playwright/test';
import { ADMIN } from '../support/browser/admin';
import { storedRequest } from '../support/browser/database';
import { expect, test } from '../support/browser/fixtures';
import { consentBox, footerHydrated, hydrated, openFresh } from '../support/browser/pages';
import { uniqueName } from '../support/browser/unique';

/**
 * The page is on screen, prerendered, before its scripts start (up to 2.5 s after the first
 * paint, more on a slow phone). What a visitor does in that time must not be lost: what they
 * typed stays in the fields, and a button they pressed is pressed again, once, when its code has
 * arrived. Here the scripts are held back (every /assets/….js request waits) until the test
 * lets them go: the page is then exactly the prerendered HTML, for as long as the test needs.
 */
const SCRIPTS = /\/assets\/.+\.js(\?.*)?$/;
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.unroute(SCRIPTS); // the hold of a page opened before in this tab
  await page.route(SCRIPTS, async (route) => {
    await released;
    await route.continue().catch(() => undefined); // the page may be gone by then
  });
  return release;
}

/**
 * Opens `path` with its scripts held back, as a first load of the session (as `hydrated`
 * expects); resolves once the HTML is parsed.
 */
async function openHeld(page: Page, path: string): Promise<() => void> {
  const release = await holdScripts(page);
  await openFresh(page, path, { waitUntil: 'domcontentloaded' });
  return release;
}

/** Whether React has started on the page (it marks the root it renders into). */
const reactStarted = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer$')),
  );

/** Lets the tasks already queued by the page run (a timer set by an effect, say) before reading it. */
const settle = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => setTimeout(resolve)))),
  );

async function fillContact(page: Page, name: string) {
  await page.getByLabel('Nom complet *').fill(name);
  await page.getByLabel('Adresse e-mail *').fill('avant.scripts@example.tn');
  await page.getByLabel('Téléphone *').fill('+216 20 123 456');
  await page.getByLabel('Service souhaité *').selectOption('Liposuccion');
  await page.getByLabel('Message (optionnel)').fill('Écrit avant le chargement des scripts.');
  await consentBox(page).check();
}

async function expectContactKept(page: Page, name: string) {
  await expect(page.getByLabel('Nom complet *')).toHaveValue(name);
  await expect(page.getByLabel('Adresse e-mail *')).toHaveValue('avant.scripts@example.tn');
  await expect(page.getByLabel('Téléphone *')).toHaveValue('+216 20 123 456');
  await expect(page.getByLabel('Service souhaité *')).toHaveValue('Liposuccion');
  await expect(page.getByLabel('Message (optionnel)')).toHaveValue('Écrit avant le chargement des scripts.');
  await expect(consentBox(page)).toBeChecked();
}

/** Sends the contact form and checks that what was typed is what the server stored. */
async function sendContact(page: Page, name: string) {
  const send = page.getByRole('button', { name: 'Envoyer ma demande' });
  const [request] = await Promise.all([
    page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST'),
    send.click(),
  ]);
  expect(request.postDataJSON()).toMatchObject({
    name,
    email: 'avant.scripts@example.tn',
    phone: '+216 20 123 456',
    service: 'Liposuccion',
    message: 'Écrit avant le chargement des scripts.',
    consent: true, // ticked before the scripts ran, and kept
  });
  await expect(page.getByTestId('contact-success')).toBeVisible();
  expect(await storedRequest(name)).toMatchObject({ name, service: 'Liposuccion' });
}

/** The copy-link fallback of « Partager », with the number of copies counted. */
async function countCopies(page: Page, baseURL: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    delete (Navigator.prototype as Partial<Navigator>).share;
    const counted = window as unknown as { copies: number };
    counted.copies = 0;
    const writeText = Clipboard.prototype.writeText;
    Clipboard.prototype.writeText = function (text: string) {
      counted.copies += 1;
      return writeText.call(this, text);
    };
  });
}
const copies = (page: Page) => page.evaluate(() => (window as unknown as { copies: number }).copies);

const ARTICLE = '/blog/injections-botox-rides-expression';
const COPIED = 'Lien copié dans le presse-papiers !';

test.describe('Before the scripts start', () => {
  // The replay of what the visitor did does not depend on the width: desktop project, but for
  // the phone's menu below.
  test('what is typed is kept and sent; a press is replayed once its code is there, and only a press', async ({
    page,
    baseURL,
  }) => {
    await test.step('every field typed into on /contact keeps its value through hydration, and is sent', async () => {
      const release = await openHeld(page, '/contact');
      const name = uniqueName('Avant Scripts');
      await fillContact(page, name);
      expect(await reactStarted(page)).toBe(false);

      release();
      await hydrated(page);
      // Enabled by the render that follows hydration: the one that used to empty the fields.
      await expect(page.getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled();
      await expectContactKept(page, name);
      await sendContact(page, name);
    });

    await test.step('a questionnaire choice pressed at /#questionnaire moves it one step, once its code is there', async () => {
      const release = await openHeld(page, '/#questionnaire');
      const q = page.getByTestId('questionnaire');
      await q.locator('.q-first__list').getByRole('button', { name: 'Visage', exact: true }).click();
      expect(await reactStarted(page)).toBe(false);
      await expect(q).toHaveAttribute('data-step', 'step-1');

      release();
      await hydrated(page);
      await expect(q).toHaveAttribute('data-step', 'step-visage');
      await expect(q.locator('.q__stage')).toHaveAttribute('data-phase', 'idle');
      await expect(q.locator('.q__progress')).toHaveText('Étape 2');
      await settle(page);
      await expect(q).toHaveAttribute('data-step', 'step-visage');
      // One answer recorded: going back once returns to the first step.
      await q.getByRole('button', { name: "Revenir à l'étape précédente" }).click();
      await expect(q).toHaveAttribute('data-step', 'step-1');
      await expect(q.locator('.q__progress')).toHaveText('Étape 1');
    });

    await test.step('the hero’s pause button pressed early pauses the motion once the scripts run', async () => {
      const release = await openHeld(page, '/');
      const pause = page.getByTestId('hero').getByRole('button', { name: 'Mettre les animations en pause' });
      await pause.click();
      expect(await reactStarted(page)).toBe(false);

      release();
      await hydrated(page);
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
      await settle(page);
      await expect(pause).toHaveAttribute('aria-pressed', 'true'); // not pressed a second time
    });

    await test.step('a press followed by something else (a key, another click) is not replayed', async () => {
      const release = await openHeld(page, '/');
      const pause = page.getByTestId('hero').getByRole('button', { name: 'Mettre les animations en pause' });
      await pause.click();
      await page.keyboard.press('Escape');
      release();
      await hydrated(page);
      await settle(page);
      await expect(pause).toHaveAttribute('aria-pressed', 'false');

      const again = await openHeld(page, '/');
      await pause.click();
      await page.mouse.click(5, 200); // on the hero, away from its links and buttons
      again();
      await hydrated(page);
      await settle(page);
      await expect(pause).toHaveAttribute('aria-pressed', 'false');
      // The page answers presses as usual.
      await pause.click();
      await expect(pause).toHaveAttribute('aria-pressed', 'true');
    });

    await test.step('the sign-in fields and the newsletter address typed early are kept and sent', async () => {
      let release = await openHeld(page, '/login');
      await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
      await page.getByLabel('Mot de passe').fill(ADMIN.password);
      release();
      await hydrated(page);
      const signIn = page.getByRole('button', { name: 'Se connecter' });
      await expect(signIn).toBeEnabled();
      await expect(page.getByLabel("Nom d'utilisateur")).toHaveValue(ADMIN.username);
      const [login] = await Promise.all([page.waitForRequest('**/api/auth/login'), signIn.click()]);
      expect(login.postDataJSON()).toEqual({ username: ADMIN.username, password: ADMIN.password });
      await expect(page).toHaveURL(/\/admin$/);

      release = await openHeld(page, '/apropos');
      const footer = page.getByTestId('site-footer');
      const address = `avant.scripts.${Date.now().toString(36)}@example.com`;
      await footer.getByLabel('Votre adresse e-mail').fill(address);
      release();
      await hydrated(page);
      await footerHydrated(page);
      await expect(footer.getByLabel('Votre adresse e-mail')).toHaveValue(address);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST'),
        footer.getByRole('button', { name: "S'inscrire" }).click(),
      ]);
      expect(response.request().postDataJSON()).toMatchObject({ email: address });
      await expect(footer.getByRole('status')).toHaveText('Merci ! Votre inscription est enregistrée.');
    });

    await test.step('« Partager » pressed on an article copies its address once the scripts run, once', async () => {
      // Last: from here on, every page of this tab counts its copies and has no native sharing.
      await countCopies(page, baseURL!);
      const release = await openHeld(page, ARTICLE);
      await page.getByRole('button', { name: 'Partager' }).click();
      expect(await reactStarted(page)).toBe(false);

      release();
      await hydrated(page);
      await expect(page.getByRole('main').getByRole('status')).toHaveText(COPIED);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${baseURL}${ARTICLE}`);
      await settle(page);
      expect(await copies(page)).toBe(1);
    });
  });
});

/**
 * A mid-range phone on a slow mobile network, without a cache: 4× slower processor, 750 kbit/s,
 * 300 ms latency.
 */
async function slowPhone(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 300,
    downloadThroughput: (750 * 1024) / 8,
    uploadThroughput: (250 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  // Nothing from an earlier page of the tab: every byte comes over the slow network.
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
}

// Whether the visitor is faster than the scripts or not, the outcome is the same: these tests do
// not depend on which comes first (on this profile, the visitor does).
test.describe('On a phone', () => {
  test('the menu pressed early opens once the scripts run; on a slow phone, the forms are used as soon as they show @mobile-only', async ({
    page,
  }) => {
    await test.step('the menu button pressed early opens the menu once the scripts run', async () => {
      const release = await openHeld(page, '/apropos');
      const burger = page.getByRole('button', { name: 'Ouvrir le menu' });
      await burger.click();
      expect(await reactStarted(page)).toBe(false);

      release();
      await hydrated(page);
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
      await expect(burger).toHaveAttribute('aria-expanded', 'true');
      await page.unroute(SCRIPTS);
    });

    await slowPhone(page);

    await test.step('on a slow phone the contact form is filled as soon as it shows, and everything typed is sent', async () => {
      await openFresh(page, '/contact', { waitUntil: 'domcontentloaded' });
      const name = uniqueName('Téléphone Lent');
      await fillContact(page, name);
      await hydrated(page);
      await expect(page.getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled();
      await expectContactKept(page, name);
      await sendContact(page, name);
    });

    await test.step('on a slow phone a questionnaire choice pressed as soon as it shows moves it one step', async () => {
      await openFresh(page, '/#questionnaire', { waitUntil: 'domcontentloaded' });
      const q = page.getByTestId('questionnaire');
      await q.locator('.q-first__list').getByRole('button', { name: 'Peau', exact: true }).click();
      await hydrated(page);
      await expect(q).toHaveAttribute('data-step', 'step-peau');
      await expect(q.locator('.q__stage')).toHaveAttribute('data-phase', 'idle');
      await expect(q.locator('.q__progress')).toHaveText('Étape 2');
    });
  });
});
