/**
 * What the journal records. The names are stable identifiers (stored, and read by the admin,
 * which shows each in French); add new ones at the end.
 */
export const AUDIT_ACTIONS = [
  'login',
  'login_failed',
  'contact_viewed',
  'contacts_exported',
  'contact_deleted',
  'subscribers_exported',
  'subscriber_deleted',
  'subject_viewed',
  'subject_exported',
  'subject_erased',
  'newsletter_unsubscribed',
  'password_changed',
  'mfa_enabled',
  'mfa_disabled',
  'mfa_reset',
  'logout',
  'contacts_listed',
  'subscribers_listed',
  'agenda_viewed',
  'follow_up_changed',
  'note_added',
  'appointment_cancelled_by_patient',
  'appointment_status_changed',
  'appointment_linked',
  'journal_viewed',
  'emails_retried',
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What the admin's « Journal » shows for each action. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  login: 'Connexion',
  login_failed: 'Échec de connexion',
  contact_viewed: 'Demande consultée',
  contacts_exported: 'Demandes exportées',
  contact_deleted: 'Demande supprimée',
  subscribers_exported: 'Abonnés exportés',
  subscriber_deleted: 'Abonné supprimé',
  subject_viewed: 'Données d’une personne consultées',
  subject_exported: 'Données d’une personne exportées',
  subject_erased: 'Données d’une personne effacées',
  newsletter_unsubscribed: 'Désinscription de la newsletter (par le lien)',
  password_changed: 'Mot de passe changé',
  mfa_enabled: 'Double authentification activée',
  mfa_disabled: 'Double authentification désactivée',
  mfa_reset: 'Double authentification réinitialisée (ligne de commande)',
  logout: 'Déconnexion',
  contacts_listed: 'Liste des demandes consultée',
  subscribers_listed: 'Liste des abonnés consultée',
  agenda_viewed: 'Agenda consulté',
  follow_up_changed: 'Suivi d’une demande modifié',
  note_added: 'Note ajoutée à une demande',
  appointment_cancelled_by_patient: 'Rendez-vous annulé par le patient (par le lien)',
  appointment_status_changed: 'Statut d’un rendez-vous modifié',
  appointment_linked: 'Rendez-vous rattaché à une demande',
  journal_viewed: 'Journal consulté',
  emails_retried: 'E-mails en échec renvoyés',
};

/** How long the journal is kept, in months: the retention job deletes older entries. */
export const AUDIT_RETENTION_MONTHS = 12;
