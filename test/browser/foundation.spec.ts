import { axeViolations, expect, test } from './fixtures';

test.describe('Foundation: the production build in a real browser', () => {
  test('the home page is prerendered, hydrates without warnings and navigates client-side', async ({
    page,
  }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    const served = await response!.text();
    expect(served).toMatch(/<h1[^>]*>[^<]+<\/h1>/);
    await expect(page.locator('h1')).toBeVisible();
    // Hydrated: React has attached to the prerendered root.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Object.keys(document.getElementById('root')!).some((k) => k.startsWith('__reactContainer')),
        ),
      )
      .toBe(true);
    const documentRequests: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'document') documentRequests.push(r.url());
    });
    await page.evaluate(() => {
      (window as unknown as { __marker: number }).__marker = 1;
    });
    // The hero's « Prendre rendez-vous » (the floating bar's « Rendez-vous » opens a new tab).
    await page.getByTestId('hero').getByRole('link', { name: 'Prendre rendez-vous' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page).toHaveTitle(/Contact/);
    // Same document: the navigation happened in the browser, not through a page load.
    expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
    expect(documentRequests).toEqual([]);
  });

  test('an unknown address shows the French 404 page', async ({ page, problems }) => {
    problems.expectConsole.push(/status of 404/);
    const response = await page.goto('/adresse-inconnue');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page introuvable' })).toBeVisible();
    await page.getByRole('link', { name: 'Retour à l’accueil' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the home page has no accessibility violations', async ({ page }) => {
    await page.goto('/');
    expect(await axeViolations(page)).toEqual([]);
  });
});
