/**
 * The addresses of the /services/... pages, for the route table (prerendering). Kept as a plain
 * list so that the route table, which every page loads, does not carry the questionnaire and the
 * pages' texts; services.spec.ts checks that it matches the pages built in services.ts.
 */
export const servicePaths: string[] = [
  '/services/botox',
  '/services/acide hyaluronique',
  '/services/peeling chimique',
  '/services/laser pigmentaire',
  '/services/greffe de cheveux',
  '/services/épilation laser',
  '/services/chirurgie esthétique',
  '/services/liposuccion',
  '/services/augmentation mammaire',
  '/services/rhinoplastie',
  '/services/blépharoplastie',
  '/services/esthétique dentaire',
  '/services/traitement des ongles',
  '/services/soins du visage',
  '/services/traitement corporel',
  '/services/médecine esthétique faciale',
  '/services/médecine esthétique corporelle',
  '/services/traitement capillaire',
  '/services/dermatologie esthétique',
  '/services/consultation esthétique',
  '/services/visage/levres',
  '/services/visage/machoire',
  '/services/visage/menton',
  '/services/visage/pommettes',
  '/services/visage/cou',
  '/services/visage/front',
  '/services/peau',
  '/services/cheveux',
  '/services/silhouette',
  '/services/regard',
  '/services/epilation',
  '/services/ongles',
  '/services/dents',
];

/** The suggested treatment's page: /services/{treatment name lowercased}, as a valid link. */
export function treatmentPath(treatment: string): string {
  return `/services/${treatment.toLocaleLowerCase('fr-FR')}`;
}

export function treatmentHref(treatment: string): string {
  return encodeURI(treatmentPath(treatment));
}
