import { expect, Page } from '@playwright/test';
import pg from 'pg';

/**
 * Helpers for the browser tests of the home page, questionnaire, contact page and site chrome:
 * reading what the server stored (the real PostgreSQL of the test server) and small page probes.
 */
export interface StoredContactRequest {
  name: string;
  email: string | null;
  phone: string;
  service: string;
  message: string;
  /** The `selections` column exactly as stored (JSON text, keys in the order sent). */
  selections: string;
}

/** The request stored under `name` (names are unique per test), waiting briefly for it to land. */
export async function storedRequest(name: string): Promise<StoredContactRequest | undefined> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) throw new Error('E2E_DATABASE_URL manquant : lancez les tests par npm run test:browser');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (let attempt = 0; attempt < 20; attempt++) {
      const { rows } = await client.query<StoredContactRequest>(
        `SELECT name, email, phone, service, message, selections::text AS selections
           FROM contact_request WHERE name = $1`,
        [name],
      );
      if (rows.length > 1) throw new Error(`Plusieurs demandes au nom de ${name}`);
      if (rows[0]) return rows[0];
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    return undefined;
  } finally {
    await client.end();
  }
}

/** The lead source (where the request came from) stored with the request under `name`. */
export async function storedLead(name: string): Promise<{ source: string | null; page: string | null }> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ source: string | null; page: string | null }>(
      'SELECT source, page FROM contact_request WHERE name = $1',
      [name],
    );
    return rows[0];
  } finally {
    await client.end();
  }
}

/** How many requests are stored under `name`. */
export async function storedCount(name: string): Promise<number> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'SELECT count(*) AS n FROM contact_request WHERE name = $1',
      [name],
    );
    return Number(rows[0].n);
  } finally {
    await client.end();
  }
}

/** A name no other test uses. */
export const uniqueName = (base: string) =>
  `${base} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

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
 * Brings the footer into view and resolves once it is hydrated: its code loads only when it
 * nears the viewport (DeferredFooter), and its newsletter button is enabled from then on.
 */
export async function footerHydrated(page: Page): Promise<void> {
  const footer = page.getByTestId('site-footer');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('button', { name: "S'inscrire" })).toBeEnabled();
}
