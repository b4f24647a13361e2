// Where a contact request came from (its "lead source"). Part of the contract both sides
// import (see README.md here), like services.ts: no imports, no Nest, no Node APIs.

/** The accepted `source` values of POST /api/contact (optional; absent = null). */
export const LEAD_SOURCES = ['questionnaire', 'contact', 'autre'] as const;

export type LeadSource = (typeof LEAD_SOURCES)[number];

/** How the administrator and the notification e-mail name each source. */
export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  questionnaire: 'Questionnaire (page d’accueil)',
  contact: 'Formulaire de la page Contact',
  autre: 'Autre',
};

/** The `page` field: the path the visitor was on, e.g. "/contact" or "/chirurgies/visage". */
export const MAX_PAGE_LENGTH = 200;

/** A path of the site: "/" then no spaces or control characters; never "//" (another host). */
export const PAGE_PATTERN = /^\/(?!\/)[^\s\p{Cc}]*$/u;
