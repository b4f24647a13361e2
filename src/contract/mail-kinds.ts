/**
 * Every kind of e-mail the server sends, with who receives it and what it is for. The outbox
 * counts its messages by these kinds (the dashboard shows them), and the privacy notice must
 * name each purpose: a test reads this list, so a new kind cannot be added without saying so
 * to patients. The `staff` ones go to a member of the practice's team about their own account
 * and carry nothing about a patient: the patients' notice has nothing to say of them.
 */
export const MAIL_KINDS = {
  'new-request': {
    to: 'practice',
    label: 'Nouvelle demande (au cabinet)',
  },
  'booking-practice': {
    to: 'practice',
    label: 'Nouveau rendez-vous (au cabinet)',
  },
  'booking-confirmation': {
    to: 'patient',
    label: 'Confirmation de rendez-vous (au patient)',
  },
  'booking-reminder': {
    to: 'patient',
    label: 'Rappel de rendez-vous (au patient)',
  },
  'booking-cancelled-patient': {
    to: 'patient',
    label: 'Annulation de rendez-vous (au patient)',
  },
  'booking-cancelled-practice': {
    to: 'practice',
    label: 'Annulation par le patient (au cabinet)',
  },
  'booking-moved-patient': {
    to: 'patient',
    label: 'Rendez-vous déplacé (au patient)',
  },
  'booking-moved-practice': {
    to: 'practice',
    label: 'Rendez-vous déplacé par le patient (au cabinet)',
  },
  'newsletter-confirmation': {
    to: 'subscriber',
    label: 'Confirmation d’inscription à la newsletter',
  },
  'team-invitation': {
    to: 'staff',
    label: 'Invitation d’un membre de l’équipe (à l’espace d’administration)',
  },
  'password-reset': {
    to: 'staff',
    label: 'Lien pour choisir un nouveau mot de passe (à l’équipe)',
  },
} as const satisfies Record<string, { to: 'practice' | 'patient' | 'subscriber' | 'staff'; label: string }>;

export type MailKind = keyof typeof MAIL_KINDS;

export const mailKinds = Object.keys(MAIL_KINDS) as MailKind[];
