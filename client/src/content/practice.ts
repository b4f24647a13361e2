import { PRACTICE_ADDRESS, PRACTICE_EMAIL, PRACTICE_PHONES } from '@contract/practice-contact';
import { PRACTICE_SHORT_NAME } from '@contract/practice-name';

/**
 * The practice's identity, in one place: page titles, the header and footer, the floating bar,
 * the WhatsApp message, the contact page and the metadata all read it from here.
 * The values below are neutral examples: replace them with the practice's real details
 * (see docs/architecture.md, « Identité du cabinet »).
 */
export interface Practice {
  doctorName: string;
  /**
   * Short form used in page titles and the logo, e.g. "Dr Exemple": set in
   * src/contract/practice-name.ts, which the server reads too (authenticator apps show it).
   */
  shortName: string;
  title: string;
  /** Qualifications shown on the home page's doctor panel. */
  titles: string[];
  specialties: string[];
  /** The footer's tagline. */
  tagline: string;
  city: string;
  address: { street: string; area: string; city: string; country: string };
  /** Map position of the practice (contact page map). */
  geo: { lat: number; lon: number };
  phones: { display: string; tel: string }[];
  email: string;
  /** International format without "+" or spaces, as wa.me expects. */
  whatsappNumber: string;
  /** Where "Rendez-vous" leads: the site's own booking page, or an outside booking service's address. */
  bookingUrl: string;
  social: { instagram: string; linkedin: string; tiktok: string };
  agency: { name: string; url: string };
  experience: string;
  /**
   * What the practice says of itself beside a procedure that has no photographs yet (the
   * « Galerie en préparation » panel). A doctor may state only what he can show a patient who
   * asks: an award, a certification or a number of patients goes here with the document that
   * proves it, never as a slogan. The defaults say what every consultation includes.
   */
  statements: string[];
  /** What the privacy notice (/confidentialite) says of the practice: docs/privacy.md lists what to fill in. */
  privacy: PracticePrivacy;
}

/** A company that handles the site's data for the practice, and the country where it does. */
export interface Processor {
  name: string;
  country: string;
  /**
   * What covers the transfer when that country is not Tunisia: the reference of the INPDP's
   * authorisation and, for patients living in the EU, the GDPR safeguard (e.g. the European
   * Commission's standard contractual clauses); « aucun transfert hors de Tunisie » when the
   * data stay in Tunisia. Never a reference the practice was not given.
   */
  safeguards: string;
}

export interface PracticePrivacy {
  /** Where patients write to use their rights (the practice's address takes letters). */
  contactEmail: string;
  /**
   * The reference of the practice's declaration to the INPDP, or of its authorisation (health
   * data), or where it stands (e.g. « demande en cours auprès de l’INPDP »): never a number the
   * practice was not given.
   */
  inpdpDeclaration: string;
  /** Who runs the server and its database, and where. */
  host: Processor;
  /**
   * Who carries every e-mail the site sends (SMTP_URL): to the practice (new requests and
   * appointments) and to patients (booking confirmations and reminders, newsletter).
   */
  mailProvider: Processor;
}

/**
 * Shown wherever the practice has not yet given a value: the notice then reads
 * « Hébergeur : à préciser par le cabinet », plainly unfinished rather than plausibly wrong.
 */
export const TO_BE_COMPLETED = 'à préciser par le cabinet';

export const practice: Practice = {
  doctorName: 'Dr Prénom Exemple',
  shortName: PRACTICE_SHORT_NAME,
  title: 'Chirurgien esthétique et maxillo-facial',
  titles: ['Docteur en médecine', 'Spécialiste en chirurgie maxillo-faciale et stomatologie'],
  specialties: [
    'Chirurgie maxillo-faciale et stomatologie',
    'Chirurgie et médecine esthétiques',
    'Greffe de cheveux et épilation laser',
  ],
  tagline: 'Excellence médicale et innovation au service de votre beauté naturelle.',
  city: 'Tunis',
  address: PRACTICE_ADDRESS,
  geo: { lat: 36.8466, lon: 10.2752 },
  phones: PRACTICE_PHONES,
  email: PRACTICE_EMAIL,
  whatsappNumber: '21620000000',
  bookingUrl: '/rendez-vous',
  social: {
    instagram: 'https://www.instagram.com/cabinet.exemple',
    linkedin: 'https://www.linkedin.com/company/cabinet-exemple',
    tiktok: 'https://www.tiktok.com/@cabinet.exemple',
  },
  agency: { name: 'Agence Exemple', url: 'https://agence-exemple.tn' },
  experience: "+10 ans d'expérience",
  statements: [
    'Une consultation où vous posez toutes vos questions',
    'Un examen, puis les options possibles et leurs risques expliqués',
    'Un devis écrit, et le temps d’y réfléchir avant toute décision',
  ],
  privacy: {
    contactEmail: 'contact@cabinet-exemple.tn',
    inpdpDeclaration: TO_BE_COMPLETED,
    host: { name: TO_BE_COMPLETED, country: TO_BE_COMPLETED, safeguards: TO_BE_COMPLETED },
    mailProvider: { name: TO_BE_COMPLETED, country: TO_BE_COMPLETED, safeguards: TO_BE_COMPLETED },
  },
};

/** The prefilled WhatsApp message: a French request for an appointment with the surgeon. */
export function whatsappMessage(p: Practice = practice): string {
  return `Bonjour ${p.shortName}, je souhaiterais prendre rendez-vous pour une consultation au cabinet. Merci de me recontacter.`;
}

/** The WhatsApp chat with the practice, message prefilled. */
export function whatsappUrl(p: Practice = practice): string {
  return `https://wa.me/${p.whatsappNumber}?text=${encodeURIComponent(whatsappMessage(p))}`;
}

/** A phone number as shown: its spaces do not break (and validators want them non-breaking). */
export function phoneText(display: string): string {
  return display.replace(/ /g, '\u00a0');
}

/** The address on one line, e.g. for the footer and the map's caption. */
export function addressLine(p: Practice = practice): string {
  return `${p.address.street}, ${p.address.area}, ${p.address.city}`;
}
