import { axeViolations, expect, test } from '../support/browser/fixtures';
import { separatorsStartingALine } from '../support/browser/lines';
import { hydrated, isDesktop } from '../support/browser/pages';

const THEMES = [
  { label: 'Beauté', path: '/story', key: 'beaute' },
  { label: 'Élégance', path: '/vision', key: 'elegance' },
  { label: 'Confiance', path: '/engagement', key: 'confiance' },
  { label: 'Rajeunissement', path: '/piliers', key: 'rajeunissement' },
  { label: 'Harmonie', path: '/excellence', key: 'harmonie' },
];

test.describe('/apropos and its five themed pages', () => {
  test('the page, its « Le Cabinet » illustration, the slider and the themed pages @mobile', async ({
    page,
    request,
  }) => {
    await test.step('prerendered with its head', async () => {
      const html = await (await request.get('/apropos')).text();
      expect(html).toMatch(
        /<title>À propos du Dr Prénom Exemple, chirurgien esthétique à Tunis \| Dr Exemple<\/title>/,
      );
      expect(html).toMatch(/<meta name="description" content="Parcours, spécialités et cabinet/);
      expect(html).toContain('<link rel="canonical" href="http://localhost:3000/apropos" />');
    });

    await test.step('hero, intro, timeline and « Le Cabinet »', async () => {
      await page.goto('/apropos');
      const hero = page.locator('.about-hero');
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText('Dr Prénom Exemple');
      await expect(hero.getByText('chirurgien esthétique', { exact: true })).toBeVisible();
      await expect(hero.getByText('Excellence • Précision • Résultats')).toBeVisible();
      await expect(hero.getByRole('link', { name: 'Consultation' })).toHaveAttribute('href', '/contact');
      await expect(hero.getByRole('link', { name: 'Nos Services' })).toHaveAttribute('href', '/chirurgies');
      // The tagline wraps at this width: never before its bullet.
      expect(await separatorsStartingALine(page.locator('.about-hero__tagline'))).toBe(0);

      const intro = page.locator('.about-intro');
      for (const specialty of [
        'Chirurgie maxillo-faciale et stomatologie',
        'Chirurgie et médecine esthétiques',
        'Greffe de cheveux et épilation laser',
      ]) {
        await expect(intro.getByText(specialty)).toBeVisible();
      }
      await expect(intro.locator('.about-stat')).toHaveText("+10 ans d'expérience");
      await expect(intro.getByRole('link', { name: 'Prendre Rendez-vous' })).toHaveAttribute(
        'href',
        '/contact',
      );

      const steps = page.locator('.timeline__step');
      await expect(steps).toHaveCount(3);
      await expect(steps.nth(0)).toContainText('2000 – 2005');
      await expect(steps.nth(0)).toContainText('Études de médecine');
      await expect(steps.nth(1)).toContainText('2005 – 2007');
      await expect(steps.nth(2)).toContainText('Janvier 2012');
      await expect(steps.nth(2)).toContainText('plasties abdominales');

      const cabinet = page.locator('.about-cabinet');
      await expect(cabinet.getByRole('heading', { level: 3 })).toHaveText([
        'Des équipements entretenus et contrôlés',
        'Les interventions en établissement agréé',
        'Espaces de récupération privés',
        'Consultation personnalisée et suivi postopératoire',
      ]);
      for (const link of await cabinet.getByRole('link').all()) {
        await expect(link).toHaveAttribute('href', '/contact');
      }
      // The looping video starts after the page has loaded, muted, over its poster.
      const video = cabinet.locator('video');
      await expect(video).toBeAttached();
      expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    });

    await test.step('« Le Cabinet » reads as an illustration, not as a broken video', async () => {
      const frame = page.locator('.about-cabinet .cabinet-video');
      await frame.scrollIntoViewIfNeeded();
      const illustration = frame.getByTestId('cabinet-illustration');
      await expect(illustration).toBeVisible();
      await expect(illustration.getByText('Illustration')).toBeVisible();
      await expect(illustration.getByText('Vidéo du cabinet à venir')).toBeVisible();
      // The drawing spans most of the frame, drawn over the loop, which still plays underneath.
      const drawing = (await illustration.locator('svg').boundingBox())!;
      const box = (await frame.boundingBox())!;
      expect(drawing.width * drawing.height).toBeGreaterThan((box.width * box.height) / 3);
      await expect(frame.locator('video')).toBeAttached();
      expect(
        await frame.evaluate((el) => {
          const children = [...el.children];
          return children.indexOf(el.querySelector('video')!) < children.indexOf(el.lastElementChild!);
        }),
      ).toBe(true);
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('the five themed links; the slider follows hover and focus', async () => {
      // Hover and focus move the slider once its code runs (they are not replayed, unlike a press).
      await hydrated(page);
      const links = page.locator('.theme-slider__link');
      await expect(links).toHaveCount(5);
      for (const [index, theme] of THEMES.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', theme.path);
        await expect(links.nth(index)).toContainText(theme.label);
      }
      const stage = page.locator('.theme-slider__stage');
      await expect(stage).toHaveAttribute('data-active', 'beaute');
      if (isDesktop(page)) {
        await links.nth(2).hover();
        await expect(stage).toHaveAttribute('data-active', 'confiance');
      }
      await links.nth(4).focus();
      await expect(stage).toHaveAttribute('data-active', 'harmonie');
      await page.keyboard.press('Shift+Tab');
      await expect(stage).toHaveAttribute('data-active', 'rajeunissement');
      await expect(page.locator('.theme-slider__slide[data-active]')).toHaveCount(1);

      await links.nth(1).click();
      await expect(page).toHaveURL(/\/vision$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('L’élégance de la mesure');
    });

    for (const theme of THEMES) {
      await test.step(`${theme.path} is a real page (${theme.label})`, async () => {
        const response = await page.goto(theme.path);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('.theme-points li')).toHaveCount(3);
        await expect(page.getByRole('link', { name: 'Retour à la page À propos' })).toHaveAttribute(
          'href',
          '/apropos',
        );
        await expect(page.locator(`.theme-nav__link[aria-current="page"]`)).toHaveText(theme.label);
        // One scan for the five pages: they share their template.
        if (theme === THEMES[0]) expect(await axeViolations(page)).toEqual([]);
      });
    }
  });

  test('when the cabinet video cannot load, the placeholder « Cabinet Dr … Image non trouvée » replaces it', async ({
    page,
    problems,
  }) => {
    problems.expectConsole.push(/Failed to load resource/);
    await page.route(/\/assets\/media\/about-cabinet-[^/]*\.(webm|mp4)$/, (route) => route.abort());
    await page.goto('/apropos');
    const placeholder = page.getByTestId('cabinet-placeholder');
    await expect(placeholder).toBeVisible();
    await expect(placeholder).toContainText('Cabinet Dr Exemple');
    await expect(placeholder).toContainText('Image non trouvée');
    await expect(page.locator('.about-cabinet video')).toHaveCount(0);
  });
});
