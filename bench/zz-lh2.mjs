import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './lib/server.mjs';
const server = await startServer(process.cwd());
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new','--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run','--disable-quic'] });
for (const route of process.argv.slice(2)) {
  const { lhr } = await lighthouse(server.base + route, { port: chrome.port, output: 'json', logLevel: 'error' });
  const a = lhr.audits;
  console.log(route, 'FCP', Math.round(a['first-contentful-paint'].numericValue), 'LCP', Math.round(a['largest-contentful-paint'].numericValue), 'CLS', a['cumulative-layout-shift'].numericValue);
  const m = a['metrics'].details.items[0];
  console.log(' observed', JSON.stringify({ fcp: m.observedFirstContentfulPaint, lcp: m.observedLargestContentfulPaint, load: m.observedLoad }));
  console.log(' lcp el', JSON.stringify(a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log(' shifts', JSON.stringify(a['layout-shifts']?.details?.items?.map(i => [i.score, i.node?.snippet?.slice(0, 80)])));
  const reqs = a['network-requests'].details.items.map(r => `${Math.round(r.networkRequestTime)}-${Math.round(r.networkEndTime)} ${r.resourceType} ${Math.round(r.transferSize/1024)}KB ${r.priority} ${r.url.replace(server.base,'').slice(0,70)}`);
  console.log(reqs.join('\n'));
}
await chrome.kill(); await server.stop?.(); process.exit(0);
