/**
 * The version of the privacy notice in force (the date it was last changed, YYYY-MM-DD). The
 * notice page shows it; the server stores it with every consent, so the practice can show
 * which text a patient agreed to. Change it whenever the notice's substance changes.
 */
export const NOTICE_VERSION = '2026-11-27';

/** Where the notice is published on the site. */
export const NOTICE_PATH = '/confidentialite';
