import type { APIRequestContext, Page, Request } from '@playwright/test';
import {
  apiLogin,
  isGet,
  listParams,
  openAdmin,
  openSection,
  readDownload,
  requestCount,
  seedContact,
  totalOf,
} from '../support/browser/admin';
import { deleteContacts, insertContacts } from '../support/browser/database';
import { expect, failedRequest, test } from '../support/browser/fixtures';
import { uniqueDigits, uniqueTag } from '../support/browser/unique';

const CONFIRM = 'Êtes-vous sûr de vouloir supprimer cette demande\u00a0?';
const DELETE_FAILED = 'Erreur\u00a0: la demande n’a pas pu être supprimée. Veuillez réessayer.';

/**
 * Three requests of this test only (the tag is in every name), stored through the public API
 * in both shapes the site sends: the questionnaire's and the contact page's.
 */
async function seedThree(request: APIRequestContext) {
  const tag = uniqueTag();
  const digits = { a: uniqueDigits(7), b: uniqueDigits(7), c: uniqueDigits(7) };
  const a = {
    name: `Amira ${tag}a`,
    phone: `+216 2${digits.a}`,
    service: 'Acide Hyaluronique',
    message: `Rappel ${tag}msg le matin\nde préférence`,
    selections: { 'step-1': 'Visage', 'step-visage': 'Lèvres', 'step-levres': 'Volume' },
    consent: true as const,
  };
  const b = {
    name: `Karim ${tag}b`,
    email: `${tag}.karim@exemple.tn`,
    phone: `+216 9${digits.b}`,
    service: 'Traitement des Ongles',
    message: '',
    selections: {},
  };
  const c = {
    name: `Sami ${tag}c`,
    phone: `+216 5${digits.c}`,
    service: 'Botox',
    selections: { 'step-1': 'Regard', 'step-regard': 'Cernes' },
  };
  // Oldest first: the list shows the newest first (c, b, a).
  const ids = {
    a: await seedContact(request, a),
    b: await seedContact(request, b),
    c: await seedContact(request, c),
  };
  return { tag, digits, a, b, c, ids };
}

const searchbox = (page: Page) => page.getByRole('searchbox', { name: /Rechercher une demande/ });

async function openContacts(page: Page, request: APIRequestContext, query: string) {
  const opened = await openAdmin(page, request);
  await openSection(page, 'Demandes');
  await searchbox(page).fill(query);
  return opened;
}

const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /\sdemandes?$/ });
const isWide = (page: Page) => page.viewportSize()!.width >= 768;
/** One contact on screen: a table row when wide, a card when narrow. */
const entry = (page: Page, name: string) =>
  isWide(page)
    ? page.getByRole('row').filter({ hasText: name })
    : page.getByRole('list', { name: 'Demandes' }).getByRole('listitem').filter({ hasText: name });
/** The contacts shown, as the names of the table's rows (wide screens). */
const shownNames = (page: Page) =>
  page.getByRole('table').getByRole('row').locator('td:first-child').allInnerTexts();
/** The wrapper of the results, busy while a search is on its way. */
const results = (page: Page) => page.locator('section[aria-labelledby="contacts-title"] [aria-busy]');
/** The contact list requests the page sends from now on. */
function listRequests(page: Page): Request[] {
  const sent: Request[] = [];
  page.on('request', (r) => {
    if (r.method() === 'GET' && new URL(r.url()).pathname === '/api/contact') sent.push(r);
  });
  return sent;
}

/** Types the query and checks that the count shown is `count` within a second of the last key. */
async function expectCountAfterTyping(page: Page, query: string, count: number) {
  await searchbox(page).fill(query);
  const typed = Date.now();
  await expect(heading(page), query).toHaveText(requestCount(count));
  expect(Date.now() - typed, `count of « ${query} » shown after`).toBeLessThanOrEqual(1_000);
}

test.describe('Contacts: search and pages of 50', () => {
  // The search does not depend on the width: run by the desktop project only.
  test('the server’s search, typing, a refused search, and « Afficher plus »', async ({
    page,
    request,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(503));
    const seeded = await seedThree(request);
    const { tag } = seeded;
    const elodie = { name: `Élodie ${tag}d`, phone: `+216 4${uniqueDigits(7)}`, service: 'Botox' };
    await seedContact(request, elodie);
    const pagesTag = uniqueTag();
    const ids = await insertContacts(pagesTag, 55);
    try {
      await test.step('finds name, email, phone, service and message, whatever the case or accents', async () => {
        const sent = listRequests(page);
        await openContacts(page, request, tag);
        await expect(heading(page)).toHaveText(requestCount(4));
        await expect(searchbox(page)).toHaveAttribute('placeholder', 'Rechercher...');

        const expectOnly = async (query: string, name: string) => {
          await expectCountAfterTyping(page, query, 1);
          await expect(entry(page, name)).toHaveCount(1);
        };
        await expectOnly(`AMIRA ${tag.toUpperCase()}A`, seeded.a.name); // name
        await expectOnly(`élodie ${tag}`, elodie.name); // name, accented capital
        await expectOnly(`${tag.toUpperCase()}.Karim@EXEMPLE.TN`, seeded.b.name); // email
        await expectOnly(seeded.digits.c, seeded.c.name); // phone
        await expectOnly(`${tag.toUpperCase()}MSG LE MATIN`, seeded.a.name); // message
        // The search box's spaces around the text are not part of the search.
        await expectOnly(`   ${seeded.digits.c}  `, seeded.c.name);

        // Service: other tests use the same one, so the count is the total the server sent for it.
        const query = 'traitement des ONGLES';
        const answer = page.waitForResponse(
          (r) => isGet('/api/contact')(r) && listParams(r.url()).q === query,
        );
        await searchbox(page).fill(query);
        const total = totalOf(await answer);
        expect(total).toBeGreaterThanOrEqual(1);
        await expect(heading(page)).toHaveText(requestCount(total));
        await expect(entry(page, seeded.b.name)).toHaveCount(1);
        await expect(entry(page, seeded.a.name)).toHaveCount(0);

        await expectCountAfterTyping(page, `${tag}-absent`, 0);
        await expect(page.getByText('Aucune demande trouvée')).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);

        const all = page.waitForResponse((r) => isGet('/api/contact')(r) && !listParams(r.url()).q);
        await searchbox(page).fill('');
        const everyone = totalOf(await all);
        await expect(heading(page)).toHaveText(requestCount(everyone));

        // Every search asked the server for one page of 50, with the Bearer token.
        const searches = sent.filter((r) => listParams(r.url()).q !== undefined);
        expect(searches.length).toBeGreaterThanOrEqual(8);
        for (const r of searches) {
          expect(listParams(r.url()).limit).toBe('50');
          expect(r.headers().authorization).toMatch(/^Bearer /);
        }
      });

      await test.step('typing is debounced, the box is busy meanwhile, and only the last search is shown', async () => {
        await expect(heading(page)).not.toHaveText(/^0 /);
        await expect(results(page)).toHaveAttribute('aria-busy', 'false');
        const sent = listRequests(page);

        // Typed at about 12 keys a second: the server is asked once typing pauses, not per key
        // (one request; a stall of the shared machine between two keys may add one or two).
        await searchbox(page).pressSequentially(seeded.b.name, { delay: 80 });
        await expect(results(page)).toHaveAttribute('aria-busy', 'true');
        await expect(heading(page)).toHaveText(requestCount(1));
        await expect(results(page)).toHaveAttribute('aria-busy', 'false');
        const asked = sent.map((r) => listParams(r.url()).q);
        expect(asked.at(-1)).toBe(seeded.b.name);
        expect(asked.length).toBeLessThanOrEqual(3);

        // A slow answer to an older search never replaces a newer one: the older request is
        // cancelled, and its answer, had it come, would be dropped.
        const slow = `${tag}a`;
        let releaseSlow!: () => void;
        const slowHeld = new Promise<void>((resolve) => (releaseSlow = resolve));
        await page.route(
          (url) => url.pathname === '/api/contact' && url.searchParams.get('q') === slow,
          async (route) => {
            await slowHeld;
            await route.continue().catch(() => undefined); // the page may have cancelled it
          },
        );
        const cancelled = page.waitForEvent('requestfailed', (r) => listParams(r.url()).q === slow);
        const slowSent = page.waitForRequest((r) => listParams(r.url()).q === slow);
        await searchbox(page).fill(slow);
        await slowSent;
        await expect(results(page)).toHaveAttribute('aria-busy', 'true');
        await searchbox(page).fill(`${tag}c`);
        await expect(heading(page)).toHaveText(requestCount(1));
        await expect(entry(page, seeded.c.name)).toHaveCount(1);
        expect((await cancelled).failure()?.errorText).toMatch(/ERR_ABORTED|cancel/i);
        releaseSlow();
        await page.waitForTimeout(500);
        await expect(entry(page, seeded.c.name)).toHaveCount(1);
        await expect(entry(page, seeded.a.name)).toHaveCount(0);
        await expect(results(page)).toHaveAttribute('aria-busy', 'false');
      });

      await test.step('a search the server refuses or cannot answer says so; Réessayer asks again', async () => {
        let failNext = true;
        await page.route(
          (url) => url.pathname === '/api/contact' && url.searchParams.get('q') === tag,
          (route) => {
            if (!failNext) return route.continue();
            failNext = false;
            return route.fulfill({ status: 503, json: { message: 'Service indisponible.' } });
          },
        );
        await searchbox(page).fill(tag);
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(
          'Erreur\u00a0: la liste n’a pas pu être chargée. Veuillez réessayer.',
        );
        await expect(page.getByRole('table')).toHaveCount(0);
        await alert.getByRole('button', { name: 'Réessayer' }).click();
        await expect(page.getByRole('alert')).toHaveCount(0);
        await expect(heading(page)).toHaveText(requestCount(4));

        // Longer than the server accepts: the box stops at 200 characters.
        await searchbox(page).fill('x'.repeat(250));
        await expect(searchbox(page)).toHaveValue('x'.repeat(200));
        await expect(heading(page)).toHaveText(requestCount(0));
      });

      await test.step('« Afficher plus » asks for the next page after the last row; a deleted last row is no obstacle', async () => {
        await searchbox(page).fill(pagesTag);
        await expect(heading(page)).toHaveText(requestCount(55));
        const rows = page.getByRole('table').getByRole('row');
        await expect(rows).toHaveCount(51); // header + 50
        expect(await shownNames(page)).toEqual(
          Array.from({ length: 50 }, (_, i) => `Prénom ${pagesTag} ${i + 1}`),
        );
        await expect(page.getByText('50 affichés sur 55')).toBeVisible();

        // The last row shown is deleted: the next page starts after the one before it.
        page.once('dialog', (dialog) => void dialog.accept());
        await page.getByRole('button', { name: `Supprimer Prénom ${pagesTag} 50`, exact: true }).click();
        await expect(heading(page)).toHaveText(requestCount(54));
        await expect(page.getByText('49 affichés sur 54')).toBeVisible();

        const next = page.waitForRequest(
          (r) => new URL(r.url()).pathname === '/api/contact' && listParams(r.url()).before !== undefined,
        );
        await page.getByRole('button', { name: 'Afficher plus' }).click();
        expect(listParams((await next).url())).toEqual({ limit: '50', before: ids[48], q: pagesTag });
        await expect(rows).toHaveCount(55);
        expect(await shownNames(page)).toEqual(
          Array.from({ length: 55 }, (_, i) => `Prénom ${pagesTag} ${i + 1}`).filter(
            (name) => !name.endsWith(' 50'),
          ),
        );
        await expect(page.getByText('54 affichés sur 54')).toBeVisible();
        await expect(page.getByRole('button', { name: 'Afficher plus' })).toHaveCount(0);

        // A new search starts again at its first page.
        await searchbox(page).fill(`${pagesTag} 5`);
        await expect(heading(page)).toHaveText(requestCount(6)); // 5, 51 to 55 (50 is gone)
        await expect(rows).toHaveCount(7);
        await expect(page.getByRole('button', { name: 'Afficher plus' })).toHaveCount(0);
      });
    } finally {
      await deleteContacts(pagesTag);
    }
  });
});

test.describe('Contacts: CSV export', () => {
  test('downloads the server’s file of every request matching the search: BOM, header, accents, formulas escaped; source in the detail', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    await insertContacts(tag, 60);
    const leila = {
      name: `Leïla Hélène ${tag}`,
      email: `${tag}@exemple.tn`,
      phone: `+216 2${uniqueDigits(7)}`,
      service: 'Acide Hyaluronique',
      message: 'Bonjour ; je préfère « le matin »,\nmerci "beaucoup"',
      selections: { 'step-1': 'Visage', 'step-visage': 'Les lèvres' },
      source: 'questionnaire' as const,
      page: '/',
    };
    const formula = {
      name: `=HYPERLINK("x") ${tag}`,
      phone: `0${uniqueDigits(8)}`,
      service: 'Rhinoplastie',
      message: '@SUM(A1)',
      source: 'contact' as const,
      page: '/contact',
    };
    await seedContact(request, leila);
    await seedContact(request, formula);
    try {
      await openContacts(page, request, tag);
      await expect(heading(page)).toHaveText(requestCount(62));
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(51);

      const exported = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/contact/export');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exporter (CSV)' }).click(),
      ]);
      const sent = await exported;
      expect(listParams(sent.url())).toEqual({ q: tag });
      expect(sent.headers().authorization).toMatch(/^Bearer /);
      expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);

      const { bytes, text, lines } = await readDownload(download);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(text.endsWith('\r\n')).toBe(true);
      expect(lines[0]).toBe(
        '"Nom";"E-mail";"Téléphone";"Service";"Sélections";"Message";"Source";"Page";"Date";' +
          '"Consentement";"Version de la notice";"Statut";"À rappeler le";"Dernière note"',
      );
      // Newest first: the two just sent, then the 60 inserted ones (1 to 60), then a final CRLF:
      // every matching request, not only the 50 on screen.
      expect(lines).toHaveLength(1 + 62 + 1);
      expect(lines.at(-1)).toBe('');
      // A formula-like cell is neutralised, its quotes doubled.
      expect(lines[1].startsWith(`"'=HYPERLINK(""x"") ${tag}";"";"0`)).toBe(true);
      expect(lines[1]).toContain(`"'@SUM(A1)";"Formulaire de la page Contact";"/contact";`);
      // A phone starting with + is neutralised too; the line break stays inside its quoted cell.
      expect(lines[2].startsWith(`"Leïla Hélène ${tag}";"${tag}@exemple.tn";"'+216 2`)).toBe(true);
      expect(text).toContain(
        `"Acide Hyaluronique";"Étape 1: Visage; Étape 2: Les lèvres";` +
          `"Bonjour ; je préfère « le matin »,\nmerci ""beaucoup""";"Questionnaire (page d’accueil)";"/";`,
      );
      const names = text
        .split('\r\n')
        .filter((line) => line.startsWith(`"Prénom ${tag} `))
        .map((line) => line.split(';')[0]);
      expect(names).toEqual(Array.from({ length: 60 }, (_, i) => `"Prénom ${tag} ${i + 1}"`));
      // The date, then consent: these requests were sent without the box.
      expect(text).toMatch(/;"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}";"Non recueilli";"";"Nouvelle";"";""\r\n$/);

      // The detail shows where the request came from.
      await page.getByRole('button', { name: `Voir ${leila.name}` }).click();
      const detail = page.getByRole('dialog');
      await expect(detail.locator('.contact-detail__source')).toHaveText('Questionnaire (page d’accueil)');
      await expect(detail.locator('.contact-detail__page')).toHaveText('/');
      await page.keyboard.press('Escape');

      // Nothing matches: nothing to export.
      await searchbox(page).fill(`${tag}-absent`);
      await expect(heading(page)).toHaveText(requestCount(0));
      await expect(page.getByRole('button', { name: 'Exporter (CSV)' })).toBeDisabled();
    } finally {
      await deleteContacts(tag);
    }
  });
});

/** The cards of a narrow screen, and the large touch targets a phone needs. */
async function expectCards(page: Page, seeded: Awaited<ReturnType<typeof seedThree>>) {
  await expect(page.getByRole('table')).toHaveCount(0);
  const cards = page.getByRole('list', { name: 'Demandes' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  const card = entry(page, seeded.a.name);
  await expect(card.getByRole('heading', { name: seeded.a.name })).toBeVisible();
  await expect(card.getByRole('link', { name: seeded.a.phone })).toHaveAttribute(
    'href',
    `tel:+2162${seeded.digits.a}`,
  );
  await expect(card).toContainText('Acide Hyaluronique');
  await expect(card).toContainText('Visage, Lèvres,\u00a0…');
  await expect(card.getByRole('button', { name: /^Voir/ })).toBeVisible();
  await expect(card.getByRole('button', { name: /^Supprimer/ })).toBeVisible();
  for (const target of [card.getByRole('link'), card.getByRole('button', { name: /^Voir/ })]) {
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }
}

test.describe('Contacts: the list and the detail', () => {
  test('table at 1280 px (with Service souhaité) and 900 px (without), cards at 390 px; the selection preview; the detail', async ({
    page,
    request,
  }) => {
    const seeded = await seedThree(request);
    await openContacts(page, request, seeded.tag);
    await expect(heading(page)).toHaveText(requestCount(3));

    await test.step('table at 1280 px, 900 px; cards at 390 px', async () => {
      const columns = () => page.getByRole('columnheader');
      expect(page.viewportSize()!.width).toBe(1280);
      await expect(columns()).toHaveText([
        'Nom',
        'Téléphone',
        'Service souhaité',
        'Sélections',
        'Date',
        'Actions',
      ]);
      const row = entry(page, seeded.a.name);
      await expect(row.getByRole('cell')).toHaveCount(6);
      await expect(row.getByRole('link', { name: seeded.a.phone })).toHaveAttribute(
        'href',
        `tel:+2162${seeded.digits.a}`,
      );
      await expect(row).toContainText('Acide Hyaluronique');

      await page.setViewportSize({ width: 900, height: 800 });
      await expect(columns()).toHaveText(['Nom', 'Téléphone', 'Sélections', 'Date', 'Actions']);
      await expect(row.getByRole('cell')).toHaveCount(5);
      await expect(row.getByText('Acide Hyaluronique')).toBeHidden();

      await page.setViewportSize({ width: 390, height: 844 });
      await expectCards(page, seeded);
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('the selection preview shows the first two values, then an ellipsis', async () => {
      await expect(entry(page, seeded.a.name)).toContainText('Visage, Lèvres,\u00a0…');
      await expect(entry(page, seeded.a.name)).not.toContainText('Volume');
      await expect(entry(page, seeded.c.name)).toContainText('Regard, Cernes');
      await expect(entry(page, seeded.c.name)).not.toContainText('…');
      await expect(entry(page, seeded.b.name)).toContainText('—');
    });

    await test.step('"Voir" opens the detail, a modal "Coordonnées" when wide', async () => {
      await page.getByRole('button', { name: `Voir ${seeded.a.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Coordonnées' });
      await expect(dialog).toBeVisible();
      expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
      expect((await dialog.boundingBox())!.width).toBeLessThan(page.viewportSize()!.width * 0.8);

      await expect(dialog.getByText(seeded.a.name)).toBeVisible();
      await expect(
        dialog.getByRole('definition').filter({ hasText: /^\w+ \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/ }),
      ).toHaveCount(1);
      await expect(dialog.getByRole('link', { name: seeded.a.phone })).toHaveAttribute(
        'href',
        `tel:+2162${seeded.digits.a}`,
      );
      await expect(dialog.getByText('Acide Hyaluronique')).toBeVisible();
      await expect(dialog.getByText('E-mail', { exact: true })).toHaveCount(0); // none given
      await expect(dialog.getByRole('listitem')).toHaveText([
        'Étape 1: Visage',
        'Étape 2: Lèvres',
        'Étape 3: Volume',
      ]);
      await expect(dialog.locator('.contact-detail__message')).toHaveText(seeded.a.message);
      // Sent with the box ticked: when, and which notice.
      await expect(dialog.getByTestId('contact-consent')).toHaveText(
        /^Donné le \d{1,2} \S+ \d{4} à \d{2}:\d{2} \(notice du \d{2}\/\d{2}\/\d{4}\)$/,
      );
      await expect(dialog.getByRole('button', { name: 'Supprimer', exact: true })).toBeVisible();
      await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);

      // The contact page's shape: an email, no selections, no message; Escape closes.
      await page.getByRole('button', { name: `Voir ${seeded.b.name}` }).click();
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('term').filter({ hasText: /^E-mail$/ })).toBeVisible();
      await expect(dialog.getByRole('link', { name: seeded.b.email })).toHaveAttribute(
        'href',
        `mailto:${seeded.b.email}`,
      );
      await expect(dialog.getByText('Traitement des Ongles')).toBeVisible();
      await expect(dialog.getByText('Sélections')).toHaveCount(0);
      await expect(dialog.getByText('Aucun message.')).toBeVisible();
      await expect(dialog.getByTestId('contact-consent')).toHaveText(/^Non recueilli/); // sent without it
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    await test.step('names and messages are shown as text, never run as HTML', async () => {
      const tag = uniqueTag();
      const name = `<img src=x onerror="window.__pwned=1">${tag}`;
      const message = `<script>window.__pwned=2</script><b>gras</b> <img src=x onerror=alert(1)>`;
      await seedContact(request, { name, phone: `+216 4${uniqueDigits(7)}`, service: 'Botox', message });
      await searchbox(page).fill(tag);
      await expect(heading(page)).toHaveText(requestCount(1));
      await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
      await page.getByRole('button', { name: /^Voir/ }).click();
      await expect(page.getByRole('dialog').locator('.contact-detail__message')).toHaveText(message);
      expect(await page.locator('img[src="x"], .admin script, b').count()).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    });
  });

  test('on a phone: cards with large touch targets, and the detail full screen "Détails de la demande" @mobile-only', async ({
    page,
    request,
  }) => {
    const seeded = await seedThree(request);
    await openContacts(page, request, seeded.tag);
    await expect(heading(page)).toHaveText(requestCount(3));
    expect(page.viewportSize()!.width).toBe(390);
    await expectCards(page, seeded);

    await page.getByRole('button', { name: `Voir ${seeded.a.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Détails de la demande' });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    const viewport = page.viewportSize()!;
    expect(await dialog.boundingBox()).toEqual({
      x: 0,
      y: 0,
      width: viewport.width,
      height: viewport.height,
    });
    await expect(dialog.getByText(seeded.a.name)).toBeVisible();
    await expect(dialog.getByRole('link', { name: seeded.a.phone })).toHaveAttribute(
      'href',
      `tel:+2162${seeded.digits.a}`,
    );
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('Contacts: delete', () => {
  // The same handlers serve both widths: desktop project only.
  test('asks first; deletes on the server and from the list, from the list or the detail; a failure says so and Réessayer deletes', async ({
    page,
    request,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(500));
    const seeded = await seedThree(request);
    await openContacts(page, request, seeded.tag);
    await expect(heading(page)).toHaveText(requestCount(3));

    await test.step('dismissing the confirmation deletes nothing', async () => {
      let deleteSent = false;
      const watch = (r: Request) => {
        if (r.method() === 'DELETE') deleteSent = true;
      };
      page.on('request', watch);
      const asked = new Promise<string>((resolve) =>
        page.once('dialog', (dialog) => {
          resolve(dialog.message());
          void dialog.dismiss();
        }),
      );
      await page.getByRole('button', { name: `Supprimer ${seeded.c.name}` }).click();
      expect(await asked).toBe(CONFIRM);
      await expect(heading(page)).toHaveText(requestCount(3));
      await expect(entry(page, seeded.c.name)).toHaveCount(1);
      expect(deleteSent).toBe(false);
      page.off('request', watch);
    });

    await test.step('accepting deletes the row on the server, takes it out of the list and the count, and it stays gone', async () => {
      const order: string[] = [];
      page.on('requestfinished', (r) => {
        const url = new URL(r.url());
        if (url.pathname.startsWith('/api/contact')) order.push(`${r.method()} ${url.pathname}${url.search}`);
      });
      page.once('dialog', (dialog) => void dialog.accept());
      const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE');
      await page.getByRole('button', { name: `Supprimer ${seeded.c.name}` }).click();
      expect((await deleted).status()).toBe(200);
      await expect(heading(page)).toHaveText(requestCount(2));
      await expect(entry(page, seeded.c.name)).toHaveCount(0);
      await expect(entry(page, seeded.b.name)).toHaveCount(1);
      // The list is not read again: the row leaves the rows already there. Only the counts
      // (`limit=1`) are asked anew, as after every change in the back-office.
      await page.waitForTimeout(300);
      expect(order.filter((call) => !call.endsWith('?limit=1'))).toEqual([
        `DELETE /api/contact/${seeded.ids.c}`,
      ]);

      // The server agrees, and so does the section opened anew.
      const { token } = await apiLogin(request);
      const answer = await request.get(`/api/contact?q=${seeded.tag}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(((await answer.json()) as { _id: string }[]).map((c) => c._id)).toEqual([
        seeded.ids.b,
        seeded.ids.a,
      ]);
      await openSection(page, 'Dashboard');
      await openSection(page, 'Demandes');
      await searchbox(page).fill(seeded.tag);
      await expect(heading(page)).toHaveText(requestCount(2));
      await expect(entry(page, seeded.c.name)).toHaveCount(0);
    });

    await test.step('deleting from the detail closes it', async () => {
      await page.getByRole('button', { name: `Voir ${seeded.b.name}` }).click();
      const dialog = page.getByRole('dialog', { name: 'Coordonnées' });
      await expect(dialog).toBeVisible();
      page.once('dialog', (d) => void d.accept());
      await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(heading(page)).toHaveText(requestCount(1));
      await expect(entry(page, seeded.b.name)).toHaveCount(0);
    });

    await test.step('deleting every row of a search leaves a count of 0 and « Aucune demande trouvée »', async () => {
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: `Supprimer ${seeded.a.name}` }).click();
      await expect(entry(page, seeded.a.name)).toHaveCount(0);
      await expect(heading(page)).toHaveText(requestCount(0));
      await expect(page.getByText('Aucune demande trouvée')).toBeVisible();
    });

    await test.step('a failed delete shows the error in place of the list; Réessayer deletes', async () => {
      const other = await seedThree(request);
      await searchbox(page).fill(other.tag);
      await expect(heading(page)).toHaveText(requestCount(3));
      await page.route('**/api/contact/*', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({
              status: 500,
              json: { statusCode: 500, message: 'Une erreur interne est survenue.' },
            })
          : route.continue(),
      );
      page.once('dialog', (d) => void d.accept());
      await page.getByRole('button', { name: `Supprimer ${other.a.name}` }).click();
      await expect(page.getByRole('alert')).toContainText(DELETE_FAILED);
      await expect(page.getByRole('table')).toHaveCount(0);
      await expect(heading(page)).toHaveText(requestCount(3));

      await page.unroute('**/api/contact/*');
      await page.getByRole('button', { name: 'Réessayer' }).click();
      await expect(page.getByRole('alert')).toHaveCount(0);
      await expect(heading(page)).toHaveText(requestCount(2));
      await expect(entry(page, other.a.name)).toHaveCount(0);
      await expect(entry(page, other.b.name)).toHaveCount(1);
    });
  });
});
