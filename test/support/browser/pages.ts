import { expect, Locator, Page } from '@playwright/test';

/**
 * Probes of the public pages: when React has taken over the prerendered page, when the footer
 * (whose code loads late) has, and which layout the page has.
 */

/** True in the 1280 px project, false at 390 px. */
export const isDesktop = (page: Page) => (page.viewportSize()?.width ?? 0) >= 768;

/**
 * Resolves once React has hydrated the page: the public layout's effects have run (they record
 * the session flag last, after every child's effects, listeners included), and so has the page
 * itself, whose boundary may hydrate after the layout's while its chunks arrive (React marks
 * each element it has hydrated with a `__reactFiber$…` property).
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    if (sessionStorage.getItem('cabinet:site-loaded') !== '1') return false;
    const pageRoot = document.querySelector('main')?.firstElementChild;
    return !pageRoot || Object.keys(pageRoot).some((key) => key.startsWith('__reactFiber$'));
  });
}

/**
 * Opens `path` as the first load of a session, which is what `hydrated` waits for: a tab that
 * has shown a page of the site already forgets its session first (its tokens in local storage
 * stay).
 */
export async function openFresh(page: Page, path: string, options?: Parameters<Page['goto']>[1]) {
  if (page.url().startsWith('http')) {
    await page.evaluate(() => sessionStorage.clear());
    // The same page, perhaps with another #fragment, would only scroll: leave it first, so that
    // it loads again.
    const here = new URL(page.url());
    const there = new URL(path, here);
    if (here.pathname + here.search === there.pathname + there.search) await page.goto('about:blank');
  }
  return page.goto(path, options);
}

/**
 * Brings the footer into view and resolves once it is hydrated: its code loads only when it
 * nears the viewport (DeferredFooter), and its newsletter button is enabled from then on.
 */
export async function footerHydrated(page: Page): Promise<void> {
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('button', { name: "S'inscrire" })).toBeEnabled();
}

/** Opens `path`, waits for it and its footer to be hydrated, and returns the footer. */
export async function openFooter(page: Page, path = '/apropos'): Promise<Locator> {
  await openFresh(page, path);
  await hydrated(page);
  await footerHydrated(page);
  return page.getByTestId('site-footer');
}

/** The consent box both request forms require. */
export const consentBox = (scope: Page | Locator) =>
  scope.getByRole('checkbox', { name: /^J’accepte que le cabinet utilise ces informations/ });
