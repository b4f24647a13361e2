import { openAdmin, openSection, uniqueTag, withDatabase } from './admin-helpers';
import { expect, test } from './fixtures';

/**
 * This test inserts its own rows in the database (with chosen sign-up dates) and removes
 * them afterwards.
 */
test.describe('Newsletter section', () => {
  test('lists subscribers with their fr-FR date and "Actif", searches by email, each with a Désabonner button', async ({
    page,
    request,
    isMobile,
  }) => {
    const tag = uniqueTag();
    const emails = [`${tag}-un@exemple.tn`, `${tag}-deux@exemple.tn`, `${tag}-trois@exemple.org`];
    await withDatabase((db) =>
      db.query(
        `INSERT INTO newsletter_subscriber (email, subscribed_at)
         VALUES ($1, '2025-02-01T10:00:00+01:00'), ($2, '2025-02-14T23:30:00+01:00'), ($3, '2025-03-03T09:00:00+01:00')`,
        emails,
      ),
    );
    try {
      const { subscribers } = await openAdmin(page, request);
      await openSection(page, 'Newsletter');
      await expect(page.getByRole('heading', { level: 2, name: 'Les abonnés Newsletter' })).toBeVisible();
      const search = page.getByRole('searchbox', { name: /Rechercher un abonné/ });
      await expect(search).toHaveAttribute('placeholder', 'Rechercher par email...');
      if (!isMobile) {
        await expect(page.getByRole('columnheader')).toHaveText([
          'Email',
          "Date d'inscription",
          'Statut',
          'Actions',
        ]);
      }
      const rows = page.getByRole('row').filter({ hasText: tag });
      if (subscribers.length <= 50) await expect(rows).toHaveCount(3);

      await search.fill(tag.toUpperCase());
      await expect(rows).toHaveCount(3);
      const first = rows.filter({ hasText: emails[1] });
      await expect(first).toContainText('14/02/2025');
      await expect(first).toContainText('Actif');
      await expect(rows.filter({ hasText: emails[0] })).toContainText('01/02/2025');

      await search.fill(`${tag}-DEUX@`);
      await expect(rows).toHaveCount(1);
      await search.fill(`${tag}-trois@exemple.ORG`);
      await expect(rows).toHaveCount(1);

      // "Désabonner" works since issue 9 (tested in beyond.spec.ts); here it is simply there.
      await expect(rows.getByRole('button', { name: /^Désabonner/ })).toBeEnabled();
      await expect(rows).toHaveCount(1);

      await search.fill(`${tag}-personne`);
      await expect(page.getByText('Aucun abonné trouvé')).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    } finally {
      await withDatabase((db) =>
        db.query(`DELETE FROM newsletter_subscriber WHERE email LIKE $1`, [`${tag}-%`]),
      );
    }
  });
});
