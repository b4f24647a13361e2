import type { Page } from '@playwright/test';
import { ADMIN, apiLogin, openMenuOnPhone, seedContact, storeSession } from '../support/browser/admin';
import { axeViolations, expect, failedRequest, test } from '../support/browser/fixtures';
import { uniqueDigits, uniqueTag } from '../support/browser/unique';

/**
 * The back-office's addresses: each section has its own, a request's detail too, the agenda's
 * week is in the query; they work cold (new tab, F5), with Back and Forward, and through the
 * sign-in. Then every screen on a phone, without a sideways scroll.
 */

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
const title = (page: Page) => page.getByRole('heading', { level: 1 });
const dialog = (page: Page) => page.getByRole('dialog');

/** Every screen of the back-office, by its address, and its header's title. */
const SCREENS: [string, string][] = [
  ['/admin', 'Dashboard'],
  ['/admin/demandes', 'Demandes'],
  ['/admin/agenda', 'Agenda'],
  ['/admin/statistiques', 'Statistiques'],
  ['/admin/abonnes', 'Newsletter'],
  ['/admin/journal', 'Journal'],
  ['/admin/droits', 'Droits des personnes'],
  ['/admin/compte', 'Sécurité'],
];

async function seedRequest(page: Page, request: Parameters<typeof seedContact>[0]) {
  const tag = uniqueTag();
  const name = `Adresse ${tag}`;
  const id = await seedContact(request, {
    name,
    phone: `+216 2${uniqueDigits(7)}`,
    email: `${tag}@exemple.tn`,
    service: 'Rhinoplastie',
    message: 'Bonjour, je souhaite être rappelée.',
  });
  return { tag, name, id };
}

test.describe('Back-office addresses', () => {
  test('deep links: through the sign-in, cold, F5, Back and Forward; the agenda’s week; an unknown section', async ({
    page,
    request,
    problems,
  }) => {
    // The unknown request below is answered 404 on purpose.
    problems.expectConsole.push(failedRequest(404));
    const { tag, name, id } = await seedRequest(page, request);

    await test.step('without a session, a request’s address goes to /login, then back to it once signed in', async () => {
      await page.goto(`/admin/demandes/${id}`);
      await expect(page).toHaveURL(/\/login$/);
      await page.getByLabel("Nom d'utilisateur").fill(ADMIN.username);
      await page.getByLabel('Mot de passe').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/demandes/${id}$`));
      await expect(title(page)).toHaveText('Demandes');
      await expect(dialog(page).locator('.contact-detail__name')).toHaveText(name);
    });

    await test.step('F5 keeps the detail open; « Fermer » closes it onto the list', async () => {
      await page.reload();
      await expect(dialog(page).locator('.contact-detail__name')).toHaveText(name);
      await expect(title(page)).toHaveText('Demandes');
      await dialog(page).getByRole('button', { name: 'Fermer', exact: true }).click();
      await expect(dialog(page)).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/demandes$/);
    });

    await test.step('opened from the list, the detail has its address; Back closes it, Forward opens it again', async () => {
      await page.getByRole('searchbox').fill(tag);
      await page.getByRole('button', { name: `Voir ${name}` }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/demandes/${id}$`));
      await expect(dialog(page).locator('.contact-detail__name')).toHaveText(name);
      await page.goBack();
      await expect(page).toHaveURL(/\/admin\/demandes$/);
      await expect(dialog(page)).toHaveCount(0);
      await page.goForward();
      await expect(dialog(page).locator('.contact-detail__name')).toHaveText(name);
      await dialog(page).getByRole('button', { name: 'Fermer', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/demandes$/);
    });

    await test.step('a request that does not exist says so, with the way back to the list', async () => {
      await page.goto('/admin/demandes/00000000-0000-4000-8000-000000000000');
      await expect(page.getByRole('alert')).toContainText('Cette demande est introuvable');
      await page.getByRole('link', { name: 'Retour à la liste' }).click();
      await expect(page).toHaveURL(/\/admin\/demandes$/);
    });

    await test.step('each section has its address, opened cold; Back and Forward move between them', async () => {
      for (const [path, heading] of SCREENS) {
        await page.goto(path);
        await expect(title(page)).toHaveText(heading);
        await expect(
          page
            .getByRole('navigation', { name: 'Menu de l’administration' })
            .getByRole('link', { name: heading, exact: true }),
        ).toHaveAttribute('aria-current', 'page');
      }
      const menu = page.getByRole('navigation', { name: 'Menu de l’administration' });
      await menu.getByRole('link', { name: 'Journal', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/journal$/);
      await menu.getByRole('link', { name: 'Statistiques', exact: true }).click();
      await expect(page).toHaveURL(/\/admin\/statistiques$/);
      await page.goBack();
      await expect(title(page)).toHaveText('Journal');
      await page.goForward();
      await expect(title(page)).toHaveText('Statistiques');
    });

    await test.step('the agenda opens the week of its address; another week changes it; a wrong one shows this week', async () => {
      await page.goto('/admin/agenda?semaine=2026-W48');
      await expect(page.getByRole('heading', { level: 2 })).toHaveText('Semaine du lundi 23 novembre 2026');
      await page.getByRole('button', { name: 'Semaine suivante' }).click();
      await expect(page).toHaveURL(/\/admin\/agenda\?semaine=2026-W49$/);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText('Semaine du lundi 30 novembre 2026');
      await page.reload();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText('Semaine du lundi 30 novembre 2026');

      await page.goto('/admin/agenda');
      const thisWeek = await page.getByRole('heading', { level: 2, name: /^Semaine du / }).innerText();
      await page.goto('/admin/agenda?semaine=pas-une-semaine');
      await expect(page.getByRole('heading', { level: 2, name: /^Semaine du / })).toHaveText(thisWeek);
    });

    await test.step('an unknown section says so in French, with a link to the dashboard', async () => {
      await page.goto('/admin/xyz');
      await expect(title(page)).toHaveText('Section introuvable');
      expect(await axeViolations(page), 'section introuvable').toEqual([]);
      await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
      await expect(page).toHaveURL(/\/admin$/);
      await expect(title(page)).toHaveText('Dashboard');
    });
  });

  test('on a phone, at 390 and 360 px: every screen fits the width, the detail too @mobile-only', async ({
    page,
    request,
  }) => {
    const { name, id } = await seedRequest(page, request);
    const login = await apiLogin(request);
    await storeSession(page, { token: login.token, userId: login._id, username: login.username });

    for (const width of [390, 360]) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        for (const [path, heading] of SCREENS) {
          await page.goto(path);
          await expect(title(page)).toHaveText(heading);
          // The lists and figures have arrived (or said they have none).
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
          await expect(page.locator('.admin-list-loading')).toHaveCount(0);
          expect(await overflow(page), `${path} at ${width} px`).toBeLessThanOrEqual(0);
          if (width === 390 && (path === '/admin' || path === '/admin/journal'))
            expect(await axeViolations(page), path).toEqual([]);
        }
        await page.goto(`/admin/demandes/${id}`);
        await expect(dialog(page).locator('.contact-detail__name')).toHaveText(name);
        expect(await overflow(page), `detail at ${width} px`).toBeLessThanOrEqual(0);

        // The menu is a drawer from the header: no column is kept for it.
        await page.goto('/admin/journal');
        await openMenuOnPhone(page);
        expect(await overflow(page), `drawer at ${width} px`).toBeLessThanOrEqual(0);
        await page.keyboard.press('Escape');
      });
    }
  });

  test('the booking page at 1280×800: the first free days show on arrival; the floating bar keeps off the steps', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/rendez-vous');
    const firstFree = page.locator('button.booking-day').first();
    await expect(firstFree).toBeVisible();
    const box = (await firstFree.boundingBox())!;
    expect(box.y + box.height, 'the first free day, without scrolling').toBeLessThanOrEqual(800);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Scrolled into the steps, the bar stays away from the days and times; at the page's end it comes.
    await page.mouse.wheel(0, 500);
    await expect(page.getByTestId('floating-bar')).toHaveAttribute('data-hidden', 'true');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByTestId('floating-bar')).toHaveAttribute('data-hidden', 'false');
  });
});
