// Media of the about page and its five themes (/story, /vision, /engagement, /piliers, /excellence).
import { lineArtSvg, signatureSvg } from './line-art.mjs';

const THEME = { width: 600, height: 750 };

export const images = [
  // Hero: a gold profile on the night ground, drawn on the right so the name reads on the left.
  {
    key: 'about/hero',
    width: 1600,
    height: 1000,
    svg: lineArtSvg({
      width: 1600,
      height: 1000,
      palette: 'night',
      dark: true,
      seed: 'about-hero',
      motif: 'profile',
      offsetX: 0.74,
      scale: 0.78,
    }),
  },
  // The five themes, shown by the slider of /apropos and on their own pages.
  ...[
    { theme: 'beaute', palette: 'rose', motif: 'face' },
    { theme: 'elegance', palette: 'ivory', motif: 'profile' },
    { theme: 'confiance', palette: 'stone', motif: 'eye' },
    { theme: 'rajeunissement', palette: 'sage', motif: 'light' },
    { theme: 'harmonie', palette: 'sand', motif: 'lips' },
  ].map((t) => ({
    key: `about/themes/${t.theme}`,
    ...THEME,
    svg: lineArtSvg({ ...THEME, palette: t.palette, seed: `theme-${t.theme}`, motif: t.motif, scale: 0.6 }),
  })),
  // The signature (the article pages draw the same stroke live).
  { key: 'about/signature', width: 540, height: 200, svg: signatureSvg({ width: 540, height: 200 }) },
];

export const videos = [
  // « Le Cabinet »: a calm loop suggesting the practice's light and materials.
  { key: 'about/cabinet', width: 960, height: 540, palette: 'ivory', seed: 'cabinet', seconds: 6 },
];
