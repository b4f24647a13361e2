import type { Page, Request } from '@playwright/test';
import { listParams, openAdmin, openSection, readDownload } from '../support/browser/admin';
import { deleteSubscribers, storedSubscribers, withDatabase } from '../support/browser/database';
import { expect, failedRequest, test } from '../support/browser/fixtures';
import { uniqueTag } from '../support/browser/unique';

/**
 * These tests insert their own rows in the database (with chosen sign-up dates) and remove
 * them afterwards.
 */
const searchbox = (page: Page) => page.getByRole('searchbox', { name: /Rechercher un abonné/ });
const results = (page: Page) => page.locator('section[aria-labelledby="newsletter-title"] [aria-busy]');

/** `{tag}-{n}@exemple.tn` for n = 1…count, each subscribed a minute before the one before. */
function insertSubscribers(tag: string, count: number) {
  return withDatabase((db) =>
    db.query(
      `INSERT INTO newsletter_subscriber (email, subscribed_at)
       SELECT $1::text || '-' || i || '@exemple.tn', now() - i * interval '1 minute'
         FROM generate_series(1, $2::int) AS i`,
      [tag, count],
    ),
  );
}

test.describe('Newsletter section', () => {
  test('lists, searches, pages by 50, exports, and unsubscribes after asking', async ({
    page,
    request,
    problems,
  }) => {
    // The failed unsubscribe below is answered 500 on purpose.
    problems.expectConsole.push(failedRequest(500));
    const tags = { list: uniqueTag(), pages: uniqueTag(), csv: uniqueTag(), one: uniqueTag() };
    const emails = [
      `${tags.list}-un@exemple.tn`,
      `${tags.list}-deux@exemple.tn`,
      `${tags.list}-trois@exemple.org`,
    ];
    await withDatabase((db) =>
      db.query(
        `INSERT INTO newsletter_subscriber (email, subscribed_at)
         VALUES ($1, '2025-02-01T10:00:00+01:00'), ($2, '2025-02-14T23:30:00+01:00'), ($3, '2025-03-03T09:00:00+01:00')`,
        emails,
      ),
    );
    await insertSubscribers(tags.pages, 55);
    await insertSubscribers(tags.csv, 52);
    await withDatabase((db) =>
      db.query(
        `INSERT INTO newsletter_subscriber (email, subscribed_at) VALUES ($1, '2025-02-14T23:30:00+01:00')`,
        [`${tags.csv}-ancien@exemple.tn`],
      ),
    );
    const desabo = `${tags.one}-desabo@exemple.tn`;
    const echec = `${tags.one}-echec@exemple.tn`;
    await withDatabase((db) =>
      db.query('INSERT INTO newsletter_subscriber (email) VALUES ($1), ($2)', [desabo, echec]),
    );
    try {
      await openAdmin(page, request);
      await openSection(page, 'Newsletter');

      await test.step('lists subscribers with their fr-FR date and "Actif", searches by email, each with a Désabonner button', async () => {
        await expect(page.getByRole('heading', { level: 2, name: 'Les abonnés Newsletter' })).toBeVisible();
        await expect(searchbox(page)).toHaveAttribute('placeholder', 'Rechercher par email...');
        // The first page: at most 50 rows, and how many there are in all.
        await expect(page.getByText(/^\d+ affichés? sur [\d\u202f]+$/)).toBeVisible();
        expect(await page.getByRole('table').getByRole('row').count()).toBeLessThanOrEqual(51);
        await expect(page.getByRole('columnheader')).toHaveText([
          'Email',
          "Date d'inscription",
          'Statut',
          'Actions',
        ]);
        const rows = page.getByRole('row').filter({ hasText: tags.list });

        await searchbox(page).fill(tags.list.toUpperCase());
        await expect(rows).toHaveCount(3);
        await expect(page.getByText('3 affichés sur 3')).toBeVisible();
        // Newest first.
        await expect(rows.locator('td:first-child')).toHaveText([emails[2], emails[1], emails[0]]);
        const first = rows.filter({ hasText: emails[1] });
        await expect(first).toContainText('14/02/2025');
        await expect(first).toContainText('Actif');
        await expect(rows.filter({ hasText: emails[0] })).toContainText('01/02/2025');

        await searchbox(page).fill(`${tags.list}-DEUX@`);
        await expect(rows).toHaveCount(1);
        await searchbox(page).fill(`${tags.list}-trois@exemple.ORG`);
        await expect(rows).toHaveCount(1);
        await expect(page.getByText('1 affiché sur 1')).toBeVisible();
        await expect(rows.getByRole('button', { name: /^Désabonner/ })).toBeEnabled();

        await searchbox(page).fill(`${tags.list}-personne`);
        await expect(page.getByText('Aucun abonné trouvé')).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        await expect(page.getByRole('button', { name: 'Exporter (CSV)' })).toBeDisabled();
      });

      await test.step('« Afficher plus » loads the next 50 after the last row; Désabonner takes the row out', async () => {
        const sent: string[] = [];
        const watch = (r: Request) => {
          if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/newsletter') sent.push(r.url());
        };
        page.on('request', watch);
        await searchbox(page).fill(tags.pages);
        const rows = page.getByRole('table').getByRole('row');
        await expect(page.getByText('50 affichés sur 55')).toBeVisible();
        await expect(rows).toHaveCount(51);
        await expect(rows.nth(50)).toContainText(`${tags.pages}-50@exemple.tn`);
        await expect(results(page)).toHaveAttribute('aria-busy', 'false');

        await page.getByRole('button', { name: 'Afficher plus' }).click();
        await expect(page.getByText('55 affichés sur 55')).toBeVisible();
        await expect(rows).toHaveCount(56);
        await expect(rows.locator('td:first-child')).toHaveText(
          Array.from({ length: 55 }, (_, i) => `${tags.pages}-${i + 1}@exemple.tn`),
        );
        await expect(page.getByRole('button', { name: 'Afficher plus' })).toHaveCount(0);
        const more = listParams(sent.at(-1)!);
        expect(more).toMatchObject({ limit: '50', q: tags.pages });
        expect(more.before).toMatch(/^[0-9a-f-]{36}$/);

        // Unsubscribing takes the row out of the list and the count, without reading the list again.
        sent.length = 0;
        const messages: string[] = [];
        page.once('dialog', (dialog) => {
          messages.push(dialog.message());
          void dialog.accept();
        });
        const removed = page.waitForResponse((r) => r.request().method() === 'DELETE');
        await rows
          .filter({ hasText: `${tags.pages}-7@exemple.tn` })
          .getByRole('button', { name: /^Désabonner/ })
          .click();
        expect((await removed).status()).toBe(200);
        expect(messages).toEqual(['Êtes-vous sûr de vouloir désabonner cette adresse\u00a0?']);
        await expect(page.getByText('54 affichés sur 54')).toBeVisible();
        await expect(page.getByRole('row').filter({ hasText: `${tags.pages}-7@exemple.tn` })).toHaveCount(0);
        await page.waitForTimeout(300);
        // Only the counts (`limit=1`) are asked anew, as after every change in the back-office.
        expect(sent.filter((url) => new URL(url).search !== '?limit=1')).toEqual([]);
        page.off('request', watch);
        const left = await withDatabase((db) =>
          db.query(`SELECT count(*)::int AS n FROM newsletter_subscriber WHERE email LIKE $1`, [
            `${tags.pages}-%`,
          ]),
        );
        expect(left.rows[0].n).toBe(54);
      });

      await test.step('« Exporter (CSV) » downloads the server’s file of every address matching the search', async () => {
        await searchbox(page).fill(tags.csv);
        await expect(page.getByText('50 affichés sur 53')).toBeVisible();

        const exported = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/newsletter/export');
        const [download] = await Promise.all([
          page.waitForEvent('download'),
          page.getByRole('button', { name: 'Exporter (CSV)' }).click(),
        ]);
        const sent = await exported;
        expect(listParams(sent.url())).toEqual({ q: tags.csv });
        expect(sent.headers().authorization).toMatch(/^Bearer /);
        expect(download.suggestedFilename()).toMatch(/^abonnes-\d{4}-\d{2}-\d{2}\.csv$/);
        const { bytes, lines } = await readDownload(download);
        expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
        expect(lines[0]).toBe(`"E-mail";"Date d'inscription";"Version de la notice"`);
        // All 53, not the 50 shown: newest first, the oldest with its date in Tunis time.
        expect(lines).toHaveLength(1 + 53 + 1);
        expect(lines.slice(1, 53).map((line) => line.split(';')[0])).toEqual(
          Array.from({ length: 52 }, (_, i) => `"${tags.csv}-${i + 1}@exemple.tn"`),
        );
        expect(lines[53]).toBe(`"${tags.csv}-ancien@exemple.tn";"14/02/2025 23:30";""`);
        expect(lines[54]).toBe('');
      });

      await test.step('Désabonner asks first: dismiss keeps the address, accept removes it from the list and the database', async () => {
        await searchbox(page).fill(desabo);
        // The server's answer to this search is shown (the search is sent after a short pause).
        await expect(page.getByText('1 affiché sur 1')).toBeVisible();
        const row = page.getByRole('row').filter({ hasText: desabo });
        await expect(row).toContainText('Actif');
        const unsubscribe = row.getByRole('button', { name: /^Désabonner/ });

        const deletes: string[] = [];
        page.on('request', (r) => {
          if (r.method() === 'DELETE') deletes.push(new URL(r.url()).pathname);
        });
        const messages: string[] = [];
        page.once('dialog', (dialog) => {
          messages.push(dialog.message());
          void dialog.dismiss();
        });
        await unsubscribe.click();
        await expect
          .poll(() => messages)
          .toEqual(['Êtes-vous sûr de vouloir désabonner cette adresse\u00a0?']);
        await expect(row).toHaveCount(1);
        expect(deletes).toEqual([]);
        expect(await storedSubscribers(desabo)).toHaveLength(1);

        page.once('dialog', (dialog) => void dialog.accept());
        const [removed] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === 'DELETE'),
          unsubscribe.click(),
        ]);
        expect(removed.status()).toBe(200);
        expect(new URL(removed.url()).pathname).toMatch(/^\/api\/newsletter\/[0-9a-f-]{36}$/);
        await expect(row).toHaveCount(0);
        await expect(page.getByText('Aucun abonné trouvé')).toBeVisible();
        expect(await storedSubscribers(desabo)).toHaveLength(0);
      });

      await test.step('a failed unsubscribe says so in French and keeps the row', async () => {
        await searchbox(page).fill(echec);
        await expect(page.getByText('1 affiché sur 1')).toBeVisible();
        await page.route('**/api/newsletter/*', (route) =>
          route.request().method() === 'DELETE'
            ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
            : route.fallback(),
        );
        page.once('dialog', (dialog) => void dialog.accept());
        const row = page.getByRole('row').filter({ hasText: echec });
        await row.getByRole('button', { name: /^Désabonner/ }).click();
        await expect(page.getByRole('alert')).toContainText(
          'Erreur : le désabonnement a échoué. Veuillez réessayer.',
        );
        await expect(row).toHaveCount(1);
      });
    } finally {
      for (const tag of Object.values(tags)) await deleteSubscribers(tag);
    }
  });
});
