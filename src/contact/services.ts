// The services a contact request may name. Shared with the client (imported by relative
// path), so this file stays plain TypeScript: no imports, no Nest, no Node APIs.

/** Treatments the home-page questionnaire can suggest (SPEC §4: keyword table, then fallbacks). */
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

/** The contact page's service list (SPEC §9), in the order the form shows it. */
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
