// Media of the procedure pages (/chirurgies, the category pages, /actes/*): category
// backgrounds and hero videos, and per procedure a thumbnail, an optional before/after pair
// and an optional gallery. Line drawings, honestly marked « Illustration ».
// The keys must match client/src/content/media-manifest.ts (a unit test checks every key there).
import { lineArtSvg } from './line-art.mjs';

// Sizes are kept modest: every width of every image is encoded to AVIF and WebP at build time.
const THUMB = { width: 720, height: 540 };
const PAIR = { width: 600, height: 750 };
const GALLERY = { width: 800, height: 600 };
const GALLERY_PALETTES = ['ivory', 'sand', 'rose', 'stone', 'sage'];

/** Category backgrounds (and social cards) and hero videos. */
const categories = [
  { key: 'visage', palette: 'ivory', motif: 'profile', change: [] },
  { key: 'silhouette', palette: 'sand', motif: 'torso', change: [] },
  { key: 'seins', palette: 'rose', motif: 'bust', change: [] },
  { key: 'medecine-esthetique', palette: 'sage', motif: 'face', change: [] },
  { key: 'greffe-cheveux', palette: 'stone', motif: 'hair', change: [] },
  { key: 'genioplastie', palette: 'ivory', motif: 'profile', change: ['chin'] },
];

/**
 * Procedures: folder (media key prefix), drawing, and what exists: `pair` (avant/après),
 * `gallery` (number of gallery images). Every procedure has a thumbnail (« vignette »).
 */
const procedures = [
  // Visage
  {
    dir: 'procedures/rhinoplastie',
    palette: 'ivory',
    motif: 'profile',
    change: ['nose'],
    pair: true,
    gallery: 3,
  },
  {
    dir: 'procedures/blepharoplastie',
    palette: 'ivory',
    motif: 'eye',
    change: ['lid', 'bag'],
    pair: true,
    gallery: 2,
  },
  {
    dir: 'procedures/lifting-cervicofacial',
    palette: 'sand',
    motif: 'profile',
    change: ['jaw'],
    pair: true,
    gallery: 1,
  },
  { dir: 'procedures/otoplastie', palette: 'stone', motif: 'profile', change: ['ear'] },
  { dir: 'procedures/genioplastie', palette: 'ivory', motif: 'profile', change: ['chin'], pair: true },
  { dir: 'procedures/lipofilling-visage', palette: 'rose', motif: 'face', change: ['hollow'], pair: true },
  { dir: 'procedures/lifting-endoscopique', palette: 'sand', motif: 'profile', change: ['brow'] },
  { dir: 'procedures/lifting-temporal', palette: 'ivory', motif: 'eye', change: [] },
  // Silhouette
  {
    dir: 'procedures/abdominoplastie',
    palette: 'sand',
    motif: 'torso',
    change: ['belly'],
    pair: true,
    gallery: 1,
  },
  {
    dir: 'procedures/liposuccion',
    palette: 'sand',
    motif: 'torso',
    change: ['belly', 'hip'],
    pair: true,
    gallery: 2,
  },
  { dir: 'procedures/lifting-cuisses', palette: 'stone', motif: 'torso', change: [] },
  { dir: 'procedures/lifting-bras', palette: 'rose', motif: 'torso', change: ['arm'] },
  { dir: 'procedures/brazilian-butt-lift', palette: 'rose', motif: 'torso', change: ['hip'], pair: true },
  { dir: 'procedures/bodylift', palette: 'stone', motif: 'torso', change: ['belly', 'hip', 'arm'] },
  { dir: 'procedures/mini-abdominoplastie', palette: 'ivory', motif: 'torso', change: [] },
  { dir: 'procedures/lipofilling-fesses', palette: 'sand', motif: 'torso', change: [] },
  { dir: 'procedures/liposculpture', palette: 'ivory', motif: 'torso', change: ['hip'], pair: true },
  { dir: 'procedures/lifting-dos', palette: 'stone', motif: 'torso', change: [] },
  // Seins
  {
    dir: 'procedures/augmentation-mammaire',
    palette: 'rose',
    motif: 'bust',
    change: ['volume'],
    pair: true,
    gallery: 2,
  },
  { dir: 'procedures/lifting-mammaire', palette: 'rose', motif: 'bust', change: ['lift'], pair: true },
  { dir: 'procedures/lipofilling-seins', palette: 'sand', motif: 'bust', change: ['volume'] },
  { dir: 'procedures/gynecomastie', palette: 'stone', motif: 'chest', change: ['flat'], pair: true },
  // Médecine esthétique
  { dir: 'procedures/botox', palette: 'sage', motif: 'face', change: ['lines'], pair: true, gallery: 2 },
  { dir: 'procedures/rhinoplastie-medicale', palette: 'sage', motif: 'profile', change: ['nose'] },
  { dir: 'procedures/comblement-cernes', palette: 'sage', motif: 'eye', change: ['bag'], pair: true },
  { dir: 'procedures/comblement-levres', palette: 'rose', motif: 'lips', change: [], pair: true, gallery: 1 },
  { dir: 'procedures/fils-tenseurs', palette: 'sage', motif: 'face', change: [] },
  { dir: 'procedures/refresh-face', palette: 'ivory', motif: 'face', change: [] },
  { dir: 'procedures/mesotherapie', palette: 'sage', motif: 'light', change: [] },
  // Greffe de cheveux
  {
    dir: 'procedures/greffe-cheveux-homme',
    palette: 'stone',
    motif: 'hair',
    change: [],
    pair: true,
    gallery: 2,
  },
  { dir: 'procedures/greffe-cheveux-femme', palette: 'sand', motif: 'hair', change: [] },
  { dir: 'procedures/greffe-barbe', palette: 'stone', motif: 'hair', change: ['beard'], pair: true },
  { dir: 'procedures/greffe-sourcils', palette: 'ivory', motif: 'eye', change: ['brow'], pair: true },
  // Actes (/actes/*)
  { dir: 'actes/epilation-laser', palette: 'sage', motif: 'light', change: [], gallery: 2 },
  { dir: 'actes/hydrafacial', palette: 'rose', motif: 'light', change: [], gallery: 1 },
];

export const images = [];
export const videos = [];

for (const c of categories) {
  images.push({
    key: `categories/${c.key}`,
    width: 1200,
    height: 675,
    svg: lineArtSvg({
      width: 1200,
      height: 675,
      palette: c.palette,
      seed: `cat-${c.key}`,
      motif: c.motif,
      change: c.change,
      offsetX: 0.7,
      scale: 0.78,
    }),
  });
  // A slow, seamless abstract loop behind the category title (the poster is its first frame).
  videos.push({
    key: `categories/${c.key}-video`,
    width: 960,
    height: 540,
    palette: c.palette,
    seed: `video-${c.key}`,
    seconds: 6,
  });
}

// The Génioplastie category gallery (4 images): none in the ivory of the procedure's
// before/after pair, the chin moving from « après » to « avant » along the four.
for (let i = 1; i <= 4; i++) {
  images.push({
    key: `categories/genioplastie/${i}`,
    ...GALLERY,
    svg: lineArtSvg({
      ...GALLERY,
      palette: ['sand', 'stone', 'rose', 'sage'][i - 1],
      seed: `genio-${i}`,
      motif: 'profile',
      change: ['chin'],
      k: (i - 1) / 3,
      offsetX: [0.5, 0.35, 0.65, 0.5][i - 1],
      scale: 0.82,
      tag: 'Illustration',
    }),
  });
}

for (const p of procedures) {
  const base = { palette: p.palette, motif: p.motif, change: p.change };
  images.push({
    key: `${p.dir}/vignette`,
    ...THUMB,
    svg: lineArtSvg({ ...THUMB, ...base, seed: `${p.dir}-v`, scale: 0.7 }),
  });
  if (p.pair) {
    images.push({
      key: `${p.dir}/avant`,
      ...PAIR,
      svg: lineArtSvg({ ...PAIR, ...base, seed: `${p.dir}-pair`, k: 1, scale: 0.72, tag: 'Illustration' }),
    });
    images.push({
      key: `${p.dir}/apres`,
      ...PAIR,
      svg: lineArtSvg({ ...PAIR, ...base, seed: `${p.dir}-pair`, k: 0, scale: 0.72, tag: 'Illustration' }),
    });
  }
  // A gallery must not show the same picture twice, nor the slider's again: each image has a
  // palette of its own, never the procedure's (two steps along the list each time, so up to
  // four images never meet), and the drawing goes from « après » (k = 0) to « avant » (k = 1)
  // along the gallery. Picking `(i * 2) % 5` instead gave Botox and Épilation laser two sage
  // images of the same drawing.
  const count = p.gallery ?? 0;
  for (let i = 1; i <= count; i++) {
    images.push({
      key: `${p.dir}/galerie-${i}`,
      ...GALLERY,
      svg: lineArtSvg({
        ...GALLERY,
        ...base,
        palette: GALLERY_PALETTES[(GALLERY_PALETTES.indexOf(p.palette) + 2 * i) % GALLERY_PALETTES.length],
        k: count > 1 ? (i - 1) / (count - 1) : 0,
        seed: `${p.dir}-g${i}`,
        offsetX: [0.5, 0.34, 0.66][(i - 1) % 3],
        scale: 0.8,
        tag: 'Illustration',
      }),
    });
  }
}
