import { Page } from '@playwright/test';
import { axeViolations, expect, openTab, test } from '../support/browser/fixtures';
import { cycleBreaks } from '../support/browser/layout';
import { hydrated, openFresh } from '../support/browser/pages';

const ARTICLES = [
  { id: 'liposculpture-haute-precision-femme', _id: '67ab2f4081c2a9e5d3f10a01', date: '11 février 2025' },
  { id: 'rajeunissement-cervico-facial', _id: '67f4e1a0b5d84c2e9a710b02', date: '8 avril 2025' },
  { id: 'liposculpture-precision-masculine', _id: '6850b6c07e3a1d94f2c60c03', date: '17 juin 2025' },
  { id: 'augmentation-mammaire-methodes', _id: '68d2d9302f6b8a41c7e50d04', date: '23 septembre 2025' },
  { id: 'prevenir-traiter-ptose-mammaire', _id: '692eb7209d4c5e18a3b70e05', date: '2 décembre 2025' },
  { id: 'injections-botox-rides-expression', _id: '69af7c30e1b2d46f8c920f06', date: '10 mars 2026' },
  { id: 'acide-hyaluronique-volumateur-naturel', _id: '6a1d4c8047f9b2e35d6a1007', date: '19 mai 2026' },
];

const cards = (page: Page) => page.locator('.blog-mosaic > li');

/** The mosaic's layout at this width: 7 cards in the 6-size pattern, on a 12-column grid. */
async function expectMosaic(page: Page) {
  await expect(cards(page)).toHaveCount(7);
  expect(await cards(page).evaluateAll((items) => items.map((li) => li.getAttribute('data-size')))).toEqual([
    '1',
    '2',
    '3',
    '4',
    '5',
    '6',
    '1',
  ]);
  // Card 7 starts the pattern again: the size of card 1, not stretched to fill its row.
  expect(await cycleBreaks(cards(page))).toEqual([]);
  const columns = await page
    .locator('.blog-mosaic')
    .evaluate((el) => getComputedStyle(el).gridTemplateColumns.split(' ').length);
  expect(columns).toBe(12);
}

test.describe('/blog and its articles', () => {
  test('the mosaic, a card zooming into its article, the article and the next one, an unknown article', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(/status of 404/);

    await test.step('hero, 7 cards in the 6-size pattern, excerpt rule, tags, French dates and the closing call', async () => {
      const response = await page.goto('/blog');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(page.getByText('Actualites • Conseils • Expertise')).toBeVisible();
      await expectMosaic(page);
      for (let i = 0; i < 7; i++) {
        const card = cards(page).nth(i);
        await expect(card.locator('.blog-card__excerpt')).toHaveCount(i % 6 === 0 || i % 6 === 3 ? 1 : 0);
        expect(await card.locator('.blog-card__tags li').count()).toBeLessThanOrEqual(2);
        await expect(card.locator('time')).toHaveText(ARTICLES[i].date);
        await expect(card.getByRole('link')).toHaveAttribute('href', `/blog/${ARTICLES[i].id}`);
      }
      const cta = page.getByRole('main').getByRole('link', { name: 'Prendre Rendez-vous', exact: true });
      await expect(cta).toHaveAttribute('href', '/contact');
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('a card click zooms its image to full screen (View Transitions, 0.8 s), then opens the article', async () => {
      await hydrated(page);
      const zoom = page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const look = () => {
              const animation = document
                .getAnimations()
                .find((a) =>
                  ((a.effect as KeyframeEffect | null)?.pseudoElement ?? '').includes(
                    'view-transition-group(article-cover)',
                  ),
                );
              if (animation) resolve(Number(animation.effect!.getTiming().duration));
              else requestAnimationFrame(look);
            };
            look();
          }),
      );
      await cards(page).nth(1).getByRole('link').click();
      expect(await zoom).toBe(800);
      await expect(page).toHaveURL(/\/blog\/rajeunissement-cervico-facial$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Rajeunissement cervico-facial/);
    });

    await test.step('an article opened by its _id', async () => {
      await page.goto(`/blog/${ARTICLES[1]._id}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Rajeunissement cervico-facial/);
    });

    await test.step('shows the hero, the introduction, the sections, the conclusion, the signature and the next article', async () => {
      await page.goto('/blog/liposculpture-haute-precision-femme');
      const hero = page.locator('.article-hero');
      await expect(hero.locator('img')).toBeVisible();
      await expect(hero.locator('time')).toHaveText('11 février 2025');
      await expect(hero).toContainText('5 min');
      await expect(hero.locator('.article-hero__category')).toHaveText('Chirurgie Esthétique');
      await expect(hero.locator('.article-hero__subtitle')).toHaveText(/harmoniser les courbes/);
      await expect(hero.locator('.article-hero__excerpt')).toHaveText(/Culotte de cheval/);
      await expect(hero.locator('.article-hero__tags li')).toHaveCount(4);
      await expect(page.getByRole('button', { name: 'Partager' })).toBeVisible();
      // Full screen: the hero fills the viewport under the header.
      const box = await hero.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 64 - 1);

      await expect(page.locator('.article-intro')).toHaveText(/Certaines rondeurs/);
      await expect(page.locator('.article-section')).toHaveCount(5);
      await expect(page.getByRole('heading', { level: 2, name: 'En conclusion' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Attention' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      const signature = page.locator('.signature');
      await signature.scrollIntoViewIfNeeded();
      await expect(signature).toHaveAttribute('data-state', /drawing|static/);
      await expect(page.getByRole('img', { name: /Signature du Dr/ })).toBeVisible();

      const next = page.locator('.next-article__card');
      await expect(next).toHaveAttribute('href', '/blog/rajeunissement-cervico-facial');
      await expect(next.locator('time')).toHaveText('8 avril 2025');
      await expect(next.locator('.next-article__excerpt')).toHaveText(/lifting/i);
      await next.click();
      await expect(page).toHaveURL(/\/blog\/rajeunissement-cervico-facial$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Rajeunissement/);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });

    await test.step('the next article of the last one wraps to the first', async () => {
      await page.goto('/blog/acide-hyaluronique-volumateur-naturel');
      await expect(page.locator('.next-article__card')).toHaveAttribute(
        'href',
        '/blog/liposculpture-haute-precision-femme',
      );
    });

    await test.step('an unknown article is a French « article introuvable » page with status 404 and a way back', async () => {
      const response = await openFresh(page, '/blog/article-qui-n-existe-pas');
      await hydrated(page);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Article introuvable' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Retour au blog' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(cards(page)).toHaveCount(7);
    });
  });

  test('without View Transitions, under reduced motion, and « Partager » with or without native sharing', async ({
    page,
    context,
    problems,
    baseURL,
  }) => {
    await test.step('without View Transitions the image zooms for 0.8 s, then the article opens with the article as state', async () => {
      await page.addInitScript(() => {
        delete (Document.prototype as Partial<Document>).startViewTransition;
      });
      await openFresh(page, '/blog');
      await hydrated(page);
      // Timed inside the page: when the click happened, when the zoom covered the screen, when the
      // address changed.
      await page.evaluate(() => {
        const w = window as unknown as Record<string, number>;
        document.addEventListener(
          'click',
          () => {
            w.clickedAt = performance.now();
            const id = window.setInterval(() => {
              if (!w.fullAt && document.querySelector('.blog-zoom--full')) w.fullAt = performance.now();
              if (location.pathname !== '/blog') {
                w.navigatedAt = performance.now();
                window.clearInterval(id);
              }
            }, 5);
          },
          { capture: true, once: true },
        );
      });
      await cards(page).nth(0).getByRole('link').click();
      await expect(page).toHaveURL(/\/blog\/liposculpture-haute-precision-femme$/);
      const { clickedAt, fullAt, navigatedAt } = await page.evaluate(() => {
        const w = window as unknown as Record<string, number>;
        return { clickedAt: w.clickedAt, fullAt: w.fullAt, navigatedAt: w.navigatedAt };
      });
      expect(fullAt).toBeGreaterThan(clickedAt);
      expect(fullAt).toBeLessThan(navigatedAt);
      expect(navigatedAt - clickedAt).toBeGreaterThanOrEqual(780);
      const state = await page.evaluate(() => (history.state as { usr?: { article?: { id: string } } }).usr);
      expect(state?.article?.id).toBe('liposculpture-haute-precision-femme');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Liposculpture haute précision/);
      await expect(page.locator('.blog-zoom')).toHaveCount(0);
    });

    await test.step('under reduced motion a card opens its article at once', async () => {
      const tab = await openTab(context, problems);
      await tab.emulateMedia({ reducedMotion: 'reduce' });
      await openFresh(tab, '/blog');
      await hydrated(tab);
      await cards(tab).nth(2).getByRole('link').click();
      await expect(tab).toHaveURL(/\/blog\/liposculpture-precision-masculine$/);
      await expect(tab.locator('.blog-zoom')).toHaveCount(0);
      await tab.close();
    });

    await test.step('Partager without native sharing copies the link and says so', async () => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      const tab = await openTab(context, problems);
      await tab.addInitScript(() => {
        delete (Navigator.prototype as Partial<Navigator>).share;
      });
      await openFresh(tab, '/blog/injections-botox-rides-expression');
      await hydrated(tab);
      await tab.getByRole('button', { name: 'Partager' }).click();
      await expect(tab.getByRole('main').getByRole('status')).toHaveText(
        'Lien copié dans le presse-papiers !',
      );
      expect(await tab.evaluate(() => navigator.clipboard.readText())).toBe(
        `${baseURL}/blog/injections-botox-rides-expression`,
      );
      await tab.close();
    });

    await test.step('Partager with native sharing shares the title, the excerpt and the address', async () => {
      const tab = await openTab(context, problems);
      await tab.addInitScript(() => {
        Object.defineProperty(Navigator.prototype, 'share', {
          configurable: true,
          value: (data: ShareData) => {
            (window as unknown as { shared: ShareData }).shared = data;
            return Promise.resolve();
          },
        });
      });
      await openFresh(tab, '/blog/augmentation-mammaire-methodes');
      await hydrated(tab);
      await tab.getByRole('button', { name: 'Partager' }).click();
      const shared = await tab.waitForFunction(() => (window as unknown as { shared?: ShareData }).shared);
      const data = (await shared.jsonValue()) as ShareData;
      expect({ ...data, title: data.title?.replace(/[\u00a0\u202f]/g, ' ') }).toEqual({
        title: 'Augmentation mammaire : prothèses, lipofilling ou technique composite ?',
        text: expect.stringContaining('Implants mammaires, transfert de graisse') as unknown as string,
        url: `${baseURL}/blog/augmentation-mammaire-methodes`,
      });
      await expect(tab.getByRole('main').getByRole('status')).toHaveText('');
      await tab.close();
    });
  });

  test('every article is prerendered with its complete head, found by id and by _id; every block type is rendered', async ({
    request,
  }) => {
    for (const key of ['id', '_id'] as const) {
      const article = ARTICLES[1];
      const response = await request.get(`/blog/${article[key]}`);
      expect(response.status()).toBe(200);
      // French typography: the content puts a no-break space before « : », « ? »…
      const html = (await response.text()).replace(/[\u00a0\u202f]/g, ' ');
      expect(html).toContain(
        '<title>Rajeunissement cervico-facial : comprendre le lifting du visage et du cou | Dr Prénom Exemple</title>',
      );
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000/blog/${article.id}" />`);
      expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
      expect(html).toMatch(/<meta name="keywords" content="[^"]*Lifting/);
      expect(html).toContain('<meta property="og:type" content="article" />');
      expect(html).toMatch(
        /<meta property="og:image" content="http:\/\/localhost:3000\/assets\/media\/blog-/,
      );
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
      expect(html).toContain('<meta property="article:published_time" content="2025-04-08T08:45:00.000Z" />');
      expect(html).toContain('<meta property="article:section" content="Chirurgie du Visage" />');
      expect(html).toMatch(/<meta property="article:tag" content="[^"]+" \/>/);
      expect(html).toContain('En conclusion');
    }

    // The blocks of the seven articles as the pages render them (prerendered, then hydrated as is).
    const classes = new Set<string>();
    for (const article of ARTICLES) {
      const html = await (await request.get(`/blog/${article.id}`)).text();
      const sections = [...html.matchAll(/<section[^>]*class="article-section"[\s\S]*?<\/section>/g)];
      expect(sections.length, article.id).toBeGreaterThan(0);
      for (const [section] of sections)
        for (const [, name] of section.matchAll(/class="(block-[^"]*)"/g)) classes.add(name);
    }
    for (const expected of [
      'block-paragraph',
      'block-list',
      'block-highlight',
      'block-comparison',
      'block-callout block-callout--warning',
      'block-callout block-callout--important',
      'block-callout block-callout--note',
      'block-callout block-callout--info',
      'block-grid',
      'block-checklist block-checklist--criteria',
      'block-checklist block-checklist--contraindications',
      'block-checklist block-checklist--limitations',
      'block-indicators',
    ]) {
      expect(classes).toContain(expected);
    }
  });

  test('on a phone: the mosaic’s pattern, an article’s hero full screen, no accessibility violations @mobile-only', async ({
    page,
  }) => {
    await page.goto('/blog');
    await expectMosaic(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.goto('/blog/liposculpture-haute-precision-femme');
    const hero = page.locator('.article-hero');
    await expect(hero.locator('img')).toBeVisible();
    expect((await hero.boundingBox())!.height).toBeGreaterThanOrEqual(page.viewportSize()!.height - 64 - 1);
    expect(await axeViolations(page)).toEqual([]);
  });
});
