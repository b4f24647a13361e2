import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import type { Download, Page } from '@playwright/test';
import {
  failedRequest,
  isGet,
  openAdmin,
  openSection,
  seedContact,
  uniqueDigits,
  uniqueTag,
  withDatabase,
} from '../support/browser/admin';
import { hydrated } from '../support/browser/pages';
import { axeViolations, expect, test } from '../support/browser/fixtures';
import { RETENTION_MONTHS } from './playwright.config';

/**
 * Issue 9, the client side: the footer's newsletter sign-up, "Désabonner", the CSV exports,
 * the privacy page and the notices under the forms, the dashboard's service status.
 */

/** The footer, scrolled into view and hydrated (its code loads as it nears the screen). */
async function openFooter(page: Page, path = '/apropos') {
  await page.goto(path);
  await hydrated(page);
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect
    .poll(() => footer.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true);
  return footer;
}

async function subscriberRows(email: string) {
  return withDatabase(async (db) => {
    const { rows } = await db.query<{ email: string; subscribed_at: Date }>(
      'SELECT email, subscribed_at FROM newsletter_subscriber WHERE email = $1',
      [email],
    );
    return rows;
  });
}

/** axe on the footer only (the new form; the pages around it have tests of their own). */
async function footerAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .include('[data-testid="site-footer"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The file's bytes and its text without the BOM, split on CRLF. */
async function readCsv(download: Download) {
  const bytes = await readFile(await download.path());
  const text = bytes.toString('utf8');
  return { bytes, text, lines: text.replace(/^\uFEFF/, '').split('\r\n') };
}

test.describe('Footer newsletter sign-up', () => {
  test('a bad address gets the server message; a good one the confirmation and a row', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(400));
    const footer = await openFooter(page);
    const field = footer.getByLabel('Votre adresse e-mail');
    const button = footer.getByRole('button', { name: "S'inscrire" });
    // The honeypot: out of the tab order, hidden from assistive technologies.
    const honeypot = footer.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(footer.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);

    await field.fill('pas-une-adresse');
    const [bad] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST'),
      button.click(),
    ]);
    expect(bad.status()).toBe(400);
    await expect(footer.getByRole('alert')).toHaveText("Format d'email invalide.");
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();

    const tag = uniqueTag();
    const email = `${tag}.Patiente@Exemple.TN`;
    try {
      await field.fill(email);
      await expect(footer.getByRole('alert')).toHaveText('');
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/newsletter') && r.method() === 'POST'),
        button.click(),
      ]);
      expect(request.postDataJSON()).toEqual({ email });
      await expect(footer.getByRole('status')).toHaveText('Merci ! Votre inscription est enregistrée.');
      await expect(field).toHaveValue('');
      const rows = await subscriberRows(email.toLowerCase());
      expect(rows).toHaveLength(1);
      expect(Date.now() - rows[0].subscribed_at.getTime()).toBeLessThan(60_000);
      expect(await footerAxeViolations(page)).toEqual([]);
    } finally {
      await withDatabase((db) =>
        db.query('DELETE FROM newsletter_subscriber WHERE email LIKE $1', [`${tag}%`]),
      );
    }
  });

  test('an empty field, a 429 and a network failure each get a French message', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(429), /ERR_FAILED|ERR_INTERNET_DISCONNECTED/);
    const footer = await openFooter(page, '/contact');
    const field = footer.getByLabel('Votre adresse e-mail');
    const button = footer.getByRole('button', { name: "S'inscrire" });
    const alert = footer.getByRole('alert');

    await button.click();
    await expect(alert).toHaveText('Veuillez saisir votre adresse e-mail.');

    await page.route('**/api/newsletter', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ success: false, message: 'Trop de requêtes. Réessayez dans une minute.' }),
      }),
    );
    await field.fill('quelquun@exemple.tn');
    await button.click();
    await expect(alert).toHaveText('Trop de requêtes. Réessayez dans une minute.');

    await page.unroute('**/api/newsletter');
    await page.route('**/api/newsletter', (route) => route.abort('failed'));
    await button.click();
    await expect(alert).toHaveText('Connexion impossible. Vérifiez votre connexion Internet puis réessayez.');
    await expect(footer.getByRole('status')).toHaveText('');
  });
});

test.describe('Admin: Désabonner', () => {
  test('asks first: dismiss keeps the address, accept removes it from the list and the database', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const email = `${tag}-desabo@exemple.tn`;
    await withDatabase((db) => db.query('INSERT INTO newsletter_subscriber (email) VALUES ($1)', [email]));
    try {
      await openAdmin(page, request);
      await openSection(page, 'Newsletter');
      await page.getByRole('searchbox', { name: /Rechercher un abonné/ }).fill(tag);
      // The server's answer to this search is shown (the search is sent after a short pause).
      await expect(page.getByText('1 affiché sur 1')).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: email });
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
      await expect.poll(() => messages).toEqual(['Êtes-vous sûr de vouloir désabonner cette adresse ?']);
      await expect(row).toHaveCount(1);
      expect(deletes).toEqual([]);
      expect(await subscriberRows(email)).toHaveLength(1);

      page.once('dialog', (dialog) => void dialog.accept());
      const [removed] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'DELETE'),
        unsubscribe.click(),
      ]);
      expect(removed.status()).toBe(200);
      expect(new URL(removed.url()).pathname).toMatch(/^\/api\/newsletter\/[0-9a-f-]{36}$/);
      await expect(row).toHaveCount(0);
      await expect(page.getByText('Aucun abonné trouvé')).toBeVisible();
      expect(await subscriberRows(email)).toHaveLength(0);
    } finally {
      await withDatabase((db) =>
        db.query('DELETE FROM newsletter_subscriber WHERE email LIKE $1', [`${tag}%`]),
      );
    }
  });

  test('a failed unsubscribe says so in French and keeps the row', async ({ page, request, problems }) => {
    problems.expectConsole.push(failedRequest(500));
    const tag = uniqueTag();
    const email = `${tag}-echec@exemple.tn`;
    await withDatabase((db) => db.query('INSERT INTO newsletter_subscriber (email) VALUES ($1)', [email]));
    try {
      await openAdmin(page, request);
      await openSection(page, 'Newsletter');
      await page.getByRole('searchbox', { name: /Rechercher un abonné/ }).fill(tag);
      await page.route('**/api/newsletter/*', (route) =>
        route.request().method() === 'DELETE'
          ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
          : route.fallback(),
      );
      page.once('dialog', (dialog) => void dialog.accept());
      const row = page.getByRole('row').filter({ hasText: email });
      await row.getByRole('button', { name: /^Désabonner/ }).click();
      await expect(page.getByRole('alert')).toContainText(
        'Erreur : le désabonnement a échoué. Veuillez réessayer.',
      );
      await expect(row).toHaveCount(1);
    } finally {
      await withDatabase((db) =>
        db.query('DELETE FROM newsletter_subscriber WHERE email LIKE $1', [`${tag}%`]),
      );
    }
  });
});

test.describe('Admin: CSV exports', () => {
  test('contacts: the searched list, BOM, header, accents, formulas escaped; source in the detail', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    const leila = {
      name: `Leïla Hélène ${tag}`,
      phone: `+216 2${uniqueDigits(7)}`,
      service: 'Acide Hyaluronique',
      message: 'Bonjour ; je préfère « le matin »,\nmerci "beaucoup"',
      selections: { 'step-1': 'Visage', 'step-visage': 'Les lèvres' },
      source: 'questionnaire' as const,
      page: '/',
    };
    const formula = {
      name: `=HYPERLINK("http://x") ${tag}`,
      email: `${tag}@exemple.tn`,
      phone: `0${uniqueDigits(8)}`,
      service: 'Rhinoplastie',
      message: '@SUM(A1)',
      source: 'contact' as const,
      page: '/contact',
    };
    await seedContact(request, leila);
    await seedContact(request, formula);

    await openAdmin(page, request);
    await openSection(page, 'Contacts');
    await page.getByRole('searchbox', { name: /Rechercher un contact/ }).fill(tag);
    await expect(page.getByRole('heading', { level: 2, name: '2 Soumissions de contact' })).toBeVisible();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exporter (CSV)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contacts-\d{4}-\d{2}-\d{2}\.csv$/);
    const { bytes, text, lines } = await readCsv(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(lines[0]).toBe(
      '"Nom";"E-mail";"Téléphone";"Service";"Sélections";"Message";"Source";"Page";"Date"',
    );
    // Newest first, as on screen; only the two searched rows; a final empty line after CRLF.
    expect(lines).toHaveLength(4);
    expect(lines[1].startsWith(`"'=HYPERLINK(""http://x"") ${tag}";"${tag}@exemple.tn";"0`)).toBe(true);
    expect(lines[1]).toContain(`"'@SUM(A1)";"Formulaire de la page Contact";"/contact";`);
    // The message's line break (LF, as typed) stays inside its quoted cell.
    expect(text).toContain(`"Leïla Hélène ${tag}";"";"'+216 2`);
    expect(text).toContain(
      '"Acide Hyaluronique";"Étape 1: Visage; Étape 2: Les lèvres";"Bonjour ; je préfère « le matin »,\nmerci ""beaucoup""";"Questionnaire (page d\'accueil)";"/";',
    );
    expect(lines[3]).toBe('');
    expect(text).toMatch(/;"\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}"\r\n$/);

    // The detail shows where the request came from.
    await page.getByRole('button', { name: `Voir ${leila.name}` }).click();
    const detail = page.getByRole('dialog');
    await expect(detail.locator('.contact-detail__source')).toHaveText("Questionnaire (page d'accueil)");
    await expect(detail.locator('.contact-detail__page')).toHaveText('/');
  });

  test('subscribers: the searched list with the sign-up date', async ({ page, request }) => {
    const tag = uniqueTag();
    const emails = [`${tag}-un@exemple.tn`, `${tag}-deux@exemple.tn`];
    await withDatabase((db) =>
      db.query(
        `INSERT INTO newsletter_subscriber (email, subscribed_at)
         VALUES ($1, '2025-02-01T10:00:00+01:00'), ($2, '2025-02-14T23:30:00+01:00')`,
        emails,
      ),
    );
    try {
      await openAdmin(page, request);
      await openSection(page, 'Newsletter');
      await page.getByRole('searchbox', { name: /Rechercher un abonné/ }).fill(tag);
      await expect(page.getByRole('row').filter({ hasText: tag })).toHaveCount(2);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Exporter (CSV)' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^abonnes-\d{4}-\d{2}-\d{2}\.csv$/);
      const { bytes, lines } = await readCsv(download);
      expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(lines).toEqual([
        `"E-mail";"Date d'inscription"`,
        `"${emails[1]}";"14/02/2025 23:30"`,
        `"${emails[0]}";"01/02/2025 10:00"`,
        '',
      ]);
    } finally {
      await withDatabase((db) =>
        db.query('DELETE FROM newsletter_subscriber WHERE email LIKE $1', [`${tag}%`]),
      );
    }
  });
});

test.describe('Admin dashboard: service status', () => {
  test('shows the retention period, and the failed notifications when there are some', async ({
    page,
    request,
  }) => {
    const [status] = await Promise.all([
      page.waitForResponse(isGet('/api/admin/status')),
      openAdmin(page, request),
    ]);
    const body = (await status.json()) as { retentionMonths: number; notifications: { failed: number } };
    await expect(page.getByTestId('retention')).toHaveText(
      `Conservation des demandes\u00a0: ${body.retentionMonths} mois`,
    );
    if (body.notifications.failed === 0)
      await expect(page.getByTestId('notification-failures')).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);

    await page.route('**/api/admin/status', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          notifications: { enabled: true, failed: 3, lastFailureAt: new Date().toISOString() },
          retentionMonths: 24,
        }),
      }),
    );
    await page.reload();
    await expect(page.getByTestId('retention')).toHaveText('Conservation des demandes\u00a0: 24 mois');
    await expect(page.getByTestId('notification-failures')).toHaveText(
      '3 e-mails de notification non envoyés',
    );
    expect(await axeViolations(page)).toEqual([]);
  });
});

test.describe('Privacy page and notices', () => {
  test('/confidentialite is prerendered with its head and says who, what, how long, rights, deletion', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/confidentialite')).text();
    expect(html).toContain('<title>Confidentialité | Dr Exemple</title>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/confidentialite"/);
    expect(html).toContain('Confidentialité et données personnelles</h1>');

    await page.goto('/confidentialite');
    await hydrated(page);
    await expect(page).toHaveTitle('Confidentialité | Dr Exemple');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /combien de temps/);
    const main = page.locator('article.privacy-page');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Confidentialité et données personnelles',
    );
    for (const heading of [
      'Qui traite vos données\u00a0?',
      'Quelles données, et pourquoi\u00a0?',
      'Sur quelle base\u00a0?',
      'Combien de temps\u00a0?',
      'Qui y a accès\u00a0?',
      'Vos droits',
      'Demander la suppression de vos données',
      'Cookies et traceurs',
    ])
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    await expect(main).toContainText('Dr Prénom Exemple');
    // The server's RETENTION_MONTHS (18 here), not the build's default, and hydration agrees.
    await expect(main.locator('[data-setting="retention-months"]')).toHaveText(String(RETENTION_MONTHS));
    await expect(main).toContainText(
      `supprimées automatiquement ${RETENTION_MONTHS}\u00a0mois après leur envoi`,
    );
    await expect(main).toContainText('2004-63');
    await expect(main).toContainText('INPDP');
    await expect(main).toContainText('ne dépose aucun cookie');
    await expect(main.getByRole('link', { name: 'contact@cabinet-exemple.tn' })).toHaveAttribute(
      'href',
      'mailto:contact@cabinet-exemple.tn',
    );
    await expect(main.getByRole('link', { name: '+216 70 000 000' })).toHaveAttribute(
      'href',
      'tel:+21670000000',
    );
    expect(await axeViolations(page)).toEqual([]);
  });

  test('linked from the footer and by the notices under the contact form and the sign-up', async ({
    page,
  }) => {
    const footer = await openFooter(page, '/contact');
    await expect(footer.getByTestId('privacy-notice').getByRole('link')).toHaveAttribute(
      'href',
      '/confidentialite',
    );
    const form = page.locator('form.contact-form');
    const notice = form.getByTestId('privacy-notice');
    await expect(notice).toContainText('servent uniquement à vous recontacter');
    await notice.getByRole('link', { name: 'Vos données personnelles' }).click();
    await expect(page).toHaveURL(/\/confidentialite$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Confidentialité et données personnelles',
    );

    const footerAgain = await openFooter(page, '/apropos');
    await footerAgain.getByRole('link', { name: 'Confidentialité', exact: true }).click();
    await expect(page).toHaveURL(/\/confidentialite$/);
  });
});
