/**
 * The practice's postal address, telephones and e-mail: the site's pages (client/src/content/practice.ts
 * reads them from here), the calendar entries the page and the e-mails hand out, and the
 * signature of the e-mails to patients. Replace them with the practice's own; an empty e-mail
 * leaves the calendar entries without an organizer's address.
 */
export const PRACTICE_ADDRESS = {
  street: 'Immeuble Exemple, rue du Lac Exemple',
  area: 'Les Berges du Lac 2',
  city: '1053 Tunis',
  country: 'Tunisie',
};

/** As written for people (`display`) and for a tel: link (`tel`); the first is the one e-mails give. */
export const PRACTICE_PHONES: { display: string; tel: string }[] = [
  { display: '+216 70 000 000', tel: '+21670000000' },
  { display: '+216 20 000 000', tel: '+21620000000' },
];

export const PRACTICE_EMAIL = 'contact@cabinet-exemple.tn';

/**
 * What the e-mails to patients ask of them, so a patient knows what to do before it happens:
 * past `lateMinutes` of delay the consultation may have to be moved, and an appointment the
 * patient cannot keep is cancelled at least `cancelHours` before, so the slot can go to
 * someone else. Cautious defaults: set the practice's own.
 */
export const PRACTICE_RULES = { lateMinutes: 15, cancelHours: 24 };
