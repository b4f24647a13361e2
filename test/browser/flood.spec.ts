import { expect, type Page, test } from '@playwright/test';
import { ServerProcess } from '../support/server-process';
import { createDatabase, type TestDatabase } from '../support/test-database.cjs';
import { consentBox, footerHydrated, hydrated } from '../support/browser/pages';
import { uniqueDigits, uniqueName } from '../support/browser/unique';

/**
 * A flood from many addresses has spent the site's hourly budget: a person at another address
 * still sends the contact form and books a slot, after a proof of work their browser computes.
 * A server of its own (the production build, on a database of its own), trusting one proxy so
 * that each post may come from another address, with a small budget: the shared test server
 * must not be flooded under the other tests' forms.
 */
const BUDGET = 60;
const NBSP = '\u00a0';
const PROOF_OF_WORK_MESSAGE = 'Vérification anti-abus en cours…';
const SITE_BUSY =
  'Trop de demandes sur le site en ce moment. Veuillez réessayer plus tard ou appeler le cabinet.';

/** The time as the booking page writes it: « 9 h 30 ». */
const timeLabel = (start: string) => `${Number(start.slice(11, 13))}${NBSP}h${NBSP}${start.slice(14, 16)}`;

/** Records, from the page's start, whether the proof-of-work message was ever shown. */
async function watchForVerification(page: Page) {
  await page.addInitScript((message) => {
    const w = window as unknown as { verificationSeen: boolean };
    w.verificationSeen = false;
    new MutationObserver(() => {
      if (document.body?.textContent?.includes(message)) w.verificationSeen = true;
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, PROOF_OF_WORK_MESSAGE);
}
const verificationSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { verificationSeen: boolean }).verificationSeen);

test.describe('A flooded site', () => {
  test.describe.configure({ mode: 'serial' });
  let server: ServerProcess;
  let database: TestDatabase;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    database = await createDatabase(process.env.E2E_DATABASE_URL, 'flood');
    server = await ServerProcess.start({
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url,
      TRUST_PROXY: '1',
      RATE_LIMIT_PUBLIC_SITE_PER_HOUR: String(BUDGET),
    });
    // Sixty other addresses, one request each: never over a per-address limit.
    const posts = Array.from({ length: BUDGET }, (_, i) =>
      fetch(`${server.base}/api/contact`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Forwarded-For': `198.18.${i >> 8}.${(i % 250) + 1}`,
        },
        body: JSON.stringify({
          name: `Inondation ${i}`,
          phone: '+216 22 333 444',
          message: '',
          service: 'Rhinoplastie',
          selections: {},
          consent: true,
        }),
      }),
    );
    expect((await Promise.all(posts)).map((res) => res.status)).toEqual(Array(BUDGET).fill(201));
    const refused = await fetch(`${server.base}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '198.18.9.9' },
      body: '{}',
    });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ message: SITE_BUSY, challenge: expect.any(Object) });
  });

  test.afterAll(async () => {
    await server?.stop();
    await server?.destroy();
    await database?.drop();
  });

  /** The page's requests come from a fresh address; console errors other than the 429 fail the test. */
  async function freshVisitor(page: Page, address: string) {
    await page.setExtraHTTPHeaders({ 'X-Forwarded-For': address });
    await watchForVerification(page);
    const problems: string[] = [];
    const foreign: string[] = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type()) && !/status of 429/.test(message.text()))
        problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('request', (request) => {
      if (!request.url().startsWith(server.base) && !request.url().startsWith('data:'))
        foreign.push(request.url());
    });
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    return { problems, foreign, scripts };
  }

  const solverLoaded = (scripts: string[]) => scripts.some((path) => /proof-of-work/.test(path));

  test('a person sends the contact form: a moment of verification, then the confirmation', async ({
    page,
  }) => {
    const visitor = await freshVisitor(page, '203.0.113.10');
    await page.goto(`${server.base}/contact`);
    await hydrated(page);
    // The solver is not part of the page: it comes only when the server asks for it.
    expect(solverLoaded(visitor.scripts)).toBe(false);
    const name = uniqueName('Patiente Pendant Inondation');
    await page.getByLabel('Nom complet *').fill(name);
    await page.getByLabel('Adresse e-mail *').fill('patiente@example.tn');
    await page.getByLabel('Téléphone *').fill('+216 (20) 123-456');
    await page.getByLabel('Service souhaité *').selectOption('Rhinoplastie');
    await consentBox(page).check();
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/contact')) answers.push(response.status());
    });
    await page.getByRole('button', { name: 'Envoyer ma demande' }).click();
    await expect(page.getByTestId('contact-success')).toContainText('Demande Envoyée', { timeout: 20_000 });
    expect(answers).toEqual([429, 201]);
    expect(await verificationSeen(page)).toBe(true);
    expect(solverLoaded(visitor.scripts)).toBe(true);
    expect(visitor.problems).toEqual([]);
    expect(visitor.foreign).toEqual([]);
  });

  test('a person books a slot: a moment of verification, then the booking is confirmed', async ({ page }) => {
    const visitor = await freshVisitor(page, '203.0.113.20');
    const types = (await (await fetch(`${server.base}/api/booking/types`)).json()) as { _id: string }[];
    const from = new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const slots = (await (
      await fetch(`${server.base}/api/booking/slots?type=${types[0]._id}&from=${from}&to=${to}`)
    ).json()) as { start: string }[];
    const slot = slots[0];
    const day = slot.start.slice(0, 10);

    await page.goto(`${server.base}/rendez-vous`);
    await hydrated(page);
    const dayButton = page.locator(`button[data-day="${day}"]`);
    for (let move = 0; move < 4 && !(await dayButton.isVisible()); move++) {
      await expect(page.locator('[data-day]').first()).toBeVisible();
      if (await dayButton.isVisible()) break;
      await page.getByRole('button', { name: 'Semaines suivantes' }).click();
    }
    await dayButton.click();
    await page.getByRole('button', { name: timeLabel(slot.start), exact: true }).click();
    await page.getByLabel('Nom complet *').fill(uniqueName('Patient Pendant Inondation'));
    await page.getByLabel('Téléphone *').fill(`+216 2${uniqueDigits(7)}`);
    await consentBox(page).check();
    const answers: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/booking')) answers.push(response.status());
    });
    await page.getByRole('button', { name: 'Confirmer le rendez-vous' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Votre rendez-vous est confirmé' })).toBeVisible(
      {
        timeout: 20_000,
      },
    );
    expect(answers).toEqual([429, 201]);
    expect(await verificationSeen(page)).toBe(true);
    expect(visitor.problems).toEqual([]);
    expect(visitor.foreign).toEqual([]);
  });

  test('a person signs up for the newsletter in the footer', async ({ page }) => {
    const visitor = await freshVisitor(page, '203.0.113.30');
    await page.goto(`${server.base}/apropos`);
    await hydrated(page);
    await footerHydrated(page);
    const footer = page.getByTestId('site-footer');
    await footer.getByLabel('Votre adresse e-mail').fill('lectrice.inondation@example.tn');
    await footer.getByRole('button', { name: "S'inscrire" }).click();
    await expect(footer.getByRole('status')).toHaveText(`Merci${NBSP}! Votre inscription est enregistrée.`, {
      timeout: 20_000,
    });
    expect(await verificationSeen(page)).toBe(true);
    expect(visitor.problems).toEqual([]);
    expect(visitor.foreign).toEqual([]);
  });
});
