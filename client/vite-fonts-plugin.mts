import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * Web fonts cut at build time from the @fontsource-variable originals, down to what a French
 * page writes and the weights the styles use: Inter 48 → 33 KB, Cormorant Garamond 38 → 28 KB.
 * The cut files are written to `cacheDir` (kept across builds, keyed by source and options)
 * and styles/fonts.css points at them through the `@fonts/` alias; Vite then hashes and
 * emits them like any other asset.
 */

/**
 * Every character a page may need, as code point ranges: ASCII, Latin-1 (accents, « », the
 * no-break space), Œ œ Ÿ, the general punctuation block (’ “ ” – — … and the narrow no-break
 * space), € and ™. Keep `UNICODE_RANGE` below in step: the browser falls back, letter by
 * letter, to the fallback font for anything else (a name typed in another script, say).
 */
const RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xff],
  [0x152, 0x153],
  [0x178, 0x178],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
];

/** The same set, as written in `unicode-range` (styles/fonts.css). */
export const UNICODE_RANGE = RANGES.map(([from, to]) =>
  from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`,
).join(', ');

function hex(codePoint: number): string {
  return codePoint.toString(16).toUpperCase().padStart(4, '0');
}

const TEXT = RANGES.flatMap(([from, to]) =>
  Array.from({ length: to - from + 1 }, (_, i) => String.fromCodePoint(from + i)),
).join('');

export interface FontCut {
  /** The file written in cacheDir, referenced as `@fonts/<file>` in CSS. */
  file: string;
  /** The package path of the variable woff2 to cut. */
  source: string;
  /** The weight range kept (the variable axis is narrowed to it). */
  weight: { min: number; max: number };
}

export function fontsPlugin(options: { cacheDir: string; fonts: FontCut[] }): Plugin {
  const require = createRequire(import.meta.url);

  async function cut(font: FontCut): Promise<void> {
    const source = await readFile(require.resolve(font.source));
    const key = createHash('sha256')
      .update(source)
      .update(JSON.stringify([TEXT, font.weight]))
      .digest('hex')
      .slice(0, 16);
    const target = join(options.cacheDir, font.file);
    const stamp = `${target}.key`;
    if (existsSync(target) && existsSync(stamp) && (await readFile(stamp, 'utf8')) === key) return;
    const { default: subsetFont } = await import('subset-font');
    const output = await subsetFont(source, TEXT, {
      targetFormat: 'woff2',
      variationAxes: { wght: font.weight },
    });
    await mkdir(options.cacheDir, { recursive: true });
    // Written aside then renamed, so a build stopped halfway never leaves a truncated font.
    await writeFile(`${target}.tmp`, output);
    await rename(`${target}.tmp`, target);
    await writeFile(stamp, key);
  }

  return {
    name: 'cabinet-fonts',
    config() {
      return { resolve: { alias: [{ find: /^@fonts\//, replacement: `${options.cacheDir}/` }] } };
    },
    async buildStart() {
      await Promise.all(options.fonts.map(cut));
    },
    transform(code, id) {
      // The faces must announce exactly the characters their files hold (styles/fonts.css,
      // reached through an @import, so checked in whichever stylesheet carries it).
      if (!/\.css($|\?)/.test(id) || !code.includes('unicode-range')) return undefined;
      const ranges = [...code.matchAll(/unicode-range:([^;}]+)/g)].map((m) =>
        m[1].replace(/\s+/g, ' ').trim(),
      );
      const wrong = ranges.filter((range) => range !== UNICODE_RANGE);
      if (wrong.length > 0) {
        this.error(
          `unicode-range doit valoir « ${UNICODE_RANGE} », les caractères des polices découpées (trouvé : ${wrong.join(' | ')})`,
        );
      }
      return undefined;
    },
  };
}
