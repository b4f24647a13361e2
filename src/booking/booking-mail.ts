import { escapeHtml, headerText } from '../notifications/new-request-mail';
import { isPatientEmail } from '../common/validation/email';
import { CONSULTATION_MODE_LABELS, ConsultationMode, PRACTICE_TIME_ZONE } from '../contract/booking';
import { appointmentCalendar } from '../contract/calendar';

/** What the e-mails of one appointment say. */
export interface AppointmentMailFacts {
  id: string;
  typeName: string;
  mode: ConsultationMode;
  startsAt: Date;
  endsAt: Date;
  name: string;
  phone: string;
  email: string | null;
  message: string;
  cancelUrl: string;
  adminUrl: string;
  /** The site's host, for the calendar entry's unique id. */
  host: string;
  /** The calendar entry's revision: a cancellation's file carries the raised one. */
  sequence: number;
  /** The site's booking page, to choose another time. */
  bookingUrl: string;
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
  /** Where an answer goes: the patient's address on the practice's copy, never in From. */
  replyTo?: { name: string; address: string };
}

const when = new Intl.DateTimeFormat('fr-FR', {
  timeZone: PRACTICE_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** « jeudi 26 novembre 2026 à 09:30 », in Tunis. */
export const practiceWhen = (instant: Date) => when.format(instant);

const paragraphs = (lines: string[]) => lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('');

/** The appointment as a calendar entry: the same file, and UID, as the booking page's download. */
export function appointmentIcs(
  facts: AppointmentMailFacts,
  method: 'PUBLISH' | 'CANCEL' = 'PUBLISH',
  now = new Date(),
): string {
  return appointmentCalendar({
    method,
    sequence: facts.sequence,
    id: facts.id,
    host: facts.host,
    start: facts.startsAt,
    end: facts.endsAt,
    typeName: facts.typeName,
    mode: facts.mode,
    cancelUrl: facts.cancelUrl,
    stamp: now,
  });
}

/** To the practice: a new appointment, like a new request (no message text beyond what the patient wrote). */
export function composePracticeMail(facts: AppointmentMailFacts): ComposedMail {
  const lines = [
    `Nouveau rendez-vous pris en ligne : ${facts.typeName}, le ${practiceWhen(facts.startsAt)} (heure de Tunis).`,
    `Nom : ${facts.name}`,
    `Téléphone : ${facts.phone}`,
    `E-mail : ${facts.email ?? 'non renseigné'}`,
    `Message : ${facts.message.trim() || '(aucun message)'}`,
    `Voir l’agenda dans l’espace d’administration : ${facts.adminUrl}`,
  ];
  return {
    subject: `Nouveau rendez-vous en ligne le ${practiceWhen(facts.startsAt)}`,
    text: lines.join('\n'),
    html: `<!doctype html><html lang="fr"><body>${paragraphs(lines)}</body></html>`,
    // The practice answers the patient with one click; the sender stays the site's own address.
    ...(facts.email && isPatientEmail(facts.email)
      ? { replyTo: { name: headerText(facts.name), address: facts.email } }
      : {}),
  };
}

/** To the patient, right after booking: the summary, the calendar entry and the cancelling link. */
export function composePatientConfirmation(facts: AppointmentMailFacts): ComposedMail {
  const lines = [
    `Bonjour ${facts.name},`,
    `Votre rendez-vous est enregistré : ${facts.typeName}, ${CONSULTATION_MODE_LABELS[facts.mode].toLowerCase()}, le ${practiceWhen(facts.startsAt)} (heure de Tunis).`,
    'Vous trouverez ce rendez-vous en pièce jointe, à ajouter à votre agenda.',
    `Si vous ne pouvez pas venir, merci d’annuler avec ce lien, pour libérer le créneau : ${facts.cancelUrl}`,
    'Le cabinet peut vous appeler pour préparer la consultation.',
  ];
  return {
    subject: `Votre rendez-vous du ${practiceWhen(facts.startsAt)}`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="fr"><body>${paragraphs(lines)}</body></html>`,
    attachments: [
      {
        filename: 'rendez-vous.ics',
        content: appointmentIcs(facts),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

/** To the patient, the day before. */
export function composeReminder(facts: AppointmentMailFacts): ComposedMail {
  const lines = [
    `Bonjour ${facts.name},`,
    `Pour rappel, votre rendez-vous : ${facts.typeName}, le ${practiceWhen(facts.startsAt)} (heure de Tunis).`,
    `Si vous ne pouvez plus venir, merci d’annuler avec ce lien : ${facts.cancelUrl}`,
  ];
  return {
    subject: `Rappel : votre rendez-vous du ${practiceWhen(facts.startsAt)}`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="fr"><body>${paragraphs(lines)}</body></html>`,
  };
}

/** Who cancelled: the patient by their link, or the practice from its agenda. */
export type CancelledBy = 'patient' | 'cabinet';

/**
 * To the patient, once the appointment is cancelled: what was cancelled, by whom, and the
 * calendar file that takes it out of their calendar (same UID, a higher SEQUENCE).
 */
export function composePatientCancellation(facts: AppointmentMailFacts, by: CancelledBy): ComposedMail {
  const when = practiceWhen(facts.startsAt);
  const lines = [
    `Bonjour ${facts.name},`,
    by === 'patient'
      ? `Comme vous l’avez demandé, votre rendez-vous du ${when} (heure de Tunis) est annulé.`
      : `Le cabinet a dû annuler votre rendez-vous du ${when} (heure de Tunis). Nous vous prions de nous en excuser.`,
    'Le fichier joint retire ce rendez-vous de votre agenda.',
    `Pour choisir un autre créneau\u00a0: ${facts.bookingUrl}`,
  ];
  return {
    subject: `Annulation de votre rendez-vous du ${when}`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="fr"><body>${paragraphs(lines)}</body></html>`,
    attachments: [
      {
        filename: 'annulation.ics',
        content: appointmentIcs(facts, 'CANCEL'),
        contentType: 'text/calendar; charset=utf-8; method=CANCEL',
      },
    ],
  };
}

/** To the practice, when a patient cancels by their link: the slot is free again. */
export function composePracticeCancellation(facts: AppointmentMailFacts): ComposedMail {
  const when = practiceWhen(facts.startsAt);
  const lines = [
    `Rendez-vous annulé par le patient\u00a0: ${facts.typeName}, le ${when} (heure de Tunis). Le créneau est de nouveau libre.`,
    `Nom\u00a0: ${facts.name}`,
    `Téléphone\u00a0: ${facts.phone}`,
    `Voir l’agenda dans l’espace d’administration\u00a0: ${facts.adminUrl}`,
  ];
  return {
    subject: `Rendez-vous annulé par le patient le ${when}`,
    text: lines.join('\n'),
    html: `<!doctype html><html lang="fr"><body>${paragraphs(lines)}</body></html>`,
    ...(facts.email && isPatientEmail(facts.email)
      ? { replyTo: { name: headerText(facts.name), address: facts.email } }
      : {}),
  };
}
