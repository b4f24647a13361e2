import type { Page } from '@playwright/test';
import { expect, test } from '../support/browser/fixtures';
import { footerHydrated, hydrated, openFresh } from '../support/browser/pages';

/**
 * The floating bar (a bottom bar and a round WhatsApp button on phones, a pill on wider screens)
 * is fixed over the page. It must never sit on something the visitor can press or type into:
 * not where a page opens, not where it ends, and not where the keyboard takes the visitor.
 */

// One page of every kind the site has.
const PAGES = [
  '/',
  '/apropos',
  '/story',
  '/contact',
  '/rendez-vous',
  '/rendez-vous/annulation',
  '/blog',
  '/blog/liposculpture-haute-precision-femme',
  '/chirurgies',
  '/chirurgies/visage',
  '/chirurgies/silhouette',
  '/medecine-esthetique',
  '/medecine-esthetique/botox',
  '/greffe-cheveux',
  '/actes/hydrafacial',
  '/services/botox',
  '/services/visage/levres',
  '/confidentialite',
  '/login',
  '/page-qui-n-existe-pas',
];

const INTERACTIVE = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** The controls outside the bar whose box meets one of the bar's visible parts. */
async function controlsUnderTheBar(page: Page): Promise<string[]> {
  // Two frames: the scroll and the bar's own transition have been painted.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate((selector) => {
    const bar = document.querySelector('[data-testid="floating-bar"]');
    if (!bar || bar.getAttribute('data-hidden') === 'true') return [];
    const parts = [...bar.querySelectorAll('.fab__bar, .fab__whatsapp, .fab__pill')]
      .filter((el) => getComputedStyle(el).display !== 'none' && Number(getComputedStyle(bar).opacity) > 0)
      .map((el) => el.getBoundingClientRect())
      .filter((r) => r.width > 0 && r.height > 0);
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1;
    return [...document.querySelectorAll<HTMLElement>(selector)]
      .filter((el) => !bar.contains(el) && !el.closest('[inert], [hidden], [aria-hidden="true"]'))
      .filter((el) => {
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none' && el.getClientRects().length > 0;
      })
      .filter((el) => parts.some((part) => meets(el.getBoundingClientRect(), part)))
      .map(
        (el) =>
          `${el.tagName.toLowerCase()} « ${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)} »`,
      );
  }, INTERACTIVE);
}

/** The pages in two groups, tests of their own that the two workers share. */
const GROUPS = [PAGES.slice(0, 10), PAGES.slice(10)];

test.describe('The floating bar never covers a control', () => {
  for (const [index, group] of GROUPS.entries()) {
    test(`pages ${index + 1} of 2: where each page opens and where it ends @mobile`, async ({
      page,
      problems,
    }) => {
      for (const path of group) {
        await test.step(path, async () => {
          const messages = problems.console.length;
          await openFresh(page, path);
          await hydrated(page);
          expect(await controlsUnderTheBar(page), `${path}, where the page opens`).toEqual([]);
          // The footer's code loads as it nears the screen: the end is where the page stops once it has.
          await footerHydrated(page);
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await expect
            .poll(() =>
              page.evaluate(
                () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
              ),
            )
            .toBe(true);
          expect(await controlsUnderTheBar(page), `${path}, at the end of the page`).toEqual([]);
          // The unknown address answers 404 on purpose; any other page, nothing in the console.
          if (path === '/page-qui-n-existe-pas') problems.expectConsole.push(/status of 404/);
          else expect(problems.console.slice(messages), path).toEqual([]);
        });
      }
    });
  }

  test('the keyboard brings every control of a long page clear of the bar @mobile', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    const covered: string[] = [];
    // Every control of the page, in order, as Tab reaches them (the bar's own controls included,
    // they are never under themselves).
    for (let step = 0; step < 60; step += 1) {
      await page.keyboard.press('Tab');
      const under = await controlsUnderTheBar(page);
      const focused = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el
          ? `${el.tagName.toLowerCase()} « ${(el.textContent || el.getAttribute('aria-label') || '').trim().slice(0, 40)} »`
          : '';
      });
      if (under.includes(focused)) covered.push(focused);
    }
    expect(covered).toEqual([]);
  });
});
