/**
 * The practice's postal address and e-mail: the site's pages (client/src/content/practice.ts reads
 * them from here) and the calendar entries the page and the e-mails hand out. Replace them with
 * the practice's own; an empty e-mail leaves the calendar entries without an organizer's address.
 */
export const PRACTICE_ADDRESS = {
  street: 'Immeuble Exemple, rue du Lac Exemple',
  area: 'Les Berges du Lac 2',
  city: '1053 Tunis',
  country: 'Tunisie',
};

export const PRACTICE_EMAIL = 'contact@cabinet-exemple.tn';
