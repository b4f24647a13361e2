// The admin in a real browser with 10 000 stored requests: the browser test that walks it
// (test/browser/admin-performance.spec.ts) run alone, one worker, on its own server, so that its
// times are the page's and not those of a second test sharing the two cores. The test writes its
// figures to ADMIN_FIGURES_FILE; here they are read and held to their bars.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ADMIN_UI_BARS = {
  readyMs: 8_000,
  openContactsSectionMs: 2_000,
  keystrokeMaxMs: 100,
  countAfterLastKeyMs: 1_000,
};

export function measureAdminUi(root) {
  const dir = mkdtempSync(join(tmpdir(), 'admin-ui-'));
  const file = join(dir, 'figures.json');
  try {
    const run = spawnSync(
      'node',
      [
        'scripts/browser-tests.mjs',
        'test/browser/admin-performance.spec.ts',
        '--project=desktop',
        '--workers=1',
        '--retries=0',
      ],
      { cwd: root, stdio: 'inherit', env: { ...process.env, ADMIN_FIGURES_FILE: file } },
    );
    if (run.status !== 0) throw new Error(`le test du back-office a échoué (code ${run.status})`);
    const figures = JSON.parse(readFileSync(file, 'utf8'));
    const countMax = Math.max(...Object.values(figures.countAfterLastKeyMs));
    const rows = [
      ['administration prête', figures.readyMs, ADMIN_UI_BARS.readyMs],
      ['section Contacts ouverte', figures.openContactsSectionMs, ADMIN_UI_BARS.openContactsSectionMs],
      ['touche → image suivante (max)', figures.all.maxMs, ADMIN_UI_BARS.keystrokeMaxMs],
      ['dernière touche → compte juste (max)', countMax, ADMIN_UI_BARS.countAfterLastKeyMs],
    ].map(([mesure, ms, bar]) => ({ mesure, ms, barre: bar, tenue: ms <= bar ? 'oui' : 'NON' }));
    return { figures, table: rows };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
