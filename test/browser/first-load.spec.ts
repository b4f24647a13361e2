import { expect, test } from '../support/browser/fixtures';
import { footerHydrated, hydrated, openFresh } from '../support/browser/pages';

/**
 * The scripts start after the first paint (seconds later on a slow phone): by then the reader
 * may be where a link sent them or where they were before a reload. Starting must not move them;
 * only a change of route starts again at the top.
 */
test.describe('The first load keeps the reader’s place', () => {
  test('a link to a section, and a reload, keep the reader where they were; a change of route starts at the top', async ({
    page,
  }) => {
    await test.step('/#questionnaire lands on the questionnaire and stays there once the scripts run', async () => {
      await page.goto('/#questionnaire');
      await hydrated(page);
      // Whatever the scripts did in between, the section is still where the link put it: at the
      // top of the window, below the room it keeps for the fixed header (its scroll-margin-top).
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      const { top, margin } = await page.locator('#questionnaire').evaluate((el) => ({
        top: el.getBoundingClientRect().top,
        margin: parseFloat(getComputedStyle(el).scrollMarginTop) || 0,
      }));
      expect(Math.abs(top - margin)).toBeLessThan(2);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    });

    await test.step('a reload keeps the place the reader had reached', async () => {
      await openFresh(page, '/apropos');
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
      await page.reload();
      await hydrated(page);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    });

    await test.step('a change of route still starts at the top', async () => {
      await openFresh(page, '/apropos');
      await hydrated(page);
      await footerHydrated(page); // scrolled down to the footer, its links now in-app links
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      // A mark on the window survives an in-app navigation, not a page load.
      await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
      await page.getByTestId('site-footer').getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(
        true,
      );
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });
});
