/**
 * The version of the privacy notice in force (the date it was last changed, YYYY-MM-DD). The
 * notice page shows it; the server stores it with every consent (requests, appointments,
 * newsletter sign-ups), so the practice can show which text a patient agreed to. Change it
 * whenever the notice's substance changes, the consent's wording below included.
 */
export const NOTICE_VERSION = '2026-11-27';

/** Where the notice is published on the site. */
export const NOTICE_PATH = '/confidentialite';

/**
 * The one consent the forms ask for (contact page, questionnaire, booking), in one wording:
 * the box's label; the message under an unticked box, which the server also answers for a
 * `consent` other than true, in the label's own words so that a patient reads one promise;
 * and how to take it back, shown beside the box. The notice quotes the label, and its version
 * (stored with each consent) therefore says which wording a patient agreed to: a change here
 * is a new NOTICE_VERSION.
 *
 * The withdrawal sentence is what happens: the practice erases a person's requests,
 * appointments and subscription from the admin (« Données d’une personne »), and what was done
 * with them before stays lawful.
 */
export const CONSENT = {
  label:
    'J’accepte que le cabinet utilise ces informations, y compris celles qui concernent ma santé, pour répondre à ma demande et organiser mon rendez-vous.',
  required:
    'Merci d’accepter que le cabinet utilise ces informations, y compris celles qui concernent votre santé, pour répondre à votre demande et organiser votre rendez-vous.',
  withdrawal:
    'Vous pouvez retirer ce consentement à tout moment en écrivant au cabinet\u00a0; cela n’affecte pas ce qui a été fait avant.',
} as const;
