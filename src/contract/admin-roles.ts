/**
 * The roles of the practice's team in the back-office, stored as these identifiers and shown
 * in French. A « praticien » reaches everything; the « secrétariat » reaches the daily work
 * (requests, agenda, newsletter, dashboard) and its own account, not the settings, the journal,
 * the patients' rights, the statistics or the team.
 */
export const ADMIN_ROLES = ['practitioner', 'secretary'] as const;

export type AdminRole = (typeof ADMIN_ROLES)[number];

export const ADMIN_ROLE_LABELS: Record<AdminRole, string> = {
  practitioner: 'Praticien',
  secretary: 'Secrétariat',
};
