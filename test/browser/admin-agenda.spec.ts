import { openAdmin, openSection } from '../support/browser/admin';
import { withDatabase } from '../support/browser/database';
import { axeViolations, expect, test } from '../support/browser/fixtures';
import { isDesktop } from '../support/browser/pages';
import { uniqueDigits, uniqueName } from '../support/browser/unique';

const DAY_MS = 86_400_000;

/** A weekday far enough ahead that no other test books there (each project its own week). */
function targetDay(desktop: boolean): string {
  for (let d = desktop ? 40 : 47; ; d++) {
    const day = new Date(Date.now() + 3_600_000 + d * DAY_MS).toISOString().slice(0, 10);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    if (weekday >= 1 && weekday <= 5) return day;
  }
}

/** How many « Semaine suivante » presses reach the week of `day` from this week (Tunis). */
function weeksAhead(day: string): number {
  const monday = (d: string) => {
    const date = new Date(`${d}T12:00:00Z`);
    return date.getTime() - ((date.getUTCDay() || 7) - 1) * DAY_MS;
  };
  const today = new Date(Date.now() + 3_600_000).toISOString().slice(0, 10);
  return Math.round((monday(day) - monday(today)) / (7 * DAY_MS));
}

test.describe('Admin « Agenda »', () => {
  test('shows the week’s appointments; the detail changes the status and offers WhatsApp and a call @mobile', async ({
    page,
    request,
  }) => {
    const day = targetDay(isDesktop(page));
    const name = uniqueName('Agenda Patiente');
    const phone = `+216 2${uniqueDigits(7)}`;
    // Booked as the booking page books it: the public call, with the patient's consent.
    const type = ((await (await request.get('/api/booking/types')).json()) as { _id: string }[])[0]._id;
    const booked = await request.post('/api/booking', {
      data: { type, start: `${day}T16:30:00+01:00`, name, phone, message: 'Première visite', consent: true },
    });
    expect(booked.status()).toBe(201);
    const { _id: id } = (await booked.json()) as { _id: string };
    try {
      await openAdmin(page, request);
      await openSection(page, 'Agenda');
      await expect(page.getByRole('heading', { level: 2, name: /^Semaine du / })).toBeVisible();
      for (let i = weeksAhead(day); i > 0; i--) {
        await page.getByRole('button', { name: 'Semaine suivante' }).click();
      }
      const item = page.getByRole('button', { name: new RegExp(name) });
      await expect(item).toContainText('16 h 30');
      await expect(item).toContainText('Confirmé');
      expect(await axeViolations(page)).toEqual([]);
      // A week on a wide screen, a list of days on a phone.
      await expect(page.locator(isDesktop(page) ? '.agenda__week' : '.agenda__days')).toBeVisible();
      if (isDesktop(page)) {
        // On the time grid, 16 h 30 – 17 h 00 sits where the hour lines say, half an hour tall.
        const firstHour = Number.parseInt(await page.locator('.agenda__axis li').first().innerText(), 10);
        const track = await item
          .locator('xpath=ancestor::div[contains(@class,"agenda__track")]')
          .boundingBox();
        const slot = await item.boundingBox();
        const hours = await page.locator('.agenda__axis li').count();
        const hourPx = track!.height / hours;
        expect(slot!.y - track!.y).toBeCloseTo((16.5 - firstHour) * hourPx, -1);
        expect(slot!.height).toBeCloseTo(hourPx / 2, -1);
      }

      await item.click();
      const dialog = page.getByRole('dialog', { name: 'Rendez-vous' });
      await expect(dialog).toContainText(name);
      await expect(dialog).toContainText('Première visite');
      await expect(dialog.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+216/);
      const whatsapp = dialog.getByRole('link', { name: /Confirmer sur WhatsApp/ });
      expect(await whatsapp.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/2162\d{7}\?text=Bonjour/);
      expect(await axeViolations(page)).toEqual([]);

      // Still to come: it cannot be said honoré yet, but it can be cancelled (asked first).
      await expect(dialog.getByRole('button', { name: 'Honoré' })).toBeDisabled();
      page.once('dialog', (question) => void question.accept());
      await dialog.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
      await expect(dialog.getByTestId('appointment-status')).toHaveText('Annulé');
      await expect
        .poll(() =>
          withDatabase(
            async (db) =>
              (await db.query('SELECT status FROM appointment WHERE id = $1', [id])).rows[0]?.status,
          ),
        )
        .toBe('annule');
      await dialog.getByRole('button', { name: 'Fermer', exact: true }).click();
      await expect(item).toContainText('Annulé');
      // The hours and absences that make the slots are edited under the week.
      await expect(page.locator('#agenda-hours-1')).toHaveValue(/^\d{2}:\d{2}-\d{2}:\d{2}/);
      await expect(page.getByRole('button', { name: 'Ajouter l’absence' })).toBeVisible();
      // The consultation types, the default one offered to patients.
      await expect(
        page.getByRole('checkbox', { name: /^Première consultation — 30\smin, au cabinet/ }),
      ).toBeChecked();
    } finally {
      await withDatabase((db) => db.query('DELETE FROM appointment WHERE id = $1', [id]));
    }
  });
});
