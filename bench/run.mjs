// npm run bench — the project's own performance benchmark (not part of npm test).
// Builds if needed, starts the production server on an embedded PostgreSQL, then measures
// Lighthouse per route, the bytes each route loads, API throughput against its ceilings, and the
// admin list at 10 000 and 1 000 000 rows (pages, searches, the streamed export), the admin in
// Chromium at 10 000 rows (ready, the contacts section, keystrokes, counts), and the
// server's memory under distinct URLs. Prints tables and writes bench/results/latest.json.
// Options: BENCH_ONLY=lighthouse,bytes,api,admin,adminui,million,urls  BENCH_RUNS=3  BENCH_SECONDS=10
//          BENCH_ROUTES=/contact,/rendez-vous (Lighthouse and bytes on those routes only)
import { execSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { measureAdminLists } from './lib/admin-list.mjs';
import { measureAdminUi } from './lib/admin-ui.mjs';
import { measureApi } from './lib/api-load.mjs';
import { measureBytes } from './lib/bytes.mjs';
import { measureDistinctUrls } from './lib/distinct-urls.mjs';
import { runLighthouse } from './lib/lighthouse.mjs';
import { startServer } from './lib/server.mjs';

const root = resolve(import.meta.dirname, '..');
const only = (process.env.BENCH_ONLY ?? 'lighthouse,bytes,api,admin,adminui,million,urls').split(',');
const ALL_ROUTES = [
  '/',
  '/apropos',
  '/contact',
  '/blog',
  '/blog/liposculpture-haute-precision-femme',
  '/chirurgies',
  '/chirurgies/visage',
  '/medecine-esthetique',
  '/rendez-vous',
];
const ROUTES = process.env.BENCH_ROUTES ? process.env.BENCH_ROUTES.split(',') : ALL_ROUTES;

execSync('node scripts/ensure-build.mjs', { cwd: root, stdio: 'inherit' });
const server = await startServer(root);
const report = { date: new Date().toISOString(), node: process.version, startupMs: server.startupMs };
console.log(`Serveur de production prêt en ${server.startupMs} ms (${server.base})\n`);

try {
  if (only.includes('lighthouse')) {
    report.lighthouse = await runLighthouse(server.base, ROUTES, Number(process.env.BENCH_RUNS ?? 3));
    console.log('Lighthouse 12.8, mobile, médiane de 3 passages');
    console.table(
      report.lighthouse.map((r) => ({
        route: r.route,
        perf: r.performance,
        a11y: r.accessibility,
        bp: r.bestPractices,
        seo: r.seo,
        'LCP ms': r.lcpMs,
        'TBT ms': r.tbtMs,
        CLS: r.cls,
        'transfert KB': Math.round(r.transferBytes / 1024),
        'dont JS KB': (r.scriptBytes / 1024).toFixed(1),
        'audits en échec': r.failing.join(' '),
      })),
    );
  }
  if (only.includes('bytes')) {
    report.bytes = await measureBytes(server.base, join(root, 'dist/client'), ROUTES);
    console.log(
      'Octets chargés par route avant interaction (JS envoyé : en-têtes compris, comme le test de budget)',
    );
    console.table(
      report.bytes.map((b) => ({
        route: b.route,
        largeur: b.width,
        'JS envoyé KB': (b.jsSent / 1024).toFixed(1),
        'fichiers JS': b.jsFiles,
        'JS gzip KB': (b.jsGzip / 1024).toFixed(1),
        'JS br KB': (b.jsBrotli / 1024).toFixed(1),
        'CSS gzip KB': (b.cssGzip / 1024).toFixed(1),
        'CSS br KB': (b.cssBrotli / 1024).toFixed(1),
        'plus gros fichiers (gzip)': b.largest.join(', '),
        'code admin': b.adminCode.length ? b.adminCode.join(' ') : 'aucun',
      })),
    );
  }
  if (only.includes('api')) {
    report.api = await measureApi(server);
    console.log('API : autocannon, 50 connexions, 10 s par cible');
    console.table(report.api.results);
    console.log(`POST /api/contact / min(plafonds) = ${report.api.ratio}`);
    console.log(`POST /api/contact / NestJS nu = ${report.api.ofBareNest}\n`);
  }
  for (const [part, rows] of [
    ['admin', 10_000],
    ['million', 1_000_000],
  ]) {
    if (!only.includes(part)) continue;
    const r = (report[part] = await measureAdminLists(server, rows));
    console.log(`GET /api/contact avec ${rows.toLocaleString('fr-FR')} demandes (écrites en ${r.seedMs} ms)`);
    console.table(r.table);
    const e = r.export;
    console.log(
      `Export CSV complet, deux fois : ${e.ms.join(' ms, ')} ms, ${e.MiB} Mio, ${e.lines} lignes ; mémoire du serveur ${e.rssBeforeMiB} Mio avant, au plus ${e.rssMaxMiB.join(' puis ')} Mio pendant\n`,
    );
  }
  if (only.includes('adminui')) {
    report.adminUi = measureAdminUi(root);
    console.log('Back-office dans Chromium avec 10 000 demandes (test seul, un worker)');
    console.table(report.adminUi.table);
  }
  if (only.includes('urls')) {
    report.urls = await measureDistinctUrls(server);
    const u = report.urls;
    console.log(
      `3 × ${u.requests} adresses inconnues distinctes de ${u.pathBytes} octets (${u.requestsPerSecond}/s, ${JSON.stringify(u.statuses)}) : mémoire du serveur ${u.rssMiBAfter.join(' → ')} Mio\n`,
    );
  }
} finally {
  await server.stop();
}
mkdirSync(join(root, 'bench/results'), { recursive: true });
writeFileSync(join(root, 'bench/results/latest.json'), JSON.stringify(report, null, 2));
console.log('Résultats écrits dans bench/results/latest.json');
