import * as argon2 from 'argon2';
import type { Page } from '@playwright/test';
import { openMenuOnPhone, openSection, readDownload } from '../support/browser/admin';
import { withDatabase } from '../support/browser/database';
import { axeViolations, expect, failedRequest, test } from '../support/browser/fixtures';
import { uniqueTag } from '../support/browser/unique';
import { totpCode } from '../support/totp-codes';

/**
 * An account of its own: the other tests run in parallel and sign in as the shared
 * administrator with the password alone, which this test's second factor would break.
 */
async function createAccount(): Promise<{ username: string; password: string }> {
  const account = { username: `securite-${uniqueTag().toLowerCase()}`, password: 'second-factor-test-pass' };
  const hash = await argon2.hash(account.password, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2 });
  await withDatabase((client) =>
    client.query('INSERT INTO admin_user (username, password_hash) VALUES ($1, $2)', [
      account.username,
      hash,
    ]),
  );
  return account;
}

async function signInWithPassword(page: Page, account: { username: string; password: string }) {
  await page.goto('/login');
  await page.getByLabel("Nom d'utilisateur").fill(account.username);
  await page.getByLabel('Mot de passe').fill(account.password);
  // A click waits for the button, enabled once the page is hydrated.
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/**
 * How far the page is wider than the screen, in pixels (0 or less: it fits). On a phone a wider
 * page is zoomed out, its text hard to read and its buttons off their place.
 */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menu de l’administration' });

test.describe('« Sécurité »: the administrator’s second factor', () => {
  test('enrol with the QR code’s secret, keep the recovery codes, sign out, sign in with password and code @mobile', async ({
    page,
    baseURL,
    problems,
  }) => {
    // The wrong code below is answered 401 on purpose.
    problems.expectConsole.push(failedRequest(401));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    const account = await createAccount();

    await signInWithPassword(page, account);
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await openSection(page, 'Sécurité');
    await expect(page.getByRole('heading', { level: 1, name: 'Sécurité' })).toBeVisible();
    await expect(page.getByText('Désactivée : le mot de passe suffit pour se connecter.')).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    // A wrong password is refused in French, and the session stays open.
    const password = page.getByLabel('Mot de passe');
    await password.fill('pas-le-bon-mot-de-passe');
    await password.press('Enter');
    await expect(page.getByRole('alert')).toHaveText('Mot de passe incorrect.');
    await expect(page).toHaveURL(/\/admin\/compte$/);

    await password.fill(account.password);
    await page.getByRole('button', { name: 'Continuer' }).click();
    const qr = page.getByRole('img', { name: /QR code du compte/ });
    await expect(qr).toBeVisible();
    // Drawn from our server's SVG as an image: no markup of it in the page.
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    await expect(page.locator('svg[shape-rendering]')).toHaveCount(0);
    expect(await qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await expect(page.getByRole('heading', { name: 'Ajoutez le compte à votre application' })).toBeFocused();
    const secret = ((await page.locator('.security__secret code').textContent()) ?? '').replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await axeViolations(page)).toEqual([]);

    const code = page.getByLabel('Code à 6 chiffres affiché par l’application');
    await expect(code).toHaveAttribute('inputmode', 'numeric');
    await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await code.fill(await totpCode(secret, -1));
    await code.press('Enter');

    const codes = page.getByRole('list', { name: 'Codes de secours' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    for (const recovery of recoveryCodes) expect(recovery).toMatch(/^[0-9A-Z]{4}(-[0-9A-Z]{4}){3}$/);
    await expect(page.getByRole('heading', { name: 'Double authentification activée' })).toBeFocused();
    // The codes fit the screen: on a phone, a wider page would be zoomed out and hard to read.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Copier' }).click();
    await expect(page.getByRole('status')).toHaveText('Codes copiés dans le presse-papiers.');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const recovery of recoveryCodes) expect(copied).toContain(recovery);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Télécharger' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('codes-de-secours.txt');
    const { text } = await readDownload(download);
    for (const recovery of recoveryCodes) expect(text).toContain(recovery);

    await page.getByRole('button', { name: 'J’ai conservé mes codes' }).click();
    await expect(page.getByText(/^Activée : la connexion demande/)).toBeVisible();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expect(page.getByText('Il vous reste 10 codes de secours.')).toBeVisible();
    const [row] = await withDatabase((client) =>
      client.query<{ enabled: boolean }>(
        'SELECT mfa_enabled_at IS NOT NULL AS enabled FROM admin_user WHERE username = $1',
        [account.username],
      ),
    ).then((result) => result.rows);
    expect(row.enabled).toBe(true);

    // Signed out, then in again: the password, then the code.
    await openMenuOnPhone(page);
    await sidebar(page).getByRole('button', { name: 'Déconnexion' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await signInWithPassword(page, account);
    const appCode = page.getByLabel('Code de vérification');
    await expect(appCode).toBeFocused();
    await expect(appCode).toHaveAttribute('inputmode', 'numeric');
    await expect(appCode).toHaveAttribute('autocomplete', 'one-time-code');

    await appCode.fill('000000' === (await totpCode(secret)) ? '111111' : '000000');
    await appCode.press('Enter');
    await expect(page.locator('.login').getByRole('alert')).toHaveText('Code invalide.');
    expect(await axeViolations(page)).toEqual([]);
    await appCode.fill(await totpCode(secret));
    await appCode.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await expect(page).toHaveURL(/\/admin$/);

    // And with a recovery code, reached by the keyboard.
    await openMenuOnPhone(page);
    await sidebar(page).getByRole('button', { name: 'Déconnexion' }).click();
    await signInWithPassword(page, account);
    await page.getByLabel('Code de vérification').waitFor();
    const useRecovery = page.getByRole('button', { name: 'Utiliser un code de secours' });
    await useRecovery.focus();
    await page.keyboard.press('Enter');
    const recoveryField = page.getByLabel('Code de secours');
    await expect(recoveryField).toBeFocused();
    await recoveryField.fill(recoveryCodes[0].toLowerCase());
    await recoveryField.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();

    // Turned off again from « Sécurité », with the password and a recovery code.
    await openSection(page, 'Sécurité');
    await expect(page.getByText('Il vous reste 9 codes de secours.')).toBeVisible();
    await page.getByLabel('Mot de passe').fill(account.password);
    await page.getByLabel('Code de l’application ou code de secours').fill(recoveryCodes[1]);
    await page.getByRole('button', { name: 'Désactiver' }).click();
    await expect(page.getByText('Désactivée : le mot de passe suffit pour se connecter.')).toBeVisible();
    // The page keeps working with the new token the server gave.
    await page.reload();
    await openSection(page, 'Sécurité');
    await expect(page.getByText('Désactivée : le mot de passe suffit pour se connecter.')).toBeVisible();
  });
});
