import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Responsive media made at build time from the originals in client/media/:
 * every image becomes AVIF and WebP at several widths (never wider than the original),
 * every video is copied; all under /assets/media/ with a content hash (cached immutably).
 * Components read, from `virtual:media`, per key (the path without extension,
 * e.g. "blog/rajeunissement-cervico-facial"), the URLs, widths and the intrinsic size.
 *
 * A page loads only the entries of the folders it imports: each top folder (home, blog,
 * procedures…) is its own module, `virtual:media/<folder>`, which adds its entries to the map.
 * A module that shows media imports its folders by name (`import 'virtual:media/blog';`), and
 * the build checks each module: every string that starts with a media folder's name
 * ('procedures/greffe-sourcils', 'blog/rajeunissement-cervico-facial') names a file or a
 * folder under client/media/ when the module imports that folder, and a module naming a key
 * imports its folder. So a key mistyped,
 * or renamed on disk, stops the build instead of failing on the page. (Keys put together at run
 * time, like a procedure's `${folder}/vignette`, are checked where they are made: see
 * content/media-manifest.ts.) The entries are written compactly: one hash per image (not per
 * file), and the URLs are rebuilt in the browser when the module loads.
 */
export interface MediaImage {
  kind: 'image';
  width: number;
  height: number;
  avif: [string, number][];
  webp: [string, number][];
}
export interface MediaVideo {
  kind: 'video';
  sources: { src: string; type: string }[];
}

const VIRTUAL_ID = 'virtual:media';
const RESOLVED_ID = '\0virtual:media';
const GROUP_PREFIX = 'virtual:media/';
const IMAGE_EXT = new Set(['.svg', '.png', '.jpg', '.jpeg', '.webp']);
const VIDEO_TYPES: Record<string, string> = { '.webm': 'video/webm', '.mp4': 'video/mp4' };
// Enough steps for phones (≈ 400 px × 3) up to wide screens; each extra width is another encode.
const WIDTHS = [480, 960, 1600];
const QUALITY = { avif: 50, webp: 72 };
const EFFORT = { avif: 2, webp: 4 };
/** Encodes run side by side; libvips uses its own threads within each. */
const PARALLEL = 4;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

const hash = (data: Buffer | string) => createHash('sha256').update(data).digest('hex').slice(0, 10);
/** The file name's start; builtImage (src/lib/media.ts) rebuilds the same names in the browser. */
const mediaBase = (key: string) => key.replace(/[^a-zA-Z0-9-]+/g, '-');

export function mediaPlugin(options: {
  sourceDir: string;
  cacheDir: string;
  outDir: string;
  /** The module the folders' modules add their entries through (addMedia, builtImage). */
  registry: string;
}): Plugin {
  let command: 'build' | 'serve' = 'build';
  let isSsr = false;
  const files = new Map<string, Buffer | (() => Promise<Buffer>)>(); // output path → content
  const compact = new Map<string, { id: string; widths: number[] }>(); // built images: key → hash, widths
  // The files of one image are written one after the other: its original is rasterised once
  // (SVGs are the slow part) and every width and format is encoded from that bitmap.
  let rasterised: { source: string; bitmap: Promise<Buffer> } | undefined;

  async function renderImage(source: string, key: string): Promise<MediaImage> {
    const { default: sharp } = await import('sharp');
    const data = await readFile(source);
    const density = extname(source) === '.svg' ? 144 : undefined;
    const meta = await sharp(data, { density }).metadata();
    const width = meta.width ?? 1;
    const height = meta.height ?? 1;
    const widths = [
      ...new Set([...WIDTHS.filter((w) => w < width), Math.min(width, WIDTHS[WIDTHS.length - 1])]),
    ];
    const entry: MediaImage = { kind: 'image', width, height, avif: [], webp: [] };
    const base = mediaBase(key);
    const id = hash(`${hash(data)}-${QUALITY.avif}-${QUALITY.webp}`);
    compact.set(key, { id, widths });
    for (const format of ['avif', 'webp'] as const) {
      for (const w of widths) {
        const cacheFile = join(
          options.cacheDir,
          `${hash(data)}-${w}-${QUALITY[format]}-${EFFORT[format]}.${format}`,
        );
        const name = `assets/media/${base}-${id}-${w}.${format}`;
        entry[format].push([`/${name}`, w]);
        if (command === 'build' && !isSsr) {
          files.set(name, async () => {
            if (existsSync(cacheFile)) return readFile(cacheFile);
            if (rasterised?.source !== source) {
              rasterised = {
                source,
                bitmap: sharp(data, { density }).png({ compressionLevel: 0 }).toBuffer(),
              };
            }
            // AVIF effort 2: several times faster than 4 for a few percent more bytes.
            const output = await sharp(await rasterised.bitmap)
              .resize({ width: w, withoutEnlargement: true })
              [format]({ quality: QUALITY[format], effort: EFFORT[format] })
              .toBuffer();
            await mkdir(options.cacheDir, { recursive: true });
            await writeFile(cacheFile, output);
            return output;
          });
        }
      }
    }
    return entry;
  }

  let entries: Promise<Record<string, MediaImage | MediaVideo>> | undefined;
  let names: Promise<Map<string, string>> | undefined;
  const all = () => (entries ??= manifest());
  const groupOf = (key: string) => key.split('/')[0];
  /**
   * Every key, and every folder holding keys below the top one, with its top folder; worked out
   * once per build, as every module of the app is looked through against it.
   */
  const namesByGroup = () =>
    (names ??= all().then((found) => {
      const byName = new Map<string, string>();
      for (const key of Object.keys(found)) {
        const parts = key.split('/');
        for (let i = 2; i <= parts.length; i++) byName.set(parts.slice(0, i).join('/'), parts[0]);
      }
      return byName;
    }));

  async function manifest(): Promise<Record<string, MediaImage | MediaVideo>> {
    const result: Record<string, MediaImage | MediaVideo> = {};
    if (!existsSync(options.sourceDir)) return result;
    for await (const file of walk(options.sourceDir)) {
      const ext = extname(file).toLowerCase();
      const key = relative(options.sourceDir, file).slice(0, -ext.length).split('\\').join('/');
      if (IMAGE_EXT.has(ext)) {
        if (command === 'serve') {
          const { default: sharp } = await import('sharp');
          const meta = await sharp(file).metadata();
          const url = `/@fs${resolve(file)}`;
          result[key] = {
            kind: 'image',
            width: meta.width ?? 1,
            height: meta.height ?? 1,
            avif: [],
            webp: [[url, meta.width ?? 1]],
          };
        } else {
          result[key] = await renderImage(file, key);
        }
      } else if (VIDEO_TYPES[ext]) {
        const data = await readFile(file);
        const name = `assets/media/${mediaBase(key)}-${hash(data)}${ext}`;
        const src = command === 'serve' ? `/@fs${resolve(file)}` : `/${name}`;
        if (command === 'build' && !isSsr) files.set(name, data);
        const existing = result[key];
        const video: MediaVideo = existing?.kind === 'video' ? existing : { kind: 'video', sources: [] };
        // WebM first: smaller where supported; MP4 for Safari.
        video.sources.push({ src, type: VIDEO_TYPES[ext] });
        video.sources.sort((a, b) => (a.type === 'video/webm' ? -1 : b.type === 'video/webm' ? 1 : 0));
        result[key] = video;
      }
    }
    return result;
  }

  return {
    name: 'cabinet-media',
    configResolved(config) {
      command = config.command;
      isSsr = Boolean(config.build.ssr);
    },
    buildStart() {
      entries = undefined;
      names = undefined;
    },
    resolveId(id) {
      if (id === VIRTUAL_ID) return RESOLVED_ID;
      if (id.startsWith(GROUP_PREFIX)) return `\0${id}`;
      return undefined;
    },
    async load(id) {
      if (id === RESOLVED_ID) return 'export const media = {};';
      if (!id.startsWith(`\0${GROUP_PREFIX}`)) return undefined;
      const group = id.slice(GROUP_PREFIX.length + 1);
      const written = Object.entries(await all())
        .filter(([key]) => groupOf(key) === group)
        .map(([key, entry]) => {
          const built = compact.get(key);
          return built && entry.kind === 'image'
            ? `${JSON.stringify(key)}:image(${JSON.stringify(key)},${entry.width},${entry.height},"${built.id}",${JSON.stringify(built.widths)})`
            : `${JSON.stringify(key)}:${JSON.stringify(entry)}`;
        });
      return `import { addMedia, builtImage as image } from ${JSON.stringify(options.registry)};\naddMedia({${written.join(',')}});`;
    },
    async transform(code, id) {
      if (!/\.tsx?$/.test(id.split('?')[0]) || id.includes('/node_modules/') || id.startsWith('\0'))
        return undefined;
      const known = await namesByGroup();
      const groups = new Set([...known.values()]);
      const imported = new Set(
        [...code.matchAll(/import\s+['"]virtual:media\/([\w-]+)['"]/g)].map((match) => match[1]),
      );
      for (const group of imported) {
        if (!groups.has(group)) this.error(`virtual:media/${group}: no folder client/media/${group}`);
      }
      for (const [, , text] of code.matchAll(/(['"`])([\w-]+\/[\w/-]+)\1/g)) {
        const group = text.split('/')[0];
        // In a module that imports no media, a string like 'home/HomePage' is something else.
        if (!imported.has(group)) {
          if (known.has(text)) {
            this.error(`media key "${text}" is used without import 'virtual:media/${group}';`);
          }
        } else if (!known.has(text)) {
          this.error(`media key "${text}" names no file or folder under client/media/`);
        }
      }
      return undefined;
    },
    async writeBundle() {
      const queue = [...files];
      const worker = async () => {
        for (let next = queue.shift(); next; next = queue.shift()) {
          const [name, content] = next;
          const target = join(options.outDir, name);
          await mkdir(join(target, '..'), { recursive: true });
          await writeFile(target, typeof content === 'function' ? await content() : content);
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
    },
  };
}
