import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { missingProcedureMedia } from '../content/media-manifest';
import { HeadCollector, HeadContext, HeadData } from '../lib/head';
import { App } from './App';
import { preloadRoute } from './routes';
import { structuredDataFor } from './structured-data';

export { clientOnlyPaths, pageSources, prerenderPaths } from './routes';
export { jsonLdBlocks, renderHeadHtml, SITE_URL } from '../lib/head';

// The prerender loads this module first: a procedure's image missing from client/media stops
// the build here, not on the page.
const missingMedia = missingProcedureMedia();
if (missingMedia.length > 0) {
  throw new Error(`Aucun fichier client/media pour ${missingMedia.join(' ; ')}`);
}

/** Renders one path to HTML, waiting for its lazy page, and returns the head it declared. */
export async function render(url: string): Promise<{ html: string; head?: HeadData }> {
  // Every page must come out as plain HTML: a boundary that suspended, or one React outlines
  // because it is long (progressiveChunkSize), is written as a fallback plus an inline script
  // to swap it in, which the CSP (rightly) blocks. So the page's chunk is loaded first, and
  // nothing is outlined.
  await preloadRoute(url);
  const collector = new HeadCollector();
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <HeadContext.Provider value={collector}>
        <StaticRouter location={url}>
          <App />
        </StaticRouter>
      </HeadContext.Provider>
    </StrictMode>,
    // Never outline a large Suspense boundary: React would reveal it with an inline <script>,
    // which the strict CSP (script-src 'self') blocks. Every boundary is written in place.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const head = collector.data && { ...collector.data, jsonLd: structuredDataFor(collector.data) };
  return { html: Buffer.concat(chunks).toString('utf8'), head };
}
