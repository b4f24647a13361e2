import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Download, Page, Response } from '@playwright/test';
import { ADMIN, JWT_SECRET } from '../../browser/playwright.config';
import { tokenSigner } from '../admin-account';

/**
 * Shared steps of the back-office browser tests: signing in, opening a section, seeding a
 * request, reading what a list answered or a download held. Tests run in parallel against one
 * server and one database, so each test marks its own rows with a unique tag (./unique.ts) and
 * never assumes it is alone: a count is checked either for a search only its own rows match, or
 * against the total the page itself received (X-Total-Count).
 */

/** The administrator the test server creates at boot (its account is in the Playwright config). */
export { ADMIN };

/** Tokens signed like the test server's (HS256, its JWT_SECRET). */
export const signToken = tokenSigner(JWT_SECRET);

export interface LoginAnswer {
  token: string;
  _id: string;
  username: string;
}

export async function apiLogin(request: APIRequestContext): Promise<LoginAnswer> {
  const response = await request.post('/api/auth/login', { data: ADMIN });
  if (!response.ok()) throw new Error(`login failed: ${response.status()}`);
  return (await response.json()) as LoginAnswer;
}

export interface ContactInput {
  name: string;
  phone: string;
  service: string;
  email?: string;
  message?: string;
  selections?: Record<string, string>;
  /** Lead source: which form and page the request came from. */
  source?: 'questionnaire' | 'contact' | 'autre';
  /** The consent box was ticked. */
  consent?: true;
  page?: string;
}

/** Stores a contact request through the public API, as a patient would; returns its id. */
export async function seedContact(request: APIRequestContext, contact: ContactInput): Promise<string> {
  const response = await request.post('/api/contact', {
    data: { message: '', selections: {}, ...contact },
  });
  if (response.status() !== 201)
    throw new Error(`seed failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { _id: string })._id;
}

export interface StoredSession {
  token: string | null;
  userId: string | null;
  username: string | null;
}

export function storedSession(page: Page): Promise<StoredSession> {
  return page.evaluate(() => ({
    token: localStorage.getItem('token'),
    userId: localStorage.getItem('userId'),
    username: localStorage.getItem('username'),
  }));
}

/**
 * Puts a session in local storage, as the sign-in page would, when the next page of this tab
 * opens (before any of its scripts run). Only once: a later sign-out is not undone.
 */
export async function storeSession(
  page: Page,
  session: { token: string; userId?: string; username?: string },
) {
  await page.addInitScript(
    ({ s, flag }) => {
      if (sessionStorage.getItem(flag)) return;
      sessionStorage.setItem(flag, '1');
      localStorage.setItem('token', s.token);
      localStorage.setItem('userId', s.userId ?? '');
      localStorage.setItem('username', s.username ?? '');
    },
    { s: session, flag: `session-seeded-${randomBytes(6).toString('hex')}` },
  );
}

export interface OpenedAdmin {
  /** The totals the page received for the dashboard (X-Total-Count of its count requests). */
  contactTotal: number;
  subscriberTotal: number;
}

/** The X-Total-Count of a list answer (seen by the page, or got through the API). */
export function totalOf(response: Pick<Response, 'headers' | 'url'>): number {
  const header = response.headers()['x-total-count'];
  if (header === undefined) throw new Error(`no X-Total-Count on ${response.url()}`);
  return Number(header);
}

/**
 * Signs in through the API, opens /admin and waits for the dashboard. Returns the totals the
 * page received, so assertions compare the screen with what the server actually sent.
 */
export async function openAdmin(page: Page, request: APIRequestContext): Promise<OpenedAdmin> {
  const login = await apiLogin(request);
  await storeSession(page, { token: login.token, userId: login._id, username: login.username });
  const contacts = page.waitForResponse(isGet('/api/contact'));
  const subscribers = page.waitForResponse(isGet('/api/newsletter'));
  await page.goto('/admin');
  const opened = { contactTotal: totalOf(await contacts), subscriberTotal: totalOf(await subscribers) };
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  return opened;
}

/** The parameters of a list request (`limit`, `before`, `q`), as sent. */
export const listParams = (url: string) => Object.fromEntries(new URL(url).searchParams);

/** A downloaded file: its bytes, its text and its CRLF lines (without the byte-order mark). */
export async function readDownload(download: Download) {
  const bytes = await readFile(await download.path());
  const text = bytes.toString('utf8');
  return { bytes, text, lines: text.replace(/^\uFEFF/, '').split('\r\n') };
}

export const isGet = (path: string) => (response: Response) =>
  response.request().method() === 'GET' && new URL(response.url()).pathname === path;

/** The requests section's title for `n` requests: « 0 demande », « 1 demande », « 1 234 demandes ». */
export const requestCount = (n: number) => `${n.toLocaleString('fr-FR')}\u00a0demande${n >= 2 ? 's' : ''}`;

/** On a phone, opens the sidebar's drawer from the header (on a wide screen the rail is always there). */
export async function openMenuOnPhone(page: Page) {
  // Decided by the width, not by whether the button shows yet: just after a load the back-office
  // may not have rendered its header, and the menu would be left closed.
  if ((page.viewportSize()?.width ?? 1280) >= 768) return;
  if (await page.getByRole('button', { name: 'Fermer le menu' }).isVisible()) return; // open already
  await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
  await page.getByRole('button', { name: 'Fermer le menu' }).waitFor();
}

/**
 * Opens a section from the sidebar, whose items are links to the sections' addresses. On a
 * phone the sidebar is a drawer: the header's menu button opens it first.
 */
export async function openSection(
  page: Page,
  name:
    | 'Dashboard'
    | 'Newsletter'
    | 'Demandes'
    | 'Statistiques'
    | 'Agenda'
    | 'Droits des personnes'
    | 'Journal'
    | 'Équipe'
    | 'Sécurité',
) {
  await openMenuOnPhone(page);
  await page
    .getByRole('navigation', { name: 'Menu de l’administration' })
    .getByRole('link', { name, exact: true })
    .click();
  await page.getByRole('heading', { level: 1, name }).waitFor();
}
