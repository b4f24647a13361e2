import type { Page } from '@playwright/test';
import {
  apiLogin,
  isGet,
  listParams,
  openAdmin,
  openSection,
  requestCount,
  seedContact,
  totalOf,
} from '../support/browser/admin';
import { deleteContacts, insertContacts, withDatabase } from '../support/browser/database';
import { axeViolations, expect, test } from '../support/browser/fixtures';
import { uniqueDigits, uniqueTag } from '../support/browser/unique';

const DOCTOR = 'Dr Prénom Exemple';
const at = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`);

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Menu de l’administration' });
const sidebarWidth = async (page: Page) => (await sidebar(page).boundingBox())!.width;

test.describe('Back-office frame', () => {
  test('the sidebar folds and opens; every screen has no accessibility violations (axe, at 1280 px and 390 px) @mobile', async ({
    page,
    request,
  }) => {
    const tag = uniqueTag();
    await seedContact(request, {
      name: `Axe ${tag}`,
      phone: `+216 7${uniqueDigits(7)}`,
      email: `${tag}@exemple.tn`,
      service: 'Acide Hyaluronique',
      message: 'Bonjour,\nje souhaite un rendez-vous.',
      selections: { 'step-1': 'Visage', 'step-visage': 'Lèvres', 'step-levres': 'Volume' },
    });
    await withDatabase((db) =>
      db.query(`INSERT INTO newsletter_subscriber (email) VALUES ($1)`, [`axe-${tag}@exemple.tn`]),
    );
    try {
      await openAdmin(page, request);
      expect(await axeViolations(page), 'dashboard').toEqual([]);

      const names = [
        'Dashboard',
        'Newsletter',
        'Demandes',
        'Agenda',
        'Statistiques',
        'Droits des personnes',
        'Journal',
        'Sécurité',
      ];
      if (test.info().project.name === 'mobile') {
        await test.step('a phone: no rail; the header’s button opens a drawer that keeps the focus, Escape and the backdrop close it', async () => {
          const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
          await expect(sidebar(page)).toBeHidden();
          expect(await page.locator('.admin-main').evaluate((el) => el.getBoundingClientRect().left)).toBe(0);
          await menu.click();
          await expect(sidebar(page)).toBeVisible();
          for (const name of names)
            await expect(sidebar(page).getByRole('link', { name, exact: true })).toBeVisible();
          await expect(sidebar(page).getByRole('button', { name: 'Déconnexion' })).toBeVisible();
          // The focus starts on the current section and goes round the drawer.
          await expect(sidebar(page).getByRole('link', { name: 'Dashboard', exact: true })).toBeFocused();
          await page.keyboard.press('Shift+Tab');
          await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
          await page.keyboard.press('Shift+Tab');
          await expect(sidebar(page).getByRole('button', { name: 'Déconnexion' })).toBeFocused();
          await page.keyboard.press('Tab');
          await expect(page.getByRole('button', { name: 'Fermer le menu' })).toBeFocused();
          expect(await axeViolations(page), 'drawer open').toEqual([]);
          await page.keyboard.press('Escape');
          await expect(sidebar(page)).toBeHidden();
          await expect(menu).toBeFocused();

          // The backdrop closes it.
          await menu.click();
          await expect(sidebar(page)).toBeVisible();
          const viewport = page.viewportSize()!;
          await page.mouse.click(viewport.width - 10, viewport.height - 10);
          await expect(sidebar(page)).toBeHidden();

          // Choosing an item opens that section and closes the drawer.
          await menu.click();
          await sidebar(page).getByRole('link', { name: 'Newsletter', exact: true }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
          await expect(sidebar(page)).toBeHidden();
          await expect(page).toHaveURL(/\/admin\/abonnes$/);
        });
      } else {
        await test.step('folded 80 px, open 280 px in 300 ms; a press outside, Escape or choosing an item folds it', async () => {
          const toggle = page.getByRole('button', { name: 'Déplier le menu' });
          await expect(toggle).toHaveAttribute('aria-expanded', 'false');
          expect(await sidebarWidth(page)).toBe(80);
          expect(
            await sidebar(page).evaluate((el) => {
              const style = getComputedStyle(el);
              return [style.transitionProperty, style.transitionDuration];
            }),
          ).toEqual(['width', '0.3s']);
          // Every item keeps its name when folded; the sections are links to their addresses.
          for (const name of names)
            await expect(sidebar(page).getByRole('link', { name, exact: true })).toBeVisible();
          await expect(sidebar(page).getByRole('button', { name: 'Déconnexion', exact: true })).toBeVisible();

          await toggle.click();
          await expect(page.getByRole('button', { name: 'Replier le menu' })).toHaveAttribute(
            'aria-expanded',
            'true',
          );
          await expect.poll(() => sidebarWidth(page)).toBe(280);
          await expect(sidebar(page).getByText('Newsletter', { exact: true })).toBeVisible();
          expect(await axeViolations(page), 'sidebar open').toEqual([]);

          // A press outside the sidebar folds it.
          const viewport = page.viewportSize()!;
          await page.mouse.click(viewport.width - 20, viewport.height - 20);
          await expect.poll(() => sidebarWidth(page)).toBe(80);
          await expect(page.getByRole('button', { name: 'Déplier le menu' })).toHaveAttribute(
            'aria-expanded',
            'false',
          );

          // Escape folds it.
          await page.getByRole('button', { name: 'Déplier le menu' }).click();
          await expect.poll(() => sidebarWidth(page)).toBe(280);
          await page.keyboard.press('Escape');
          await expect.poll(() => sidebarWidth(page)).toBe(80);

          // Choosing an item opens that section, names it in the header, and folds the sidebar.
          await page.getByRole('button', { name: 'Déplier le menu' }).click();
          await expect.poll(() => sidebarWidth(page)).toBe(280);
          await sidebar(page).getByRole('link', { name: 'Newsletter', exact: true }).click();
          await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
          await expect(sidebar(page).getByRole('link', { name: 'Newsletter', exact: true })).toHaveAttribute(
            'aria-current',
            'page',
          );
          await expect.poll(() => sidebarWidth(page)).toBe(80);
        });
      }

      await test.step('the subscribers; the requests from a folded item', async () => {
        await page.getByRole('searchbox').fill(`axe-${tag}`);
        // The address, then the same in its « Désabonner » button's name (hidden text).
        await expect(page.getByText(`axe-${tag}@exemple.tn`, { exact: true }).first()).toBeVisible();
        expect(await axeViolations(page), 'newsletter').toEqual([]);

        await openSection(page, 'Demandes');
        await expect(page.getByRole('heading', { level: 2, name: /\sdemandes?$/ })).toBeVisible();
      });

      await test.step('the requests, their detail, an empty search', async () => {
        await page.getByRole('searchbox').fill(tag);
        await expect(page.getByRole('heading', { name: requestCount(1) })).toBeVisible();
        expect(await axeViolations(page), 'contacts').toEqual([]);

        await page.getByRole('button', { name: `Voir Axe ${tag}` }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await axeViolations(page), 'detail').toEqual([]);
        await page.getByRole('button', { name: 'Fermer', exact: true }).click();

        await page.getByRole('searchbox').fill('aucun-contact-ne-contient-ceci');
        await expect(page.getByText('Aucune demande trouvée')).toBeVisible();
        expect(await axeViolations(page), 'contacts, empty').toEqual([]);
        await openSection(page, 'Dashboard');
      });
    } finally {
      await withDatabase((db) =>
        db.query(`DELETE FROM newsletter_subscriber WHERE email = $1`, [`axe-${tag}@exemple.tn`]),
      );
    }
  });
});

test.describe('Back-office frame: dashboard', () => {
  test('greets by the hour, Bonjour until 17:59, Bonsoir from 18:00, with the doctor, both counts and today in French, uppercased', async ({
    page,
    request,
  }) => {
    await page.clock.setFixedTime(at('2025-03-03', '09:15'));
    const { contactTotal, subscriberTotal } = await openAdmin(page, request);
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Bonjour, ${DOCTOR}`);
    await expect(page.getByText('LUNDI 3 MARS 2025', { exact: true })).toBeVisible();
    await expect(page.getByTestId('contact-count')).toHaveText(contactTotal.toLocaleString('fr-FR'));
    await expect(page.getByTestId('subscriber-count')).toHaveText(subscriberTotal.toLocaleString('fr-FR'));
    await expect(page.getByRole('link', { name: /Demandes Voir les demandes/ })).toHaveAttribute(
      'href',
      '/admin/demandes',
    );
    await expect(page.getByRole('link', { name: /Abonnés à la newsletter/ })).toHaveAttribute(
      'href',
      '/admin/abonnes',
    );

    await page.clock.setFixedTime(at('2025-12-31', '17:59'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Bonjour, ${DOCTOR}`);
    await expect(page.getByText('MERCREDI 31 DÉCEMBRE 2025', { exact: true })).toBeVisible();
    await page.clock.setFixedTime(at('2025-12-31', '18:00'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(`Bonsoir, ${DOCTOR}`);
  });

  test('the counts are the server’s totals, asked for again on coming back; the service status; a million requests', async ({
    page,
    request,
  }) => {
    const counts: string[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      // The dashboard's call-backs (?due=1) are a list of their own, not a count.
      const count = !new URL(r.url()).searchParams.has('due');
      if (r.method() === 'GET' && count && (path === '/api/contact' || path === '/api/newsletter'))
        counts.push(`${path} ${JSON.stringify(listParams(r.url()))}`);
    });
    const [status, opened] = await Promise.all([
      page.waitForResponse(isGet('/api/admin/status')),
      openAdmin(page, request),
    ]);

    await test.step('the counts are asked for with one-row pages, and asked again on coming back', async () => {
      expect(counts).toEqual(['/api/contact {"limit":"1"}', '/api/newsletter {"limit":"1"}']);
      await expect(page.getByTestId('contact-count')).toHaveText(opened.contactTotal.toLocaleString('fr-FR'));
      await expect(page.getByTestId('subscriber-count')).toHaveText(
        opened.subscriberTotal.toLocaleString('fr-FR'),
      );

      // A new request and a new subscriber arrive while the administrator is elsewhere.
      const tag = uniqueTag();
      await seedContact(request, {
        name: `Compte ${tag}`,
        phone: `+216 5${uniqueDigits(7)}`,
        service: 'Botox',
      });
      await withDatabase((db) =>
        db.query(`INSERT INTO newsletter_subscriber (email) VALUES ($1)`, [`${tag}@exemple.tn`]),
      );
      try {
        await openSection(page, 'Newsletter');
        const contacts = page.waitForResponse(
          (r) => isGet('/api/contact')(r) && listParams(r.url()).limit === '1',
        );
        const subscribers = page.waitForResponse(
          (r) => isGet('/api/newsletter')(r) && listParams(r.url()).limit === '1',
        );
        await openSection(page, 'Dashboard');
        const [contactTotal, subscriberTotal] = [totalOf(await contacts), totalOf(await subscribers)];
        await expect(page.getByTestId('contact-count')).toHaveText(contactTotal.toLocaleString('fr-FR'));
        await expect(page.getByTestId('subscriber-count')).toHaveText(
          subscriberTotal.toLocaleString('fr-FR'),
        );
        // The server counts the new rows (what else changes meanwhile belongs to other tests).
        const { token } = await apiLogin(request);
        const headers = { Authorization: `Bearer ${token}` };
        const count = async (path: string, q: string) =>
          totalOf(await request.get(path, { headers, params: { limit: 1, q } }));
        expect(await count('/api/contact', `Compte ${tag}`)).toBe(1);
        expect(await count('/api/newsletter', tag)).toBe(1);
      } finally {
        await withDatabase((db) =>
          db.query(`DELETE FROM newsletter_subscriber WHERE email = $1`, [`${tag}@exemple.tn`]),
        );
      }
    });

    await test.step('shows the retention period, and the e-mails waiting or failed, with a retry, when there are some', async () => {
      const body = (await status.json()) as {
        retentionMonths: number;
        emails: { kinds: { waiting: number; failed: number }[] };
      };
      await expect(page.getByTestId('retention')).toHaveText(
        `Conservation des demandes\u00a0: ${body.retentionMonths} mois`,
      );
      if (body.emails.kinds.every((kind) => kind.waiting === 0 && kind.failed === 0))
        await expect(page.getByRole('button', { name: 'Renvoyer les e-mails non envoyés' })).toHaveCount(0);

      await page.route('**/api/admin/status', (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify({
            emails: {
              enabled: true,
              kinds: [
                { kind: 'new-request', waiting: 0, failed: 3 },
                { kind: 'booking-reminder', waiting: 2, failed: 0 },
              ],
            },
            retentionMonths: 24,
          }),
        }),
      );
      await page.route('**/api/admin/emails/retry', (route) => route.fulfill({ json: { retried: 3 } }));
      await page.reload();
      await expect(page.getByTestId('retention')).toHaveText('Conservation des demandes\u00a0: 24 mois');
      await expect(page.getByTestId('emails-new-request')).toHaveText(
        'Nouvelle demande (au cabinet)\u00a0: 3\u00a0non envoyés',
      );
      await expect(page.getByTestId('emails-booking-reminder')).toHaveText(
        'Rappel de rendez-vous (au patient)\u00a0: 2\u00a0en attente d’envoi',
      );
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: 'Renvoyer les e-mails non envoyés' }).click();
      await expect(page.getByTestId('emails-retried')).toHaveText('3\u00a0e-mails remis en file d’envoi.');
    });

    await test.step('a million requests: the counts come from X-Total-Count, grouped by thousands', async () => {
      // The answers of the real server, with the totals of a much larger practice (and at least
      // a page of rows, whatever the other tests left).
      const tag = uniqueTag();
      await insertContacts(tag, 50);
      try {
        for (const [path, total] of [
          ['/api/contact', '1234567'],
          ['/api/newsletter', '54321'],
        ] as const) {
          await page.route(
            (url) => url.pathname === path,
            async (route) => {
              const response = await route.fetch();
              await route.fulfill({ response, headers: { ...response.headers(), 'x-total-count': total } });
            },
          );
        }
        await page.reload();
        await expect(page.getByTestId('contact-count')).toHaveText((1_234_567).toLocaleString('fr-FR'));
        await expect(page.getByTestId('subscriber-count')).toHaveText((54_321).toLocaleString('fr-FR'));
        await openSection(page, 'Demandes');
        await expect(page.getByRole('heading', { level: 2, name: /\sdemandes?$/ })).toHaveText(
          requestCount(1_234_567),
        );
        await expect(page.getByText(`50 affichés sur ${(1_234_567).toLocaleString('fr-FR')}`)).toBeVisible();
        await expect(page.getByRole('button', { name: 'Afficher plus' })).toBeVisible();
      } finally {
        await deleteContacts(tag);
      }
    });
  });
});
