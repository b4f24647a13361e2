/// <reference types="vite/client" />

/** Public address of the site, fixed at build time (SITE_URL). */
declare const __SITE_URL__: string;

declare module 'virtual:media' {
  import type { MediaImage, MediaVideo } from '../vite-media-plugin.mjs';
  export const media: Record<string, MediaImage | MediaVideo>;
}

/** One folder's entries, added to `virtual:media` when imported (client/vite-media-plugin.mts). */
declare module 'virtual:media/*' {}
