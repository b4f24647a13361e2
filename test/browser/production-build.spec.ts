import { expect, test } from '../support/browser/fixtures';
import { footerHydrated, hydrated, openFresh } from '../support/browser/pages';

test.describe('The production build in a real browser', () => {
  test('the home page is prerendered, hydrates without warnings and navigates client-side, its structured data with it; an unknown address', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(/status of 404/);

    await test.step('the home page is prerendered, hydrates without warnings and navigates client-side', async () => {
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
      await hydrated(page);
      // The structured data stays while its page is shown and goes with it.
      const blocks = page.locator('script[type="application/ld+json"]');
      await expect(blocks).toHaveCount(1);
      await expect(blocks).toHaveAttribute('data-path', '/');
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
      await expect(blocks).toHaveCount(0);
    });

    await test.step('an unknown address shows the French 404 page', async () => {
      const response = await page.goto('/adresse-inconnue');
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
      await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  test('what a page loads, and when: the scripts after the hero image, the fonts after the first view, no stylesheet but for a page reached in the browser', async ({
    page,
  }) => {
    await test.step('a page starts its scripts only once its hero image (its LCP) has arrived', async () => {
      const events: string[] = [];
      const heroImage = /\/assets\/media\/categories-visage-video-poster-[\w-]+\.(avif|webp)$/;
      await page.route(heroImage, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 800));
        events.push('hero image');
        await route.continue();
      });
      const entry = (r: { url(): string }) => {
        if (/\/assets\/index-[\w-]+\.js$/.test(r.url())) events.push('entry script');
      };
      page.on('request', entry);
      await page.goto('/chirurgies/visage');
      await hydrated(page);
      expect(events).toEqual(['hero image', 'entry script']);
      page.off('request', entry);
      await page.unroute(heroImage);
    });

    await test.step('the web fonts and the scripts are fetched once the first view is on screen; the fonts are then used', async () => {
      for (const path of ['/contact', '/chirurgies/visage']) {
        await openFresh(page, path);
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

    await test.step('a prerendered page fetches no stylesheet (its CSS is inlined, that of the parts hydrated late too); a page reached in the browser gets its own', async () => {
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
        await openFresh(page, path);
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
      await openFresh(page, '/');
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
  });
});
