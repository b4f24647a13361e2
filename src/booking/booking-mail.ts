import { escapeHtml } from '../notifications/new-request-mail';
import { CONSULTATION_MODE_LABELS, ConsultationMode, PRACTICE_TIME_ZONE } from '../contract/booking';

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
}

export interface ComposedMail {
  subject: string;
  text: string;
  html: string;
  attachments?: { filename: string; content: string; contentType: string }[];
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

/** An iCalendar UTC time: 20261126T083000Z. */
const icsTime = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** Folds and escapes a text value of an iCalendar line (commas, semicolons, line breaks). */
const icsText = (text: string) =>
  text
    .replace(/\\/g, '\\\\')
    .replace(/([,;])/g, '\\$1')
    .replace(/\r?\n/g, '\\n');

/** The appointment as a calendar entry the patient's agenda can import. */
export function appointmentIcs(facts: AppointmentMailFacts, now = new Date()): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Cabinet//Rendez-vous en ligne//FR',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${facts.id}@${facts.host}`,
    `DTSTAMP:${icsTime(now)}`,
    `DTSTART:${icsTime(facts.startsAt)}`,
    `DTEND:${icsTime(facts.endsAt)}`,
    `SUMMARY:${icsText(`${facts.typeName} (${CONSULTATION_MODE_LABELS[facts.mode].toLowerCase()})`)}`,
    `DESCRIPTION:${icsText(`Pour annuler : ${facts.cancelUrl}`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
    '',
  ].join('\r\n');
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
        contentType: 'text/calendar; charset=utf-8',
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
