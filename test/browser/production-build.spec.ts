import { axeViolations, expect, test } from '../support/browser/fixtures';
import { footerHydrated, hydrated } from '../support/browser/pages';

test.describe('The production build in a real browser', () => {
  test('the home page is prerendered, hydrates without warnings and navigates client-side', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const served = await response!.text();
    expect(served).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    await expect(page.locator('h1')).toBeVisible();
    // Hydrated: React has attached to the prerendered root.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
        ),
      )
      .toBe(true);
    const documentRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documentRequests.push(r.url());
    });
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    // The hero's « Prendre rendez-vous », a link within the site.
    await page.getByTestId('hero').getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle(/Contact/);
    // Same document: the navigation happened in the browser, not through a page load.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(documentRequests).toEqual([]);
  });

  test('an unknown address shows the French 404 page', async ({ page, problems }) => {
    problems.expectConsole.push(/status of 404/);
    const response = await page.goto('/adresse-inconnue');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the home page has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a page starts its scripts only once its hero image (its LCP) has arrived', async ({ page }) => {
    const events: string[] = [];
    await page.route(
      /\/assets\/media\/categories-visage-video-poster-[\w-]+\.(avif|webp)$/,
      async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        events.push('hero image');
        await route.continue();
      },
    );
    page.on('request', (r) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(r.url())) events.push('entry script');
    });
    await page.goto('/chirurgies/visage');
    await hydrated(page);
    expect(events).toEqual(['hero image', 'entry script']);
  });

  test('the web fonts and the scripts are fetched once the first view is on screen; the fonts are then used', async ({
    page,
  }) => {
    for (const path of ['/contact', '/chirurgies/visage']) {
      await page.goto(path);
      await hydrated(page);
      await expect
        .poll(() =>
          page.evaluate(() =>
            [...document.fonts]
              .filter((face) => face.status === 'loaded' && !face.family.includes('Fallback'))
              .map((face) => face.family.replace(/"/g, ''))
              .sort(),
          ),
        )
        .toEqual(['Cormorant Garamond', 'Inter']);
      const timing = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0].startTime,
        fonts: performance
          .getEntriesByType('resource')
          .filter((entry) => entry.name.endsWith('.woff2'))
          .map((entry) => entry.startTime),
        entry: performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[\w-]+\.js$/.test(entry.name))!.startTime,
      }));
      expect(timing.fonts, path).toHaveLength(2);
      for (const start of timing.fonts) expect(start, path).toBeGreaterThan(timing.firstPaint);
      // The scripts too wait for the first view to be on screen.
      expect(timing.entry, path).toBeGreaterThan(timing.firstPaint);
    }
  });

  test('a prerendered page fetches no stylesheet (its CSS is inlined, that of the parts hydrated late too); a page reached in the browser gets its own', async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet') stylesheets.push(new URL(r.url()).pathname);
    });
    for (const path of [
      '/',
      '/blog',
      '/contact',
      '/chirurgies',
      '/chirurgies/visage',
      '/actes/hydrafacial',
    ]) {
      await page.goto(path);
      await hydrated(page);
      // Down to the footer, half a screen at a time: the parts whose code loads near the screen load.
      await page.evaluate(async () => {
        for (let y = 0; y < document.documentElement.scrollHeight; y += innerHeight / 2) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      await page.waitForLoadState('networkidle');
      await expect(
        page.getByTestId('site-footer').getByRole('button', { name: "S'inscrire" }),
        path,
      ).toBeEnabled();
    }
    expect(stylesheets).toEqual([]);
    // The home's CSS, then in-app navigation to a page whose CSS the home does not hold.
    await page.goto('/');
    await hydrated(page);
    await footerHydrated(page);
    const mosaicColumns = () =>
      page
        .locator('.blog-mosaic')
        .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
    await page.getByTestId('site-footer').getByRole('link', { name: 'Nouveautés' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect.poll(mosaicColumns).toBe(12);
    expect(stylesheets.some((file) => /\/assets\/BlogPage-[\w-]+\.css$/.test(file))).toBe(true);
  });

  test('the structured data stays while its page is shown and goes with it after an in-app navigation', async ({
    page,
  }) => {
    const blocks = page.locator('script[type="application/ld+json"]');
    await page.goto('/');
    await hydrated(page);
    await expect(blocks).toHaveCount(1);
    await expect(blocks).toHaveAttribute('data-path', '/');
    await page.getByTestId('hero').getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle(/Contact/);
    await expect(blocks).toHaveCount(0);
  });
});
