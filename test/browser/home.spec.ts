import { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../support/browser/fixtures';
import { hydrated, openFresh } from '../support/browser/pages';

const TITLE = 'Dr Prénom Exemple | Chirurgien esthétique Tunis, chirurgie du visage et de la silhouette';
const PROCEDURES = [
  'Rhinoplastie',
  'Lifting cervico-facial',
  'Morpheus8',
  'Bodylift',
  'Réduction mammaire',
  'Brazilian butt lift',
];

/** Scrolls down the whole page, so that every lazily loaded section loads and hydrates. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 500) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(60);
  }
  await expect(
    page
      .getByTestId('questionnaire')
      .getByRole('button', { name: /Visage/ })
      .last(),
  ).toBeEnabled();
}

/**
 * The band's mean move per 60 Hz frame, in percent of its track (negative: leftwards). The band
 * runs as a Web Animation (time-based), so it is measured against the clock: the machine's own
 * frame rate does not matter.
 */
function bandSpeed(page: Page, selector: string, frames = 40): Promise<number> {
  return page.evaluate(
    async ({ selector, frames }) => {
      const track = document.querySelector<HTMLElement>(selector)!;
      // The offset as drawn, in percent of the track (its two copies).
      const read = () => (new DOMMatrix(getComputedStyle(track).transform).m41 / track.offsetWidth) * 100;
      const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
      let time = await nextFrame();
      let previous = read();
      const start = time;
      let total = 0;
      for (let i = 0; i < frames; i++) {
        time = await nextFrame();
        const now = read();
        let delta = now - previous;
        if (delta > 25) delta -= 50; // wrapped round the loop
        if (delta < -25) delta += 50;
        total += delta;
        previous = now;
      }
      return (total / (time - start)) * (1000 / 60);
    },
    { selector, frames },
  );
}

/** The hero: the name, the specialties, the looping muted video over its poster, full screen. */
async function expectHero(page: Page) {
  const hero = page.getByTestId('hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Dr Prénom Exemple');
  await expect(hero).toContainText('Chirurgie et médecine esthétiques');
  const video = hero.locator('video');
  await expect(video).toHaveCount(1); // after the page has loaded
  expect(await video.evaluate((v: HTMLVideoElement) => [v.muted, v.loop, v.autoplay, v.playsInline])).toEqual(
    [true, true, true, true],
  );
  await expect(hero.locator('.band')).toContainText('Chirurgie de la silhouette');
  const box = await hero.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 1); // full screen
}

/** The sections in their order: hero, procedure band, about panels, questionnaire, the lazy ones. */
async function expectSections(page: Page) {
  const headings = await page.locator('main h1, main h2').allTextContents();
  const order = [
    'Dr Prénom Exemple',
    'Ce que pratique le cabinet',
    'Dr Prénom Exemple',
    'Un lieu pensé pour votre sérénité',
    'Quel soin vous correspond ?',
    'Du visage à la silhouette, des soins sur mesure',
    'Une épilation réglée pour chaque peau',
    'Greffer vos propres cheveux',
    'Les technologies du cabinet',
    'Un cadre apaisant, pensé pour vous',
  ];
  expect(headings.map((h) => h.replace(/\u00a0/g, ' '))).toEqual(order);
  // The band again, between the laser and hair sections, and the six procedure names.
  const band = page.locator('.second-band');
  await expect(band).toContainText('Harmonie');
  for (const name of PROCEDURES)
    await expect(page.locator('.signature-band__marquee').getByText(name).first()).toBeVisible();
  await expect(page.getByRole('img', { name: /Signature du Dr Exemple/ })).toBeVisible();
}

test.describe('Home page', () => {
  test('prerendered HTML, the hero and the sections, the keyboard’s way in, the lower sections’ code loaded late, no violations', async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.js')) scripts.push(new URL(request.url()).pathname);
    });

    await test.step('holds the title, description, social card, canonical and the text of every section', async () => {
      const response = await page.goto('/');
      const html = await response!.text();
      expect(html).toContain(`<title>${TITLE}</title>`);
      const meta = (attribute: string, name: string) =>
        new RegExp(`<meta ${attribute}="${name}" content="([^"]+)"`).exec(html)?.[1];
      expect(meta('name', 'description')).toMatch(
        /^Dr Prénom Exemple, chirurgien esthétique et maxillo-facial à Tunis/,
      );
      expect(meta('property', 'og:title')).toBe(TITLE);
      expect(meta('property', 'og:description')).toBe(meta('name', 'description'));
      expect(meta('property', 'og:image')).toMatch(/^https?:\/\/.+\.webp$/);
      expect(meta('name', 'twitter:card')).toBe('summary_large_image');
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
      expect(canonical).toMatch(/^https?:\/\/[^/]+\/$/); // the site root
      expect(meta('property', 'og:url')).toBe(canonical);

      for (const text of [
        'Dr Prénom Exemple</h1>',
        'Chirurgie maxillo-faciale et stomatologie',
        ...PROCEDURES,
        'Prendre Rendez-vous',
        'Visiter le Cabinet',
        'Que souhaitez-vous traiter ?',
        'Du visage à la silhouette, des soins sur mesure',
        'Une épilation réglée pour chaque peau',
        'Greffer vos propres cheveux',
        'Les technologies du cabinet',
        'Un cadre apaisant, pensé pour vous',
        'Excellence médicale et innovation au service de votre beauté naturelle.',
      ]) {
        expect(html).toContain(text);
      }
      // The hero's poster is the largest image: fetched at once, with high priority.
      expect(html).toMatch(
        /<img [^>]*fetchPriority="high"[^>]*class="loop-video__poster"|<img [^>]*class="loop-video__poster"[^>]*fetchPriority="high"/i,
      );
    });

    await test.step('the hero shows the name, the specialties, the looping muted video over its poster and the band', async () => {
      await expectHero(page);
    });

    await test.step('the sections come in their order; no violations at the top', async () => {
      await hydrated(page);
      await expectSections(page);
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('loads the code of the lower sections only when they near the screen; then no violations', async () => {
      await page.waitForLoadState('networkidle');
      expect(scripts.some((s) => /\/assets\/HomePage-[\w-]+\.js$/.test(s))).toBe(true);
      expect(scripts.some((s) => /BelowTheFold/.test(s))).toBe(false);
      expect(scripts.some((s) => /\/questionnaire-/.test(s))).toBe(false);
      // Their text is there all the same.
      await expect(page.getByRole('heading', { name: 'Les technologies du cabinet' })).toHaveCount(1);
      await scrollThrough(page);
      await expect.poll(() => scripts.some((s) => /BelowTheFold/.test(s))).toBe(true);
      expect(scripts.some((s) => /\/questionnaire-/.test(s))).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
      // Once loaded, a lower section's link navigates in the page.
      const cta = page.locator('.gallery').getByRole('link', { name: 'Prendre rendez-vous' });
      await cta.scrollIntoViewIfNeeded();
      await expect
        .poll(() => cta.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
        .toBe(true);
      await cta.click();
      await expect(page).toHaveURL(/\/contact$/);
    });

    await test.step('the keyboard reaches the content first through the skip link', async () => {
      await openFresh(page, '/');
      await hydrated(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Aller au contenu' });
      await expect(skip).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.locator('main')).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByTestId('hero').getByRole('link', { name: 'Prendre rendez-vous' })).toBeFocused();
      // The « Trouver mon soin » anchor leads to the questionnaire.
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/#questionnaire$/);
      await expect(page.locator('#questionnaire')).toBeInViewport();
    });

    await test.step('both about panels lead to /contact', async () => {
      for (const name of ['Prendre Rendez-vous', 'Visiter le Cabinet']) {
        await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', '/contact');
      }
      const button = page.getByRole('link', { name: 'Visiter le Cabinet', exact: true });
      await button.scrollIntoViewIfNeeded();
      // Its section hydrates as it comes near the screen; then the link navigates in the page.
      await expect
        .poll(() => button.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
        .toBe(true);
      await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
      await button.click();
      await expect(page).toHaveURL(/\/contact$/);
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    });
  });

  test('the band and the marquees move, slow or stop under the pointer, and pause; nothing moves under reduced motion', async ({
    page,
  }) => {
    await test.step('the pause button stops the band, the marquees and the video', async () => {
      await page.goto('/');
      await hydrated(page);
      const button = page.getByRole('button', { name: 'Mettre les animations en pause' });
      await expect(button).toHaveAttribute('aria-pressed', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-pressed', 'true');
      expect(await bandSpeed(page, '.hero .band__track', 20)).toBe(0);
      const track = page.locator('.signature-band__marquee .marquee__track');
      expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
      const video = page.getByTestId('hero').locator('video');
      await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
      await button.click();
      expect(await bandSpeed(page, '.hero .band__track', 20)).toBeLessThan(0);
    });

    await test.step('the band moves 0.03 % per frame, 30 % of that under the pointer, and turns with the scroll', async () => {
      await openFresh(page, '/');
      await hydrated(page);
      const track = '.hero .band__track';
      expect(await bandSpeed(page, track)).toBeCloseTo(-0.03, 2);
      await page.locator('.hero .band').hover({ position: { x: 60, y: 20 } });
      expect(await bandSpeed(page, track)).toBeCloseTo(-0.009, 2);
      await page.mouse.move(5, 5);
      // Scrolling up turns it the other way; scrolling down turns it back.
      await page.evaluate(() => window.scrollTo(0, 300));
      await page.waitForTimeout(100);
      await page.evaluate(() => window.scrollTo(0, 200));
      await page.waitForTimeout(100);
      expect(await bandSpeed(page, track)).toBeCloseTo(0.03, 2);
      await page.evaluate(() => window.scrollTo(0, 260));
      await page.waitForTimeout(100);
      expect(await bandSpeed(page, track)).toBeCloseTo(-0.03, 2);
    });

    await test.step('the marquee takes 30 s per loop and stops under the pointer', async () => {
      const marquee = page.locator('.signature-band__marquee');
      const track = marquee.locator('.marquee__track');
      expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('30s');
      expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
      // The page moves once more after it is shown: the web fonts are added when both have loaded
      // (one relayout). A pointer placed before that can end up beside the band, so wait for it.
      await page.waitForFunction(
        () =>
          [...document.fonts].filter((font) => font.status === 'loaded' && !font.family.includes('Fallback'))
            .length === 2,
      );
      await marquee.scrollIntoViewIfNeeded();
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      await marquee.hover();
      // :hover styles apply with the next frame.
      await expect.poll(() => track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    });

    await test.step('under reduced motion nothing moves: no band, no marquee, no video', async () => {
      await page.mouse.move(5, 5);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await openFresh(page, '/');
      await hydrated(page);
      await page.waitForTimeout(500);
      expect(await page.locator('.hero .band__track').evaluate((el) => el.getAnimations().length)).toBe(0);
      expect(await page.locator('.hero .band__track').evaluate((el) => getComputedStyle(el).transform)).toBe(
        'none',
      );
      const track = page.locator('.signature-band__marquee .marquee__track');
      expect(await track.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
      await expect(page.getByTestId('hero').locator('video')).toHaveCount(0);
      // The procedure names are shown once, wrapped, instead of scrolling.
      await expect(page.locator('.signature-band__marquee .marquee__group').nth(1)).toBeHidden();
    });
  });

  test('on a phone: the hero fills the screen, the sections, the skip link, no violations at the top or with every section loaded @mobile-only', async ({
    page,
  }) => {
    await page.goto('/');
    await expectHero(page);
    await hydrated(page);
    await expectSections(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Aller au contenu' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByTestId('hero').getByRole('link', { name: 'Prendre rendez-vous' })).toBeFocused();
    await scrollThrough(page);
    expect(await axeViolations(page)).toEqual([]);
  });
});
