import { openAdmin, openSection, readDownload, seedContact } from '../support/browser/admin';
import { withDatabase } from '../support/browser/database';
import { axeViolations, expect, failedRequest, test } from '../support/browser/fixtures';
import { uniqueDigits, uniqueTag } from '../support/browser/unique';

/**
 * The patients' rights and the journal, as the administrator uses them: find one person,
 * export, erase; then read what was done in « Journal ».
 */
test.describe('Admin: the patients’ rights and the journal', () => {
  test('finds one person by e-mail or phone, exports their data, erases it after confirming; the journal shows it', async ({
    page,
    request,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(400)); // the refused number
    const tag = uniqueTag();
    const email = `${tag}.droits@exemple.tn`;
    const phone = `+216 2${uniqueDigits(7)}`;
    await seedContact(request, { name: `Amira ${tag}`, email, phone, service: 'Botox', consent: true });
    await seedContact(request, { name: `Amira ${tag} bis`, email, phone, service: 'Rhinoplastie' });
    await withDatabase((db) => db.query('INSERT INTO newsletter_subscriber (email) VALUES ($1)', [email]));

    await openAdmin(page, request);
    await openSection(page, 'Droits des personnes');

    // A search that names nobody says so, in French.
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Indiquez une adresse e-mail ou un numéro de téléphone.',
    );
    await page.getByLabel('Adresse e-mail ou numéro de téléphone').fill('12');
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('alert')).toHaveText('Le numéro de téléphone compte au moins 8 chiffres.');

    await page.getByLabel('Adresse e-mail ou numéro de téléphone').fill(email.toUpperCase());
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('heading', { name: '2 demandes et 1 abonnement trouvés' })).toBeVisible();
    const requests = page.getByRole('list', { name: 'Demandes' }).getByRole('listitem');
    await expect(requests).toHaveCount(2);
    await expect(requests.filter({ hasText: 'consentement donné' })).toHaveCount(1);
    await expect(page.getByRole('list', { name: 'Abonnements à la newsletter' })).toContainText(email);
    expect(await axeViolations(page)).toEqual([]);

    // By phone too, however it is written.
    await page.getByLabel('Adresse e-mail ou numéro de téléphone').fill(phone.replace('+216 ', '00216'));
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('heading', { name: '2 demandes et 0 abonnement trouvés' })).toBeVisible();

    await page.getByLabel('Adresse e-mail ou numéro de téléphone').fill(email);
    await page.getByRole('button', { name: 'Rechercher' }).click();
    await expect(page.getByRole('heading', { name: '2 demandes et 1 abonnement trouvés' })).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter (JSON)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^donnees-personnelles-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse((await readDownload(download)).text) as {
      contacts: unknown[];
      subscriptions: unknown[];
    };
    expect([file.contacts.length, file.subscriptions.length]).toEqual([2, 1]);

    // Dismissing the confirmation erases nothing; accepting erases everything.
    page.once('dialog', (dialog) => void dialog.dismiss());
    await page.getByRole('button', { name: 'Tout effacer' }).click();
    await expect(page.getByRole('heading', { name: '2 demandes et 1 abonnement trouvés' })).toBeVisible();
    page.once('dialog', (dialog) => {
      expect(dialog.message()).toContain('irréversible');
      void dialog.accept();
    });
    await page.getByRole('button', { name: 'Tout effacer' }).click();
    await expect(page.getByRole('status')).toHaveText('Effacé\u00a0: 2\u00a0demandes et 1\u00a0abonnement.');
    const left = await withDatabase(async (db) => [
      (await db.query('SELECT id FROM contact_request WHERE lower(email) = $1', [email])).rowCount,
      (await db.query('SELECT id FROM newsletter_subscriber WHERE email = $1', [email])).rowCount,
    ]);
    expect(left).toEqual([0, 0]);

    await openSection(page, 'Journal');
    const table = page.getByRole('table', { name: /Journal des actions/ });
    for (const label of [
      'Données d’une personne effacées',
      'Données d’une personne exportées',
      'Données d’une personne consultées',
    ]) {
      await expect(
        table.getByRole('row').filter({ hasText: label }).filter({ hasText: 'Vous' }).first(),
      ).toBeVisible();
    }
    // Each entry says how (by e-mail, how many rows erased) and from which network, cut to its /24.
    const erased = table.getByRole('row').filter({ hasText: 'Données d’une personne effacées' }).first();
    await expect(erased).toContainText('Par e-mail, 2\u00a0demandes, 1\u00a0abonnement, 0\u00a0rendez-vous');
    await expect(erased.getByRole('cell').last()).toHaveText('127.0.0.0/24');
    await expect(table.getByRole('columnheader', { name: 'Réseau' })).toBeVisible();
    await expect(table).not.toContainText(email);
    await expect(table).not.toContainText('127.0.0.1');
    expect(await axeViolations(page)).toEqual([]);
  });
});
