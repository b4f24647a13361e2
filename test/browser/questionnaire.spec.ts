import { Locator, Page } from '@playwright/test';
import { storedCount, storedLead, storedRequest } from '../support/browser/database';
import { axeViolations, expect, test } from '../support/browser/fixtures';
import { consentBox, hydrated, isDesktop, openFresh } from '../support/browser/pages';
import { uniqueName } from '../support/browser/unique';

const SUCCESS = 'Votre demande a été envoyée avec succès!';
const FAILURE = 'Une erreur est survenue. Veuillez réessayer.';
const CONSENT_REQUIRED =
  'Merci d’accepter que le cabinet utilise ces informations, y compris celles qui concernent votre santé, pour répondre à votre demande et organiser votre rendez-vous.';

/** The home page's questionnaire, hydrated and ready. */
async function openQuestionnaire(page: Page): Promise<Locator> {
  await openFresh(page, '/#questionnaire');
  await hydrated(page);
  const q = page.getByTestId('questionnaire');
  await q.scrollIntoViewIfNeeded();
  // Its code loads as it nears the screen: wait until React owns it.
  await expect
    .poll(() => q.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
    .toBe(true);
  return q;
}

const stage = (q: Locator) => q.locator('.q__stage');

/** Chooses an answer by its label and waits for the next step to settle. */
async function choose(q: Locator, label: string) {
  const list = q.locator('.q-first__list, .q-grid');
  await list.getByRole('button', { name: label, exact: true }).click();
  await expect(stage(q)).toHaveAttribute('data-phase', 'idle');
}

async function walk(q: Locator, labels: string[]) {
  for (const label of labels) await choose(q, label);
}

const paths = [
  {
    area: 'Visage',
    labels: ['Visage', 'Les lèvres', 'Plus de volume', 'Un volume modéré'],
    steps: ['step-1', 'step-visage', 'step-levres', 'step-levres-volume'],
    treatment: 'Acide Hyaluronique',
    href: '/services/acide%20hyaluronique',
    headline: 'Vos lèvres\u00a0: un geste mesuré, décidé avec vous',
  },
  {
    area: 'Peau',
    labels: ['Peau', 'Acné', 'Cicatrices d’acné'],
    steps: ['step-1', 'step-peau', 'step-peau-acne'],
    treatment: 'Peeling Chimique',
    href: '/services/peeling%20chimique',
    headline: 'Votre peau\u00a0: un diagnostic avant tout soin',
  },
  {
    area: 'Cheveux',
    labels: ['Cheveux', 'Un traitement médical (PRP, mésothérapie)'],
    steps: ['step-1', 'step-cheveux'],
    treatment: 'Traitement Capillaire',
    href: '/services/traitement%20capillaire',
    headline: 'Vos cheveux\u00a0: comprendre la chute avant de la traiter',
  },
  {
    area: 'Silhouette',
    labels: ['Silhouette', 'Le ventre', 'Liposuccion\u00a0: retirer la graisse localisée'],
    steps: ['step-1', 'step-silhouette', 'step-silhouette-ventre'],
    treatment: 'Liposuccion',
    href: '/services/liposuccion',
    headline: 'Votre silhouette\u00a0: les options, leurs limites et leurs risques',
  },
  {
    area: 'Regard',
    labels: ['Regard', 'Des paupières tombantes'],
    steps: ['step-1', 'step-regard'],
    treatment: 'Blépharoplastie',
    href: '/services/bl%C3%A9pharoplastie',
    headline: 'Votre regard\u00a0: les options adaptées à votre cas',
  },
  {
    area: 'Pilosité',
    labels: ['Pilosité', 'Épilation du visage'],
    steps: ['step-1', 'step-pilosite'],
    treatment: 'Épilation Laser',
    href: '/services/%C3%A9pilation%20laser',
    headline: 'L’épilation laser\u00a0: des séances adaptées à votre peau',
  },
];

/** Step 1: the question, the six areas, the hotspots on wide screens only, no way back. */
async function expectFirstStep(page: Page, q: Locator) {
  await expect(q.getByRole('heading', { name: 'Que souhaitez-vous traiter ?' })).toBeVisible();
  const list = q.locator('.q-first__list').getByRole('button');
  await expect(list).toHaveText(
    ['Visage', 'Peau', 'Cheveux', 'Silhouette', 'Regard', 'Pilosité'].map((l) => new RegExp(l)),
  );
  const hotspots = q.locator('.hotspot');
  await expect(hotspots).toHaveCount(6);
  await expect(hotspots).toHaveText(['Cheveux', 'Regard', 'Visage', 'Peau', 'Silhouette', 'Pilosité']);
  if (isDesktop(page)) for (const hotspot of await hotspots.all()) await expect(hotspot).toBeVisible();
  else await expect(hotspots.first()).toBeHidden();
  await expect(q.getByRole('button', { name: "Revenir à l'étape précédente" })).toHaveCount(0);
}

test.describe('Questionnaire', () => {
  test('step 1, a hotspot, and a complete path for each area to its treatment page', async ({
    page,
    context,
  }) => {
    let q = await openQuestionnaire(page);

    await test.step('asks « Que souhaitez-vous traiter ? » with the six areas, hotspots on wide screens only, no back', async () => {
      await expectFirstStep(page, q);
    });

    await test.step('a hotspot leads where its area does (wide screens)', async () => {
      await q
        .getByRole('group', { name: 'Zones de l’illustration' })
        .getByRole('button', { name: 'Cheveux' })
        .click();
      await expect(stage(q)).toHaveAttribute('data-phase', 'idle');
      await expect(q).toHaveAttribute('data-step', 'step-cheveux');
      await expect(q.getByRole('heading', { name: 'Quelle est votre situation\u00a0?' })).toBeVisible();
    });

    for (const path of paths) {
      await test.step(`${path.area} → ${path.treatment}`, async () => {
        q = await openQuestionnaire(page);
        await walk(q, path.labels);
        await expect(q).toHaveAttribute('data-step', /^final-/);
        await expect(q.getByRole('heading', { name: 'DERNIÈRE ÉTAPE' })).toBeVisible();
        await expect(q.getByText(path.headline)).toBeVisible();
        const link = q.getByTestId('suggested-treatment');
        await expect(link).toContainText(path.treatment);
        await expect(link).toHaveAttribute('href', path.href);
        await expect(link).toHaveAttribute('target', '_blank');
        for (const label of path.labels)
          await expect(q.locator('.q-final__answer-list')).toContainText(label);
        // The form: two required fields and an optional message of 3 rows.
        await expect(q.getByLabel('Nom complet *')).toHaveAttribute('required', '');
        await expect(q.getByLabel('Téléphone *')).toHaveAttribute('type', 'tel');
        await expect(q.getByLabel('Message (optionnel)')).toHaveAttribute('rows', '3');
        // The suggested treatment's page opens in a new tab, and exists.
        const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
        await tab.waitForLoadState();
        expect(decodeURIComponent(new URL(tab.url()).pathname)).toBe(decodeURIComponent(path.href));
        await expect(tab.getByRole('heading', { level: 1 })).toHaveText(path.treatment);
        await tab.close();
      });
    }
  });

  test('sending: what is sent and stored, the green toast then a confirmation that stays; a failure; the server’s refusals', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(/Failed to load resource|net::ERR_FAILED/, /status of 4(00|29)/);

    await test.step('sends {name, phone, message, service, selections}, stored as sent; green toast for 4 s, then a confirmation that stays', async () => {
      const q = await openQuestionnaire(page);
      const path = paths[0];
      await walk(q, path.labels);
      const name = uniqueName('Leïla Questionnaire');
      await q.getByLabel('Nom complet *').fill(name);
      await q.getByLabel('Téléphone *').fill('+216 20 123 456');
      await consentBox(q).check();
      await q.getByLabel('Message (optionnel)').fill('Je souhaite un rendez-vous\nen fin de journée.');
      // The notice under the form links to the privacy page.
      await expect(
        q.getByTestId('privacy-notice').getByRole('link', { name: 'Vos données personnelles' }),
      ).toHaveAttribute('href', '/confidentialite');
      const [request, response] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/api/contact') && r.method() === 'POST'),
        page.waitForResponse((r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST'),
        q.getByRole('button', { name: 'Envoyer ma demande' }).click(),
      ]);
      const selections = {
        'step-1': 'Visage',
        'step-visage': 'Les lèvres',
        'step-levres': 'Plus de volume',
        'step-levres-volume': 'Un volume modéré',
      };
      expect(request.postDataJSON()).toEqual({
        name,
        phone: '+216 20 123 456',
        message: 'Je souhaite un rendez-vous\nen fin de journée.',
        service: 'Acide Hyaluronique',
        selections,
        consent: true,
        source: 'questionnaire',
        page: '/',
      });
      expect(Object.keys(request.postDataJSON().selections)).toEqual(path.steps);

      const toast = page.getByTestId('toast-success');
      await expect(toast).toHaveText(SUCCESS);
      const shownAt = Date.now();
      const box = (await toast.boundingBox())!;
      expect(Math.abs(box.x + box.width / 2 - page.viewportSize()!.width / 2)).toBeLessThan(2); // centred
      expect(box.y).toBeLessThan(150); // at the top

      const stored = await storedRequest(name);
      expect(stored).toEqual({
        name,
        email: null,
        phone: '+216 20 123 456',
        service: 'Acide Hyaluronique',
        message: 'Je souhaite un rendez-vous\nen fin de journée.',
        selections: JSON.stringify(selections),
      });
      expect(await storedLead(name)).toEqual({ source: 'questionnaire', page: '/' });

      // The last step gives way to a confirmation that stays: what was sent, what comes next.
      const sent = q.getByTestId('questionnaire-sent');
      await expect(sent).toHaveAttribute('role', 'status');
      await expect(sent.getByRole('heading', { name: 'Demande envoyée' })).toBeFocused();
      // In sight, on phones too, where it is shorter than the form it replaces.
      await expect(sent.getByRole('heading', { name: 'Demande envoyée' })).toBeInViewport();
      await expect(sent).toContainText('Nous vous contacterons dans les plus brefs délais.');
      await expect(sent).toContainText('Acide Hyaluronique');
      await expect(sent).toContainText(name);
      await expect(sent).toContainText('+216 20 123 456');
      await expect(sent).not.toContainText('fin de journée'); // the message's words are not repeated
      const { _id } = (await response.json()) as { _id: string };
      await expect(sent.getByRole('link', { name: 'Choisir un créneau' })).toHaveAttribute(
        'href',
        `/rendez-vous?demande=${_id}`,
      );
      await expect(q.getByLabel('Nom complet *')).toHaveCount(0);
      await expect(q.getByRole('button', { name: "Revenir à l'étape précédente" })).toHaveCount(0);
      await expect(toast).toBeHidden();
      const shownFor = Date.now() - shownAt;
      expect(shownFor).toBeGreaterThan(3500);
      expect(shownFor).toBeLessThan(5500);
      await expect(sent).toBeVisible(); // after the toast
      expect(await axeViolations(page)).toEqual([]);

      // A new request starts from the first step, with nothing answered.
      await sent.getByRole('button', { name: 'Faire une nouvelle demande' }).click();
      await expect(q.getByRole('heading', { name: 'Que souhaitez-vous traiter ?' })).toBeFocused();
      await expect(q).toHaveAttribute('data-step', 'step-1');
      await expect(sent).toHaveCount(0);
    });

    await test.step('a failed request shows the red toast for 4 s and keeps the form', async () => {
      const q = page.getByTestId('questionnaire');
      await walk(q, paths[4].labels);
      const name = uniqueName('Hatem Panne');
      await page.route('**/api/contact', (route) => route.abort());
      await q.getByLabel('Nom complet *').fill(name);
      await q.getByLabel('Téléphone *').fill('+216 98 765 432');
      await consentBox(q).check();
      await q.getByRole('button', { name: 'Envoyer ma demande' }).click();
      const toast = page.getByTestId('toast-error');
      await expect(toast).toHaveText(FAILURE);
      await expect(page.getByTestId('toast-success')).toHaveCount(0);
      await expect(q.getByLabel('Nom complet *')).toHaveValue(name);
      await expect(q.getByLabel('Téléphone *')).toHaveValue('+216 98 765 432');
      await expect(toast).toBeHidden();
      expect(await storedCount(name)).toBe(0);
      await page.unroute('**/api/contact');
    });

    await test.step('a refused request (400, 429) is explained in French', async () => {
      const q = await openQuestionnaire(page);
      await walk(q, paths[5].labels);
      await q.getByLabel('Nom complet *').fill('Sami Refus');
      await q.getByLabel('Téléphone *').fill('12');
      await consentBox(q).check();
      // The real server refuses a phone number with fewer than 8 digits.
      await q.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(page.getByTestId('toast-error')).toContainText(
        'Le numéro de téléphone compte au moins 8 chiffres.',
      );
      await expect(q.getByLabel('Téléphone *')).toHaveValue('12');

      await page.route('**/api/contact', (route) =>
        route.fulfill({
          status: 429,
          json: { message: 'Trop de demandes. Veuillez réessayer dans un instant.' },
        }),
      );
      await q.getByLabel('Téléphone *').fill('+216 20 000 001');
      await q.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(page.getByTestId('toast-error').last()).toHaveText(
        'Trop de demandes. Veuillez réessayer dans un instant.',
      );
    });
  });

  test('going back, and the slide lock: each step, then the form, locked while they slide', async ({
    page,
  }) => {
    await test.step('« Revenir à l’étape précédente » goes back one step and forgets that answer', async () => {
      const q = await openQuestionnaire(page);
      await walk(q, ['Visage', 'Le menton']);
      await expect(q).toHaveAttribute('data-step', 'step-menton');
      await q.getByRole('button', { name: "Revenir à l'étape précédente" }).click();
      await expect(stage(q)).toHaveAttribute('data-phase', 'idle');
      await expect(q).toHaveAttribute('data-step', 'step-visage');
      await walk(q, ['Les pommettes', 'Redonner du volume aux pommettes']);
      await expect(q.locator('.q-final__answer-list li')).toHaveText([
        'Visage',
        'Les pommettes',
        'Redonner du volume aux pommettes',
      ]);
      // Back from the final step, then from step 2 to step 1, where no back remains.
      await q.getByRole('button', { name: "Revenir à l'étape précédente" }).click();
      await expect(stage(q)).toHaveAttribute('data-phase', 'idle');
      await expect(q).toHaveAttribute('data-step', 'step-pommettes');
      await q.getByRole('button', { name: "Revenir à l'étape précédente" }).click();
      await expect(stage(q)).toHaveAttribute('data-phase', 'idle');
      await q.getByRole('button', { name: "Revenir à l'étape précédente" }).click();
      await expect(stage(q)).toHaveAttribute('data-phase', 'idle');
      await expect(q).toHaveAttribute('data-step', 'step-1');
      await expect(q.getByRole('button', { name: "Revenir à l'étape précédente" })).toHaveCount(0);

      // What is sent holds only the answers kept.
      await walk(q, ['Visage', 'Le menton']);
      await q.getByRole('button', { name: "Revenir à l'étape précédente" }).click();
      await expect(stage(q)).toHaveAttribute('data-phase', 'idle');
      await walk(q, ['Le front', 'Les rides du lion, entre les sourcils']);
      const name = uniqueName('Nadia Retour');
      await q.getByLabel('Nom complet *').fill(name);
      await q.getByLabel('Téléphone *').fill('+216 22 333 444');
      await consentBox(q).check();
      await q.getByRole('button', { name: 'Envoyer ma demande' }).click();
      await expect(page.getByTestId('toast-success')).toBeVisible();
      const stored = await storedRequest(name);
      expect(stored?.service).toBe('Botox');
      expect(JSON.parse(stored!.selections)).toEqual({
        'step-1': 'Visage',
        'step-visage': 'Le front',
        'step-front': 'Les rides du lion, entre les sourcils',
      });
    });

    await test.step('while a step slides (0.3 s out, 0.4 s in), every choice and button is disabled', async () => {
      const q = await openQuestionnaire(page);
      await walk(q, ['Visage']);
      // Record each change of phase as it happens (a MutationObserver: exact times, whatever the
      // frame rate of a loaded machine), and whether the choices are disabled at every change and
      // every frame, until the stage is idle again after sliding.
      const timeline = q.evaluate(
        (root) =>
          new Promise<{
            changes: { t: number; phase: string }[];
            samples: { phase: string; disabled: boolean; back: boolean }[];
          }>((resolve) => {
            const changes: { t: number; phase: string }[] = [];
            const samples: { phase: string; disabled: boolean; back: boolean }[] = [];
            const phase = () => root.querySelector('.q__stage')?.getAttribute('data-phase') ?? 'idle';
            const sample = () => {
              const fieldset = root.querySelector('fieldset');
              const back = root.querySelector<HTMLButtonElement>('.q__back');
              samples.push({
                phase: phase(),
                disabled: fieldset ? fieldset.disabled : false,
                back: back ? back.disabled : false,
              });
            };
            let done = false;
            const finish = () => {
              if (done) return;
              done = true;
              observer.disconnect();
              resolve({ changes, samples });
            };
            const observer = new MutationObserver(() => {
              const now = phase();
              if (changes.at(-1)?.phase === now) return;
              changes.push({ t: performance.now(), phase: now });
              sample();
              if (now === 'idle') finish();
            });
            observer.observe(root, {
              attributes: true,
              attributeFilter: ['data-phase'],
              childList: true,
              subtree: true,
            });
            const frame = () => {
              if (done) return;
              sample();
              requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
            setTimeout(finish, 5000);
          }),
      );
      await q.getByRole('button', { name: 'Le cou', exact: true }).click();
      // A second choice during the slide is ignored.
      await q
        .getByRole('button', { name: 'Le cou', exact: true })
        .click({ force: true, timeout: 1000 })
        .catch(() => undefined);
      const { changes, samples } = await timeline;
      expect(changes.map((c) => c.phase)).toEqual(['out', 'in', 'idle']);
      const locked = samples.filter((s) => s.phase !== 'idle');
      expect(locked.length).toBeGreaterThan(0);
      for (const sample of locked)
        expect([sample.phase, sample.disabled, sample.back]).toEqual([sample.phase, true, true]);
      const span = changes[2].t - changes[0].t;
      expect(span).toBeGreaterThan(550); // about 0.3 s + 0.4 s
      expect(span).toBeLessThan(1200);
      await expect(stage(q)).toHaveAttribute('data-phase', 'idle');
      await expect(q).toHaveAttribute('data-step', 'step-cou');
    });

    await test.step('the form is disabled while the final step slides in', async () => {
      const q = await openQuestionnaire(page);
      await walk(q, ['Regard']);
      // The slide lasts 0.4 s: the page itself notes, at each change and each frame, whether the
      // form's fields and button could be used, so that a busy machine cannot miss the moment.
      const samples = q.evaluate(
        (root) =>
          new Promise<{ phase: string; locked: boolean }[]>((resolve) => {
            const seen: { phase: string; locked: boolean }[] = [];
            const sample = () => {
              const form = root.querySelector('form.q-form');
              if (!form) return;
              const controls = [...form.querySelectorAll('input, textarea, button')];
              seen.push({
                phase: root.querySelector('.q__stage')?.getAttribute('data-phase') ?? 'idle',
                locked: controls.length > 0 && controls.every((control) => control.matches(':disabled')),
              });
            };
            const observer = new MutationObserver(sample);
            observer.observe(root, { attributes: true, childList: true, subtree: true });
            const frame = () => {
              sample();
              if (seen.at(-1)?.phase === 'idle') {
                observer.disconnect();
                resolve(seen);
              } else requestAnimationFrame(frame);
            };
            requestAnimationFrame(frame);
          }),
      );
      await q.getByRole('button', { name: 'Des sourcils clairsemés', exact: true }).click();
      const sliding = (await samples).filter((s) => s.phase !== 'idle');
      expect(sliding.length).toBeGreaterThan(0);
      expect(sliding.every((s) => s.locked)).toBe(true);
      await expect(stage(q)).toHaveAttribute('data-phase', 'idle');
      await expect(q.getByLabel('Nom complet *')).toBeEnabled();
      await expect(q.getByRole('button', { name: 'Envoyer ma demande' })).toBeEnabled();
      await expect(q.getByTestId('suggested-treatment')).toContainText('Consultation Esthétique');
    });
  });

  test('the keyboard alone; no accessibility violations at step 1, a later step and the final step', async ({
    page,
  }) => {
    await test.step('can be answered and sent with the keyboard alone; each new step takes the focus', async () => {
      const q = await openQuestionnaire(page);
      await q.locator('.q-first__list').getByRole('button', { name: 'Cheveux' }).focus();
      await page.keyboard.press('Enter');
      await expect(stage(q)).toHaveAttribute('data-phase', 'idle');
      await expect(q.getByRole('heading', { name: 'Quelle est votre situation\u00a0?' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(q.getByRole('button', { name: 'Une chute ou un affinement récent' })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(q.getByRole('button', { name: 'Je souhaite une greffe de cheveux' })).toBeFocused();
      await page.keyboard.press('Space');
      await expect(stage(q)).toHaveAttribute('data-phase', 'idle');
      await expect(q.getByRole('heading', { name: 'DERNIÈRE ÉTAPE' })).toBeFocused();
      const name = uniqueName('Karim Clavier');
      await page.keyboard.press('Tab'); // the treatment's link
      await expect(q.getByTestId('suggested-treatment')).toBeFocused();
      await page.keyboard.press('Tab'); // the online booking, offered beside the form
      await expect(q.getByRole('link', { name: 'Choisir un créneau' })).toBeFocused();
      await expect(q.getByRole('link', { name: 'Choisir un créneau' })).toHaveAttribute(
        'href',
        '/rendez-vous',
      );
      await page.keyboard.press('Tab');
      await page.keyboard.type(name);
      await page.keyboard.press('Tab');
      await page.keyboard.type('71 234 567');
      await page.keyboard.press('Tab'); // the message, then the consent box
      await page.keyboard.press('Tab');
      await expect(consentBox(q)).toBeFocused();
      // Sent without the box: the form's own French message, not the browser's bubble.
      await expect(q.locator('form.q-form')).toHaveJSProperty('noValidate', true);
      await page.keyboard.press('Enter');
      const refused = q.locator(`[id="${await consentBox(q).getAttribute('id')}-error"]`);
      await expect(refused).toHaveText(CONSENT_REQUIRED);
      await expect(consentBox(q)).toBeFocused();
      await expect(consentBox(q)).toHaveAttribute('aria-invalid', 'true');
      await page.keyboard.press('Space');
      await expect(refused).toHaveCount(0);
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('toast-success')).toHaveText(SUCCESS);
      // The focus lands on the confirmation, from where the keyboard goes on.
      await expect(q.getByRole('heading', { name: 'Demande envoyée' })).toBeFocused();
      expect((await storedRequest(name))?.service).toBe('Greffe de Cheveux');
    });

    await test.step('has no accessibility violations at step 1, a later step and the final step', async () => {
      const q = await openQuestionnaire(page);
      expect(await axeViolations(page)).toEqual([]);
      await walk(q, ['Silhouette']);
      expect(await axeViolations(page)).toEqual([]);
      await walk(q, ['Plusieurs zones', 'Trois zones']);
      await expect(q.getByRole('heading', { name: 'DERNIÈRE ÉTAPE' })).toBeVisible();
      await expect(q.getByTestId('suggested-treatment')).toContainText('Médecine Esthétique Corporelle');
      expect(await axeViolations(page)).toEqual([]);
    });
  });

  test('on a phone: step 1 without hotspots; the toast at the top, the confirmation in sight; no violations @mobile-only', async ({
    page,
  }) => {
    const q = await openQuestionnaire(page);
    await expectFirstStep(page, q);
    expect(await axeViolations(page)).toEqual([]);
    await walk(q, paths[2].labels);
    await expect(q.getByRole('heading', { name: 'DERNIÈRE ÉTAPE' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    const name = uniqueName('Amel Téléphone');
    await q.getByLabel('Nom complet *').fill(name);
    await q.getByLabel('Téléphone *').fill('+216 20 123 457');
    await consentBox(q).check();
    await q.getByRole('button', { name: 'Envoyer ma demande' }).click();
    const toast = page.getByTestId('toast-success');
    await expect(toast).toHaveText(SUCCESS);
    const box = (await toast.boundingBox())!;
    expect(Math.abs(box.x + box.width / 2 - page.viewportSize()!.width / 2)).toBeLessThan(2); // centred
    expect(box.y).toBeLessThan(150); // at the top
    // In sight, on phones too, where it is shorter than the form it replaces.
    const sent = q.getByTestId('questionnaire-sent');
    await expect(sent.getByRole('heading', { name: 'Demande envoyée' })).toBeFocused();
    await expect(sent.getByRole('heading', { name: 'Demande envoyée' })).toBeInViewport();
    expect((await storedRequest(name))?.service).toBe(paths[2].treatment);
  });
});

test.describe('Questionnaire: the /services/... pages it links to', () => {
  const addresses = [
    // The final steps' result pages.
    ...[
      'visage/levres',
      'visage/machoire',
      'visage/menton',
      'visage/pommettes',
      'visage/cou',
      'visage/front',
    ],
    ...['peau', 'cheveux', 'silhouette', 'ongles', 'dents', 'regard', 'epilation'],
    // The suggested treatments, lowercased.
    ...['botox', 'acide hyaluronique', 'peeling chimique', 'laser pigmentaire', 'greffe de cheveux'],
    ...['épilation laser', 'chirurgie esthétique', 'liposuccion', 'augmentation mammaire', 'rhinoplastie'],
    ...[
      'blépharoplastie',
      'esthétique dentaire',
      'traitement des ongles',
      'soins du visage',
      'traitement corporel',
    ],
    ...['médecine esthétique faciale', 'médecine esthétique corporelle', 'traitement capillaire'],
    ...['dermatologie esthétique', 'consultation esthétique'],
  ];

  test('every one resolves to a prerendered page of its own; a service page leads to an appointment and back to the questionnaire', async ({
    page,
  }) => {
    for (const address of addresses) {
      const response = await page.request.get(encodeURI(`/services/${address}`));
      expect([address, response.status()]).toEqual([address, 200]);
      const html = await response.text();
      expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
      expect(html).toMatch(/<link rel="canonical" href="[^"]*\/services\//);
    }

    await page.goto(encodeURI('/services/acide hyaluronique'));
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acide Hyaluronique');
    expect(await axeViolations(page)).toEqual([]);
    await openFresh(page, '/services/visage/levres');
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Les lèvres');
    await expect(page.getByRole('link', { name: 'Acide Hyaluronique' })).toHaveAttribute(
      'href',
      '/services/acide%20hyaluronique',
    );
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Refaire le questionnaire' }).click();
    await expect(page).toHaveURL(/\/#questionnaire$/);
  });
});
