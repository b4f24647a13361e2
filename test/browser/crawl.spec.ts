import { expect, test } from '../support/browser/fixtures';

const CHROME_LINKS = [
  '/apropos',
  '/chirurgies',
  '/medecine-esthetique',
  '/greffe-cheveux',
  '/contact',
  '/blog',
  '/actes/epilation-laser',
  '/actes/hydrafacial',
];

/**
 * No dead ends: starting from /, every internal link of every page found (header, drawer and
 * footer included) leads to a real page: status 200, a non-empty <main>, not an error page.
 */
test.describe('Crawl of the whole site', () => {
  test.setTimeout(300_000);

  test('every internal link leads to a page with content', async ({ page, baseURL }, testInfo) => {
    const origin = new URL(baseURL!).origin;
    // Start at /. The header and footer link the site's navigation and « Nos Actes » from every
    // page; they are seeded too so that this crawl does not depend on how the chrome is built.
    const queue: string[] = ['/', ...CHROME_LINKS];
    const seen = new Set<string>(queue);
    const foundOn = new Map<string, string>(queue.map((path) => [path, '(départ)']));
    const failures: string[] = [];
    let openedMenu = false;

    const addLinks = async (from: string) => {
      const hrefs = await page.$$eval('a[href]', (links) => links.map((a) => (a as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
        const path = decodeURIComponent(url.pathname) + url.search;
        if (seen.has(path)) continue;
        seen.add(path);
        foundOn.set(path, from);
        queue.push(path);
      }
    };

    while (queue.length > 0) {
      const path = queue.shift()!;
      const response = await page.goto(path, { waitUntil: 'load' });
      const status = response?.status();
      const main = (
        (await page
          .locator('main')
          .first()
          .textContent()
          .catch(() => '')) ?? ''
      ).trim();
      const heading =
        (await page
          .locator('h1')
          .first()
          .textContent()
          .catch(() => '')) ?? '';
      if (status !== 200) failures.push(`${path} → statut ${status} (lien trouvé sur ${foundOn.get(path)})`);
      else if (main.length < 40)
        failures.push(`${path} → contenu vide (lien trouvé sur ${foundOn.get(path)})`);
      else if (/introuvable/i.test(heading))
        failures.push(`${path} → « ${heading} » (lien trouvé sur ${foundOn.get(path)})`);

      // The mobile drawer may only put its links in the page once opened.
      if (!openedMenu && testInfo.project.name === 'mobile') {
        const toggle = page.getByRole('button', { name: /menu/i }).first();
        if (await toggle.isVisible().catch(() => false)) {
          await toggle.click();
          openedMenu = true;
        }
      }
      await addLinks(path);
    }

    expect(failures, 'liens morts').toEqual([]);
    // The pages of this issue were all reached.
    for (const path of [
      '/chirurgies/visage',
      '/chirurgies/silhouette',
      '/chirurgies/seins',
      '/chirurgies/Génioplastie',
      '/medecine-esthetique/botox',
      '/greffe-cheveux/homme',
      '/blog/rajeunissement-cervico-facial',
      '/story',
      '/vision',
      '/engagement',
      '/piliers',
      '/excellence',
    ]) {
      expect(seen, `page atteinte : ${path}`).toContain(path);
    }
    expect(seen.size).toBeGreaterThan(30);
  });
});
