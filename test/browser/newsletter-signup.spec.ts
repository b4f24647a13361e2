import { deleteSubscribers, storedSubscribers } from '../support/browser/database';
import { axeViolations, expect, failedRequest, test } from '../support/browser/fixtures';
import { openFooter } from '../support/browser/pages';
import { uniqueTag } from '../support/browser/unique';

/** The newsletter sign-up in the footer of every public page. */
test.describe('Footer newsletter sign-up', () => {
  test('an empty field, a bad address, a good one, a 429 and a network failure each get their French message', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(
      failedRequest(400),
      failedRequest(429),
      /ERR_FAILED|ERR_INTERNET_DISCONNECTED/,
    );
    const footer = await openFooter(page);
    const field = footer.getByLabel('Votre adresse e-mail');
    const button = footer.getByRole('button', { name: "S'inscrire" });
    const alert = footer.getByRole('alert');
    // The honeypot: out of the tab order, hidden from assistive technologies.
    const honeypot = footer.locator('input[name="website"]');
    await expect(honeypot).toHaveAttribute('tabindex', '-1');
    await expect(footer.locator('[aria-hidden="true"]:has(input[name="website"])')).toHaveCount(1);

    await test.step('an empty field is refused in the page', async () => {
      await button.click();
      await expect(alert).toHaveText('Veuillez saisir votre adresse e-mail.');
    });

    await test.step('a bad address gets the server message; a good one the confirmation and a row', async () => {
      await field.fill('pas-une-adresse');
      const [bad] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST'),
        button.click(),
      ]);
      expect(bad.status()).toBe(400);
      await expect(alert).toHaveText("Format d'email invalide.");
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toBeFocused();

      const tag = uniqueTag();
      const email = `${tag}.Patiente@Exemple.TN`;
      try {
        await field.fill(email);
        await expect(alert).toHaveText('');
        const [request] = await Promise.all([
          page.waitForRequest((r) => r.url().endsWith('/api/newsletter') && r.method() === 'POST'),
          button.click(),
        ]);
        expect(request.postDataJSON()).toEqual({ email });
        await expect(footer.getByRole('status')).toHaveText('Merci ! Votre inscription est enregistrée.');
        await expect(field).toHaveValue('');
        const rows = await storedSubscribers(email.toLowerCase());
        expect(rows).toHaveLength(1);
        expect(Date.now() - rows[0].subscribed_at.getTime()).toBeLessThan(60_000);
        expect(await axeViolations(page, '[data-testid="site-footer"]')).toEqual([]);
      } finally {
        await deleteSubscribers(tag);
      }
    });

    await test.step('a 429 and a network failure each get a French message', async () => {
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
      await expect(alert).toHaveText(
        'Connexion impossible. Vérifiez votre connexion Internet puis réessayez.',
      );
      await expect(footer.getByRole('status')).toHaveText('');
    });
  });
});
