import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { chunksPlugin } from './vite-chunks-plugin.mjs';
import { fontsPlugin } from './vite-fonts-plugin.mjs';
import { mediaPlugin } from './vite-media-plugin.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

export default defineConfig({
  root,
  plugins: [
    react(),
    chunksPlugin({
      entry: fileURLToPath(new URL('./index.html', import.meta.url)),
      // Small modules most pages use: in the entry chunk rather than a file of their own each.
      entryShared: [
        'lib/head.tsx',
        'lib/media.ts',
        'lib/use-hydrated.ts',
        'lib/http.ts',
        // The API's base address, which the forms post to; the typed client that also reads it
        // goes with the sign-in page and the back-office only.
        'lib/api/address.ts',
        'components/media/Picture.tsx',
        'components/media/LoopVideo.tsx',
        'components/privacy-notice/PrivacyNotice.tsx',
        'components/icons/icon.tsx',
        'components/icons/arrow-left.tsx',
        'components/icons/arrow-right.tsx',
        'components/icons/check.tsx',
        'components/icons/phone.tsx',
        'components/icons/map-pin.tsx',
        'components/icons/mail.tsx',
        'components/icons/external-link.tsx',
        'components/icons/send.tsx',
        'lib/lead-source.ts',
        '../../src/contract/lead-sources.ts',
        // The proof-of-work message, which the forms and the footer show (80 bytes): without
        // this, a file of its own that the footer would fetch on every page.
        '../../src/contract/proof-of-work.ts',
      ].map(src),
      groups: [
        // The category, procedure and acte pages, with what they share: their lists, paths,
        // media and icons, and the detail panels' CSS (which the page must have before the
        // panels' code arrives).
        [
          'procedures',
          [
            'features/procedures/CategoryPage.tsx',
            'features/procedures/SurgeriesPage.tsx',
            'features/procedures/ActePage.tsx',
            'features/procedures/CategoryHero.tsx',
            'features/procedures/ProcedureGrid.tsx',
            'features/procedures/SingleProcedureView.tsx',
            'features/procedures/icons.tsx',
            'features/procedures/detail-parts.tsx',
            'features/procedures/paths.ts',
            'features/procedures/tiles.ts',
            'features/procedures/texts.ts',
            'features/procedures/procedures.css',
            'components/accordion/accordion.css',
            'components/before-after/before-after.css',
            'components/lazy/deferred.tsx',
            'content/media-manifest.ts',
            ...['index', 'categories', 'overview', 'slugs'].map((name) => `content/procedures/${name}.ts`),
          ].map(src),
        ],
        // The sign-in page and the session store it shares with the back-office.
        ['LoginPage', ['features/auth/LoginPage.tsx', 'stores/auth-store.ts'].map(src)],
        // What the public forms and the booking pages call the server with: a file of its own,
        // so that no page that posts fetches the sign-in page's code with it.
        ['post-form', ['lib/post-form.ts', 'lib/api/public-call.ts'].map(src)],
      ],
    }),
    mediaPlugin({
      sourceDir: fileURLToPath(new URL('./media', import.meta.url)),
      // Outside node_modules, so `npm ci` does not throw the encoded images away.
      cacheDir: fileURLToPath(new URL('../.cache/media', import.meta.url)),
      outDir: fileURLToPath(new URL('../dist/client', import.meta.url)),
      registry: fileURLToPath(new URL('./src/lib/media.ts', import.meta.url)),
    }),
    fontsPlugin({
      cacheDir: fileURLToPath(new URL('../.cache/fonts', import.meta.url)),
      fonts: [
        {
          file: 'inter.woff2',
          source: '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
          weight: { min: 400, max: 700 },
        },
        {
          file: 'cormorant-garamond.woff2',
          source: '@fontsource-variable/cormorant-garamond/files/cormorant-garamond-latin-wght-normal.woff2',
          weight: { min: 400, max: 700 },
        },
      ],
    }),
  ],
  resolve: {
    // The values the client and the server share (services, lead sources, link builders):
    // one module, src/contract, that both import (the client through this name).
    alias: { '@contract': fileURLToPath(new URL('../src/contract', import.meta.url)) },
  },
  define: {
    // The public address used in canonical links and social cards; set SITE_URL when building for production.
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')),
  },
  build: {
    outDir: '../dist/client',
    // Every browser the site targets supports <link rel="modulepreload">: no polyfill in the entry.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    rollupOptions: {
      input: fileURLToPath(new URL('./index.html', import.meta.url)),
    },
  },
  server: {
    proxy: { '/api': 'http://localhost:3000' },
  },
});
