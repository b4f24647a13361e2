// Media of the home page (and of its questionnaire). Abstract compositions in the site's palette;
// those that stand in for a photograph say so in the picture itself (« Illustration »), and their
// alternative text says it too. The practice's real photos replace them under the same keys.
// client/media/home/questionnaire-figure.svg (the figure the first step's hotspots sit on) is a
// hand-drawn line illustration, not generated: it is kept as it is.
const PHOTO_SOON = 'Photo à venir';

export const videos = [
  // Hero: a slow, seamless loop behind the doctor's name (poster = the LCP image).
  { key: 'home/hero', width: 960, height: 540, palette: 'night', seed: 'hero', seconds: 6 },
];

export const images = [
  // The two about panels.
  {
    key: 'home/about-doctor',
    width: 640,
    height: 400,
    palette: 'sand',
    seed: 'doctor',
    label: 'Illustration',
    sublabel: 'Portrait à venir',
  },
  {
    key: 'home/about-cabinet',
    width: 640,
    height: 400,
    palette: 'stone',
    seed: 'cabinet-lac',
    label: 'Illustration',
    sublabel: PHOTO_SOON,
  },

  // Expertise cards: decorative backgrounds under each card's own title.
  { key: 'home/card-visage', width: 400, height: 500, palette: 'rose', seed: 'card-visage' },
  { key: 'home/card-silhouette', width: 400, height: 500, palette: 'sand', seed: 'card-silhouette' },
  { key: 'home/card-seins', width: 400, height: 500, palette: 'ivory', seed: 'card-seins' },
  { key: 'home/card-medecine', width: 400, height: 500, palette: 'sage', seed: 'card-medecine' },
  { key: 'home/card-greffe', width: 400, height: 500, palette: 'stone', seed: 'card-greffe' },

  // Laser hair removal and hair treatment sections.
  {
    key: 'home/laser',
    width: 560,
    height: 448,
    palette: 'night',
    seed: 'laser',
    label: 'Illustration',
    sublabel: `Épilation laser · ${PHOTO_SOON}`,
  },
  {
    key: 'home/hair',
    width: 560,
    height: 448,
    palette: 'sand',
    seed: 'hair',
    label: 'Illustration',
    sublabel: `Greffe de cheveux · ${PHOTO_SOON}`,
  },

  // Machines.
  ...[
    ['morpheus8', 'Morpheus8', 'ivory'],
    ['hydrafacial', 'HydraFacial', 'sage'],
    ['laser-diode', 'Laser diode', 'stone'],
    ['laser-pigmentaire', 'Laser pigmentaire', 'rose'],
  ].map(([slug, name, palette]) => ({
    key: `home/machine-${slug}`,
    width: 320,
    height: 320,
    palette,
    seed: `machine-${slug}`,
    label: 'Illustration',
    sublabel: PHOTO_SOON,
    name,
  })),

  // The infinite media scroll: the practice in pictures.
  ...[
    ['accueil', 'Accueil', 'ivory'],
    ['attente', 'Salon d’attente', 'sand'],
    ['consultation', 'Consultation', 'stone'],
    ['soins', 'Espace de soins', 'sage'],
    ['bloc', 'Bloc opératoire', 'night'],
    ['repos', 'Salle de repos', 'rose'],
  ].map(([slug, name, palette]) => ({
    key: `home/gallery-${slug}`,
    width: 360,
    height: 270,
    palette,
    seed: `gallery-${slug}`,
    label: 'Illustration',
    sublabel: `${name} · ${PHOTO_SOON}`,
  })),

  // Blurred backdrops of the questionnaire's later steps (small: they are blurred anyway).
  // Sizes are in CSS pixels: the SVGs are rasterised at twice their size (sharp density 144).
  ...['visage', 'peau', 'cheveux', 'silhouette', 'regard', 'pilosite'].map((area, i) => ({
    key: `home/step-${area}`,
    width: 240,
    height: 180,
    palette: ['rose', 'ivory', 'sand', 'stone', 'sage', 'rose'][i],
    seed: `step-${area}`,
  })),
];
