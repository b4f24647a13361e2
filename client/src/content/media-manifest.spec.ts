// The build's virtual media modules are declared there (jest maps them to test/support/); a
// declaration file has nothing to import, so it is referenced.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="../vite-env.d.ts" />
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { articles } from './blog';
import { aboutMedia } from './about-media';
import { articleCover, articleMedia } from './blog/covers';
import { categoryMedia, getProcedureMedia, procedureMediaNames } from './media-manifest';

const procedureMedia = Object.fromEntries(
  procedureMediaNames().map((name) => [name, getProcedureMedia(name)!]),
);
import { actes, overviewProcedures, procedureCategories, procedureTexts } from './procedures';

const MEDIA_DIR = join(__dirname, '../../media');
const IMAGE = ['svg', 'png', 'jpg', 'jpeg', 'webp'];
const isImage = (key: string) => IMAGE.some((ext) => existsSync(join(MEDIA_DIR, `${key}.${ext}`)));
/**
 * What a visitor sees of an image: for a drawn placeholder (SVG), its ground colours and the
 * lines of its drawing, wherever it sits in the frame; for a photograph, its bytes.
 */
function look(key: string): string {
  const svg = join(MEDIA_DIR, `${key}.svg`);
  if (!existsSync(svg)) {
    const ext = IMAGE.find((e) => existsSync(join(MEDIA_DIR, `${key}.${e}`)))!;
    return readFileSync(join(MEDIA_DIR, `${key}.${ext}`)).toString('base64');
  }
  const text = readFileSync(svg, 'utf8');
  const ground = /<linearGradient id="bg"[^]*?<\/linearGradient>/.exec(text)?.[0] ?? '';
  const group = /<g transform="[^"]*"([^]*?)<\/g>/.exec(text)?.[1] ?? '';
  const drawing = [...group.matchAll(/ d="([^"]*)"/g)].map((m) => m[1]).join(' ');
  return `${ground}|${drawing}`;
}
const isVideo = (key: string) =>
  existsSync(join(MEDIA_DIR, `${key}.webm`)) && existsSync(join(MEDIA_DIR, `${key}.mp4`));

describe('media manifest', () => {
  it('names only files that exist in client/media', () => {
    const images = [
      ...Object.values(procedureMedia).flatMap((m) => [
        m.thumbnail,
        ...(m.before ? [m.before] : []),
        ...(m.after ? [m.after] : []),
        ...m.gallery.map((g) => g.key),
      ]),
      ...Object.values(categoryMedia).flatMap((m) => [m.background, m.poster]),
      ...Object.values(articleMedia).map((m) => m.cover),
      aboutMedia.hero,
      aboutMedia.cabinetPoster,
      aboutMedia.signature,
      ...Object.values(aboutMedia.themes),
      ...procedureCategories.flatMap((c) => [c.backgroundImage, ...(c.gallery ?? [])]),
    ];
    expect(images.filter((key) => !isImage(key))).toEqual([]);
    const videos = [...Object.values(categoryMedia).map((m) => m.video), aboutMedia.cabinetVideo];
    expect(videos.filter((key) => !isVideo(key))).toEqual([]);
  });

  it('covers every procedure with text, every category and every article', () => {
    const names = new Set([
      ...procedureCategories.flatMap((c) => c.procedures),
      ...overviewProcedures,
      ...actes.map((a) => a.name),
      ...Object.keys(procedureTexts),
    ]);
    expect([...names].filter((name) => !getProcedureMedia(name))).toEqual([]);
    expect(getProcedureMedia('Le PRP')).toBeUndefined();
    expect(Object.keys(categoryMedia).sort()).toEqual(procedureCategories.map((c) => c.key).sort());
    for (const article of articles) expect(articleCover(article)).toBe(`blog/${article.id}`);
  });

  it('no gallery shows the same picture twice, nor the before/after pair again', () => {
    const galleries = [
      ...Object.values(procedureMedia).map((m) => ({
        keys: m.gallery.map((g) => g.key),
        pair: [m.before, m.after].filter((key) => key !== undefined),
      })),
      ...procedureCategories.map((c) => ({
        keys: c.gallery ?? [],
        pair: [getProcedureMedia(c.procedures[0])?.after].filter((key) => key !== undefined),
      })),
    ];
    const distinct = (values: string[]) => new Set(values).size === values.length;
    for (const { keys, pair } of galleries) {
      const looks = keys.map(look);
      // Neither the colours nor the drawing repeat within a gallery.
      expect(distinct(looks.map((l) => l.split('|')[0]))).toBe(true);
      expect(distinct(looks.map((l) => l.split('|')[1] ?? l))).toBe(true);
      for (const key of pair) expect(looks).not.toContain(look(key));
    }
  });

  it('pairs are complete, and some procedures have none (the placeholder shows)', () => {
    const entries = Object.values(procedureMedia);
    expect(entries.every((m) => Boolean(m.before) === Boolean(m.after))).toBe(true);
    expect(getProcedureMedia('Lifting des cuisses')?.before).toBeUndefined();
    expect(getProcedureMedia('Génioplastie')?.gallery).toHaveLength(4);
  });
});
