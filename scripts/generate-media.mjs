// Makes the site's original media in client/media/ from the catalogues in scripts/media/*.catalog.mjs:
// abstract, labelled illustrations (SVG) and short seamless looping videos (WebM + MP4, via ffmpeg).
// The files are committed; run this again only to add or change an entry:
//   node scripts/generate-media.mjs [--force]
// The practice's real photos replace these files under the same names (see docs/media.md).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { abstractSvg } from './media/art.mjs';

const root = resolve(import.meta.dirname, '..');
const mediaDir = join(root, 'client/media');
const force = process.argv.includes('--force');

const catalogs = (await readdir(join(root, 'scripts/media')))
  .filter((f) => f.endsWith('.catalog.mjs'))
  .sort();
const images = [];
const videos = [];
for (const file of catalogs) {
  const catalog = await import(pathToFileURL(join(root, 'scripts/media', file)).href);
  images.push(...(catalog.images ?? []));
  videos.push(...(catalog.videos ?? []));
}

let made = 0;
for (const image of images) {
  const target = join(mediaDir, `${image.key}.svg`);
  if (existsSync(target) && !force) continue;
  await mkdir(dirname(target), { recursive: true });
  // A catalogue entry may bring its own drawing (`svg`); otherwise an abstract composition.
  await writeFile(target, image.svg ?? abstractSvg(image));
  made++;
}

for (const video of videos) {
  const webm = join(mediaDir, `${video.key}.webm`);
  const mp4 = join(mediaDir, `${video.key}.mp4`);
  const poster = join(mediaDir, `${video.key}-poster.svg`);
  if (existsSync(webm) && existsSync(mp4) && existsSync(poster) && !force) continue;
  const frames = await mkdtemp(join(tmpdir(), 'media-frames-'));
  const fps = 24;
  const count = Math.round((video.seconds ?? 6) * fps);
  for (let i = 0; i < count; i++) {
    const svg = abstractSvg({ ...video, label: undefined, t: i / count });
    await sharp(Buffer.from(svg))
      .png()
      .toFile(join(frames, `f${String(i).padStart(4, '0')}.png`));
  }
  await mkdir(dirname(webm), { recursive: true });
  const input = ['-y', '-loglevel', 'error', '-framerate', String(fps), '-i', join(frames, 'f%04d.png')];
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-b:v',
    '0',
    '-crf',
    '42',
    '-an',
    '-pix_fmt',
    'yuv420p',
    webm,
  ]);
  execFileSync('ffmpeg', [
    ...input,
    '-c:v',
    'libx264',
    '-crf',
    '30',
    '-preset',
    'slow',
    '-an',
    '-pix_fmt',
    'yuv420p',
    '-movflags',
    '+faststart',
    mp4,
  ]);
  await writeFile(poster, abstractSvg({ ...video, label: undefined, t: 0 }));
  await rm(frames, { recursive: true, force: true });
  made += 3;
}
console.log(
  `Médias : ${made} fichier(s) créé(s) dans client/media (${images.length} images et ${videos.length} vidéos au catalogue)`,
);
