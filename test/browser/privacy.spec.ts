import { axeViolations, expect, test } from '../support/browser/fixtures';
import { consentBox, hydrated, openFooter } from '../support/browser/pages';
import { RETENTION_MONTHS } from './playwright.config';

/** The privacy page, and the notices under the forms that lead to it. */
test.describe('Privacy page and notices', () => {
  test('/confidentialite is prerendered and says who, why, on what basis, who sees it, where, how long, the rights and how to use them', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/confidentialite')).text();
    expect(html).toContain('<title>Confidentialité | Dr Exemple</title>');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/confidentialite"/);
    expect(html).toContain('Confidentialité et données personnelles</h1>');
    // The whole notice is in the HTML, with the server's period, for a reader without JavaScript.
    expect(html).toMatch(/<time datetime="2026-11-27">27 novembre 2026<\/time>/i);
    expect(html).toContain(`<span data-setting="retention-months">${RETENTION_MONTHS}</span>`);
    expect(html).toContain('Faire une réclamation</h2>');

    await page.goto('/confidentialite');
    await hydrated(page);
    await expect(page).toHaveTitle('Confidentialité | Dr Exemple');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /combien de temps/);
    const main = page.locator('article.privacy-page');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(
      'Confidentialité et données personnelles',
    );
    await expect(main.locator('.privacy-page__version')).toHaveText('Version du 27 novembre 2026');
    const headings = [
      'Qui est responsable de vos données\u00a0?',
      'Quelles données, pour quoi faire et sur quelle base\u00a0?',
      'Quelles informations sont obligatoires\u00a0?',
      'La suggestion du questionnaire',
      'Qui y a accès\u00a0?',
      'Où sont-elles hébergées\u00a0? Quittent-elles la Tunisie\u00a0?',
      'Combien de temps sont-elles conservées\u00a0?',
      'Vos droits',
      'Comment exercer vos droits\u00a0?',
      'Faire une réclamation',
      'Mineurs',
      'Cookies et stockage dans votre navigateur',
      'Liens vers d’autres services',
      'Évolution de cette page',
    ];
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(headings);
    // The table of contents leads to each section.
    const toc = main.getByRole('navigation', { name: 'Sommaire' });
    await expect(toc.getByRole('link')).toHaveText(headings);

    await expect(main).toContainText('Dr Prénom Exemple');
    // The server's RETENTION_MONTHS (18 here), not the build's default, and hydration agrees:
    // for the requests and for the appointments.
    await expect(main.locator('[data-setting="retention-months"]')).toHaveText([
      String(RETENTION_MONTHS),
      String(RETENTION_MONTHS),
    ]);
    const retention = main.getByRole('table', { name: 'Durée de conservation de chaque donnée' });
    await expect(retention.getByRole('row', { name: /^Demandes de rendez-vous/ })).toContainText(
      `supprimées automatiquement ${RETENTION_MONTHS}\u00a0mois après leur envoi`,
    );
    await expect(retention.getByRole('row', { name: /^Rendez-vous pris en ligne/ })).toContainText(
      `supprimés automatiquement ${RETENTION_MONTHS}\u00a0mois après la fin du rendez-vous`,
    );
    await expect(retention.getByRole('row', { name: /^Journal des actions/ })).toContainText('12\u00a0mois');
    await expect(retention.getByRole('row', { name: /^Adresse inscrite à la newsletter/ })).toContainText(
      'jusqu’à votre désinscription',
    );
    await expect(main).toContainText('2004-63');
    await expect(main).toContainText('article\u00a09.2.a du RGPD');
    // Each purpose the server has, with its legal basis; the box is quoted as the forms show it.
    for (const purpose of [
      'Répondre à votre demande de rendez-vous',
      'Organiser un rendez-vous pris en ligne',
      'Vous écrire au sujet de votre rendez-vous',
      'Prévenir le cabinet',
      'Vous envoyer la newsletter',
      'Le suivi de votre demande par le cabinet',
      'Échanger par WhatsApp',
      'Protéger le site et vos données',
    ])
      await expect(main.locator('#finalites dt', { hasText: purpose })).toBeVisible();
    await expect(main.locator('#demande')).toContainText(
      '«\u00a0J’accepte que le cabinet utilise ces informations',
    );
    await expect(main.locator('#suggestion')).toContainText('aucune décision n’est prise automatiquement');
    await expect(main.locator('#hebergement')).toContainText('article\u00a046 du RGPD');
    await expect(main).not.toContainText('uniquement à vous recontacter');
    await expect(main).not.toContainText('restent au cabinet');
    for (const right of [
      'Accéder à vos données',
      'Les faire rectifier',
      'Les faire effacer',
      'En limiter l’utilisation',
      'Vous opposer à leur traitement',
      'Les récupérer',
      'Retirer votre consentement à tout moment',
    ])
      await expect(main.locator('dt', { hasText: right })).toBeVisible();
    await expect(main).toContainText('dans un délai d’un mois');
    await expect(main).toContainText('moins de 18\u00a0ans');
    await expect(main.locator('#mineurs')).toContainText('parents ou son tuteur légal qui fait la demande');
    await expect(main).toContainText('ne dépose aucun cookie');
    // Values only the practice knows read as unfinished until it gives them.
    await expect(main.locator('dd', { hasText: 'à préciser par le cabinet' }).first()).toBeVisible();
    await expect(main.getByRole('link', { name: 'contact@cabinet-exemple.tn' }).first()).toHaveAttribute(
      'href',
      'mailto:contact@cabinet-exemple.tn',
    );
    // The authorities: plain links that the page never loads on its own (no request leaves the site).
    for (const [name, href] of [
      ['inpdp.nat.tn', 'http://www.inpdp.nat.tn/'],
      ['cnil.fr', 'https://www.cnil.fr/'],
    ]) {
      const link = main.getByRole('link', { name, exact: true });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('rel', /\bnoopener\b/);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('on a phone the page fits the screen, without accessibility violations @mobile-only', async ({
    page,
  }) => {
    await page.goto('/confidentialite');
    await hydrated(page);
    await expect(page.getByRole('table', { name: 'Durée de conservation de chaque donnée' })).toBeVisible();
    // Nothing wider than the screen: the tables and the long addresses wrap.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('linked from the footer and, before the button, beside the consent box of the contact form', async ({
    page,
  }) => {
    const footer = await openFooter(page, '/contact');
    await expect(footer.getByTestId('privacy-notice').getByRole('link')).toHaveAttribute(
      'href',
      '/confidentialite',
    );
    const form = page.locator('form.contact-form');
    const notice = form.getByTestId('privacy-notice');
    // Under the box, saying how to take the consent back, and before the submit button.
    await expect(notice).toContainText(
      'Vous pouvez retirer ce consentement à tout moment en écrivant au cabinet',
    );
    await expect(consentBox(form)).toHaveAttribute('aria-describedby', 'contact-consent-note');
    const link = notice.getByRole('link', { name: 'Vos données personnelles' });
    const button = form.getByRole('button', { name: 'Envoyer ma demande' });
    expect(
      await link.evaluate(
        (a, submit) => !!(a.compareDocumentPosition(submit!) & Node.DOCUMENT_POSITION_FOLLOWING),
        await button.elementHandle(),
      ),
    ).toBe(true);
    await link.click();
    await expect(page).toHaveURL(/\/confidentialite$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Confidentialité et données personnelles',
    );

    const footerAgain = await openFooter(page, '/apropos');
    await footerAgain.getByRole('link', { name: 'Confidentialité', exact: true }).click();
    await expect(page).toHaveURL(/\/confidentialite$/);
  });
});
