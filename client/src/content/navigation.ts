/** A link of the site's navigation ("Navigation entry"). */
export interface NavEntry {
  name: string;
  path: string;
  /** Sub-links: a dropdown on desktop, an indented list in the mobile drawer. */
  children?: NavEntry[];
}

/** The top navigation, in menu order: three groups with sub-links, and three plain links. */
export const mainNavigation: NavEntry[] = [
  { name: 'À propos', path: '/apropos' },
  {
    name: 'Chirurgies',
    path: '/chirurgies',
    children: [
      { name: 'Visage', path: '/chirurgies/visage' },
      { name: 'Silhouette', path: '/chirurgies/silhouette' },
      { name: 'Seins', path: '/chirurgies/seins' },
    ],
  },
  {
    name: 'Médecine esthétique',
    path: '/medecine-esthetique',
    children: [
      { name: 'Botox', path: '/medecine-esthetique/botox' },
      { name: 'Rhinoplastie médicale', path: '/medecine-esthetique/rhinoplastie-medicale' },
      { name: 'Comblement des cernes', path: '/medecine-esthetique/comblement-cernes' },
      { name: 'Comblement des lèvres', path: '/medecine-esthetique/comblement-levres' },
      { name: 'Fils tenseurs', path: '/medecine-esthetique/fils-tenseurs' },
      { name: 'Refresh Face', path: '/medecine-esthetique/refresh-face' },
    ],
  },
  {
    name: 'Greffe de cheveux',
    path: '/greffe-cheveux',
    children: [
      { name: 'Homme', path: '/greffe-cheveux/homme' },
      { name: 'Femme', path: '/greffe-cheveux/femme' },
      { name: 'Barbe', path: '/greffe-cheveux/barbe' },
      { name: 'Sourcils', path: '/greffe-cheveux/sourcils' },
    ],
  },
  { name: 'Contact', path: '/contact' },
  { name: 'Blog', path: '/blog' },
];

/** The footer's link sections ("Footer"); "Informations" is built from the practice identity. */
export const footerSections: { title: string; links: NavEntry[] }[] = [
  {
    title: 'Nos Actes',
    links: [
      { name: 'Greffe de cheveux', path: '/greffe-cheveux' },
      { name: 'Épilation laser', path: '/actes/epilation-laser' },
      { name: 'HydraFacial', path: '/actes/hydrafacial' },
    ],
  },
  {
    title: 'Le cabinet',
    links: [
      { name: 'À propos', path: '/apropos' },
      { name: 'Contact', path: '/contact' },
      { name: 'Nouveautés', path: '/blog' },
    ],
  },
];

/** The floating action bar's labels and destinations (Rendez-vous comes from the practice identity). */
export const floatingBar = {
  consultation: { name: 'Consultation', path: '/' },
  appointment: { name: 'Rendez-vous' },
  whatsapp: { name: 'WhatsApp' },
};
