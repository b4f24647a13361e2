import type { APIRequestContext, Page } from '@playwright/test';
import {
  apiLogin,
  failedRequest,
  isGet,
  openAdmin,
  openSection,
  seedContact,
  uniqueDigits,
  uniqueTag,
} from './admin-helpers';
import { expect, test } from './fixtures';

const CONFIRM = 'Êtes-vous sûr de vouloir supprimer ce contact ?';
const DELETE_FAILED = 'Erreur: Échec de la suppression du contact. Veuillez réessayer.';

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

async function openContacts(page: Page, request: APIRequestContext, query: string) {
  const opened = await openAdmin(page, request);
  await openSection(page, 'Contacts');
  await page.getByRole('searchbox', { name: /Rechercher un contact/ }).fill(query);
  return opened;
}

const heading = (page: Page) => page.getByRole('heading', { level: 2, name: /Soumissions de contact$/ });
const isWide = (page: Page) => page.viewportSize()!.width >= 768;
/** One contact on screen: a table row when wide, a card when narrow. */
const entry = (page: Page, name: string) =>
  isWide(page)
    ? page.getByRole('row').filter({ hasText: name })
    : page
        .getByRole('list', { name: 'Soumissions de contact' })
        .getByRole('listitem')
        .filter({ hasText: name });

test.describe('Contacts: search @desktop-only', () => {
  // The search does not depend on the width: run by the desktop project only.

  test('matches name, email, phone, service and message, whatever the case', async ({ page, request }) => {
    const seeded = await seedThree(request);
    const { tag } = seeded;
    const { contacts } = await openContacts(page, request, tag);
    await expect(heading(page)).toHaveText('3 Soumissions de contact');
    await expect(page.getByRole('searchbox')).toHaveAttribute('placeholder', 'Rechercher...');

    const search = page.getByRole('searchbox');
    const expectOnly = async (query: string, name: string) => {
      await search.fill(query);
      await expect(heading(page), query).toHaveText('1 Soumissions de contact');
      await expect(entry(page, name)).toHaveCount(1);
    };
    await expectOnly(`AMIRA ${tag.toUpperCase()}A`, seeded.a.name); // name
    await expectOnly(`${tag.toUpperCase()}.Karim@EXEMPLE.TN`, seeded.b.name); // email
    await expectOnly(seeded.digits.c, seeded.c.name); // phone
    await expectOnly(`${tag.toUpperCase()}MSG LE MATIN`, seeded.a.name); // message

    // Service: other tests may use the same one, so the count is checked against the list the
    // page received (same rule: case-insensitive substring of any of the five fields).
    const query = 'traitement des ONGLES';
    const needle = query.toLowerCase();
    const expected = contacts.filter((c) =>
      [c.name, c.email ?? '', c.phone, c.service, c.message].some((field) =>
        field.toLowerCase().includes(needle),
      ),
    ).length;
    expect(expected).toBeGreaterThanOrEqual(1);
    await search.fill(query);
    await expect(heading(page)).toHaveText(`${expected} Soumissions de contact`);
    await expect(entry(page, seeded.b.name)).toHaveCount(1);
    await expect(entry(page, seeded.a.name)).toHaveCount(0);

    await search.fill(`${tag}-absent`);
    await expect(heading(page)).toHaveText('0 Soumissions de contact');
    await expect(page.getByText('Aucun contact trouvé')).toBeVisible();

    await search.fill('');
    await expect(heading(page)).toHaveText(`${contacts.length} Soumissions de contact`);
  });
});

test.describe('Contacts: layout by width', () => {
  test('table at 1280 px (with Service souhaité) and 900 px (without), cards at 390 px', async ({
    page,
    request,
    isMobile,
  }) => {
    const seeded = await seedThree(request);
    await openContacts(page, request, seeded.tag);
    await expect(heading(page)).toHaveText('3 Soumissions de contact');

    const columns = () => page.getByRole('columnheader');
    const checkCards = async () => {
      await expect(page.getByRole('table')).toHaveCount(0);
      const cards = page.getByRole('list', { name: 'Soumissions de contact' }).getByRole('listitem');
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
      // Large touch targets on a phone.
      for (const target of [card.getByRole('link'), card.getByRole('button', { name: /^Voir/ })]) {
        expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      }
    };

    if (isMobile) {
      expect(page.viewportSize()!.width).toBe(390);
      await checkCards();
      return;
    }

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
    await checkCards();
  });

  test('the selection preview shows the first two values, then an ellipsis', async ({ page, request }) => {
    const seeded = await seedThree(request);
    await openContacts(page, request, seeded.tag);
    await expect(heading(page)).toHaveText('3 Soumissions de contact');
    await expect(entry(page, seeded.a.name)).toContainText('Visage, Lèvres,\u00a0…');
    await expect(entry(page, seeded.a.name)).not.toContainText('Volume');
    await expect(entry(page, seeded.c.name)).toContainText('Regard, Cernes');
    await expect(entry(page, seeded.c.name)).not.toContainText('…');
    await expect(entry(page, seeded.b.name)).toContainText('—');
  });
});

test.describe('Contacts: detail', () => {
  test('"Voir" opens the detail: modal "Coordonnées" when wide, full-screen "Details de contacts" when narrow', async ({
    page,
    request,
  }) => {
    const seeded = await seedThree(request);
    await openContacts(page, request, seeded.tag);
    await expect(heading(page)).toHaveText('3 Soumissions de contact');
    const wide = isWide(page);
    const title = wide ? 'Coordonnées' : 'Details de contacts';

    await page.getByRole('button', { name: `Voir ${seeded.a.name}` }).click();
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    expect(await dialog.evaluate((el) => el.matches(':modal'))).toBe(true);
    const box = (await dialog.boundingBox())!;
    const viewport = page.viewportSize()!;
    if (wide) {
      expect(box.width).toBeLessThan(viewport.width * 0.8);
    } else {
      expect(box).toEqual({ x: 0, y: 0, width: viewport.width, height: viewport.height });
    }

    await expect(dialog.getByText(seeded.a.name)).toBeVisible();
    await expect(
      dialog.getByRole('definition').filter({ hasText: /^\w+ \d{1,2} \S+ \d{4} à \d{2}:\d{2}$/ }),
    ).toHaveCount(1);
    await expect(dialog.getByRole('link', { name: seeded.a.phone })).toHaveAttribute(
      'href',
      `tel:+2162${seeded.digits.a}`,
    );
    await expect(dialog.getByText('Acide Hyaluronique')).toBeVisible();
    await expect(dialog.getByText('Email', { exact: true })).toHaveCount(0); // none given
    await expect(dialog.getByRole('listitem')).toHaveText([
      'Étape 1: Visage',
      'Étape 2: Lèvres',
      'Étape 3: Volume',
    ]);
    await expect(dialog.locator('.contact-detail__message')).toHaveText(seeded.a.message);
    await expect(dialog.getByRole('button', { name: 'Supprimer', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // The contact page's shape: an email, no selections, no message; Escape closes.
    await page.getByRole('button', { name: `Voir ${seeded.b.name}` }).click();
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('link', { name: seeded.b.email })).toHaveAttribute(
      'href',
      `mailto:${seeded.b.email}`,
    );
    await expect(dialog.getByText('Traitement des Ongles')).toBeVisible();
    await expect(dialog.getByText('Sélections')).toHaveCount(0);
    await expect(dialog.getByText('Aucun message.')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  // A rendering rule independent of the width: desktop project only.
  test('names and messages are shown as text, never run as HTML @desktop-only', async ({ page, request }) => {
    const tag = uniqueTag();
    const name = `<img src=x onerror="window.__pwned=1">${tag}`;
    const message = `<script>window.__pwned=2</script><b>gras</b> <img src=x onerror=alert(1)>`;
    await seedContact(request, { name, phone: `+216 4${uniqueDigits(7)}`, service: 'Botox', message });
    await openContacts(page, request, tag);
    await expect(heading(page)).toHaveText('1 Soumissions de contact');
    await expect(page.getByRole('cell', { name, exact: true })).toBeVisible();
    await page.getByRole('button', { name: /^Voir/ }).click();
    await expect(page.getByRole('dialog').locator('.contact-detail__message')).toHaveText(message);
    expect(await page.locator('img[src="x"], .admin script, b').count()).toBe(0);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  });
});

test.describe('Contacts: delete @desktop-only', () => {
  // The same handlers serve both widths: desktop project only.

  test('dismissing the confirmation deletes nothing', async ({ page, request }) => {
    const seeded = await seedThree(request);
    await openContacts(page, request, seeded.tag);
    await expect(heading(page)).toHaveText('3 Soumissions de contact');
    let deleteSent = false;
    page.on('request', (r) => {
      if (r.method() === 'DELETE') deleteSent = true;
    });
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.message());
        void dialog.dismiss();
      }),
    );
    await page.getByRole('button', { name: `Supprimer ${seeded.c.name}` }).click();
    expect(await asked).toBe(CONFIRM);
    await expect(heading(page)).toHaveText('3 Soumissions de contact');
    await expect(entry(page, seeded.c.name)).toHaveCount(1);
    expect(deleteSent).toBe(false);
  });

  test('accepting deletes the row, refreshes the list from the server, and the row is gone for good', async ({
    page,
    request,
  }) => {
    const seeded = await seedThree(request);
    await openContacts(page, request, seeded.tag);
    await expect(heading(page)).toHaveText('3 Soumissions de contact');
    const order: string[] = [];
    page.on('requestfinished', (r) => {
      if (r.url().includes('/api/contact')) order.push(`${r.method()} ${new URL(r.url()).pathname}`);
    });
    page.once('dialog', (dialog) => void dialog.accept());
    const refreshed = page.waitForResponse(isGet('/api/contact'));
    await page.getByRole('button', { name: `Supprimer ${seeded.c.name}` }).click();
    await refreshed;
    await expect(heading(page)).toHaveText('2 Soumissions de contact');
    await expect(entry(page, seeded.c.name)).toHaveCount(0);
    expect(order).toEqual([`DELETE /api/contact/${seeded.ids.c}`, 'GET /api/contact']);

    const { token } = await apiLogin(request);
    const list = (await (
      await request.get('/api/contact', { headers: { Authorization: `Bearer ${token}` } })
    ).json()) as { _id: string }[];
    expect(list.some((c) => c._id === seeded.ids.c)).toBe(false);
    expect(list.some((c) => c._id === seeded.ids.b)).toBe(true);
  });

  test('deleting from the detail closes it', async ({ page, request }) => {
    const seeded = await seedThree(request);
    await openContacts(page, request, seeded.tag);
    await page.getByRole('button', { name: `Voir ${seeded.b.name}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Coordonnées' });
    await expect(dialog).toBeVisible();
    page.once('dialog', (d) => void d.accept());
    await dialog.getByRole('button', { name: 'Supprimer', exact: true }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(heading(page)).toHaveText('2 Soumissions de contact');
    await expect(entry(page, seeded.b.name)).toHaveCount(0);
  });

  test('a failed delete shows the error in place of the list; Réessayer deletes', async ({
    page,
    request,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(500));
    const seeded = await seedThree(request);
    await openContacts(page, request, seeded.tag);
    await expect(heading(page)).toHaveText('3 Soumissions de contact');
    await page.route('**/api/contact/*', (route) =>
      route.request().method() === 'DELETE'
        ? route.fulfill({
            status: 500,
            json: { statusCode: 500, message: 'Une erreur interne est survenue.' },
          })
        : route.continue(),
    );
    page.once('dialog', (d) => void d.accept());
    await page.getByRole('button', { name: `Supprimer ${seeded.a.name}` }).click();
    await expect(page.getByRole('alert')).toContainText(DELETE_FAILED);
    await expect(page.getByRole('table')).toHaveCount(0);

    await page.unroute('**/api/contact/*');
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(heading(page)).toHaveText('2 Soumissions de contact');
    await expect(entry(page, seeded.a.name)).toHaveCount(0);
    await expect(entry(page, seeded.b.name)).toHaveCount(1);
  });
});
