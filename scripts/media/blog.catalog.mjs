// Article covers (blog/<article id>): a line drawing on the side, so the title reads over
// the calm half of the image in the mosaic and in the full-screen article hero.
import { lineArtSvg } from './line-art.mjs';

const COVER = { width: 1600, height: 1000 };

const covers = [
  { id: 'liposculpture-haute-precision-femme', palette: 'sand', motif: 'torso', change: ['hip'] },
  { id: 'rajeunissement-cervico-facial', palette: 'ivory', motif: 'profile', change: ['jaw'] },
  { id: 'liposculpture-precision-masculine', palette: 'stone', motif: 'torso', change: ['belly'] },
  { id: 'augmentation-mammaire-methodes', palette: 'rose', motif: 'bust', change: ['volume'] },
  { id: 'prevenir-traiter-ptose-mammaire', palette: 'rose', motif: 'light', change: [] },
  { id: 'injections-botox-rides-expression', palette: 'sage', motif: 'face', change: [] },
  { id: 'acide-hyaluronique-volumateur-naturel', palette: 'ivory', motif: 'lips', change: [] },
];

export const images = covers.map((c) => ({
  key: `blog/${c.id}`,
  ...COVER,
  svg: lineArtSvg({
    ...COVER,
    palette: c.palette,
    seed: `blog-${c.id}`,
    motif: c.motif,
    change: c.change,
    offsetX: 0.72,
    scale: 0.7,
  }),
}));
