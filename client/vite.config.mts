import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
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
    }),
  ],
  define: {
    // The public address used in canonical links and social cards; set SITE_URL when building for production.
    __SITE_URL__: JSON.stringify((process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/+$/, '')),
  },
  build: {
    outDir: '../dist/client',
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
