// Media shared by the whole site (social card default).
export const images = [
  {
    key: 'site/og-default',
    width: 1200,
    height: 630,
    palette: 'night',
    seed: 'og',
    label: 'Cabinet de chirurgie esthétique',
    sublabel: 'Tunis · Les Berges du Lac 2',
  },
];
