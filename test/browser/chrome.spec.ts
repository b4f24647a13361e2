import { Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { axeViolations, expect, openTab, test } from '../support/browser/fixtures';
import { footerHydrated, hydrated, isDesktop, openFresh } from '../support/browser/pages';

const header = (page: Page) => page.getByTestId('site-header');

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  // The bar updates on the next animation frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** The prerendered pages of the build: where every link of the site's menus must lead. */
const PAGES = new Set(
  Object.keys(
    (
      JSON.parse(readFileSync(join(resolve(process.cwd(), 'dist/client'), 'routes.json'), 'utf8')) as {
        pages: Record<string, string>;
      }
    ).pages,
  ),
);

const groups = [
  {
    name: 'Chirurgies',
    path: '/chirurgies',
    children: ['/chirurgies/visage', '/chirurgies/silhouette', '/chirurgies/seins'],
  },
  {
    name: 'Médecine esthétique',
    path: '/medecine-esthetique',
    children: [
      'botox',
      'rhinoplastie-medicale',
      'comblement-cernes',
      'comblement-levres',
      'fils-tenseurs',
      'refresh-face',
    ].map((slug) => `/medecine-esthetique/${slug}`),
  },
  {
    name: 'Greffe de cheveux',
    path: '/greffe-cheveux',
    children: ['homme', 'femme', 'barbe', 'sourcils'].map((slug) => `/greffe-cheveux/${slug}`),
  },
];

test.describe('Site chrome: header and desktop navigation', () => {
  // Dropdowns are for 768 px and wider; the header's scroll rules are the same at every width.
  test('the header over the page and its scroll; the navigation, its dropdowns by hover and keyboard', async ({
    page,
  }) => {
    const bar = header(page);

    await test.step('is fixed, 64 px high, transparent on the home page until 50 px, then dark translucent', async () => {
      await openFresh(page, '/');
      await hydrated(page);
      const box = await bar.boundingBox();
      expect(box?.height).toBe(64);
      expect(await bar.evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
      await expect(bar).toHaveAttribute('data-transparent', 'true');
      expect(await bar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
      await scrollTo(page, 50);
      await expect(bar).toHaveAttribute('data-transparent', 'true');
      await scrollTo(page, 51);
      await expect(bar).toHaveAttribute('data-transparent', 'false');
      await expect
        .poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor))
        .toBe('rgba(20, 16, 14, 0.86)');
    });

    await test.step('hides when scrolling down past 100 px by more than 10 px, and comes back when scrolling up by more than 10 px', async () => {
      await scrollTo(page, 100);
      await expect(bar).toHaveAttribute('data-hidden', 'false'); // near the top: always shown
      await scrollTo(page, 400);
      await expect(bar).toHaveAttribute('data-hidden', 'true');
      await expect.poll(async () => (await bar.boundingBox())?.y).toBe(-64);
      await scrollTo(page, 392); // up by 8 px: not enough
      await expect(bar).toHaveAttribute('data-hidden', 'true');
      await scrollTo(page, 380); // up by 20 px from the last counted position
      await expect(bar).toHaveAttribute('data-hidden', 'false');
      await scrollTo(page, 388); // down by 8 px: not enough
      await expect(bar).toHaveAttribute('data-hidden', 'false');
      await scrollTo(page, 700);
      await expect(bar).toHaveAttribute('data-hidden', 'true');
      await scrollTo(page, 90); // back near the top
      await expect(bar).toHaveAttribute('data-hidden', 'false');
    });

    await test.step('is dark translucent from the top on other pages; the logo leads home', async () => {
      await openFresh(page, '/contact');
      await hydrated(page);
      await expect(bar).toHaveAttribute('data-transparent', 'false');
      await bar.getByRole('link', { name: /Dr Exemple/ }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr Prénom Exemple');
    });

    await test.step('shows every link of the site’s navigation', async () => {
      await openFresh(page, '/contact');
      await hydrated(page);
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([
        '/apropos',
        '/chirurgies',
        ...groups[0].children,
        '/medecine-esthetique',
        ...groups[1].children,
        '/greffe-cheveux',
        ...groups[2].children,
        '/contact',
        '/blog',
      ]);
    });

    for (const group of groups) {
      await test.step(`« ${group.name} » opens its dropdown on hover`, async () => {
        const nav = page.getByRole('navigation', { name: 'Navigation principale' });
        const link = nav.getByRole('link', { name: group.name, exact: true });
        const firstChild = nav.locator(`a[href="${group.children[0]}"]`);
        await expect(firstChild).toBeHidden();
        await link.hover();
        await expect(link).toHaveAttribute('aria-expanded', 'true');
        for (const child of group.children) await expect(nav.locator(`a[href="${child}"]`)).toBeVisible();
        await page.mouse.move(5, 600);
        await expect(firstChild).toBeHidden();
        await expect(link).toHaveAttribute('aria-expanded', 'false');
      });
    }

    await test.step('opens the dropdowns on keyboard focus, into the sub-links, and Escape closes them', async () => {
      const nav = page.getByRole('navigation', { name: 'Navigation principale' });
      const group = nav.getByRole('link', { name: 'Médecine esthétique', exact: true });
      await nav.getByRole('link', { name: 'Chirurgies', exact: true }).focus();
      await expect(nav.locator('a[href="/chirurgies/visage"]')).toBeVisible();
      for (let i = 0; i < 4; i++) await page.keyboard.press('Tab'); // three sub-links, then the next group
      await expect(group).toBeFocused();
      await expect(nav.locator('a[href="/chirurgies/visage"]')).toBeHidden();
      await expect(nav.locator('a[href="/medecine-esthetique/botox"]')).toBeVisible();
      await page.keyboard.press('Tab');
      await expect(nav.locator('a[href="/medecine-esthetique/botox"]')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(group).toBeFocused();
      await expect(nav.locator('a[href="/medecine-esthetique/botox"]')).toBeHidden();
      await page.keyboard.press('ArrowDown');
      await expect(nav.locator('a[href="/medecine-esthetique/botox"]')).toBeVisible();
      await page.keyboard.press('Escape');
    });

    await test.step('has no accessibility violations with a dropdown open', async () => {
      // The focus leaves the menu, where the keyboard left it.
      await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
      await page
        .getByRole('navigation', { name: 'Navigation principale' })
        .getByRole('link', { name: 'Chirurgies', exact: true })
        .hover();
      await expect(page.locator('a[href="/chirurgies/visage"]').first()).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  });
});

// The drawer is for screens under 768 px: mobile project only.
test.describe('Site chrome: mobile drawer', () => {
  const burger = (page: Page) => page.getByRole('button', { name: 'Ouvrir le menu' });
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

  async function open(page: Page) {
    await burger(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
  }

  test('the header and its drawer: every link, the focus inside, and the ways it closes @mobile-only', async ({
    page,
  }) => {
    await openFresh(page, '/');
    await hydrated(page);

    await test.step('the header is fixed and 64 px high on a phone too', async () => {
      expect((await header(page).boundingBox())?.height).toBe(64);
      expect(await header(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
    });

    await test.step('lists every link and sub-link, each to a page of the site, keeps the focus inside, no accessibility violations', async () => {
      await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
      await open(page);
      const nav = drawer(page).getByRole('navigation', { name: 'Menu mobile' });
      const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toHaveLength(19);
      expect(hrefs).toContain('/medecine-esthetique/refresh-face');
      expect(hrefs).toContain('/greffe-cheveux/sourcils');
      // No dead end: the drawer's links lead to pages the site has.
      expect(hrefs.filter((href) => href?.startsWith('/') && !PAGES.has(href))).toEqual([]);
      const close = drawer(page).getByRole('button', { name: 'Fermer le menu' });
      await expect(close).toBeFocused();
      await page.keyboard.press('Shift+Tab'); // from the first element to the last
      await expect(drawer(page).locator('a[href^="tel:"]')).toBeFocused();
      await page.keyboard.press('Tab'); // and round to the first
      await expect(close).toBeFocused();
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        expect(await drawer(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
      }
      // The page behind does not scroll, and the floating bar steps aside.
      expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
      await expect(page.getByTestId('floating-bar')).toHaveAttribute('data-hidden', 'true');
      expect(await axeViolations(page)).toEqual([]);
    });

    await test.step('closes on its close button', async () => {
      await drawer(page).getByRole('button', { name: 'Fermer le menu' }).click();
      await expect(drawer(page)).toBeHidden();
    });

    await test.step('closes on the backdrop', async () => {
      await open(page);
      await page.mouse.click(15, 400); // left of the panel
      await expect(drawer(page)).toBeHidden();
    });

    await test.step('closes on Escape, giving the focus back to the menu button', async () => {
      // Where the floating bar shows, to see it come back; a little way up, where the header shows.
      await pastFirstScreen(page);
      await page.evaluate(() => window.scrollBy(0, -40));
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      await open(page);
      await page.keyboard.press('Escape');
      await expect(drawer(page)).toBeHidden();
      await expect(burger(page)).toBeFocused();
      await expect(page.getByTestId('floating-bar')).toHaveAttribute('data-hidden', 'false');
    });

    await test.step('closes on a link, which navigates', async () => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await open(page);
      await drawer(page).getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(drawer(page)).toBeHidden();
    });

    await test.step('closes on a route change (browser back)', async () => {
      await page
        .getByRole('link', { name: /Dr Exemple/ })
        .first()
        .click();
      await expect(page).toHaveURL(/\/$/);
      await open(page);
      await page.goBack();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(drawer(page)).toBeHidden();
    });
  });
});

/** Scrolls past the first screen, where the floating bar stays away. */
async function pastFirstScreen(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, window.innerHeight));
  await expect(page.getByTestId('floating-bar')).toHaveAttribute('data-hidden', 'false');
}

test.describe('Site chrome: floating action bar', () => {
  const expectedText =
    'Bonjour Dr Exemple, je souhaiterais prendre rendez-vous pour une consultation au cabinet. Merci de me recontacter.';

  test('stays away while a page opens and at the top; its variant and its links; room left under the footer @mobile', async ({
    page,
    context,
  }) => {
    const bar = page.getByTestId('floating-bar');
    const variant = () => page.getByTestId(isDesktop(page) ? 'floating-bar-desktop' : 'floating-bar-mobile');

    await test.step('stays away while a page opens, comes once the visitor scrolls, and leaves again at the top', async () => {
      await page.goto('/contact');
      // Already away in the server's HTML: it never shows, then slides off, at the first paint.
      await expect(bar).toHaveAttribute('data-hidden', 'true');
      await hydrated(page);
      await expect(bar).toHaveAttribute('data-hidden', 'true');
      await pastFirstScreen(page);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toHaveAttribute('data-hidden', 'true');
    });

    await test.step('leaves room at the bottom of the page so it never hides the footer', async () => {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = page.getByTestId('site-footer');
      await expect(footer.getByText('Tous droits réservés')).toBeVisible();
      const barTop = (await variant().boundingBox())!.y;
      const lastLine = (await footer.locator('.footer__bottom').boundingBox())!;
      expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barTop);
    });

    await test.step('shows its variant, links Consultation home and Rendez-vous to the booking page, opens WhatsApp in a new tab', async () => {
      await pastFirstScreen(page);
      const other = page.getByTestId(isDesktop(page) ? 'floating-bar-mobile' : 'floating-bar-desktop');
      await expect(variant()).toBeVisible();
      await expect(other).toBeHidden();

      const whatsapp = variant().getByRole('link', { name: /WhatsApp/ });
      const href = (await whatsapp.getAttribute('href'))!;
      const url = new URL(href);
      expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/21620000000');
      expect(url.searchParams.get('text')).toBe(expectedText);
      await expect(whatsapp).toHaveAttribute('target', '_blank');
      await expect(whatsapp).toHaveAttribute('rel', /noopener/);

      // The booking page is the site's own: same tab, like every page of the site.
      const appointment = variant().getByRole('link', { name: /Rendez-vous/ });
      await expect(appointment).not.toHaveAttribute('target');
      await expect(appointment).toHaveAttribute('href', '/rendez-vous');
      await appointment.click();
      await expect(page).toHaveURL(/\/rendez-vous$/);
      expect(context.pages()).toHaveLength(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prendre rendez-vous');

      await pastFirstScreen(page);
      await variant().getByRole('link', { name: 'Consultation' }).click();
      await expect(page).toHaveURL(/\/$/);
    });
  });

  // The typing rule is for phones: mobile project only.
  test('on a phone it slides 80 px down while a field has the focus, and stays down while a press on the form goes on @mobile-only', async ({
    page,
  }) => {
    const bar = page.getByTestId('floating-bar');

    await test.step('slides 80 px down when hidden (phones: while typing in a field)', async () => {
      await openFresh(page, '/contact');
      await hydrated(page);
      // A field past the first screen, where the bar shows.
      const field = page.getByLabel('Message (optionnel)');
      await field.scrollIntoViewIfNeeded();
      await expect(bar).toHaveAttribute('data-hidden', 'false');
      await field.focus();
      await expect(bar).toHaveAttribute('data-hidden', 'true');
      await expect
        .poll(() => bar.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42))
        .toBe(80);
      await field.blur();
      await expect(bar).toHaveAttribute('data-hidden', 'false');
    });

    await test.step('stays down while a press on the form goes on, so the press is never lost', async () => {
      await openFresh(page, '/apropos');
      await hydrated(page);
      await footerHydrated(page);
      const footer = page.getByTestId('site-footer');
      const button = footer.getByRole('button', { name: "S'inscrire" });
      // The button sits where the bar comes back (the bottom of the screen).
      await button.evaluate((el) =>
        window.scrollBy(0, el.getBoundingClientRect().bottom - window.innerHeight + 4),
      );
      await footer.getByLabel('Votre adresse e-mail').focus();
      await expect(bar).toHaveAttribute('data-hidden', 'true');
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      // Focus went to the button, inside the same form: the bar stays away while the press lasts.
      await expect(bar).toHaveAttribute('data-hidden', 'true');
      await page.mouse.up();
      // The press was a click on the button: the form answered (empty address).
      await expect(footer.getByRole('alert')).toHaveText('Veuillez saisir votre adresse e-mail.');
      await footer.getByText('Excellence médicale').click();
      await expect(bar).toHaveAttribute('data-hidden', 'false');
    });
  });
});

/** Opens a long article, hydrated and idle, and returns the footer chunk requests seen so far and later. */
async function openLongArticle(page: Page): Promise<string[]> {
  const footerChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/Footer-[\w-]+\.js$/.test(r.url())) footerChunks.push(r.url());
  });
  await openFresh(page, '/blog/rajeunissement-cervico-facial');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return footerChunks;
}

test.describe('Site chrome: footer, route changes, the first load', () => {
  test('the footer’s code loads late and keeps what it holds; its content and links; every route change starts at the top', async ({
    page,
    context,
    problems,
  }) => {
    await test.step('its code loads only as it nears the viewport; until then its prerendered links are there', async () => {
      const footerChunks = await openLongArticle(page);
      // Guard: the footer starts more than two screens down, past the loading margin.
      const { top, screen } = await page
        .getByTestId('site-footer')
        .evaluate((el) => ({ top: el.getBoundingClientRect().top, screen: window.innerHeight }));
      expect(top).toBeGreaterThan(2 * screen);
      expect(footerChunks).toEqual([]);
      const footer = page.getByTestId('site-footer');
      await expect(footer.getByRole('link', { name: 'Nouveautés' })).toHaveAttribute('href', '/blog');
      await expect(footer.getByRole('button', { name: "S'inscrire" })).toBeDisabled();

      await footerHydrated(page);
      expect(footerChunks).toHaveLength(1);
    });

    await test.step('an in-app navigation keeps the footer as it is (a half-typed address stays)', async () => {
      const footer = page.getByTestId('site-footer');
      await footer.getByLabel('Votre adresse e-mail').fill('patiente@exemple');
      const before = await footer.elementHandle();
      await footer.getByRole('link', { name: 'Nouveautés' }).click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(footer.getByLabel('Votre adresse e-mail')).toHaveValue('patiente@exemple');
      expect(await before!.evaluate((el) => el.isConnected)).toBe(true);
    });

    await test.step('a change of the #fragment alone asks for the footer, so the router never waits on it', async () => {
      const tab = await openTab(context, problems);
      const footerChunks = await openLongArticle(tab);
      expect(footerChunks).toEqual([]);
      await tab.evaluate(() => {
        location.hash = 'contenu';
      });
      await expect.poll(() => footerChunks.length).toBe(1);
      // The router took the change: an in-app link still navigates in the page.
      await tab.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await tab.getByTestId('site-footer').getByRole('link', { name: 'Nouveautés' }).click();
      await expect(tab).toHaveURL(/\/blog$/);
      expect(await tab.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
      await tab.close();
    });

    await test.step('an address typed before the footer is hydrated is the one sent', async () => {
      const tab = await openTab(context, problems);
      await openFresh(tab, '/blog/rajeunissement-cervico-facial');
      await hydrated(tab);
      const footer = tab.getByTestId('site-footer');
      const field = footer.getByLabel('Votre adresse e-mail');
      const address = `avant.hydratation.${Date.now().toString(36)}@example.com`;
      await field.evaluate((input: HTMLInputElement, value) => {
        // Typed in the prerendered field, as a visitor would while the footer's code loads.
        input.value = value;
      }, address);
      await footerHydrated(tab);
      await expect(field).toHaveValue(address);
      const [response] = await Promise.all([
        tab.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST'),
        footer.getByRole('button', { name: "S'inscrire" }).click(),
      ]);
      expect(response.request().postDataJSON()).toMatchObject({ email: address });
      expect(response.ok()).toBe(true);
      await expect(footer.getByRole('status')).toHaveText('Merci ! Votre inscription est enregistrée.');
      await expect(field).toHaveValue('');
      await tab.close();
    });

    await test.step('has the tagline, its three sections, the contact links, the copyright and the social links', async () => {
      await openFresh(page, '/contact');
      await hydrated(page);
      const footer = page.getByTestId('site-footer');
      await footer.scrollIntoViewIfNeeded();
      await expect(
        footer.getByText('Excellence médicale et innovation au service de votre beauté naturelle.'),
      ).toBeVisible();
      const section = (title: string) =>
        footer.locator('.footer__section', { has: page.getByRole('heading', { name: title }) });
      const hrefs = (title: string) =>
        section(title)
          .locator('a')
          .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(await hrefs('Nos Actes')).toEqual([
        '/greffe-cheveux',
        '/actes/epilation-laser',
        '/actes/hydrafacial',
      ]);
      expect(await hrefs('Le cabinet')).toEqual(['/apropos', '/contact', '/blog']);
      await expect(section('Le cabinet').getByRole('link', { name: 'Nouveautés' })).toHaveAttribute(
        'href',
        '/blog',
      );
      const info = section('Informations');
      await expect(info).toContainText('Lac 2');
      expect(await hrefs('Informations')).toEqual([
        'tel:+21670000000',
        'tel:+21620000000',
        'mailto:contact@cabinet-exemple.tn',
      ]);
      await expect(footer).toContainText(`© ${new Date().getFullYear()} Dr Prénom Exemple`);
      const agency = footer.getByRole('link', { name: /Agence Exemple/ });
      await expect(agency).toHaveAttribute('href', 'https://agence-exemple.tn');
      await expect(agency).toHaveAttribute('target', '_blank');
      for (const [name, href] of [
        ['Instagram', 'https://www.instagram.com/cabinet.exemple'],
        ['LinkedIn', 'https://www.linkedin.com/company/cabinet-exemple'],
        ['TikTok', 'https://www.tiktok.com/@cabinet.exemple'],
      ]) {
        const link = footer.getByRole('link', { name: new RegExp(`^${name}`) });
        await expect(link).toHaveAttribute('href', href);
        await expect(link).toHaveAttribute('target', '_blank');
      }
    });

    await test.step('its links navigate in the page, which starts at the top', async () => {
      await openFresh(page, '/');
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const footer = page.getByTestId('site-footer');
      await expect(footer.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
      // The footer's code loads as it nears the screen: wait until React owns its links.
      await expect
        .poll(() => footer.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactFiber'))))
        .toBe(true);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
      await page.evaluate(() => ((window as unknown as { __same: boolean }).__same = true));
      await footer.getByRole('link', { name: 'Contact', exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __same?: boolean }).__same)).toBe(true);
    });

    await test.step('every route change scrolls to the top: from the middle of the home page to the contact page and back', async () => {
      await openFresh(page, '/');
      await hydrated(page);
      await page.evaluate(() => window.scrollTo(0, 1500));
      await page
        .getByTestId('hero')
        .getByRole('link', { name: 'Prendre rendez-vous' })
        .evaluate((a: HTMLElement) => a.click());
      await expect(page).toHaveURL(/\/contact$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await scrollTo(page, 600);
      await scrollTo(page, 560); // scrolling back up a little brings the hidden bar back
      await expect(header(page)).toHaveAttribute('data-hidden', 'false');
      await header(page)
        .getByRole('link', { name: /Dr Exemple/ })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test('the session flag and the hero’s entrance; the admin area shows none of the public chrome', async ({
    context,
    problems,
  }) => {
    // Each in a tab of its own: a session of its own.
    await test.step('the first load of a session records the flag and never animates the hero', async () => {
      const tab = await openTab(context, problems);
      await openFresh(tab, '/contact');
      await hydrated(tab);
      expect(await tab.evaluate(() => sessionStorage.getItem('cabinet:site-loaded'))).toBe('1');
      await header(tab)
        .getByRole('link', { name: /Dr Exemple/ })
        .click();
      await expect(tab.getByTestId('hero')).toBeVisible();
      await expect(tab.getByTestId('hero')).not.toHaveClass(/hero--enter/);
      await tab.close();
    });

    await test.step('later in the session, coming to the home page plays the entrance', async () => {
      const tab = await openTab(context, problems);
      await openFresh(tab, '/contact');
      await hydrated(tab);
      await tab.reload(); // a second load in the same session
      await hydrated(tab);
      await header(tab)
        .getByRole('link', { name: /Dr Exemple/ })
        .click();
      await expect(tab.getByTestId('hero')).toHaveClass(/hero--enter/);
      await tab.close();
    });

    await test.step('the home page loaded as is (prerendered, already painted) is not animated', async () => {
      const tab = await openTab(context, problems);
      await openFresh(tab, '/');
      await hydrated(tab);
      await tab.reload();
      await hydrated(tab);
      await expect(tab.getByTestId('hero')).not.toHaveClass(/hero--enter/);
      await tab.close();
    });

    await test.step('the admin area shows none of the public chrome', async () => {
      const tab = await openTab(context, problems);
      // A signed-in administrator, answered by stubs so that the page stays on /admin.
      await tab.addInitScript(() => localStorage.setItem('token', 'jeton-de-test'));
      await tab.route('**/api/auth/verify**', (route) =>
        route.fulfill({ json: { valid: true, username: 'admin', role: 'practitioner' } }),
      );
      // By path: the lists are asked for with a query (?limit=…).
      const list = (path: string) => (url: URL) => url.pathname === path;
      await tab.route(list('/api/contact'), (route) => route.fulfill({ json: [] }));
      await tab.route(list('/api/newsletter'), (route) => route.fulfill({ json: [] }));
      // « Aujourd’hui »: the day's appointments.
      await tab.route(list('/api/admin/appointments'), (route) => route.fulfill({ json: [] }));
      await tab.route('**/api/admin/status', (route) =>
        route.fulfill({
          json: { emails: { enabled: false, kinds: [] }, retentionMonths: 24 },
        }),
      );
      await tab.goto('/admin');
      await tab.waitForLoadState('networkidle');
      await expect(tab).toHaveURL(/\/admin/);
      await expect(tab.getByTestId('site-header')).toHaveCount(0);
      await expect(tab.getByTestId('floating-bar')).toHaveCount(0);
      await expect(tab.getByTestId('site-footer')).toHaveCount(0);
      await tab.close();
    });
  });
});
