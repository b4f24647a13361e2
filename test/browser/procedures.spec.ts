import type { Page, Request } from '@playwright/test';
import { axeViolations, expect, test } from '../support/browser/fixtures';
import { cycleBreaks } from '../support/browser/layout';
import { separatorsStartingALine } from '../support/browser/lines';
import { hydrated, openFresh } from '../support/browser/pages';

const OVERVIEW = [
  'Rhinoplastie',
  'Blépharoplastie',
  'Lifting cervicofacial',
  'Otoplastie',
  'Génioplastie',
  'Lipofilling du visage',
  'Lifting endoscopique',
  'Abdominoplastie',
  'Liposuccion',
  'Lifting des cuisses',
  'Lifting des bras',
  'Brazilian Butt Lift',
  'Lipofilling des seins',
  'Augmentation mammaire',
  'Lifting mammaire',
  'La gynécomastie',
];

const CATEGORIES = [
  { path: '/chirurgies/visage', title: 'Chirurgie du visage', count: 8, first: 'Rhinoplastie' },
  {
    path: '/chirurgies/silhouette',
    title: 'Chirurgie de la silhouette',
    count: 10,
    first: 'Abdominoplastie',
  },
  { path: '/chirurgies/seins', title: 'Chirurgie mammaire', count: 4, first: 'Augmentation mammaire' },
  { path: '/medecine-esthetique', title: 'Médecine esthétique', count: 6, first: 'Botox' },
  { path: '/greffe-cheveux', title: 'Greffe de cheveux', count: 4, first: 'Greffe de cheveux homme' },
  { path: '/chirurgies/Génioplastie', title: 'Génioplastie', count: 1, first: 'Génioplastie' },
];

const tiles = (page: Page) => page.locator('.procedure-grid > li');
const detail = (page: Page) => page.locator('#procedure-detail');

/** Brings the detail into view and waits until React has hydrated it (its code loads when it nears the screen). */
async function detailHydrated(page: Page): Promise<void> {
  await detail(page).scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      detail(page)
        .locator('.procedure-detail')
        .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))),
    )
    .toBe(true);
}

/** How much of its picture an image shows, across and down (1 = all of it). */
const shown = (image: Element) => {
  const img = image as HTMLImageElement;
  const box = img.getBoundingClientRect();
  const ratio = img.naturalWidth / img.naturalHeight;
  if (getComputedStyle(img).objectFit === 'contain') return { across: 1, down: 1, wide: true };
  const scale = Math.max(box.width / img.naturalWidth, box.height / img.naturalHeight);
  return {
    across: box.width / (img.naturalWidth * scale),
    down: box.height / (img.naturalHeight * scale),
    wide: box.width / box.height > 2 && ratio < 2,
  };
};

test.describe('/chirurgies and the category pages', () => {
  test('the 16 interventions; each category page with its head, hero, grid and detail; an unknown category', async ({
    page,
    request,
    problems,
  }) => {
    problems.expectConsole.push(/status of 404/);

    await test.step('/chirurgies: hero, grid, default selection, description and before/after only when both images exist', async () => {
      const response = await page.goto('/chirurgies');
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('CHIRURGIES ESTHÉTIQUES');
      await expect(page.getByRole('heading', { level: 2, name: 'Nos Interventions' })).toBeVisible();
      const items = page.locator('.surgeries__item');
      await expect(items).toHaveText(OVERVIEW);
      await expect(items.first()).toHaveAttribute('aria-pressed', 'true');

      const panel = page.locator('#surgery-detail');
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Rhinoplastie');
      await expect(panel).toContainText('La rhinoplastie modifie la forme du nez');
      await expect(panel.getByRole('heading', { level: 4, name: 'Risques et suites' })).toBeVisible();
      await expect(panel.getByRole('slider')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByRole('button', { name: 'Lifting des cuisses' }).click();
      await expect(page.getByRole('button', { name: 'Lifting des cuisses' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expect(items.first()).toHaveAttribute('aria-pressed', 'false');
      await expect(panel.getByRole('heading', { level: 3 })).toHaveText('Lifting des cuisses');
      await expect(panel).toContainText('cuisses');
      await expect(panel.getByRole('slider')).toHaveCount(0);

      await page.getByRole('button', { name: 'Lifting mammaire' }).click();
      await expect(panel.getByRole('slider')).toBeVisible();
      const book = panel.getByRole('link', { name: 'Réserver une consultation' });
      await expect(book).toHaveAttribute('href', '/contact');
      await book.click();
      await expect(page).toHaveURL(/\/contact$/);
    });

    for (const category of CATEGORIES) {
      await test.step(`${category.path}: ${category.count} procedure(s), hero, head and detail`, async () => {
        const html = await (await request.get(encodeURI(category.path))).text();
        expect(html).toContain(`<title>${category.title} à Tunis | Dr Exemple</title>`);
        expect(html).toContain(
          `<link rel="canonical" href="http://localhost:3000${encodeURI(category.path)}" />`,
        );
        expect(html).toMatch(/<meta name="description" content="[^"]{60,}"/);
        expect(html).toMatch(/<meta name="keywords" content="[^"]+"/);
        expect(html).toMatch(
          /<meta property="og:image" content="http:\/\/localhost:3000\/assets\/media\/categories-/,
        );

        const response = await page.goto(category.path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(category.title);
        await expect(
          page.locator('.category-hero').getByText('Excellence • Précision • Résultats'),
        ).toBeVisible();
        await expect(page.locator('.category-hero video')).toBeAttached();
        await expect(tiles(page)).toHaveCount(category.count);
        const sizes = await tiles(page).evaluateAll((els) =>
          els.map((el) => Number(el.getAttribute('data-size'))),
        );
        expect(sizes).toEqual(sizes.map((_, i) => (i % 6) + 1));
        await expect(tiles(page).first().getByRole('button')).toHaveAttribute('aria-pressed', 'true');
        await expect(detail(page).getByRole('heading', { level: 2 }).first()).toHaveText(category.first);
        await expect(
          detail(page).getByRole('heading', { level: 3, name: 'Risques et suites' }),
        ).toBeVisible();
        await expect(detail(page).getByRole('link', { name: 'Réserver une consultation' })).toHaveAttribute(
          'href',
          '/contact',
        );
        // One scan for the six: they share their template.
        if (category === CATEGORIES[0]) expect(await axeViolations(page)).toEqual([]);
        // Génioplastie shows its gallery of 4 images.
        if (category.path === '/chirurgies/Génioplastie')
          await expect(page.locator('.gallery__thumb')).toHaveCount(4);
      });
    }

    await test.step('an unknown category replaces the address with /', async () => {
      await page.goto('/contact');
      const before = await page.evaluate(() => history.length);
      await page.goto('/chirurgies/inconnue');
      await expect(page).toHaveURL(/\/$/);
      // Replaced, not pushed: one entry more than before, and Back leads to the previous page.
      expect(await page.evaluate(() => history.length)).toBe(before + 1);
      await page.goBack();
      await expect(page).toHaveURL(/\/contact$/);
    });
  });

  test('a category page at work: the parallax, the accordion, the slider, the viewer, the fade, the placeholder', async ({
    page,
  }) => {
    await page.goto('/chirurgies/visage');
    await hydrated(page);

    await test.step('the hero rises from 0 to −50 px over the first 300 px of scroll', async () => {
      const content = page.locator('[data-parallax]');
      const shift = () =>
        content.evaluate((el) => Math.round(new DOMMatrixReadOnly(getComputedStyle(el).transform).m42));
      await expect.poll(shift).toBe(0);
      await page.evaluate(() => window.scrollTo(0, 150));
      await expect.poll(shift).toBe(-25);
      await page.evaluate(() => window.scrollTo(0, 900));
      await expect.poll(shift).toBe(-50);
    });

    await test.step('the accordion keeps one item open at a time and works with the keyboard', async () => {
      const triggers = detail(page).locator('.accordion__trigger');
      await expect(triggers).toHaveCount(4);
      await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await triggers.nth(1).click();
      await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
      await expect(detail(page).locator('.accordion__panel:visible')).toHaveCount(1);
      await triggers.nth(1).click();
      await expect(detail(page).locator('.accordion__trigger[aria-expanded="true"]')).toHaveCount(0);

      await triggers.nth(2).focus();
      await page.keyboard.press('Enter');
      await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('ArrowDown');
      await expect(triggers.nth(3)).toBeFocused();
      await page.keyboard.press('Space');
      await expect(triggers.nth(3)).toHaveAttribute('aria-expanded', 'true');
      await expect(triggers.nth(2)).toHaveAttribute('aria-expanded', 'false');
    });

    await test.step('the before/after slider starts at 50 and follows the pointer and the arrow keys', async () => {
      const slider = detail(page).getByRole('slider');
      const frame = detail(page).locator('.before-after__frame');
      await expect(slider).toHaveAttribute('aria-valuenow', '50');
      await detailHydrated(page);
      await frame.scrollIntoViewIfNeeded();
      const box = (await frame.boundingBox())!;
      await page.mouse.move(box.x + box.width * 0.25, box.y + box.height / 2);
      await expect(slider).toHaveAttribute('aria-valuenow', '25');
      await page.mouse.move(box.x + box.width + 40, box.y + box.height / 2);
      await page.mouse.move(box.x + box.width - 1, box.y + box.height / 2);
      await expect(slider).toHaveAttribute('aria-valuenow', /^(99|100)$/);
      await expectSliderKeys(page);
    });

    await test.step('the gallery opens a full-screen viewer: keys, wrap, focus kept inside and restored', async () => {
      const thumbs = detail(page).getByRole('button', { name: /Voir l'image/ });
      await expect(thumbs).toHaveCount(3);
      await thumbs.nth(0).click();
      const viewer = page.getByRole('dialog');
      await expect(viewer).toBeVisible();
      await expect(viewer.getByRole('button', { name: 'Fermer' })).toBeFocused();
      await expect(viewer.locator('.lightbox__count')).toHaveText('1 / 3');
      await page.keyboard.press('ArrowRight');
      await expect(viewer.locator('.lightbox__count')).toHaveText('2 / 3');
      await page.keyboard.press('ArrowLeft');
      await page.keyboard.press('ArrowLeft');
      await expect(viewer.locator('.lightbox__count')).toHaveText('3 / 3');
      await viewer.getByRole('button', { name: 'Suivant' }).click();
      await expect(viewer.locator('.lightbox__count')).toHaveText('1 / 3');
      await viewer.getByRole('button', { name: 'Précédent' }).click();
      await expect(viewer.locator('.lightbox__count')).toHaveText('3 / 3');
      await expect(viewer.locator('img')).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      // Tab cycles through the viewer's three buttons only.
      for (let i = 0; i < 4; i++) {
        await page.keyboard.press('Tab');
        expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Shift+Tab');
      expect(await viewer.evaluate((el) => el.contains(document.activeElement))).toBe(true);

      await page.keyboard.press('Escape');
      await expect(viewer).toHaveCount(0);
      await expect(thumbs.nth(0)).toBeFocused();
    });

    await test.step('with a single image the viewer disables Précédent and Suivant', async () => {
      await page.getByRole('button', { name: 'Lifting cervicofacial' }).click();
      await expect(detail(page)).toHaveAttribute('data-procedure', 'Lifting cervicofacial');
      const thumbs = detail(page).getByRole('button', { name: /Voir l'image/ });
      await expect(thumbs).toHaveCount(1);
      await thumbs.click();
      const viewer = page.getByRole('dialog');
      await expect(viewer.getByRole('button', { name: 'Précédent' })).toBeDisabled();
      await expect(viewer.getByRole('button', { name: 'Suivant' })).toBeDisabled();
      await page.keyboard.press('ArrowRight');
      await expect(viewer.locator('.lightbox__count')).toHaveText('1 / 1');
      await viewer.getByRole('button', { name: 'Fermer' }).click();
      await expect(viewer).toHaveCount(0);
    });

    await test.step('a click on a procedure scrolls to the detail and swaps it with a fade', async () => {
      await openFresh(page, '/chirurgies/silhouette');
      await hydrated(page);
      const inner = page.locator('.category-detail__inner');
      // The fade lasts a quarter of a second: an observer notes it, so a busy machine cannot miss it.
      await inner.evaluate((el) => {
        new MutationObserver(() => {
          if (el.getAttribute('data-fading') === 'true') el.setAttribute('data-faded-once', '');
        }).observe(el, { attributes: true, attributeFilter: ['data-fading'] });
      });
      await tiles(page).nth(3).getByRole('button').click();
      await expect(inner).toHaveAttribute('data-faded-once', '');
      await expect(detail(page)).toHaveAttribute('data-procedure', 'Lifting des bras');
      await expect(inner).not.toHaveAttribute('data-fading', 'true');
      await expect(detail(page).getByRole('heading', { level: 2 }).first()).toHaveText('Lifting des bras');
      await expect(tiles(page).nth(3).getByRole('button')).toHaveAttribute('aria-pressed', 'true');
      await expect
        .poll(() => detail(page).evaluate((el) => Math.round(el.getBoundingClientRect().top)))
        .toBeLessThan(120);
    });

    await test.step('without a before/after pair, the placeholder and its three reassurance lines', async () => {
      await page.getByRole('button', { name: 'Lifting des cuisses' }).click();
      await expect(detail(page)).toHaveAttribute('data-procedure', 'Lifting des cuisses');
      const placeholder = detail(page).locator('.results-placeholder');
      await expect(placeholder).toContainText('Galerie en préparation');
      await expect(placeholder).toContainText("Contactez-nous pour plus d'exemples");
      await expect(placeholder.locator('li')).toHaveCount(3);
      await expect(detail(page).getByRole('slider')).toHaveCount(0);
    });
  });
});

/** The slider's keys: Home, the arrows by 5, End. */
async function expectSliderKeys(page: Page) {
  const slider = detail(page).getByRole('slider');
  await slider.focus();
  await page.keyboard.press('Home');
  await expect(slider).toHaveAttribute('aria-valuenow', '0');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(slider).toHaveAttribute('aria-valuenow', '10');
  await page.keyboard.press('ArrowLeft');
  await expect(slider).toHaveAttribute('aria-valuenow', '5');
  await page.keyboard.press('End');
  await expect(slider).toHaveAttribute('aria-valuenow', '100');
  await expect(detail(page).locator('.before-after__frame')).toHaveAttribute('data-position', '100');
}

test.describe('Single-procedure view and /actes pages', () => {
  test('a procedure alone, its description read once, a page without text yet, the /actes pages, an unknown address', async ({
    page,
    request,
    problems,
  }) => {
    problems.expectConsole.push(/status of 404/);

    for (const [path, name, canonical] of [
      ['/medecine-esthetique/botox', 'Botox', '/medecine-esthetique/botox'],
      ['/greffe-cheveux/homme', 'Greffe de cheveux homme', '/greffe-cheveux/homme'],
      ['/greffe-cheveux/botox', 'Botox', '/medecine-esthetique/botox'],
      ['/medecine-esthetique/mesotherapie', 'La mésothérapie', '/medecine-esthetique/mesotherapie'],
    ]) {
      await test.step(`${path} shows ${name} alone, labelled « Medecine Esthetique »`, async () => {
        const html = await (await request.get(path)).text();
        expect(html).toContain(`<title>${name} à Tunis | Dr Exemple</title>`);
        expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${canonical}" />`);

        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(page.locator('.procedure-hero__label')).toHaveText('Medecine Esthetique');
        await expect(page.locator('.procedure-grid')).toHaveCount(0);
        await expect(page.locator('.accordion__trigger').first()).toBeVisible();
        await expect(page.getByRole('heading', { level: 3, name: 'Risques et suites' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Réserver une consultation' })).toHaveAttribute(
          'href',
          '/contact',
        );
        // One scan for the procedure pages: they share their template.
        if (path === '/medecine-esthetique/botox') expect(await axeViolations(page)).toEqual([]);
      });
    }

    for (const path of ['/medecine-esthetique/botox', '/greffe-cheveux/barbe', '/actes/hydrafacial']) {
      await test.step(`${path} reads its description once: whole sentences in the hero, the rest under « Présentation »`, async () => {
        await page.goto(path);
        const lead = (await page.locator('.procedure-hero__lead').innerText()).trim();
        expect(lead).toMatch(/[.!?]$/);
        expect(lead).not.toContain('…');
        const panel = page.locator('.category-detail');
        await expect(panel.getByRole('heading', { level: 2, name: 'Présentation' })).toBeVisible();
        const rest = (await panel.locator('.procedure-detail__description').innerText()).trim();
        expect(rest.length).toBeGreaterThan(100);
        const opening = lead.slice(0, 50);
        expect(rest).not.toContain(opening);
        const text = await page.locator('body').innerText();
        expect(text.split(opening)).toHaveLength(2);
      });
    }

    await test.step('/medecine-esthetique/prp has no text yet and still reads well', async () => {
      await page.goto('/medecine-esthetique/prp');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Le PRP');
      await expect(
        page.getByText('La présentation détaillée de ce soin est en cours de rédaction.'),
      ).toBeVisible();
      await expect(page.getByText('Galerie en préparation')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Réserver une consultation' })).toBeVisible();
    });

    for (const [path, name] of [
      ['/actes/epilation-laser', 'Épilation laser'],
      ['/actes/hydrafacial', 'HydraFacial'],
    ]) {
      await test.step(`${path} is a real procedure page`, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
        await expect(page.locator('.accordion__trigger')).toHaveCount(4);
        await expect(page.getByRole('button', { name: /Voir l'image/ }).first()).toBeVisible();
      });
    }

    await test.step('any other address is a French 404 page with status 404 and a way back', async () => {
      const response = await openFresh(page, '/actes/inconnu');
      await hydrated(page);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });
});

test.describe('Procedure pages laid out at this width', () => {
  test('six tile sizes the same on every page; names fit; taglines; the pictures shown whole; the thumbnails’ label @mobile', async ({
    page,
  }) => {
    await test.step('tile n and tile n + 6 match, a size has one box whichever page and place it is in; every procedure name fits its button', async () => {
      const boxesBySize = new Map<string, Set<string>>();
      for (const path of ['/chirurgies', ...CATEGORIES.map((category) => category.path)]) {
        await page.goto(encodeURI(path));
        const overflowing = await page
          .locator('.surgeries__item, .procedure-tile__button')
          .evaluateAll((buttons) =>
            buttons
              .filter((button) => {
                const label = button.querySelector('span:last-child') ?? button;
                const limit = button.getBoundingClientRect().right;
                return (
                  button.scrollWidth > button.clientWidth + 1 ||
                  label.getBoundingClientRect().right > limit + 1
                );
              })
              .map((button) => button.textContent?.trim()),
          );
        expect(overflowing, path).toEqual([]);
        const category = CATEGORIES.find((c) => c.path === path);
        if (!category || category.count <= 1) continue;
        const all = page.locator('.procedure-tile');
        await expect(all).toHaveCount(category.count);
        expect(await cycleBreaks(all), path).toEqual([]);
        for (const { size, box } of await all.evaluateAll((items) =>
          items.map((li) => {
            const { width, height } = li.getBoundingClientRect();
            return {
              size: li.getAttribute('data-size') ?? '',
              box: `${Math.round(width)}×${Math.round(height)}`,
            };
          }),
        )) {
          boxesBySize.set(size, (boxesBySize.get(size) ?? new Set()).add(box));
        }
      }
      expect([...boxesBySize.keys()].sort()).toEqual(['1', '2', '3', '4', '5', '6']);
      for (const [size, boxes] of boxesBySize) expect([...boxes], `taille ${size}`).toHaveLength(1);
    });

    await test.step('the hero tagline never starts a line with its bullet', async () => {
      for (const path of ['/chirurgies/visage', '/medecine-esthetique']) {
        await page.goto(path);
        const tagline = page.locator('.category-hero__tagline');
        await expect(tagline).toBeVisible();
        expect(await separatorsStartingALine(tagline), path).toBe(0);
      }
      // « Également au cabinet : Épilation laser · HydraFacial » on /chirurgies too.
      await page.goto('/chirurgies');
      expect(await separatorsStartingALine(page.locator('.surgeries__also'))).toBe(0);
    });

    await test.step('the drawings are not cut to a strip: wide tiles and procedure heroes show them whole', async () => {
      await page.goto('/chirurgies/visage');
      for (const tile of await page.locator('.procedure-tile__image').all()) {
        await tile.scrollIntoViewIfNeeded(); // the tiles below the fold load lazily
        await tile.evaluate((img: HTMLImageElement) => img.decode());
        const seen = await tile.evaluate(shown);
        if (seen.wide) expect(seen.down).toBe(1);
      }
      for (const path of ['/medecine-esthetique/botox', '/medecine-esthetique/mesotherapie']) {
        await page.goto(path);
        const hero = page.locator('.procedure-hero__image');
        await hero.evaluate((img: HTMLImageElement) => img.decode());
        // The drawings fill about 72 % of their frame's height and half its width.
        const seen = await hero.evaluate(shown);
        expect(seen.down).toBeGreaterThan(0.75);
        expect(seen.across).toBeGreaterThan(0.55);
      }
    });

    for (const path of ['/medecine-esthetique/botox', '/actes/epilation-laser']) {
      await test.step(`${path}: the gallery's two pictures differ, and each is shown whole`, async () => {
        await page.goto(path);
        const images = page.locator('.gallery__image');
        await expect(images).toHaveCount(2);
        await images.last().scrollIntoViewIfNeeded();
        const seen = await images.evaluateAll((elements) =>
          Promise.all(
            elements.map(async (element) => {
              const image = element as HTMLImageElement;
              await image.decode();
              const canvas = document.createElement('canvas');
              canvas.width = 32;
              canvas.height = 24;
              const context = canvas.getContext('2d')!;
              context.drawImage(image, 0, 0, canvas.width, canvas.height);
              const data = context.getImageData(0, 0, canvas.width, canvas.height).data;
              const colour = [0, 0, 0];
              for (let i = 0; i < data.length; i += 4) for (let c = 0; c < 3; c++) colour[c] += data[i + c];
              const box = image.getBoundingClientRect();
              return {
                colour: colour.map((sum) => sum / (data.length / 4)),
                // A picture is whole when its box has its proportions, or when it is contained.
                whole:
                  getComputedStyle(image).objectFit === 'contain' ||
                  Math.abs(image.naturalWidth / image.naturalHeight - box.width / box.height) < 0.03,
              };
            }),
          ),
        );
        // Two drawings in the same colours (the same picture twice) differ by a unit or two.
        const [a, b] = seen.map((s) => s.colour);
        expect(Math.max(...a.map((value, c) => Math.abs(value - b[c])))).toBeGreaterThan(8);
        expect(seen.map((s) => s.whole)).toEqual([true, true]);
      });
    }

    await test.step("a gallery thumbnail's « Voir l'image » sits on one line, small, out of the picture's way", async () => {
      await page.goto('/medecine-esthetique/botox');
      const thumb = page.getByRole('button', { name: "Voir l'image : Botox : illustration 1 sur 2" });
      await thumb.scrollIntoViewIfNeeded();
      // With a mouse it shows under the pointer; on a phone it is always there, in a corner.
      if (await page.evaluate(() => matchMedia('(hover: hover)').matches)) await thumb.hover();
      const label = thumb.locator('.gallery__label');
      await expect(label).toBeVisible();
      const box = (await label.boundingBox())!;
      const frame = (await thumb.boundingBox())!;
      expect(box.height).toBeLessThan(40);
      expect(box.width * box.height).toBeLessThan((frame.width * frame.height) / 6);
    });
  });
});

test.describe('On a phone', () => {
  // The chunk of the detail panels' code (features/procedures/detail-panels.tsx, loaded by
  // detail-parts.tsx); a test that holds it back checks that it did hold it, so that a renamed
  // chunk fails here instead of letting the code through unheld.
  const PANELS_CODE = /\/assets\/detail-panels-[\w-]+\.js$/;
  // The panels' code and the category's texts.
  const DETAIL_CODE = /\/assets\/(detail-panels|visage)-[\w-]+\.js$/;

  test('a finger moves the slider; the detail’s code loads as it nears the screen, and what was pressed meanwhile counts; no violations @mobile-only', async ({
    page,
  }) => {
    await test.step('the category and procedure pages have no accessibility violations at this width', async () => {
      await page.goto('/chirurgies/visage');
      expect(await axeViolations(page)).toEqual([]);
      await page.goto('/medecine-esthetique/botox');
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('on a phone the detail of /chirurgies/visage is the styled server HTML until it nears the screen', async () => {
      const requested: string[] = [];
      const watch = (r: Request) => {
        if (DETAIL_CODE.test(r.url())) requested.push(new URL(r.url()).pathname);
      };
      page.on('request', watch);
      await openFresh(page, '/chirurgies/visage');
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect(requested).toEqual([]);
      const trigger = detail(page).locator('.accordion__trigger').first();
      await expect(trigger).toHaveText('Anesthésie');
      // Styled by the page's inlined CSS, not by a stylesheet coming with the code.
      expect(await trigger.evaluate((el) => getComputedStyle(el).display)).toBe('flex');
      await expect(detail(page).getByRole('slider')).toHaveAttribute('aria-valuenow', '50');

      await detailHydrated(page);
      expect(requested.length).toBeGreaterThan(0);
      page.off('request', watch);
    });

    await test.step('the before/after slider follows a finger dragged across the image, and the keys', async () => {
      const slider = detail(page).getByRole('slider');
      const frame = detail(page).locator('.before-after__frame');
      await frame.scrollIntoViewIfNeeded();
      const box = (await frame.boundingBox())!;
      const cdp = await page.context().newCDPSession(page);
      const y = Math.round(box.y + box.height / 2);
      const at = (ratio: number) => Math.round(box.x + box.width * ratio);
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: at(0.5), y }] });
      for (const ratio of [0.45, 0.4, 0.35, 0.3, 0.2]) {
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: at(ratio), y }] });
      }
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await expect(slider).toHaveAttribute('aria-valuenow', '20');
      await expectSliderKeys(page);
    });

    await test.step('a press on the detail before its code has arrived takes effect when it arrives', async () => {
      // The panel's code is held until the press has been made (a fixed delay would race with a
      // slow machine's hydration), then let through.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      let holding = 0;
      await page.route(PANELS_CODE, async (route) => {
        holding++;
        await held;
        await route.continue();
      });
      await openFresh(page, '/chirurgies/visage');
      await hydrated(page);
      const triggers = detail(page).locator('.accordion__trigger');
      await triggers.nth(1).click();
      // The press brought the panel near the screen: its code was asked for and is held.
      await expect.poll(() => holding).toBe(1);
      await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
      release();
      await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'true');
      await expect(triggers.nth(0)).toHaveAttribute('aria-expanded', 'false');
      // Pressed once: a second press closes it again.
      await triggers.nth(1).click();
      await expect(triggers.nth(1)).toHaveAttribute('aria-expanded', 'false');
      await page.unroute(PANELS_CODE);
    });

    await test.step('a procedure chosen before the detail has its code is the one shown', async () => {
      let delayed = 0;
      await page.route(PANELS_CODE, async (route) => {
        delayed++;
        await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      });
      await openFresh(page, '/chirurgies/visage');
      await hydrated(page);
      await tiles(page).filter({ hasText: 'Otoplastie' }).getByRole('button').click();
      await expect(detail(page)).toHaveAttribute('data-procedure', 'Otoplastie');
      await expect(detail(page).getByRole('heading', { level: 2, name: 'Otoplastie' })).toBeVisible();
      await expect(detail(page)).toContainText('Galerie en préparation');
      // The choice was made while the panels' code was on its way.
      expect(delayed).toBe(1);
      await page.unroute(PANELS_CODE);
    });

    await test.step('a category page reached in the browser shows its detail in full', async () => {
      await openFresh(page, '/chirurgies');
      await hydrated(page);
      await page.locator('.category-card', { hasText: 'Médecine esthétique' }).click();
      await expect(page).toHaveURL(/\/medecine-esthetique$/);
      await expect(detail(page).getByRole('heading', { level: 2, name: 'Botox' })).toBeVisible();
      await expect(detail(page).locator('.accordion__trigger')).toHaveCount(4);
      await expect(detail(page).getByRole('slider')).toHaveAttribute('aria-valuenow', '50');
    });
  });
});
