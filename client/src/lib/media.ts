import { media } from 'virtual:media';
import type { MediaImage, MediaVideo } from '../../vite-media-plugin.mjs';

export type { MediaImage, MediaVideo };

/**
 * Called by each `virtual:media/<folder>` module with its entries, when a module that imports
 * the folder is loaded (client/vite-media-plugin.mts).
 */
export function addMedia(entries: Record<string, MediaImage | MediaVideo>): void {
  Object.assign(media, entries);
}

/** A built image's entry, its URLs rebuilt from its key, hash and widths (the build writes them compactly). */
export function builtImage(
  key: string,
  width: number,
  height: number,
  id: string,
  widths: number[],
): MediaImage {
  const base = `/assets/media/${key.replace(/[^a-zA-Z0-9-]+/g, '-')}-${id}-`;
  const list = (format: string) => widths.map((w): [string, number] => [`${base}${w}.${format}`, w]);
  return { kind: 'image', width, height, avif: list('avif'), webp: list('webp') };
}

/** The image registered under `key` (a path in client/media/ without extension). */
export function getImage(key: string): MediaImage {
  const entry = media[key];
  if (!entry || entry.kind !== 'image') throw new Error(`Image introuvable dans client/media : ${key}`);
  return entry;
}

export function getVideo(key: string): MediaVideo {
  const entry = media[key];
  if (!entry || entry.kind !== 'video') throw new Error(`Vidéo introuvable dans client/media : ${key}`);
  return entry;
}

export function hasMedia(key: string): boolean {
  return key in media;
}

/** A mid-sized WebP URL, for places that take a single address (social cards, CSS). */
export function imageUrl(key: string, targetWidth = 1200): string {
  const { webp } = getImage(key);
  return (webp.find(([, w]) => w >= targetWidth) ?? webp[webp.length - 1])[0];
}
