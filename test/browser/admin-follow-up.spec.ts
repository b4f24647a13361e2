import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  isGet,
  listParams,
  openAdmin,
  openSection,
  requestCount,
  seedContact,
} from '../support/browser/admin';
import { axeViolations, expect, failedRequest, test } from '../support/browser/fixtures';
import { uniqueDigits, uniqueTag } from '../support/browser/unique';

/**
 * The follow-up of each request in the back-office: the status changed from the list (a native
 * select styled as a chip), the detail's call-back time, notes and history, the dashboard's
 * call-backs and the statistics. Every request here carries the test's own tag; other tests
 * write to the same database meanwhile, so nothing assumes to be alone in a list.
 */

const searchbox = (page: Page) => page.getByRole('searchbox', { name: /Rechercher une demande/ });
const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /\sdemandes?$/ });
const chip = (page: Page, name: string) =>
  page.getByRole('combobox', { name: `Statut de la demande de ${name}`, exact: true });
const isPatch = (id: string) => (response: { request(): { method(): string }; url(): string }) =>
  response.request().method() === 'PATCH' && new URL(response.url()).pathname === `/api/contact/${id}`;

async function seedOne(request: APIRequestContext, first = 'Amira') {
  const tag = uniqueTag();
  const contact = {
    name: `${first} ${tag}`,
    phone: `+216 2${uniqueDigits(7)}`,
    service: 'Rhinoplastie',
    source: 'questionnaire' as const,
  };
  const id = await seedContact(request, contact);
  return { tag, id, ...contact };
}

/** Changes a request's follow-up through the API, as the back-office would. */
async function patchContact(request: APIRequestContext, id: string, data: Record<string, unknown>) {
  const { token } = await apiLogin(request);
  const response = await request.patch(`/api/contact/${id}`, {
    data,
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as { status: string; followUpAt: string | null };
}

async function readContact(request: APIRequestContext, id: string) {
  const { token } = await apiLogin(request);
  const response = await request.get(`/api/contact/${id}`, { headers: { Authorization: `Bearer ${token}` } });
  return (await response.json()) as { status: string; followUpAt: string | null };
}

/** The page never scrolls sideways: nothing is wider than the screen. */
const pageOverflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test.describe('Follow-up of the requests', () => {
  test('the dashboard’s call-backs, the status from the list, a refused change, the detail, the statistics', async ({
    page,
    request,
    problems,
  }) => {
    // The refused change below is answered 400 on purpose.
    problems.expectConsole.push(failedRequest(400));
    const late = await seedOne(request, 'Sami');
    const untimed = await seedOne(request, 'Nour');
    await patchContact(request, late.id, {
      status: 'a-rappeler',
      followUpAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
    });
    await patchContact(request, untimed.id, { status: 'a-rappeler' });
    const seeded = await seedOne(request);
    const refused = await seedOne(request, 'Karim');
    const detailed = await seedOne(request, 'Leïla');

    await test.step('the dashboard: counts by status and the call-backs, a late one marked « En retard »; its name opens it', async () => {
      const due = page.waitForResponse((r) => isGet('/api/contact')(r) && listParams(r.url()).due === '1');
      await openAdmin(page, request);
      expect(listParams((await due).url())).toMatchObject({ due: '1', limit: '100' });

      const counts = page.getByRole('list', { name: 'Demandes par statut' });
      await expect(counts.getByRole('listitem')).toHaveText([
        /^[\d\s]+Nouvelle$/,
        /^[\d\s]+À rappeler$/,
        /^[\d\s]+Rendez-vous fixé$/,
        /^[\d\s]+Traitée$/,
        /^[\d\s]+Sans suite$/,
      ]);
      const toCall = Number(
        (await page.getByTestId('status-count-a-rappeler').innerText()).replace(/\s/g, ''),
      );
      expect(toCall).toBeGreaterThanOrEqual(2);

      const callBacks = page.getByRole('region', { name: 'À rappeler' }).getByRole('listitem');
      const lateLine = callBacks.filter({ hasText: late.name });
      const untimedLine = callBacks.filter({ hasText: untimed.name });
      await expect(lateLine).toContainText('En retard');
      await expect(lateLine).toContainText('Rhinoplastie');
      await expect(lateLine.getByRole('link', { name: late.phone })).toHaveAttribute(
        'href',
        `tel:${late.phone.replace(/\s/g, '')}`,
      );
      // Not by colour alone: the words say it, in red.
      expect(await lateLine.getByText('En retard').evaluate((el) => getComputedStyle(el).color)).toBe(
        'rgb(163, 34, 34)',
      );
      await expect(untimedLine).toContainText('Sans heure fixée');
      await expect(untimedLine).not.toContainText('En retard');
      // The requests with no time come first.
      const names = await callBacks.allInnerTexts();
      const index = (name: string) => names.findIndex((text) => text.includes(name));
      expect(index(untimed.name)).toBeLessThan(index(late.name));
      expect(await axeViolations(page), 'dashboard').toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      await lateLine.getByRole('link', { name: new RegExp(`^${late.name}`) }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Demandes' })).toBeVisible();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('.contact-detail__name')).toHaveText(late.name);
      await expect(
        dialog.getByRole('combobox', { name: `Statut de la demande de ${late.name}` }),
      ).toHaveValue('a-rappeler');
      await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
    });

    await test.step('one tap on the chip changes it, on the server too; the filter sends ?status=', async () => {
      await searchbox(page).fill(seeded.tag);
      await expect(heading(page)).toHaveText(requestCount(1));
      const status = chip(page, seeded.name);
      await expect(status).toBeVisible();
      await expect(status).toHaveValue('nouvelle');
      expect((await status.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      expect(await axeViolations(page), 'list with chips').toEqual([]);

      const saved = page.waitForResponse(isPatch(seeded.id));
      await status.selectOption({ label: 'À rappeler' });
      await expect(status).toHaveValue('a-rappeler'); // at once, before the answer
      const response = await saved;
      expect(response.status()).toBe(200);
      expect(response.request().postDataJSON()).toEqual({ status: 'a-rappeler' });
      await expect(status).toHaveValue('a-rappeler');
      expect((await readContact(request, seeded.id)).status).toBe('a-rappeler');

      // The filter narrows the same search on the server.
      const filter = page.getByLabel('Statut', { exact: true });
      const filtered = page.waitForResponse(
        (r) => isGet('/api/contact')(r) && listParams(r.url()).status === 'a-rappeler',
      );
      await filter.selectOption({ label: 'À rappeler' });
      expect(listParams((await filtered).url())).toMatchObject({
        q: seeded.tag,
        status: 'a-rappeler',
        limit: '50',
      });
      await expect(heading(page)).toHaveText(requestCount(1));
      await expect(chip(page, seeded.name)).toBeVisible();

      await filter.selectOption({ label: 'Traitée' });
      await expect(page.getByText('Aucune demande trouvée')).toBeVisible();
      await expect(heading(page)).toHaveText(requestCount(0));

      await filter.selectOption({ label: 'Tous les statuts' });
      await expect(chip(page, seeded.name)).toHaveValue('a-rappeler');
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);
    });

    await test.step('a change the server refuses comes back, with a French error', async () => {
      await searchbox(page).fill(refused.tag);
      await expect(heading(page)).toHaveText(requestCount(1));
      await page.route(`**/api/contact/${refused.id}`, (route) =>
        route.request().method() === 'PATCH'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({
                success: false,
                message: 'Données invalides.',
                errors: { status: 'Statut inconnu\u00a0: choisissez un statut de la liste.' },
              }),
            })
          : route.continue(),
      );
      await chip(page, refused.name).selectOption({ label: 'Sans suite' });
      await expect(page.getByRole('alert')).toHaveText(
        `Erreur\u00a0: le statut de la demande de ${refused.name} n’a pas pu être changé. ` +
          'Statut inconnu\u00a0: choisissez un statut de la liste.',
      );
      await expect(chip(page, refused.name)).toHaveValue('nouvelle');
      expect((await readContact(request, refused.id)).status).toBe('nouvelle');
    });

    await test.step('the detail: status and call-back time in Tunis time, notes newest first, the history', async () => {
      await searchbox(page).fill(detailed.tag);
      await expect(heading(page)).toHaveText(requestCount(1));
      await page.getByRole('button', { name: `Voir ${detailed.name}` }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByText('Aucune note pour l’instant.')).toBeVisible();
      await expect(dialog.getByText('Aucun changement pour l’instant.')).toBeVisible();

      // The status, from the detail: the list behind follows.
      const statusSaved = page.waitForResponse(isPatch(detailed.id));
      await dialog
        .getByRole('combobox', { name: `Statut de la demande de ${detailed.name}` })
        .selectOption({ label: 'À rappeler' });
      expect((await statusSaved).status()).toBe(200);
      const history = dialog.getByRole('region', { name: 'Historique' }).getByRole('listitem');
      await expect(history.first()).toHaveText(
        /^Statut\u00a0: Nouvelle → À rappeler, le \d{1,2}(er)? \S+ \d{4} à \d{2}:\d{2}$/,
      );

      // The call-back time is typed in Tunis time (UTC+1) and stored as that instant.
      const year = new Date().getFullYear() + 1;
      await expect(dialog.getByText('Heure de Tunis (heure du cabinet)')).toBeVisible();
      await dialog.getByLabel('À rappeler le').fill(`${year}-03-02T09:30`);
      const timeSaved = page.waitForResponse(isPatch(detailed.id));
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      const timeResponse = await timeSaved;
      expect(timeResponse.request().postDataJSON()).toEqual({ followUpAt: `${year}-03-02T08:30:00.000Z` });
      expect(new Date((await readContact(request, detailed.id)).followUpAt!).toISOString()).toBe(
        `${year}-03-02T08:30:00.000Z`,
      );
      await expect(history).toHaveCount(2);
      await expect(history.first()).toHaveText(
        new RegExp(`^Date de rappel\u00a0: aucune → 2 mars ${year} à 09:30, le `),
      );
      await expect(dialog.getByLabel('À rappeler le')).toHaveValue(`${year}-03-02T09:30`);

      // Notes: the counter, then the newest first, dated.
      const note = dialog.getByLabel('Nouvelle note');
      await expect(dialog.getByRole('button', { name: 'Ajouter la note' })).toBeDisabled();
      await note.fill('Préfère être rappelée le matin.');
      await expect(dialog.getByText(/^31\u00a0\/\u00a02\s000 caractères$/)).toBeVisible();
      await dialog.getByRole('button', { name: 'Ajouter la note' }).click();
      const notes = dialog.getByRole('list', { name: /^Notes/ }).getByRole('listitem');
      await expect(notes).toHaveCount(1);
      await expect(note).toHaveValue('');
      await note.fill(`Rendez-vous proposé pour mars ${detailed.tag}`);
      await dialog.getByRole('button', { name: 'Ajouter la note' }).click();
      await expect(notes).toHaveCount(2);
      await expect(notes.first()).toContainText(`Rendez-vous proposé pour mars ${detailed.tag}`);
      await expect(notes.first()).toContainText(/Le \d{1,2}(er)? \S+ \d{4} à \d{2}:\d{2}/);
      await expect(notes.nth(1)).toContainText('Préfère être rappelée le matin.');
      expect(await axeViolations(page), 'detail').toEqual([]);

      // Opened again, the server gives the same notes and history.
      await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
      await expect(chip(page, detailed.name)).toHaveValue('a-rappeler');
      await page.getByRole('button', { name: `Voir ${detailed.name}` }).click();
      await expect(
        page
          .getByRole('dialog')
          .getByRole('list', { name: /^Notes/ })
          .getByRole('listitem'),
      ).toHaveCount(2);
      await expect(
        page.getByRole('dialog').getByRole('region', { name: 'Historique' }).getByRole('listitem'),
      ).toHaveCount(2);
      await page.keyboard.press('Escape');
    });

    await test.step('the statistics: charts by week, status, service and origin, each with its figures; 4 to 52 weeks', async () => {
      const first = page.waitForResponse((r) => isGet('/api/admin/stats')(r));
      await openSection(page, 'Statistiques');
      const response = await first;
      expect(listParams(response.url())).toEqual({ weeks: '12' });
      const stats = (await response.json()) as { total: number; weeks: { total: number }[] };
      expect(stats.total).toBeGreaterThanOrEqual(1);

      const weekly = page.getByRole('img', { name: /^Demandes par semaine, de la semaine du / });
      await expect(weekly).toBeVisible();
      await expect(weekly).toHaveAttribute(
        'aria-label',
        new RegExp(`${stats.total.toLocaleString('fr-FR')}\u00a0demandes? en tout`),
      );
      await expect(page.getByRole('img', { name: /^Demandes par statut\s: Nouvelle, / })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Demandes par service\s: / })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Demandes par origine\s: / })).toBeVisible();
      await expect(page.getByRole('img', { name: /^Part des demandes ayant abouti/ })).toBeVisible();
      await expect(page.getByTestId('stats-conversion')).toHaveText(/^\d+(,\d)?\u00a0%$/);

      // The weekly chart's figures: one row per week, totals as the server counted them.
      const weeklyCard = page.getByRole('region', { name: 'Demandes par semaine, par origine' });
      await weeklyCard.getByText('Voir les chiffres').click();
      const rows = weeklyCard.getByRole('table').locator('tbody tr');
      await expect(rows).toHaveCount(12);
      const totals = await rows.locator('td:last-child').allInnerTexts();
      expect(totals.map((t) => Number(t.replace(/\s/g, '')))).toEqual(stats.weeks.map((w) => w.total));
      for (const card of ['Par statut', 'Par service', 'Par origine']) {
        await page.getByRole('region', { name: card, exact: true }).getByText('Voir les chiffres').click();
      }
      expect(await axeViolations(page), 'statistics').toEqual([]);
      expect(await pageOverflow(page)).toBeLessThanOrEqual(0);

      for (const weeks of [4, 26, 52]) {
        const answer = page.waitForResponse(
          (r) => isGet('/api/admin/stats')(r) && listParams(r.url()).weeks === String(weeks),
        );
        await page.getByLabel('Période').selectOption({ label: `${weeks} semaines` });
        await answer;
        await expect(
          page.getByRole('heading', { level: 2, name: `Les ${weeks} dernières semaines` }),
        ).toBeVisible();
        const card = page.getByRole('region', { name: 'Demandes par semaine, par origine' });
        await card.getByText('Voir les chiffres').click();
        await expect(card.getByRole('table').locator('tbody tr')).toHaveCount(weeks);
        expect(await pageOverflow(page), `${weeks} semaines`).toBeLessThanOrEqual(0);
      }
    });
  });

  test('on a phone: chips large enough to tap; the dashboard, the list and the statistics fit the screen @mobile-only', async ({
    page,
    request,
  }) => {
    const seeded = await seedOne(request, 'Hela');
    await openAdmin(page, request);
    await expect(page.getByRole('list', { name: 'Demandes par statut' })).toBeVisible();
    expect(await pageOverflow(page), 'dashboard').toBeLessThanOrEqual(0);

    await openSection(page, 'Demandes');
    await searchbox(page).fill(seeded.tag);
    await expect(heading(page)).toHaveText(requestCount(1));
    const status = chip(page, seeded.name);
    await expect(status).toBeVisible();
    expect((await status.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await pageOverflow(page), 'list').toBeLessThanOrEqual(0);

    await openSection(page, 'Statistiques');
    const card = page.getByRole('region', { name: 'Demandes par semaine, par origine' });
    await card.getByText('Voir les chiffres').click();
    await expect(card.getByRole('table').locator('tbody tr')).toHaveCount(12);
    expect(await pageOverflow(page), '12 semaines').toBeLessThanOrEqual(0);
    await page.getByLabel('Période').selectOption({ label: '52 semaines' });
    await expect(page.getByRole('heading', { level: 2, name: 'Les 52 dernières semaines' })).toBeVisible();
    await card.getByText('Voir les chiffres').click();
    await expect(card.getByRole('table').locator('tbody tr')).toHaveCount(52);
    expect(await pageOverflow(page), '52 semaines').toBeLessThanOrEqual(0);
  });
});
