// The services a contact request may name. Part of the contract both sides import (see
// README.md here), so this file stays plain TypeScript: no imports, no Nest, no Node APIs.

/** Treatments the home-page questionnaire can suggest (the keyword table's treatments, then its fallbacks). */
export const QUESTIONNAIRE_TREATMENTS = [
  'Botox',
  'Acide Hyaluronique',
  'Peeling Chimique',
  'Laser Pigmentaire',
  'Greffe de Cheveux',
  'Épilation Laser',
  'Chirurgie Esthétique',
  'Liposuccion',
  'Augmentation Mammaire',
  'Rhinoplastie',
  'Blépharoplastie',
  'Esthétique Dentaire',
  'Traitement des Ongles',
  'Soins du Visage',
  'Traitement Corporel',
  'Médecine Esthétique Faciale',
  'Médecine Esthétique Corporelle',
  'Traitement Capillaire',
  'Dermatologie Esthétique',
  'Consultation Esthétique',
] as const;

/** The contact page's service list, in the order the form shows it. */
export const CONTACT_PAGE_SERVICES = [
  'Chirurgie du Visage',
  'Chirurgie du Corps',
  'Chirurgie du Sein',
  'Médecine Esthétique',
  'Injections',
  'Rhinoplastie',
  'Liposuccion',
  'Abdominoplastie',
  'Consultation Générale',
] as const;

export type AllowedService =
  (typeof QUESTIONNAIRE_TREATMENTS)[number] | (typeof CONTACT_PAGE_SERVICES)[number];

/** Every accepted `service` value (Rhinoplastie and Liposuccion appear in both lists once). */
export const ALLOWED_SERVICES: readonly AllowedService[] = Array.from(
  new Set<AllowedService>([...QUESTIONNAIRE_TREATMENTS, ...CONTACT_PAGE_SERVICES]),
);
