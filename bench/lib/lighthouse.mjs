// Lighthouse 12.8, mobile preset (its default), median of several runs per route.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const median = (values) => {
  const sorted = values.filter((v) => Number.isFinite(v)).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : NaN;
};

export async function runLighthouse(base, routes, runs = 3) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  const results = [];
  try {
    for (const route of routes) {
      const samples = [];
      // A run that measured nothing (Lighthouse's runtimeError, e.g. no LCP in the trace) is
      // run again, at most twice per route, so the median is over real runs.
      for (let attempt = 0; samples.length < runs && attempt < runs + 2; attempt++) {
        const { lhr } = await lighthouse(`${base}${encodeURI(route)}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
        });
        if (!Number.isFinite(lhr.audits['largest-contentful-paint']?.numericValue)) {
          console.log(
            `  ${route} : passage sans mesure (${lhr.runtimeError?.code ?? 'LCP absent'}), relancé`,
          );
          continue;
        }
        const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
        const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
        const failed = (id) =>
          (lhr.categories[id]?.auditRefs ?? [])
            .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
            .map((ref) => ref.id);
        samples.push({
          performance: score('performance'),
          accessibility: score('accessibility'),
          bestPractices: score('best-practices'),
          seo: score('seo'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          cls: audit('cumulative-layout-shift'),
          transferBytes: audit('total-byte-weight'),
          // The scripts' share, as Lighthouse counts it (headers and encoded bodies).
          scriptBytes:
            lhr.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script')
              ?.transferSize ?? NaN,
          lcpElement:
            lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ??
            '',
          failing: [...new Set([...failed('accessibility'), ...failed('best-practices'), ...failed('seo')])],
        });
      }
      const pick = (key) => median(samples.map((s) => s[key]));
      results.push({
        route,
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        bestPractices: pick('bestPractices'),
        seo: pick('seo'),
        lcpMs: Math.round(pick('lcpMs')),
        tbtMs: Math.round(pick('tbtMs')),
        cls: Number(pick('cls').toFixed(3)),
        transferBytes: Math.round(pick('transferBytes')),
        scriptBytes: Math.round(pick('scriptBytes')),
        lcpElement: (samples[0]?.lcpElement ?? '').slice(0, 120),
        failing: samples[0]?.failing ?? ['aucune mesure'],
      });
    }
  } finally {
    await chrome.kill();
  }
  return results;
}
