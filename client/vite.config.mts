import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { fontsPlugin } from './vite-fonts-plugin.mjs';
import { mediaPlugin } from './vite-media-plugin.mjs';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [
    react(),
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
