import { practice } from './practice';

/**
 * The privacy page's copy (/confidentialite). Written for patients, in plain French;
 * the legal references are stated generally.
 *
 * RETENTION_PERIOD in a text stands for the retention period in months: the prerender writes
 * the server's default; a server with another RETENTION_MONTHS renders the page with its own
 * value once, at start-up (src/site/built-site.ts), so the page always states the period the
 * daily job applies, with or without JavaScript.
 */
export const RETENTION_PERIOD = '{RETENTION_PERIOD}';
/** The server's default RETENTION_MONTHS (src/config/env.validation.ts). */
export const DEFAULT_RETENTION_MONTHS = 24;

export interface PrivacySection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** Paragraphs shown after the list. */
  after?: string[];
}

export const privacyPage = {
  title: 'Confidentialité et données personnelles',
  description: `Quelles données le cabinet du ${practice.shortName} recueille par ce site, pourquoi, combien de temps il les conserve et comment exercer vos droits.`,
  intro: `Ce site permet de demander un rendez-vous et de s’inscrire à la newsletter du cabinet. Cette page explique, simplement, ce que deviennent les informations que vous y laissez.`,
  notice: 'Vos données servent uniquement à répondre à votre demande.',
};

export const privacySections: PrivacySection[] = [
  {
    id: 'responsable',
    title: 'Qui traite vos données\u00a0?',
    paragraphs: [
      `Le responsable du traitement est le cabinet du ${practice.doctorName}, ${practice.title.toLowerCase()}, ${practice.address.street}, ${practice.address.area}, ${practice.address.city}, ${practice.address.country}. Pour toute question\u00a0: ${practice.email}.`,
    ],
  },
  {
    id: 'donnees',
    title: 'Quelles données, et pourquoi\u00a0?',
    items: [
      `Demande de rendez-vous (questionnaire de la page d’accueil ou formulaire de la page Contact)\u00a0: votre nom, votre téléphone, votre adresse e-mail si vous la donnez, le soin qui vous intéresse, vos réponses au questionnaire et votre message. Le site enregistre aussi le formulaire utilisé et la page d’où vous l’avez envoyé, pour que le cabinet comprenne votre demande. Ces informations servent uniquement à vous recontacter et à préparer votre consultation.`,
      `Newsletter\u00a0: votre seule adresse e-mail, pour vous envoyer les nouveautés du cabinet.`,
    ],
    after: [
      `Merci de ne pas détailler votre état de santé dans le formulaire\u00a0: ces informations seront recueillies de vive voix, en consultation, et couvertes par le secret médical.`,
    ],
  },
  {
    id: 'base',
    title: 'Sur quelle base\u00a0?',
    paragraphs: [
      `Votre consentement, que vous donnez en envoyant un formulaire ou en vous inscrivant à la newsletter, et les démarches préalables à la consultation que vous sollicitez. Vous pouvez retirer votre consentement à tout moment.`,
    ],
  },
  {
    id: 'duree',
    title: 'Combien de temps\u00a0?',
    items: [
      `Demandes de rendez-vous\u00a0: supprimées automatiquement ${RETENTION_PERIOD}\u00a0mois après leur envoi, ou plus tôt à votre demande.`,
      `Newsletter\u00a0: votre adresse est conservée jusqu’à votre désinscription.`,
    ],
  },
  {
    id: 'destinataires',
    title: 'Qui y a accès\u00a0?',
    paragraphs: [
      `Seuls le médecin et son équipe, depuis un espace d’administration protégé par mot de passe. Les données sont stockées chez l’hébergeur du site, et la notification d’une nouvelle demande passe par le service de messagerie du cabinet\u00a0: ces prestataires n’agissent que pour son compte. Vos données ne sont ni vendues, ni cédées, ni utilisées à des fins publicitaires.`,
    ],
  },
  {
    id: 'droits',
    title: 'Vos droits',
    paragraphs: [
      `La loi organique n°\u00a02004-63 du 27 juillet 2004 portant sur la protection des données à caractère personnel vous reconnaît notamment\u00a0:`,
    ],
    items: [
      'un droit d’accès aux données qui vous concernent\u00a0;',
      'un droit de rectification des données inexactes ou incomplètes\u00a0;',
      'un droit d’effacement, lorsque leur conservation n’est plus justifiée\u00a0;',
      'un droit d’opposition au traitement, pour des raisons légitimes.',
    ],
    after: [
      `Vous pouvez aussi vous adresser à l’Instance nationale de protection des données à caractère personnel (INPDP), l’autorité tunisienne chargée de veiller au respect de cette loi.`,
    ],
  },
  {
    id: 'suppression',
    title: 'Demander la suppression de vos données',
    paragraphs: [
      `Écrivez au cabinet ou appelez-le, en précisant le nom et le numéro de téléphone (ou l’adresse e-mail) utilisés sur le site. Votre demande est traitée dans les meilleurs délais, et le cabinet vous confirme la suppression. Il peut vous demander de justifier de votre identité, pour ne jamais communiquer ni effacer les données de quelqu’un d’autre.`,
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies et traceurs',
    paragraphs: [
      `Ce site ne dépose aucun cookie et n’utilise ni outil de mesure d’audience ni traceur publicitaire. Polices et images sont servies par le site lui-même, sans appel à d’autres sites. Seule exception, à votre initiative\u00a0: sur la page Contact, le bouton «\u00a0Afficher la carte interactive\u00a0» charge la carte d’OpenStreetMap, qui reçoit alors votre adresse IP comme tout site que vous visitez. Le plan affiché par défaut est dessiné par le site. Seule une information technique, sans lien avec votre identité, est gardée dans votre navigateur le temps de la visite.`,
    ],
  },
];
