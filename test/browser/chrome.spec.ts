import { Page } from '@playwright/test';
import { axeViolations, expect, test } from '../support/browser/fixtures';
import { footerHydrated, hydrated, isDesktop } from '../support/browser/pages';

const header = (page: Page) => page.getByTestId('site-header');

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
  // The bar updates on the next animation frame.
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.describe('Site chrome: header', () => {
  test('is fixed, 64 px high, transparent on the home page until 50 px, then dark translucent', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const bar = header(page);
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

  test('is dark translucent from the top on other pages', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await expect(header(page)).toHaveAttribute('data-transparent', 'false');
  });

  test('hides when scrolling down past 100 px by more than 10 px, and comes back when scrolling up by more than 10 px', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    const bar = header(page);
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

  test('the logo leads home', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await header(page)
      .getByRole('link', { name: /Dr Exemple/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dr Prénom Exemple');
  });
});

// Dropdowns are for 768 px and wider: desktop project only.
test.describe('Site chrome: desktop navigation @desktop-only', () => {
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

  test('shows every link of the site’s navigation', async ({ page }) => {
    await page.goto('/contact');
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
    test(`« ${group.name} » opens its dropdown on hover`, async ({ page }) => {
      await page.goto('/contact');
      await hydrated(page);
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

  test('opens the dropdowns on keyboard focus, into the sub-links, and Escape closes them', async ({
    page,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
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
  });

  test('has no accessibility violations with a dropdown open', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page
      .getByRole('navigation', { name: 'Navigation principale' })
      .getByRole('link', { name: 'Chirurgies', exact: true })
      .hover();
    await expect(page.locator('a[href="/chirurgies/visage"]').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
});

// The drawer is for screens under 768 px: mobile project only.
test.describe('Site chrome: mobile drawer @mobile-only', () => {
  const burger = (page: Page) => page.getByRole('button', { name: 'Ouvrir le menu' });
  const drawer = (page: Page) => page.getByRole('dialog', { name: 'Menu' });

  async function open(page: Page) {
    await burger(page).click();
    await expect(drawer(page)).toBeVisible();
    await expect(burger(page)).toHaveAttribute('aria-expanded', 'true');
  }

  test('lists every link and sub-link, keeps the focus inside and has no accessibility violations', async ({
    page,
  }) => {
    await page.goto('/');
    await hydrated(page);
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeHidden();
    await open(page);
    const nav = drawer(page).getByRole('navigation', { name: 'Menu mobile' });
    const hrefs = await nav.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs).toHaveLength(19);
    expect(hrefs).toContain('/medecine-esthetique/refresh-face');
    expect(hrefs).toContain('/greffe-cheveux/sourcils');
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

  test('closes on Escape, giving the focus back to the menu button', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    // Where the floating bar shows, to see it come back; a little way up, where the header shows.
    await pastFirstScreen(page);
    await page.evaluate(() => window.scrollBy(0, -40));
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-hidden', 'false');
    await open(page);
    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(burger(page)).toBeFocused();
    await expect(page.getByTestId('floating-bar')).toHaveAttribute('data-hidden', 'false');
  });

  test('closes on the backdrop', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await open(page);
    await page.mouse.click(15, 400); // left of the panel
    await expect(drawer(page)).toBeHidden();
  });

  test('closes on its close button', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await open(page);
    await drawer(page).getByRole('button', { name: 'Fermer le menu' }).click();
    await expect(drawer(page)).toBeHidden();
  });

  test('closes on a link, which navigates', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await open(page);
    await drawer(page).getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(drawer(page)).toBeHidden();
  });

  test('closes on a route change (browser back)', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
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

/** Scrolls past the first screen, where the floating bar stays away. */
async function pastFirstScreen(page: Page): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, window.innerHeight));
  await expect(page.getByTestId('floating-bar')).toHaveAttribute('data-hidden', 'false');
}

test.describe('Site chrome: floating action bar', () => {
  test('stays away while a page opens, comes once the visitor scrolls, and leaves again at the top', async ({
    page,
  }) => {
    await page.goto('/contact');
    const bar = page.getByTestId('floating-bar');
    // Already away in the server's HTML: it never shows, then slides off, at the first paint.
    await expect(bar).toHaveAttribute('data-hidden', 'true');
    await hydrated(page);
    await expect(bar).toHaveAttribute('data-hidden', 'true');
    await pastFirstScreen(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(bar).toHaveAttribute('data-hidden', 'true');
  });

  const expectedText =
    'Bonjour Dr Exemple, je souhaiterais prendre rendez-vous pour une consultation au cabinet. Merci de me recontacter.';

  test('shows its variant, links Consultation home and Rendez-vous to the booking page, opens WhatsApp in a new tab', async ({
    page,
    context,
  }) => {
    await page.goto('/contact');
    await hydrated(page);
    await pastFirstScreen(page);
    const variant = page.getByTestId(isDesktop(page) ? 'floating-bar-desktop' : 'floating-bar-mobile');
    const other = page.getByTestId(isDesktop(page) ? 'floating-bar-mobile' : 'floating-bar-desktop');
    await expect(variant).toBeVisible();
    await expect(other).toBeHidden();

    const whatsapp = variant.getByRole('link', { name: /WhatsApp/ });
    const href = (await whatsapp.getAttribute('href'))!;
    const url = new URL(href);
    expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/21620000000');
    expect(url.searchParams.get('text')).toBe(expectedText);
    await expect(whatsapp).toHaveAttribute('target', '_blank');
    await expect(whatsapp).toHaveAttribute('rel', /noopener/);

    // The booking page is the site's own: same tab, like every page of the site.
    const appointment = variant.getByRole('link', { name: /Rendez-vous/ });
    await expect(appointment).not.toHaveAttribute('target');
    await expect(appointment).toHaveAttribute('href', '/rendez-vous');
    await appointment.click();
    await expect(page).toHaveURL(/\/rendez-vous$/);
    expect(context.pages()).toHaveLength(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Prendre rendez-vous');

    await pastFirstScreen(page);
    await variant.getByRole('link', { name: 'Consultation' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  // The typing rule is for phones: mobile project only.
  test('slides 80 px down when hidden (phones: while typing in a field) @mobile-only', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    // A field past the first screen, where the bar shows.
    const field = page.getByLabel('Message (optionnel)');
    await field.scrollIntoViewIfNeeded();
    const bar = page.getByTestId('floating-bar');
    await expect(bar).toHaveAttribute('data-hidden', 'false');
    await field.focus();
    await expect(bar).toHaveAttribute('data-hidden', 'true');
    await expect.poll(() => bar.evaluate((el) => new DOMMatrix(getComputedStyle(el).transform).m42)).toBe(80);
    await field.blur();
    await expect(bar).toHaveAttribute('data-hidden', 'false');
  });

  test('stays down while a press on the form goes on, so the press is never lost @mobile-only', async ({
    page,
  }) => {
    await page.goto('/apropos');
    await hydrated(page);
    await footerHydrated(page);
    const bar = page.getByTestId('floating-bar');
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

  test('leaves room at the bottom of the page so it never hides the footer', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const footer = page.getByTestId('site-footer');
    await expect(footer.getByText('Tous droits réservés')).toBeVisible();
    const variant = page.getByTestId(isDesktop(page) ? 'floating-bar-desktop' : 'floating-bar-mobile');
    const barTop = (await variant.boundingBox())!.y;
    const lastLine = (await footer.locator('.footer__bottom').boundingBox())!;
    expect(lastLine.y + lastLine.height).toBeLessThanOrEqual(barTop);
  });
});

/** Opens a long article, hydrated and idle, and returns the footer chunk requests seen so far and later. */
async function openLongArticle(page: Page): Promise<string[]> {
  const footerChunks: string[] = [];
  page.on('request', (r) => {
    if (/\/assets\/Footer-[\w-]+\.js$/.test(r.url())) footerChunks.push(r.url());
  });
  await page.goto('/blog/rajeunissement-cervico-facial');
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  return footerChunks;
}

test.describe('Site chrome: footer', () => {
  test('its code loads only as it nears the viewport; until then its prerendered links are there', async ({
    page,
  }) => {
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

  test('a change of the #fragment alone asks for the footer, so the router never waits on it', async ({
    page,
  }) => {
    const footerChunks = await openLongArticle(page);
    expect(footerChunks).toEqual([]);
    await page.evaluate(() => {
      location.hash = 'contenu';
    });
    await expect.poll(() => footerChunks.length).toBe(1);
    // The router took the change: an in-app link still navigates in the page.
    await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
    await page.getByTestId('site-footer').getByRole('link', { name: 'Nouveautés' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
  });

  test('an in-app navigation keeps the footer as it is (a half-typed address stays)', async ({ page }) => {
    await openLongArticle(page);
    await footerHydrated(page);
    const footer = page.getByTestId('site-footer');
    await footer.getByLabel('Votre adresse e-mail').fill('patiente@exemple');
    const before = await footer.elementHandle();
    await footer.getByRole('link', { name: 'Nouveautés' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(footer.getByLabel('Votre adresse e-mail')).toHaveValue('patiente@exemple');
    expect(await before!.evaluate((el) => el.isConnected)).toBe(true);
  });

  test('an address typed before the footer is hydrated is the one sent', async ({ page }) => {
    await page.goto('/blog/rajeunissement-cervico-facial');
    await hydrated(page);
    const footer = page.getByTestId('site-footer');
    const field = footer.getByLabel('Votre adresse e-mail');
    const address = `avant.hydratation.${Date.now().toString(36)}@example.com`;
    await field.evaluate((input: HTMLInputElement, value) => {
      // Typed in the prerendered field, as a visitor would while the footer's code loads.
      input.value = value;
    }, address);
    await footerHydrated(page);
    await expect(field).toHaveValue(address);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST'),
      footer.getByRole('button', { name: "S'inscrire" }).click(),
    ]);
    expect(response.request().postDataJSON()).toMatchObject({ email: address });
    expect(response.ok()).toBe(true);
    await expect(footer.getByRole('status')).toHaveText('Merci ! Votre inscription est enregistrée.');
    await expect(field).toHaveValue('');
  });

  test('has the tagline, its three sections, the contact links, the copyright and the social links', async ({
    page,
  }) => {
    await page.goto('/contact');
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

  test('its links navigate in the page, which starts at the top', async ({ page }) => {
    await page.goto('/');
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
});

test.describe('Site chrome: every route change scrolls to the top', () => {
  test('from the middle of the home page to the contact page and back', async ({ page }) => {
    await page.goto('/');
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
    await expect(page.getByTestId('site-header')).toHaveAttribute('data-hidden', 'false');
    await page
      .getByTestId('site-header')
      .getByRole('link', { name: /Dr Exemple/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('Site chrome: session flag and hero entrance', () => {
  test('the first load of a session records the flag and never animates the hero', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    expect(await page.evaluate(() => sessionStorage.getItem('cabinet:site-loaded'))).toBe('1');
    await page
      .getByTestId('site-header')
      .getByRole('link', { name: /Dr Exemple/ })
      .click();
    await expect(page.getByTestId('hero')).toBeVisible();
    await expect(page.getByTestId('hero')).not.toHaveClass(/hero--enter/);
  });

  test('later in the session, coming to the home page plays the entrance', async ({ page }) => {
    await page.goto('/contact');
    await hydrated(page);
    await page.reload(); // a second load in the same session
    await hydrated(page);
    await page
      .getByTestId('site-header')
      .getByRole('link', { name: /Dr Exemple/ })
      .click();
    await expect(page.getByTestId('hero')).toHaveClass(/hero--enter/);
  });

  test('the home page loaded as is (prerendered, already painted) is not animated', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId('hero')).not.toHaveClass(/hero--enter/);
  });
});

test.describe('Site chrome: the admin area', () => {
  test('shows none of the public chrome', async ({ page }) => {
    // A signed-in administrator, answered by stubs so that the page stays on /admin.
    await page.addInitScript(() => localStorage.setItem('token', 'jeton-de-test'));
    await page.route('**/api/auth/verify**', (route) =>
      route.fulfill({ json: { valid: true, username: 'admin' } }),
    );
    // By path: the lists are asked for with a query (?limit=…).
    const list = (path: string) => (url: URL) => url.pathname === path;
    await page.route(list('/api/contact'), (route) => route.fulfill({ json: [] }));
    await page.route(list('/api/newsletter'), (route) => route.fulfill({ json: [] }));
    await page.route('**/api/admin/status', (route) =>
      route.fulfill({
        json: { emails: { enabled: false, kinds: [] }, retentionMonths: 24 },
      }),
    );
    await page.goto('/admin');
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveURL(/\/admin/);
    await expect(page.getByTestId('site-header')).toHaveCount(0);
    await expect(page.getByTestId('floating-bar')).toHaveCount(0);
    await expect(page.getByTestId('site-footer')).toHaveCount(0);
  });
});
