// Runs the Playwright browser tests against the production build served by the real server.
// Finds a Chromium (CHROME_PATH, then /usr/bin/chromium, then Playwright's own), starts a
// throw-away PostgreSQL for the server, and passes everything to Playwright.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { createDatabase, startTestServer } from '../test/support/test-database.cjs';

const root = resolve(import.meta.dirname, '..');

function findChromium() {
  for (const candidate of [process.env.CHROME_PATH, '/usr/bin/chromium']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  try {
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // Playwright has no browser of its own installed.
  }
  return undefined;
}

// Never downloads a browser: it comes from the system's packages (see .ci/run).
const chrome = findChromium();
if (!chrome) {
  console.error(
    [
      'Les tests navigateur ont besoin de Chromium, introuvable sur cette machine.',
      'Installez-le, puis relancez `npm test` :',
      '  Debian/Ubuntu : sudo apt-get install -y chromium',
      '  ou indiquez un Chromium existant : CHROME_PATH=/chemin/vers/chromium npm test',
    ].join('\n'),
  );
  process.exit(1);
}

const server = await startTestServer();
const database = await createDatabase(server.url, 'e2e');
let status;
try {
  const args = ['playwright', 'test', '-c', 'test/browser/playwright.config.ts', ...process.argv.slice(2)];
  const result = spawnSync('npx', args, {
    cwd: root,
    stdio: 'inherit',
    // The owner's address: the server runs its migrations with it and serves as the database's
    // runtime role (E2E_APP_DATABASE_URL), as in production; the tests' fixtures use the owner's.
    env: {
      ...process.env,
      CHROME_PATH: chrome,
      E2E_DATABASE_URL: database.url,
      E2E_APP_DATABASE_URL: database.appUrl,
    },
  });
  status = result.status ?? 1;
} finally {
  await database.drop().catch(() => undefined);
  await server.stop();
}
process.exit(status);
