import { randomBytes } from 'node:crypto';
import type { Page, Request } from '@playwright/test';
import { hashConfirmationToken, signUnsubscribeToken } from '../../src/newsletter/newsletter-tokens';
import { withDatabase } from '../support/browser/database';
import { axeViolations, expect, failedRequest, test } from '../support/browser/fixtures';
import { hydrated, openFresh } from '../support/browser/pages';
import { uniqueTag } from '../support/browser/unique';
import { NEWSLETTER_SECRET } from './playwright.config';

const CONFIRMATION_INVALID =
  "Ce lien de confirmation n'est plus valable\u00a0: il a déjà servi ou il a expiré. Pour vous inscrire, saisissez de nouveau votre adresse en bas de page.";
const UNSUBSCRIBE_INVALID =
  "Ce lien de désinscription n'est pas valable. Vérifiez qu'il est complet, ou écrivez-nous pour vous désinscrire.";

/** A sign-up waiting for its confirmation, as the sign-up stores it; the token of its e-mail. */
async function pendingSignup(email: string): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await withDatabase((db) =>
    db.query(
      `INSERT INTO newsletter_pending (email, token_hash, expires_at) VALUES ($1, $2, now() + interval '7 days')`,
      [email, hashConfirmationToken(token)],
    ),
  );
  return token;
}

/** A confirmed subscriber; the token of the unsubscribe link its e-mails carry. */
async function subscriber(email: string): Promise<{ id: string; token: string }> {
  const [{ id }] = await withDatabase(
    async (db) =>
      (
        await db.query<{ id: string }>(
          `INSERT INTO newsletter_subscriber (email, consent_method) VALUES ($1, 'double') RETURNING id`,
          [email],
        )
      ).rows,
  );
  return { id, token: signUnsubscribeToken(NEWSLETTER_SECRET, id) };
}

const subscriberRows = (email: string) =>
  withDatabase(
    async (db) =>
      (
        await db.query<{ consent_method: string }>(
          'SELECT consent_method FROM newsletter_subscriber WHERE email = $1',
          [email],
        )
      ).rows,
  );

const cleanUp = (tag: string) =>
  withDatabase(async (db) => {
    await db.query('DELETE FROM newsletter_subscriber WHERE email LIKE $1', [`${tag}%`]);
    await db.query('DELETE FROM newsletter_pending WHERE email LIKE $1', [`${tag}%`]);
  });

/** The page itself, without the header and footer (which have their own alerts and statuses). */
const main = (page: Page) => page.locator('main');

async function open(page: Page, path: string) {
  const response = await openFresh(page, path);
  expect(response?.status()).toBe(200);
  await hydrated(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
}

test.describe('Newsletter links: confirmation and unsubscribe pages', () => {
  test('a confirmation link confirms once; an unsubscribe link waits for its button; incomplete, used or forged links are explained', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(failedRequest(400));
    const tag = uniqueTag();
    try {
      await test.step('the confirmation link confirms the sign-up once; used again, it says so in French', async () => {
        const email = `${tag}-confirme@exemple.tn`;
        const token = await pendingSignup(email);
        await open(page, `/newsletter/confirmation?token=${token}`);
        await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
          'Votre inscription est confirmée',
        );
        await expect(main(page).getByRole('status')).toContainText(
          'Vous recevrez nos nouveautés et conseils',
        );
        expect(await subscriberRows(email)).toEqual([{ consent_method: 'double' }]);
        expect(await axeViolations(page)).toEqual([]);

        await open(page, `/newsletter/confirmation?token=${token}`);
        await expect(main(page).getByRole('alert')).toHaveText(CONFIRMATION_INVALID);
        await expect(main(page).getByRole('heading', { level: 1 })).toHaveText('Inscription à la newsletter');
        expect(await axeViolations(page)).toEqual([]);
      });

      await test.step('a confirmation page opened without its token explains it and posts nothing', async () => {
        let posted = false;
        const watch = (request: Request) => (posted ||= request.method() === 'POST');
        page.on('request', watch);
        await open(page, '/newsletter/confirmation');
        await expect(main(page).getByRole('alert')).toHaveText(
          "Ce lien de confirmation est incomplet. Ouvrez le lien de l'e-mail tel quel, ou copiez-le en entier dans la barre d'adresse.",
        );
        expect(posted).toBe(false);
        page.off('request', watch);
      });

      await test.step('the unsubscribe link does nothing until « Me désinscrire » is pressed, then the address is gone', async () => {
        const email = `${tag}-desabo@exemple.tn`;
        const { id, token } = await subscriber(email);
        await open(page, `/newsletter/desinscription?token=${encodeURIComponent(token)}`);
        await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
          'Se désinscrire de la newsletter',
        );
        const button = main(page).getByRole('button', { name: 'Me désinscrire' });
        await expect(button).toBeEnabled();
        // Opening the link (as a mail scanner would) changed nothing.
        expect(await subscriberRows(email)).toHaveLength(1);
        expect(await axeViolations(page)).toEqual([]);

        const [response] = await Promise.all([
          page.waitForResponse((r) => r.url().endsWith('/api/newsletter/unsubscribe')),
          button.click(),
        ]);
        expect(response.status()).toBe(200);
        await expect(main(page).getByRole('heading', { level: 1 })).toHaveText(
          'Votre désinscription est enregistrée',
        );
        await expect(main(page).getByRole('heading', { level: 1 })).toBeFocused();
        await expect(main(page).getByRole('status')).toHaveText(
          'Votre adresse a été supprimée de notre liste. Vous ne recevrez plus nos e-mails.',
        );
        await expect(button).toHaveCount(0);
        expect(await subscriberRows(email)).toEqual([]);
        const journal = await withDatabase(
          async (db) =>
            (await db.query('SELECT action FROM audit_event WHERE target_id = $1', [id])).rows as unknown[],
        );
        expect(journal).toEqual([{ action: 'newsletter_unsubscribed' }]);
      });

      await test.step('a forged or truncated unsubscribe link is refused in French, and no button is left to press', async () => {
        const email = `${tag}-tronque@exemple.tn`;
        const { token } = await subscriber(email);
        await open(page, `/newsletter/desinscription?token=${encodeURIComponent(token.slice(0, -2))}`);
        await main(page).getByRole('button', { name: 'Me désinscrire' }).click();
        await expect(main(page).getByRole('alert')).toHaveText(UNSUBSCRIBE_INVALID);
        await expect(main(page).getByRole('button', { name: 'Me désinscrire' })).toHaveCount(0);
        expect(await subscriberRows(email)).toHaveLength(1);
      });
    } finally {
      await cleanUp(tag);
    }
  });
});
