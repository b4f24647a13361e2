import AxeBuilder from '@axe-core/playwright';
import { BrowserContext, expect, Page, test as base } from '@playwright/test';
import { BASE_URL } from '../../browser/playwright.config';

/**
 * Every browser test gets a page that records console errors, React warnings, failed
 * requests and any request leaving the site's origin (and so does every other tab it opens
 * through `openTab`); each test ends by asserting none happened.
 */
export interface PageProblems {
  console: string[];
  foreignRequests: string[];
  /** Console messages a test expects (e.g. the 404 of a page it opens on purpose). */
  expectConsole: RegExp[];
}

/** Records the problems of `page` (the test's own, or another tab it opens) into `problems`. */
export function watchPage(page: Page, problems: PageProblems): void {
  const origin = new URL(BASE_URL).origin;
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.console.push(message.text());
  });
  page.on('pageerror', (error) => problems.console.push(error.message));
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:')) {
      problems.foreignRequests.push(url);
    }
  });
}

export const test = base.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page }, use) => {
      const problems: PageProblems = { console: [], foreignRequests: [], expectConsole: [] };
      watchPage(page, problems);
      await use(problems);
      expect(problems.foreignRequests, 'requêtes hors du site').toEqual([]);
      const unexpected = problems.console.filter(
        (text) => !problems.expectConsole.some((re) => re.test(text)),
      );
      expect(unexpected, 'erreurs ou avertissements dans la console').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Another tab of the test's context (its cache is warm), watched like the test's own page. */
export async function openTab(context: BrowserContext, problems: PageProblems): Promise<Page> {
  const tab = await context.newPage();
  watchPage(tab, problems);
  return tab;
}

/** The console line Chromium writes for a failed request; tests expect it when they cause one. */
export const failedRequest = (status: number) => new RegExp(`status of ${status}`);

/**
 * axe-core with the WCAG 2.x A/AA rules (and 2.2): returns the violations, on the whole page or
 * only within the elements `include` selects.
 */
export async function axeViolations(page: Page, include?: string) {
  const builder = new AxeBuilder({ page });
  if (include) builder.include(include);
  const results = await builder.withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
