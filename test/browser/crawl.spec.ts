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

/** The text of an HTML fragment, its tags and entities gone. */
const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[#\w]+;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * No dead ends: starting from /, every internal link of every page found (header and footer
 * included) leads to a real page: status 200, a non-empty <main>, not an error page. The pages
 * are read as the server sends them, prerendered: what a visitor sees before the scripts run, and
 * what a search engine reads. The phone's drawer, whose links appear once it opens, is checked
 * against the site's pages in chrome.spec.ts.
 */
test.describe('Crawl of the whole site', () => {
  test('every internal link leads to a page with content', async ({ request, baseURL }) => {
    const origin = new URL(baseURL!).origin;
    // Start at /. The header and footer link the site's navigation and « Nos Actes » from every
    // page; they are seeded too so that this crawl does not depend on how the chrome is built.
    const queue: string[] = ['/', ...CHROME_LINKS];
    const seen = new Set<string>(queue);
    const foundOn = new Map<string, string>(queue.map((path) => [path, '(départ)']));
    const failures: string[] = [];

    while (queue.length > 0) {
      const path = queue.shift()!;
      const response = await request.get(encodeURI(path));
      const status = response.status();
      const html = await response.text();
      const main = textOf(/<main[^>]*>([\s\S]*)<\/main>/.exec(html)?.[1] ?? '');
      const heading = textOf(/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '');
      if (status !== 200) failures.push(`${path} → statut ${status} (lien trouvé sur ${foundOn.get(path)})`);
      else if (main.length < 40)
        failures.push(`${path} → contenu vide (lien trouvé sur ${foundOn.get(path)})`);
      else if (/introuvable/i.test(heading))
        failures.push(`${path} → « ${heading} » (lien trouvé sur ${foundOn.get(path)})`);

      for (const [, raw] of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)) {
        const url = new URL(raw.replace(/&amp;/g, '&'), `${origin}${encodeURI(path)}`);
        if (url.origin !== origin || url.pathname.startsWith('/api/')) continue;
        const found = decodeURIComponent(url.pathname) + url.search;
        if (seen.has(found)) continue;
        seen.add(found);
        foundOn.set(found, path);
        queue.push(found);
      }
    }

    expect(failures, 'liens morts').toEqual([]);
    // The pages of the site's sections were all reached.
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
