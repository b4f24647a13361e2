import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { readDownload } from '../support/browser/admin';
import { withDatabase } from '../support/browser/database';
import { axeViolations, expect, failedRequest, test } from '../support/browser/fixtures';
import { consentBox, hydrated, isDesktop, openFresh } from '../support/browser/pages';
import { uniqueDigits, uniqueName } from '../support/browser/unique';

/**
 * Online booking, as a patient does it: a day, a time, the form, the confirmation with its
 * calendar file and cancellation link; the cancellation page; a slot taken between the choice
 * and the send. Tests run in parallel on one database with the practice's default hours: each
 * test (and each project) books on a day of its own, and removes its appointments by id.
 */

interface Slot {
  start: string;
  end: string;
}
interface Created extends Slot {
  _id: string;
  cancelToken: string;
}

const NBSP = '\u00a0';
const DAY_MS = 86_400_000;
/** The practice's calendar day `days` from today (Tunis is UTC+1 all year). */
const tunisDay = (days: number) =>
  new Date(Date.now() + 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

/** Which open day a test books on, counted from three days ahead: none shares one. */
const DAY_INDEX = { book: 0, taken: 2 } as const;

/** The time as the page writes it: « 9 h 30 » (the API gives it with the practice's offset). */
const timeLabel = (start: string) => `${Number(start.slice(11, 13))}${NBSP}h${NBSP}${start.slice(14, 16)}`;

async function typeId(request: APIRequestContext): Promise<string> {
  const types = (await (await request.get('/api/booking/types')).json()) as { _id: string }[];
  return types[0]._id;
}

async function freeSlots(request: APIRequestContext, type: string, from: string, to = from): Promise<Slot[]> {
  const response = await request.get(`/api/booking/slots?type=${type}&from=${from}&to=${to}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Slot[];
}

/** The free slots of this test's own day: the n-th open day from three days ahead. */
async function ownDay(request: APIRequestContext, type: string, index: number, testInfo: TestInfo) {
  const all = await freeSlots(request, type, tunisDay(3), tunisDay(40));
  const days = [...new Set(all.map((slot) => slot.start.slice(0, 10)))];
  const day = days[index * 2 + (testInfo.project.name === 'mobile' ? 1 : 0)];
  return { day, slots: all.filter((slot) => slot.start.startsWith(day)) };
}

const removeAppointments = (ids: string[]) =>
  withDatabase((db) => db.query('DELETE FROM appointment WHERE id = ANY($1::uuid[])', [ids]));

const idsOf = (names: string[]) =>
  withDatabase(async (db) => {
    const { rows } = await db.query<{ id: string }>('SELECT id FROM appointment WHERE name = ANY($1)', [
      names,
    ]);
    return rows.map((row) => row.id);
  });

/** axe on the whole page, once its transitions (a step coming in, the floating bar) have ended. */
async function expectNoViolations(page: Page, step: string) {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  expect(await axeViolations(page), step).toEqual([]);
}

/**
 * Opens /rendez-vous and pages on until `day` shows; presses it, then the time of `slot`. The
 * days and times are scanned by axe unless `scan` is false (a second booking of the same test).
 */
async function chooseSlot(page: Page, day: string, slot: Slot, scan = true) {
  await openFresh(page, '/rendez-vous');
  await hydrated(page);
  const dayButton = page.locator(`button[data-day="${day}"]`);
  for (let move = 0; move < 4 && !(await dayButton.isVisible()); move++) {
    await expect(page.locator('.booking-days')).toBeVisible();
    if (await dayButton.isVisible()) break;
    await page.getByRole('button', { name: 'Semaines suivantes' }).click();
    await expect(page.locator(`[data-day]`).first()).toBeVisible();
  }
  await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText(
    'Choisissez un jour et une heure',
  );
  await dayButton.click();
  const times = page.getByRole('heading', { level: 3, name: /^Créneaux du/ });
  await expect(times).toBeFocused();
  await expect(times).toContainText('heure de Tunis');
  // The days and, under them, the chosen day's times.
  if (scan) await expectNoViolations(page, 'the days and times');
  await page.getByRole('button', { name: timeLabel(slot.start), exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Vos coordonnées' })).toBeFocused();
}

async function fillForm(page: Page, name: string, phone: string) {
  await page.getByLabel('Nom complet *').fill(name);
  await page.getByLabel('Téléphone *').fill(phone);
  await page.getByLabel('Adresse e-mail (optionnelle)').fill('patiente@exemple.tn');
  await page.getByLabel('Message (optionnel)').fill('Première visite.');
  await consentBox(page).check();
}

test.describe('Online booking', () => {
  test('a patient books a slot, keeps the calendar file and the link, and cancels; a wrong link; a slot taken meanwhile @mobile', async ({
    page,
    request,
    problems,
  }, testInfo) => {
    // The whole journey over two pages, with axe on each of its states: on a shared 2-core
    problems.expectConsole.push(failedRequest(404), failedRequest(409));
    const type = await typeId(request);
    const { day, slots } = await ownDay(request, type, DAY_INDEX.book, testInfo);
    const slot = slots[2];
    const name = uniqueName('Patiente Réservation');
    const conflict = uniqueName('Patiente Conflit');
    const other = uniqueName('Patiente Rapide');
    try {
      await chooseSlot(page, day, slot);
      await expect(page.locator('.booking-recap')).toContainText(
        `à ${timeLabel(slot.start)} (heure de Tunis)`,
      );

      // The form says what is missing before anything is sent.
      await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
      await expect(page.getByLabel('Nom complet *')).toBeFocused();
      await expect(page.getByText('Indiquez votre nom complet.')).toBeVisible();
      await expectNoViolations(page, 'the form with its errors');

      await fillForm(page, name, `+216 2${uniqueDigits(7)}`);

      // « Prendre rendez-vous » (the header's, in the menu on phones) keeps the patient here:
      // the current step comes into view with the focus, and what was typed stays.
      await page.evaluate(() => window.scrollTo(0, 0));
      if (isDesktop(page)) {
        await page.getByTestId('site-header').getByRole('link', { name: 'Prendre rendez-vous' }).click();
      } else {
        await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
        await page
          .getByRole('dialog', { name: 'Menu' })
          .getByRole('link', { name: 'Prendre rendez-vous' })
          .click();
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
      }
      const details = page.getByRole('heading', { level: 2, name: 'Vos coordonnées' });
      await expect(details).toBeFocused();
      await expect(details).toBeInViewport();
      expect(new URL(page.url()).pathname + new URL(page.url()).hash).toBe('/rendez-vous');
      await expect(page.getByLabel('Nom complet *')).toHaveValue(name);

      await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();

      const done = page.getByRole('heading', { level: 2, name: 'Votre rendez-vous est confirmé' });
      await expect(done).toBeFocused();
      const summary = page.getByTestId('booking-summary');
      await expect(summary).toContainText('Première consultation');
      await expect(summary).toContainText(
        `${timeLabel(slot.start)} à ${timeLabel(slot.end)}, heure de Tunis`,
      );
      await expect(
        page.getByRole('status').filter({ hasText: 'Votre rendez-vous est confirmé.' }),
      ).toHaveCount(1);
      await expectNoViolations(page, 'the confirmation');

      // The calendar file is made in the page: times in UTC, the practice's address.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Ajouter à mon agenda (.ics)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('rendez-vous.ics');
      const { text, lines } = await readDownload(download);
      const utc = (instant: string) =>
        new Date(instant)
          .toISOString()
          .replace(/\.000Z$/, 'Z')
          .replace(/[-:]/g, '');
      expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
      expect(lines).toContain('BEGIN:VEVENT');
      expect(lines).toContain(`DTSTART:${utc(slot.start)}`);
      expect(lines).toContain(`DTEND:${utc(slot.end)}`);
      expect(lines).toContain('SUMMARY:Première consultation – Dr Exemple');
      const unfolded = text.replace(/\r\n /g, '');
      expect(unfolded).toContain(
        'LOCATION:Immeuble Exemple\\, rue du Lac Exemple\\, Les Berges du Lac 2\\, 1053 Tunis\\, Tunisie',
      );
      expect(lines.at(-2)).toBe('END:VCALENDAR');

      const cancel = page.getByTestId('booking-cancel-link');
      const href = (await cancel.getAttribute('href'))!;
      const link = new URL(href);
      expect(link.pathname).toBe('/rendez-vous/annulation');
      expect(link.searchParams.get('token')).toBeTruthy();
      const id = link.searchParams.get('id')!;
      // The same UID as the confirmation e-mail's attachment: the appointment's id at the site's host.
      expect(unfolded).toContain(`UID:${id}@${link.host}`);
      expect(lines).toContain('METHOD:PUBLISH');
      await expect(cancel).toHaveText(href);
      expect((await freeSlots(request, type, day)).map((s) => s.start)).not.toContain(slot.start);

      // Opening the link cancels nothing: the patient presses the button.
      await openFresh(page, `${link.pathname}${link.search}`);
      await hydrated(page);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Annuler votre rendez-vous');
      // It says which appointment before the button: the day, the time and the type.
      await expect(page.locator('.booking-cancel-page .lead')).toHaveText(
        /^Annuler le rendez-vous du \S+\s\d{1,2}(?:er)?\s\S+\s\d{4}\sà\s\d{1,2}\sh\s\d{2} — Première consultation\s\?/,
      );
      await expectNoViolations(page, 'the cancellation page');
      const status = await withDatabase(
        async (db) =>
          (await db.query<{ status: string }>('SELECT status FROM appointment WHERE id = $1', [id])).rows[0],
      );
      expect(status).toEqual({ status: 'confirme' });
      await page.getByRole('button', { name: 'Annuler mon rendez-vous' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Votre rendez-vous est annulé.');
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await expectNoViolations(page, 'the cancellation done');
      expect((await freeSlots(request, type, day)).map((s) => s.start)).toContain(slot.start);

      await test.step('a wrong cancellation link says so in French', async () => {
        await openFresh(page, '/rendez-vous/annulation?id=5b0c8d2e-3f1a-4c6b-9d7e-0a1b2c3d4e5f&token=faux');
        await hydrated(page);
        // Said as soon as the page has read the link, before any button.
        await expect(page.getByRole('alert').filter({ hasText: 'Rendez-vous introuvable' })).toBeVisible();
        await expect(page.getByRole('button', { name: 'Annuler mon rendez-vous' })).toHaveCount(0);
        await expectNoViolations(page, 'the refused link');
      });

      await test.step('a slot taken while the patient types: the page says so and offers the nearest free ones', async () => {
        const taken = await ownDay(request, type, DAY_INDEX.taken, testInfo);
        const wanted = taken.slots[4];
        await chooseSlot(page, taken.day, wanted, false);
        await fillForm(page, conflict, `+216 9${uniqueDigits(7)}`);
        // Someone else books it first.
        const first = await request.post('/api/booking', {
          data: { type, start: wanted.start, name: other, phone: `+216 5${uniqueDigits(7)}`, consent: true },
        });
        expect(first.status()).toBe(201);
        expect(((await first.json()) as Created).start).toBe(wanted.start);

        await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
        const title = page.locator('#booking-taken-title');
        await expect(title).toBeFocused();
        await expect(title).toContainText('créneau');
        const alternatives = page.locator('.booking-taken').getByRole('button');
        await expect(alternatives.first()).toBeVisible();
        await expectNoViolations(page, 'the alternatives');

        const choice = (await alternatives.first().textContent())!;
        await alternatives.first().click();
        await expect(page.getByRole('heading', { level: 2, name: 'Vos coordonnées' })).toBeFocused();
        await expect(page.locator('.booking-taken')).toHaveCount(0);
        // What was typed stays.
        await expect(page.getByLabel('Nom complet *')).toHaveValue(conflict);
        await expect(page.locator('.booking-recap')).toContainText(choice.split(' à ')[1]);
        await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
        await expect(
          page.getByRole('heading', { level: 2, name: 'Votre rendez-vous est confirmé' }),
        ).toBeFocused();
      });
    } finally {
      await removeAppointments(await idsOf([name, conflict, other]));
    }
  });

  test('the booking page’s header leads to its own steps, even before the scripts run', async ({
    request,
  }) => {
    const html = await (await request.get('/rendez-vous')).text();
    expect(html).toMatch(/<a [^>]*href="#reservation"[^>]*>Prendre rendez-vous<\/a>/);
    expect(html).toMatch(/<div [^>]*id="reservation"/);
    expect(html).not.toMatch(/<a [^>]*href="\/contact"[^>]*>Prendre rendez-vous<\/a>/);
  });
});
