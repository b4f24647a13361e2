import type { Page } from '@playwright/test';
import { apiLogin, openAdmin, openSection } from '../support/browser/admin';
import { withDatabase } from '../support/browser/database';
import { axeViolations, expect, failedRequest, test } from '../support/browser/fixtures';
import { isDesktop } from '../support/browser/pages';
import { createTeamAccount } from '../support/browser/team';
import { uniqueDigits, uniqueName } from '../support/browser/unique';

const DAY_MS = 86_400_000;

/** A weekday far enough ahead that no other test books there (each project its own week). */
function targetDay(desktop: boolean): string {
  for (let d = desktop ? 60 : 67; ; d++) {
    const day = new Date(Date.now() + 3_600_000 + d * DAY_MS).toISOString().slice(0, 10);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
  }
}

const status = (id: string) =>
  withDatabase(
    async (db) =>
      (await db.query('SELECT status FROM appointment WHERE id = $1', [id])).rows[0]?.status as string,
  );

/** Accepts the next confirm() the page asks (cancel, disable). */
const acceptNextDialog = (page: Page) => page.once('dialog', (dialog) => void dialog.accept());

test.describe('Admin: the practice’s agenda, roles and team', () => {
  test('a phone appointment entered, a clash, a move, « honoré » in Aujourd’hui @mobile', async ({
    page,
    request,
    problems,
  }) => {
    // The clash is asked for: its 409 is the browser's console line, expected here.
    problems.expectConsole.push(failedRequest(409));
    const day = targetDay(isDesktop(page));
    const name = uniqueName('Patiente Téléphone');
    const phone = `+216 2${uniqueDigits(7)}`;
    const { token } = await apiLogin(request);
    const auth = { Authorization: `Bearer ${token}` };
    const types = (await (await request.get('/api/admin/booking/types', { headers: auth })).json()) as {
      _id: string;
      active: boolean;
    }[];
    const typeId = types.find((type) => type.active)!._id;
    // The slot the form will ask for is already taken: the clash is the server's own.
    const blocker = await request.post('/api/admin/appointments', {
      headers: auth,
      data: {
        typeId,
        start: `${day}T10:00:00+01:00`,
        name: uniqueName('Occupant'),
        phone: `+216 5${uniqueDigits(7)}`,
      },
    });
    expect(blocker.status()).toBe(201);
    const blockerId = ((await blocker.json()) as { _id: string })._id;
    try {
      await openAdmin(page, request);
      await openSection(page, 'Agenda');

      await test.step('the form, filled on the Tunis clock, meets a clash and offers free slots', async () => {
        await page.getByRole('button', { name: 'Nouveau rendez-vous' }).click();
        const form = page.getByRole('dialog', { name: 'Nouveau rendez-vous' });
        await expect(form.getByLabel('Consultation')).toBeEnabled();
        expect(await axeViolations(page)).toEqual([]);
        await form.getByLabel('Jour', { exact: true }).fill(day);
        await form.getByLabel('Heure', { exact: true }).fill('10:00');
        await form.getByLabel('Nom du patient').fill(name);
        await form.getByLabel('Téléphone', { exact: true }).fill(phone);
        await form.getByLabel(/^Note du cabinet/).fill('Appel du matin');
        await form.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
        await expect(form.getByRole('alert')).toContainText('chevauche');
        const slots = form
          .getByRole('group', { name: 'Créneaux libres les plus proches' })
          .getByRole('button');
        await expect(slots.first()).toBeVisible();
        await slots.first().click();
        await expect(form.getByLabel('Heure', { exact: true })).not.toHaveValue('10:00');
        await form.getByRole('button', { name: 'Enregistrer le rendez-vous' }).click();
        await expect(form).toBeHidden();
        await expect(page.getByRole('status').filter({ hasText: 'Rendez-vous enregistré' })).toContainText(
          name,
        );
      });

      const id = await withDatabase(
        async (db) =>
          (await db.query("SELECT id FROM appointment WHERE name = $1 AND source = 'cabinet'", [name]))
            .rows[0]?.id as string,
      );
      expect(id).toBeTruthy();

      await test.step('moved to 15 h 00 from its detail', async () => {
        await page.getByRole('button', { name: new RegExp(name) }).click();
        const detail = page.getByRole('dialog', { name: 'Rendez-vous' });
        await expect(detail).toContainText('Appel du matin');
        // Still to come: « Honoré » waits for its time, and says why.
        await expect(detail.getByRole('button', { name: 'Honoré' })).toBeDisabled();
        await expect(detail).toContainText('Possible une fois l’heure du rendez-vous venue.');
        await detail.getByRole('button', { name: 'Déplacer' }).click();
        // The slot chosen may be on another day (the nearest free one): the day is set again.
        await detail.getByLabel('Nouveau jour').fill(day);
        await detail.getByLabel('Nouvelle heure (Tunis)').fill('15:00');
        await detail.getByRole('button', { name: 'Enregistrer le nouvel horaire' }).click();
        await expect(detail).toContainText('15 h 00');
        const startsAt = await withDatabase(
          async (db) =>
            (await db.query('SELECT starts_at FROM appointment WHERE id = $1', [id])).rows[0]
              .starts_at as Date,
        );
        expect(startsAt.toISOString()).toBe(new Date(`${day}T15:00:00+01:00`).toISOString());
        await detail.getByRole('button', { name: 'Fermer', exact: true }).click();
      });

      await test.step('« Honoré » from Aujourd’hui once its time has come', async () => {
        // Its time comes by the database: two minutes ago, today in Tunis (the server reads
        // « started » there). Just after midnight « two minutes ago » is yesterday: wait until
        // the day is over two minutes old. Each width has its own 20 s, so the two runs side by
        // side never hold the same time.
        const sinceMidnight = await withDatabase(
          async (db) =>
            (await db.query(`SELECT extract(epoch FROM (now() AT TIME ZONE 'Africa/Tunis')::time)::int AS s`))
              .rows[0].s as number,
        );
        if (sinceMidnight < 130) await page.waitForTimeout((130 - sinceMidnight) * 1000);
        await withDatabase((db) =>
          db.query(
            `UPDATE appointment
                SET starts_at = date_trunc('second', now()) - interval '2 minutes' + $2 * interval '30 seconds',
                    ends_at = date_trunc('second', now()) - interval '2 minutes' + $2 * interval '30 seconds'
                              + interval '20 seconds'
              WHERE id = $1`,
            [id, isDesktop(page) ? 0 : 1],
          ),
        );
        await openSection(page, 'Dashboard');
        const today = page.locator('.today-appointment').filter({ hasText: name });
        await today.getByRole('button', { name: /^Honoré/ }).click();
        await expect(today.getByRole('button', { name: /^Honoré/ })).toHaveAttribute('aria-pressed', 'true');
        await expect(today).toContainText('Honoré');
        expect(await status(id)).toBe('honore');
      });
    } finally {
      await withDatabase((db) =>
        db.query('DELETE FROM appointment WHERE id = $1 OR name = $2', [blockerId, name]),
      );
    }
  });

  test('a secretary’s session: the daily work only', async ({ page, request, problems }) => {
    const account = await createTeamAccount(request, `secretariat-${uniqueDigits(8)}`, 'secretary');

    await test.step('signs in and sees only the sections of the daily work', async () => {
      await page.goto('/login');
      await page.getByLabel("Nom d'utilisateur").fill(account.username);
      await page.getByLabel('Mot de passe').fill(account.password);
      await page.getByRole('button', { name: 'Se connecter' }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      expect(await page.evaluate(() => localStorage.getItem('role'))).toBe('secretary');
      const links = page.getByRole('navigation', { name: 'Menu de l’administration' }).getByRole('link');
      await expect(links).toHaveText(['Dashboard', 'Newsletter', 'Demandes', 'Agenda', 'Sécurité']);
      await openSection(page, 'Demandes');
      await expect(page.getByRole('button', { name: 'Exporter (CSV)' })).toHaveCount(0);
    });

    await test.step('a deep link to the journal says it is the practitioner’s', async () => {
      await page.goto('/admin/journal');
      await expect(page.getByText('Cette section est réservée au praticien.')).toBeVisible();
      await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    });

    await test.step('the journal’s route refuses the secretary', async () => {
      const token = await page.evaluate(() => localStorage.getItem('token'));
      const refused = await request.get('/api/admin/audit', {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(refused.status()).toBe(403);
      expect(await refused.json()).toMatchObject({ message: 'Votre rôle ne vous permet pas cette action.' });
      // The screen never asked for it.
      expect(problems.console).toEqual([]);
    });
  });

  test('the team screen: invite, change a role, disable', async ({ page, request }) => {
    const username = `equipe-${uniqueDigits(8)}`;
    await openAdmin(page, request);
    await openSection(page, 'Équipe');
    const row = page.getByTestId('team-member').filter({ hasText: username });

    await test.step('invites a person (no e-mail server here: the screen says so)', async () => {
      await page.getByLabel('Nom d’utilisateur').fill(username);
      await page.getByLabel('E-mail').fill(`${username}@example.tn`);
      // The label wraps its select, whose option joins the name (« Rôle Secrétariat »).
      await page.locator('.team-invite select[name="role"]').selectOption('secretary');
      await page.getByRole('button', { name: 'Inviter' }).click();
      await expect(page.getByRole('alert').or(page.getByRole('status'))).toContainText(
        /Invitation envoyée à|aucun e-mail n’a pu partir/,
      );
      await expect(row).toContainText('Invitation en attente');
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('changes the role', async () => {
      await row.getByLabel(`Rôle de ${username}`).selectOption('practitioner');
      await expect(page.getByRole('status')).toContainText('a maintenant le rôle praticien');
      const role = await withDatabase(
        async (db) =>
          (await db.query('SELECT role FROM admin_user WHERE username = $1', [username])).rows[0].role,
      );
      expect(role).toBe('practitioner');
    });

    await test.step('disables the account, after asking', async () => {
      acceptNextDialog(page);
      await row.getByRole('button', { name: `Désactiver ${username}` }).click();
      await expect(row).toContainText('Désactivé');
      await expect(row.getByRole('button', { name: `Réactiver ${username}` })).toBeVisible();
    });
  });
});
