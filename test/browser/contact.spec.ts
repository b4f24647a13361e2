import { Page } from '@playwright/test';
import { storedCount, storedLead, storedRequest } from '../support/browser/database';
import { axeViolations, expect, test } from '../support/browser/fixtures';
import { consentBox, hydrated, openFresh } from '../support/browser/pages';
import { uniqueName } from '../support/browser/unique';

const SERVICES = [
  'Chirurgie du Visage',
  'Chirurgie du Corps',
  'Chirurgie du Sein',
  'Médecine Esthétique',
  'Injections',
  'Rhinoplastie',
  'Liposuccion',
  'Abdominoplastie',
  'Consultation Générale',
];

async function openContact(page: Page) {
  await openFresh(page, '/contact');
  await hydrated(page);
  return page.locator('form.contact-form');
}

async function fillValid(page: Page, name: string) {
  await page.getByLabel('Nom complet *').fill(name);
  await page.getByLabel('Adresse e-mail *').fill('yasmine@example.tn');
  await page.getByLabel('Téléphone *').fill('+216 (20) 123-456');
  await page.getByLabel('Service souhaité *').selectOption('Rhinoplastie');
  await page.getByLabel('Message (optionnel)').fill('Bonjour, je voudrais un rendez-vous un samedi.');
  await consentBox(page).check();
}

const submit = (page: Page) => page.getByRole('button', { name: 'Envoyer ma demande' }).click();

test.describe('Contact page', () => {
  test('the form’s rules and messages, the map asked for, the keyboard alone; prerendered, the online booking first', async ({
    page,
    problems,
  }) => {
    const form = await openContact(page);

    await test.step('shows each French message of the form’s rules, and clears each one when its field is edited', async () => {
      await submit(page);
      const error = (field: string) => form.locator(`#contact-${field}-error`);
      await expect(error('fullName')).toHaveText('Le nom complet est obligatoire');
      await expect(error('email')).toHaveText("L'email est obligatoire");
      await expect(error('phone')).toHaveText('Le numéro de téléphone est obligatoire');
      await expect(error('service')).toHaveText('Veuillez sélectionner un service');
      await expect(error('consent')).toHaveText(
        'Merci d’accepter que le cabinet utilise ces informations, y compris celles qui concernent votre santé, pour répondre à votre demande et organiser votre rendez-vous.',
      );
      // Described by its error, then by how to withdraw it.
      await expect(consentBox(page)).toHaveAttribute(
        'aria-describedby',
        'contact-consent-error contact-consent-note',
      );
      await expect(page.getByLabel('Nom complet *')).toBeFocused(); // the first field in error
      await expect(page.getByLabel('Nom complet *')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.getByLabel('Nom complet *')).toHaveAttribute(
        'aria-describedby',
        'contact-fullName-error',
      );
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Nom complet *').fill('   ');
      await expect(error('fullName')).toHaveCount(0);
      await expect(error('email')).toBeVisible(); // the others stay
      await submit(page);
      await expect(error('fullName')).toHaveText('Le nom complet est obligatoire'); // blank after trimming

      await page.getByLabel('Adresse e-mail *').fill('yasmine@example');
      await expect(error('email')).toHaveCount(0);
      await submit(page);
      await expect(error('email')).toHaveText("Format d'email invalide");

      await page.getByLabel('Téléphone *').fill('20 123 456 poste 2');
      await expect(error('phone')).toHaveCount(0);
      await submit(page);
      await expect(error('phone')).toHaveText('Numéro de téléphone invalide');

      await page.getByLabel('Service souhaité *').selectOption('Injections');
      await expect(error('service')).toHaveCount(0);
      await expect(error('email')).toBeVisible();

      await consentBox(page).check();
      await expect(error('consent')).toHaveCount(0);
    });

    await test.step('the map: a drawn plan, and OpenStreetMap only once asked for', async () => {
      await expect(page.getByRole('img', { name: /Plan schématique/ })).toBeVisible();
      await expect(page.locator('iframe')).toHaveCount(0);
      const full = page.getByRole('link', { name: /Ouvrir dans OpenStreetMap/ });
      await expect(full).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
      await expect(full).toHaveAttribute('target', '_blank');
      await page.waitForLoadState('networkidle');
      expect(problems.foreignRequests).toEqual([]); // nothing third-party before the visitor asks

      await page.route('https://www.openstreetmap.org/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Carte</title>' }),
      );
      await page.getByRole('button', { name: 'Afficher la carte interactive' }).click();
      const frame = page.locator('iframe');
      await expect(frame).toHaveAttribute(
        'src',
        /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=/,
      );
      await expect(frame).toHaveAttribute('title', /Carte OpenStreetMap/);
      await expect(frame).toBeFocused();
      await expect.poll(() => problems.foreignRequests.length).toBeGreaterThan(0);
      // The only request that left the site is the map the visitor asked for.
      expect(
        problems.foreignRequests.every((url) =>
          url.startsWith('https://www.openstreetmap.org/export/embed.html'),
        ),
      ).toBe(true);
      problems.foreignRequests.length = 0;
    });

    await test.step('can be filled and sent with the keyboard alone', async () => {
      await openContact(page);
      const name = uniqueName('Clavier Contact');
      await page.getByLabel('Nom complet *').focus();
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      await page.keyboard.type('clavier@example.tn');
      await page.keyboard.press('Tab');
      await page.keyboard.type('+216 71 000 111');
      await page.keyboard.press('Tab');
      await expect(page.getByLabel('Service souhaité *')).toBeFocused();
      await page.keyboard.press('ArrowDown'); // first service
      await expect(page.getByLabel('Service souhaité *')).toHaveValue('Chirurgie du Visage');
      await page.keyboard.press('Tab');
      await page.keyboard.type('Par le clavier.');
      await page.keyboard.press('Tab');
      await expect(consentBox(page)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(consentBox(page)).toBeChecked();
      await page.keyboard.press('Tab'); // the notice's link, under the box
      await expect(
        page.getByRole('main').getByRole('link', { name: 'Vos données personnelles' }),
      ).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: 'Envoyer ma demande' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('contact-success')).toBeFocused();
      expect((await storedRequest(name))?.service).toBe('Chirurgie du Visage');
    });

    await test.step('is prerendered with its title, subtitle, head, the online booking first, then the form', async () => {
      const response = await page.goto('/contact');
      const html = await response!.text();
      expect(html).toMatch(/<h1[^>]*>Contact<\/h1>/);
      expect(html).toContain('Planifiez votre consultation');
      expect(html).toMatch(/<title>Contact \| Dr Exemple/);
      expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/contact"/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toContain('name="fullName"');
      // The site books online: « Choisir un créneau » comes before the call-back form.
      const booking = html.search(
        /<a [^>]*href="\/rendez-vous"[^>]*>(<svg.*?<\/svg>)?Choisir un créneau<\/a>/,
      );
      expect(booking).toBeGreaterThan(0);
      expect(booking).toBeLessThan(html.indexOf('<form'));
      expect(html).toMatch(/<h2[^>]*>Ou laissez-nous vos coordonnées, nous vous rappelons<\/h2>/);

      for (const name of ['fullName', 'email', 'phone', 'message', 'service'])
        await expect(page.getByRole('main').locator(`[name="${name}"]`)).toHaveCount(1);
      await expect(page.getByLabel('Téléphone *')).toHaveAttribute('placeholder', '+216 XX XXX XXX');
      await expect(page.getByLabel('Téléphone *')).toHaveAttribute('type', 'tel');
      const options = await page.getByLabel('Service souhaité *').locator('option').allTextContents();
      expect(options).toEqual(['Sélectionnez un service', ...SERVICES]);

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText('Réservez en ligne');
      await main.getByRole('link', { name: 'Choisir un créneau' }).click();
      await expect(page).toHaveURL(/\/rendez-vous$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prendre rendez-vous');
    });
  });

  test('sending: what is sent and stored, the confirmation for 5 s; a failure, a lost answer, the server’s refusals', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(
      /Failed to load resource|net::ERR_FAILED|Envoi du formulaire de contact impossible/,
      /status of (400|429|500)/,
    );

    await test.step('sends the contact page shape, shows « Demande Envoyée » for 5 s, then the empty form', async () => {
      await openContact(page);
      const name = uniqueName('Yasmine Contact');
      await fillValid(page, name);
      // When the panel appears and goes, measured in the page.
      await page.evaluate(() => {
        const times: Record<string, number> = {};
        (window as unknown as { __panel: Record<string, number> }).__panel = times;
        new MutationObserver(() => {
          const shown = Boolean(document.querySelector('[data-testid="contact-success"]'));
          if (shown && !times.shown) times.shown = performance.now();
          if (!shown && times.shown && !times.gone) times.gone = performance.now();
        }).observe(document.body, { childList: true, subtree: true });
      });
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST'),
        submit(page),
      ]);
      expect(request.headers()['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
      expect(request.postDataJSON()).toEqual({
        name,
        email: 'yasmine@example.tn',
        phone: '+216 (20) 123-456',
        message: 'Bonjour, je voudrais un rendez-vous un samedi.',
        service: 'Rhinoplastie',
        selections: {},
        consent: true,
        source: 'contact',
        page: '/contact',
      });
      const panel = page.getByTestId('contact-success');
      await expect(panel.getByRole('heading', { name: 'Demande Envoyée' })).toBeVisible();
      await expect(panel).toContainText('Nous vous contacterons dans les plus brefs délais.');
      expect(await storedRequest(name)).toEqual({
        name,
        email: 'yasmine@example.tn',
        phone: '+216 (20) 123-456',
        service: 'Rhinoplastie',
        message: 'Bonjour, je voudrais un rendez-vous un samedi.',
        selections: '{}',
      });
      expect(await storedLead(name)).toEqual({ source: 'contact', page: '/contact' });
      expect(await axeViolations(page)).toEqual([]);
      await expect(page.getByLabel('Nom complet *')).toBeVisible();
      const times = await page.evaluate(
        () => (window as unknown as { __panel: Record<string, number> }).__panel,
      );
      expect(times.gone - times.shown).toBeGreaterThan(4900);
      expect(times.gone - times.shown).toBeLessThan(5600);
      await expect(panel).toHaveCount(0);
      for (const label of ['Nom complet *', 'Adresse e-mail *', 'Téléphone *', 'Message (optionnel)'])
        await expect(page.getByLabel(label)).toHaveValue('');
      await expect(page.getByLabel('Service souhaité *')).toHaveValue('');
    });

    await test.step('sends message "" when the message is left empty', async () => {
      const name = uniqueName('Sans Message');
      await fillValid(page, name);
      await page.getByLabel('Message (optionnel)').fill('');
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/contact')),
        submit(page),
      ]);
      expect(request.postDataJSON().message).toBe('');
      await expect(page.getByTestId('contact-success')).toBeVisible();
      expect((await storedRequest(name))?.message).toBe('');
    });

    await test.step('a failed request shows « Une erreur s’est produite » under the full name, form kept', async () => {
      await openContact(page);
      const name = uniqueName('Panne Réseau');
      await fillValid(page, name);
      await page.route('**/api/contact', (route) => route.abort());
      await submit(page);
      await expect(page.locator('#contact-fullName-error')).toHaveText(
        "Une erreur s'est produite. Veuillez réessayer.",
      );
      await expect(page.getByLabel('Nom complet *')).toHaveValue(name);
      await expect(page.getByLabel('Service souhaité *')).toHaveValue('Rhinoplastie');
      await expect(page.getByTestId('contact-success')).toHaveCount(0);
      expect(await storedCount(name)).toBe(0);
      await page.unroute('**/api/contact');
    });

    await test.step('an answer lost on the way back, then « Envoyer » again: one request is stored', async () => {
      await openContact(page);
      const name = uniqueName('Réponse Perdue');
      await fillValid(page, name);
      const keys: string[] = [];
      // The request reaches the server and is stored; its answer never reaches the page.
      await page.route('**/api/contact', async (route) => {
        keys.push(route.request().headers()['idempotency-key']);
        await route.fetch();
        await route.abort();
      });
      await submit(page);
      await expect(page.locator('#contact-fullName-error')).toHaveText(
        "Une erreur s'est produite. Veuillez réessayer.",
      );
      expect(await storedCount(name)).toBe(1);
      await page.unroute('**/api/contact');
      const [retry] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST'),
        submit(page),
      ]);
      await expect(page.getByTestId('contact-success')).toBeVisible();
      expect(retry.headers()['idempotency-key']).toBe(keys[0]);
      expect(await storedCount(name)).toBe(1);
    });

    await test.step('other answers of the server are explained in French', async () => {
      await openContact(page);
      const name = uniqueName('Refus Serveur');
      await fillValid(page, name);
      // The real server: at least 8 digits.
      await page.getByLabel('Téléphone *').fill('1234');
      await submit(page);
      await expect(page.locator('#contact-phone-error')).toHaveText(
        'Le numéro de téléphone compte au moins 8 chiffres.',
      );
      await expect(page.getByRole('alert').filter({ hasText: 'Vérifiez les champs signalés' })).toBeVisible();
      await expect(page.getByLabel('Téléphone *')).toBeFocused();

      await page.getByLabel('Téléphone *').fill('+216 20 123 456');
      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 429,
          json: { message: 'Trop de demandes. Veuillez réessayer dans un instant.' },
        }),
      );
      await submit(page);
      await expect(page.getByRole('alert').filter({ hasText: 'Trop de demandes' })).toBeVisible();

      await page.unroute('**/api/contact');
      await page.route('**/api/contact', (route) =>
        route.fulfill({ status: 500, json: { message: 'Erreur interne' } }),
      );
      await submit(page);
      await expect(page.getByRole('alert').filter({ hasText: 'momentanément indisponible' })).toBeVisible();
      await expect(page.getByTestId('contact-success')).toHaveCount(0);
      expect(await storedCount(name)).toBe(0);
    });
  });

  test('on a phone: the form, its errors shown, has no accessibility violations @mobile-only', async ({
    page,
  }) => {
    await openContact(page);
    expect(await axeViolations(page)).toEqual([]);
    await submit(page);
    await expect(page.locator('#contact-fullName-error')).toHaveText('Le nom complet est obligatoire');
    expect(await axeViolations(page)).toEqual([]);
  });
});
