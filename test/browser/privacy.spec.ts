import { axeViolations, expect, test } from '../support/browser/fixtures';
import { hydrated, openFooter } from '../support/browser/pages';
import { RETENTION_MONTHS } from './playwright.config';

/** The privacy page, and the notices under the forms that lead to it. */
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
