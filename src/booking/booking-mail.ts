import { headerText } from '../notifications/new-request-mail';
import { isPatientEmail } from '../common/validation/email';
import { CONSULTATION_MODE_LABELS, ConsultationMode } from '../contract/booking';
import { appointmentCalendar, appointmentPlace } from '../contract/calendar';
import { mailtoHref, telHref } from '../contract/contact-links';
import { dayLabel, practiceDateTime, practiceDay, practiceTime } from '../contract/practice-time';
import { Linked, MailPart, renderMail } from '../notifications/mail-layout';
import { beforeTheAppointment, signature } from './patient-mail-parts';

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

const NBSP = '\u00a0';

/** « mardi 1er décembre 2026 à 9 h 30 », in Tunis: the booking pages' own words. */
const practiceWhen = (instant: Date) => practiceDateTime(instant);

/** What was booked, as the booking page's confirmation lists it. */
const summary = (facts: AppointmentMailFacts): MailPart => ({
  rows: [
    ['Consultation', facts.typeName],
    ['Date', dayLabel(practiceDay(facts.startsAt))],
    ['Heure', `${practiceTime(facts.startsAt)} à ${practiceTime(facts.endsAt)}, heure de Tunis`],
    ['Lieu', appointmentPlace(facts.mode)],
  ],
});

/** The patient's phone and address as links, for the practice's own copies. */
const patientRows = (facts: AppointmentMailFacts): [string, string | Linked][] => [
  ['Nom', facts.name],
  ['Téléphone', { text: facts.phone, href: telHref(facts.phone) }],
  [
    'E-mail',
    facts.email && isPatientEmail(facts.email)
      ? { text: facts.email, href: mailtoHref(facts.email) }
      : 'non renseigné',
  ],
];

const toAgenda = (facts: AppointmentMailFacts): MailPart => ({
  action: 'Voir l’agenda dans l’espace d’administration',
  button: 'Ouvrir l’agenda',
  url: facts.adminUrl,
});

/** The practice answers the patient with one click; the sender stays the site's own address. */
const replyToPatient = (facts: AppointmentMailFacts) =>
  facts.email && isPatientEmail(facts.email)
    ? { replyTo: { name: headerText(facts.name), address: facts.email } }
    : {};

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

/**
 * To the practice: a new appointment, like a new request. The subject says only when: it shows
 * on lock screens and in shared mailboxes, so the patient and the consultation stay in the body.
 */
export function composePracticeMail(facts: AppointmentMailFacts): ComposedMail {
  const subject = `Nouveau rendez-vous en ligne le ${practiceWhen(facts.startsAt)}`;
  return {
    subject,
    ...renderMail(subject, [
      `Un rendez-vous a été pris en ligne pour le ${practiceWhen(facts.startsAt)} (heure de Tunis).`,
      {
        rows: [
          ['Consultation', facts.typeName],
          ['Mode', CONSULTATION_MODE_LABELS[facts.mode]],
          ...patientRows(facts),
          ['Message', facts.message.trim() || '(aucun message)'],
        ],
      },
      toAgenda(facts),
    ]),
    ...replyToPatient(facts),
  };
}

/** To the patient, right after booking: the summary, the calendar entry, what to do, who to call. */
export function composePatientConfirmation(facts: AppointmentMailFacts): ComposedMail {
  const subject = `Votre rendez-vous du ${practiceWhen(facts.startsAt)}`;
  return {
    subject,
    ...renderMail(subject, [
      `Bonjour ${facts.name},`,
      `Votre rendez-vous du ${practiceWhen(facts.startsAt)} (heure de Tunis) est enregistré.`,
      summary(facts),
      'Le fichier joint (rendez-vous.ics) ajoute ce rendez-vous à votre agenda. Le cabinet peut vous appeler pour préparer la consultation.',
      ...beforeTheAppointment(facts.mode, facts.cancelUrl),
      signature(),
    ]),
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
  const subject = `Rappel${NBSP}: votre rendez-vous du ${practiceWhen(facts.startsAt)}`;
  return {
    subject,
    ...renderMail(subject, [
      `Bonjour ${facts.name},`,
      `Nous vous rappelons votre rendez-vous du ${practiceWhen(facts.startsAt)} (heure de Tunis).`,
      summary(facts),
      ...beforeTheAppointment(facts.mode, facts.cancelUrl),
      signature(),
    ]),
  };
}

/** Who cancelled: the patient by their link, or the practice from its agenda. */
export type CancelledBy = 'patient' | 'cabinet';

/**
 * To the patient, once the appointment is moved (by their link or by the practice): the new
 * time and the calendar file that updates the entry in place (same UID, a higher SEQUENCE).
 */
export function composePatientMove(facts: AppointmentMailFacts, by: CancelledBy): ComposedMail {
  const when = practiceWhen(facts.startsAt);
  const subject = `Votre rendez-vous est déplacé au ${when}`;
  return {
    subject,
    ...renderMail(subject, [
      `Bonjour ${facts.name},`,
      by === 'patient'
        ? `Comme vous l’avez demandé, votre rendez-vous est déplacé au ${when} (heure de Tunis).`
        : `Le cabinet a déplacé votre rendez-vous au ${when} (heure de Tunis). Si cet horaire ne vous convient pas, appelez le cabinet.`,
      summary(facts),
      'Le fichier joint (rendez-vous.ics) met à jour ce rendez-vous dans votre agenda, à la place de l’ancien horaire.',
      ...beforeTheAppointment(facts.mode, facts.cancelUrl),
      signature(),
    ]),
    attachments: [
      {
        filename: 'rendez-vous.ics',
        content: appointmentIcs(facts),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}

/** To the practice, when a patient moves their appointment by their link. */
export function composePracticeMove(facts: AppointmentMailFacts): ComposedMail {
  const when = practiceWhen(facts.startsAt);
  const subject = `Rendez-vous déplacé par le patient au ${when}`;
  return {
    subject,
    ...renderMail(subject, [
      `Un patient a déplacé son rendez-vous, avec son lien, au ${when} (heure de Tunis). Son ancien créneau est de nouveau libre.`,
      {
        rows: [
          ['Consultation', facts.typeName],
          ['Mode', CONSULTATION_MODE_LABELS[facts.mode]],
          ...patientRows(facts),
        ],
      },
      toAgenda(facts),
    ]),
    ...replyToPatient(facts),
  };
}

/**
 * To the patient, once the appointment is cancelled: what was cancelled, by whom, and the
 * calendar file that takes it out of their calendar (same UID, a higher SEQUENCE).
 */
export function composePatientCancellation(facts: AppointmentMailFacts, by: CancelledBy): ComposedMail {
  const when = practiceWhen(facts.startsAt);
  const subject = `Annulation de votre rendez-vous du ${when}`;
  return {
    subject,
    ...renderMail(subject, [
      `Bonjour ${facts.name},`,
      by === 'patient'
        ? `Comme vous l’avez demandé, votre rendez-vous du ${when} (heure de Tunis) est annulé.`
        : `Le cabinet a dû annuler votre rendez-vous du ${when} (heure de Tunis). Nous vous prions de nous en excuser.`,
      'Le fichier joint (annulation.ics) retire ce rendez-vous de votre agenda.',
      {
        action: 'Pour reprendre rendez-vous en ligne',
        button: 'Choisir un autre créneau',
        url: facts.bookingUrl,
      },
      signature(),
    ]),
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
  const subject = `Rendez-vous du ${when} annulé par le patient`;
  return {
    subject,
    ...renderMail(subject, [
      `Le rendez-vous du ${when} (heure de Tunis) a été annulé par le patient, avec son lien. Le créneau est de nouveau libre.`,
      { rows: [['Consultation', facts.typeName], ...patientRows(facts)] },
      toAgenda(facts),
    ]),
    ...replyToPatient(facts),
  };
}
