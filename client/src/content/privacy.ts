import { AUDIT_RETENTION_MONTHS } from '@contract/audit-actions';
import { NEWSLETTER_CONFIRMATION_DAYS } from '@contract/newsletter';
import { CONSENT } from '@contract/privacy-notice';
import { practice } from './practice';
import { LAW, mandatoryFieldsSection, purposesSection, suggestionSection } from './privacy-purposes';

/**
 * The privacy notice's copy (/confidentialite), written for patients in plain French: what the
 * site collects, why and on what legal basis, what is mandatory, who sees it, where it is
 * hosted and whether it leaves Tunisia, for how long, and how to use each right. Legal
 * references stay in short parentheses, for those who want them. The purposes themselves are
 * in privacy-purposes.ts.
 *
 * RETENTION_PERIOD in a text stands for the retention period in months: the prerender writes
 * the server's default; a server with another RETENTION_MONTHS renders the page with its own
 * value once, at start-up (src/site/built-site.ts), so the page always states the period the
 * daily job applies, with or without JavaScript. One per text.
 *
 * What the practice alone knows (host, mail provider, INPDP reference, transfer safeguards,
 * privacy contact) comes from practice.ts; docs/privacy.md says what to fill in and when the
 * notice's version changes.
 */
export const RETENTION_PERIOD = '{RETENTION_PERIOD}';
/** The server's default RETENTION_MONTHS (src/config/env.validation.ts). */
export const DEFAULT_RETENTION_MONTHS = 24;

const { privacy, address } = practice;
const { host, mailProvider } = privacy;

/** A definition list's entry: a term and what it means here, one paragraph per text. */
export interface Term {
  /** An anchor for the entry (#id), for the purposes that the coverage test maps to. */
  id?: string;
  term: string;
  texts: string[];
}

export interface Authority {
  name: string;
  text: string;
  href: string;
  /** The link's visible text: the site's bare address. */
  label: string;
}

export type PrivacyBlock =
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'terms'; items: Term[] }
  | { kind: 'table'; caption: string; head: [string, string]; rows: [string, string][] }
  /** How to write to the practice about one's data: its privacy e-mail and its postal address. */
  | { kind: 'contact' }
  | { kind: 'authorities'; items: Authority[] };

export interface PrivacySection {
  id: string;
  title: string;
  blocks: PrivacyBlock[];
}

const paragraph = (text: string): PrivacyBlock => ({ kind: 'paragraph', text });

export const privacyPage = {
  title: 'Confidentialité et données personnelles',
  description: `Quelles données le cabinet du ${practice.shortName} recueille par ce site, pourquoi, qui y a accès, combien de temps il les conserve et comment exercer vos droits.`,
  intro: `Ce site permet de demander un rendez-vous, d’en réserver un en ligne et de s’inscrire à la newsletter du cabinet. Cette page explique ce que deviennent les informations que vous y laissez, et comment en garder la maîtrise.`,
  /** Followed by the notice's date, e.g. « Version du 25 novembre 2026 ». */
  versionLabel: 'Version du',
  back: 'Prendre rendez-vous',
};

/** The postal address of the practice, on one line. */
export const postalAddress = `${practice.doctorName}, ${address.street}, ${address.area}, ${address.city}, ${address.country}`;

/** The contact block's wording (the e-mail becomes a link, the address stays text). */
export const contactWays = {
  email: 'Par e-mail\u00a0:',
  post: 'Par courrier\u00a0:',
};

const bookingSentence = practice.bookingUrl.startsWith('/')
  ? 'Le bouton «\u00a0Rendez-vous\u00a0» mène à la réservation en ligne du site lui-même, décrite plus haut.'
  : 'Le bouton «\u00a0Rendez-vous\u00a0» ouvre le service de réservation en ligne choisi par le cabinet, qui applique sa propre politique de confidentialité.';

/** A processor's entry: who, where, and what covers a transfer out of Tunisia. */
const processorTexts = (p: { name: string; country: string; safeguards: string }) => [
  `${p.name} (pays\u00a0: ${p.country})`,
  `Garanties en cas de transfert hors de Tunisie\u00a0: ${p.safeguards}`,
];

export const privacySections: PrivacySection[] = [
  {
    id: 'responsable',
    title: 'Qui est responsable de vos données\u00a0?',
    blocks: [
      paragraph(
        `Le responsable du traitement est le cabinet du ${practice.doctorName}, ${practice.title.toLowerCase()}.`,
      ),
      {
        kind: 'terms',
        items: [
          {
            term: 'Adresse',
            texts: [`${address.street}, ${address.area}, ${address.city}, ${address.country}`],
          },
          { term: 'Déclaration ou autorisation de l’INPDP', texts: [privacy.inpdpDeclaration] },
        ],
      },
      paragraph('Pour toute question sur vos données, écrivez au cabinet\u00a0:'),
      { kind: 'contact' },
    ],
  },
  purposesSection,
  mandatoryFieldsSection,
  suggestionSection,
  {
    id: 'destinataires',
    title: 'Qui y a accès\u00a0?',
    blocks: [
      {
        kind: 'list',
        items: [
          'Le médecin et les membres de son équipe qu’il y autorise, tenus au secret professionnel, depuis un espace d’administration protégé par un mot de passe et, lorsqu’il est activé, un code à usage unique.',
          'L’hébergeur du site, qui conserve les données pour le compte du cabinet, sans pouvoir les utiliser pour lui-même.',
          'Le prestataire de messagerie du cabinet, qui achemine pour lui les e-mails décrits plus haut, ceux qui vous sont adressés comme ceux qui lui sont adressés, sans pouvoir les utiliser pour lui-même. Une copie de votre demande ou de votre rendez-vous arrive ainsi dans la messagerie du cabinet, qui la supprime dans le même délai que la demande ou le rendez-vous lui-même.',
          'WhatsApp, seulement pour les messages échangés par ce moyen, comme décrit plus haut.',
        ],
      },
      paragraph(
        'Vos données ne sont transmises à personne d’autre. Elles ne sont ni vendues, ni louées, ni cédées, ni utilisées à des fins publicitaires. Le site n’utilise aucun outil de mesure d’audience ni aucun traceur, et ses pages n’interrogent aucun autre site\u00a0: polices, images et vidéos sont servies par le site lui-même.',
      ),
    ],
  },
  {
    id: 'hebergement',
    title: 'Où sont-elles hébergées\u00a0? Quittent-elles la Tunisie\u00a0?',
    blocks: [
      {
        kind: 'terms',
        items: [
          { id: 'hebergeur', term: 'Hébergeur du site', texts: processorTexts(host) },
          {
            id: 'messagerie',
            term: 'Messagerie (tous les e-mails du site)',
            texts: processorTexts(mailProvider),
          },
        ],
      },
      paragraph(
        `Lorsqu’un de ces prestataires se trouve hors de Tunisie, la ${LAW} soumet le transfert de vos données à l’autorisation de l’INPDP. Pour les personnes qui résident dans l’Union européenne, un transfert vers un pays que la Commission européenne ne reconnaît pas comme offrant une protection adéquate est encadré par l’une des garanties de l’article\u00a046 du RGPD, par exemple ses clauses contractuelles types. Le cabinet vous détaille ces garanties et vous en remet une copie sur simple demande.`,
      ),
    ],
  },
  {
    id: 'duree',
    title: 'Combien de temps sont-elles conservées\u00a0?',
    blocks: [
      {
        kind: 'table',
        caption: 'Durée de conservation de chaque donnée',
        head: ['Données', 'Durée de conservation'],
        rows: [
          [
            'Demandes de rendez-vous (questionnaire et formulaire de la page Contact), avec leur suivi\u00a0: étape, date de rappel, notes et historique',
            `supprimées automatiquement ${RETENTION_PERIOD}\u00a0mois après leur envoi, ou plus tôt à votre demande`,
          ],
          [
            'Rendez-vous pris en ligne',
            `supprimés automatiquement ${RETENTION_PERIOD}\u00a0mois après la fin du rendez-vous, ou plus tôt à votre demande`,
          ],
          [
            'Statistiques du suivi',
            'calculées à partir des demandes conservées\u00a0: elles disparaissent avec elles',
          ],
          [
            'E-mails envoyés par le site',
            'la file d’envoi du serveur n’en garde que le genre et la référence de ce qu’ils concernent, jamais leur contenu, puis l’efface automatiquement\u00a0; la copie reçue par le cabinet est supprimée dans le même délai que la demande ou le rendez-vous',
          ],
          [
            'Journal des actions sur les données',
            `${AUDIT_RETENTION_MONTHS}\u00a0mois, puis supprimé automatiquement`,
          ],
          ['Adresse inscrite à la newsletter', 'jusqu’à votre désinscription'],
          [
            'Inscription à la newsletter jamais confirmée',
            `supprimée automatiquement dans l’heure qui suit l’expiration de son lien de confirmation (${NEWSLETTER_CONFIRMATION_DAYS}\u00a0jours), sans avoir servi`,
          ],
          [
            'Journaux techniques du serveur',
            'effacés au fil de l’eau\u00a0: les plus anciens laissent la place aux nouveaux',
          ],
          [
            'Compte des envois et des tentatives de connexion par adresse IP',
            'effacé de lui-même, de quelques minutes à 24\u00a0heures plus tard',
          ],
        ],
      },
    ],
  },
  {
    id: 'droits',
    title: 'Vos droits',
    blocks: [
      paragraph(`La ${LAW} et, si vous résidez dans l’Union européenne, le RGPD vous permettent de\u00a0:`),
      {
        kind: 'terms',
        items: [
          {
            term: 'Accéder à vos données',
            texts: ['Savoir si le cabinet en détient, et en recevoir une copie.'],
          },
          {
            term: 'Les faire rectifier',
            texts: ['Corriger une information inexacte ou incomplète.'],
          },
          {
            term: 'Les faire effacer',
            texts: [
              'Lorsque leur conservation n’est plus nécessaire, ou que vous retirez votre consentement.',
            ],
          },
          {
            term: 'En limiter l’utilisation',
            texts: [
              'Demander qu’elles soient conservées sans être utilisées, par exemple le temps de vérifier une contestation.',
            ],
          },
          {
            term: 'Vous opposer à leur traitement',
            texts: [
              'Pour des raisons tenant à votre situation particulière, par exemple au suivi de votre demande par le cabinet ou aux messages WhatsApp.',
            ],
          },
          {
            term: 'Les récupérer',
            texts: [
              'Recevoir les données que vous avez fournies dans un format courant, lisible par un ordinateur, ou les faire transmettre à un autre professionnel (portabilité).',
            ],
          },
          {
            term: 'Retirer votre consentement à tout moment',
            texts: [
              `${CONSENT.withdrawal} Le cabinet efface alors vos demandes et vos rendez-vous. Pour la newsletter, il suffit de vous désinscrire par le lien de chaque e-mail.`,
            ],
          },
        ],
      },
    ],
  },
  {
    id: 'exercer',
    title: 'Comment exercer vos droits\u00a0?',
    blocks: [
      paragraph(
        'Écrivez au cabinet en précisant le nom et le numéro de téléphone (ou l’adresse e-mail) utilisés sur le site\u00a0:',
      ),
      { kind: 'contact' },
      paragraph(
        'Le cabinet retrouve ce qu’il détient à votre nom (demandes et leur suivi, rendez-vous, inscription à la newsletter) par votre adresse e-mail ou votre numéro de téléphone, et peut vous en remettre une copie ou l’effacer.',
      ),
      paragraph(
        'Le cabinet vous répond dans un délai d’un mois. Il peut vous demander de justifier de votre identité, pour ne jamais communiquer ni effacer les données de quelqu’un d’autre.',
      ),
      paragraph(
        'Pour la newsletter, une simple demande de désinscription suffit\u00a0: votre adresse est alors supprimée.',
      ),
    ],
  },
  {
    id: 'reclamation',
    title: 'Faire une réclamation',
    blocks: [
      paragraph(
        'Si vous estimez que vos droits ne sont pas respectés, vous pouvez saisir l’autorité de protection des données\u00a0:',
      ),
      {
        kind: 'authorities',
        items: [
          {
            name: 'En Tunisie',
            text: 'l’Instance nationale de protection des données personnelles (INPDP), à Tunis\u00a0:',
            href: 'http://www.inpdp.nat.tn/',
            label: 'inpdp.nat.tn',
          },
          {
            name: 'Dans l’Union européenne',
            text: 'l’autorité de votre pays de résidence, en France la Commission nationale de l’informatique et des libertés (CNIL)\u00a0:',
            href: 'https://www.cnil.fr/',
            label: 'cnil.fr',
          },
        ],
      },
    ],
  },
  {
    id: 'mineurs',
    title: 'Mineurs',
    blocks: [
      paragraph(
        'Certains soins présentés sur ce site peuvent concerner un enfant\u00a0: l’otoplastie (oreilles décollées), par exemple, se pratique généralement à partir de sept ans. Pour une personne de moins de 18\u00a0ans, c’est l’un de ses parents ou son tuteur légal qui fait la demande ou prend le rendez-vous, avec ses propres coordonnées, et qui coche la case d’accord. Un parent ou un tuteur qui constate qu’un mineur a laissé ses coordonnées peut en demander l’effacement.',
      ),
    ],
  },
  {
    id: 'cookies',
    title: 'Cookies et stockage dans votre navigateur',
    blocks: [
      paragraph(
        'Ce site ne dépose aucun cookie, ni de mesure d’audience, ni publicitaire, ni d’aucune autre sorte. Il garde seulement, dans votre navigateur\u00a0:',
      ),
      {
        kind: 'list',
        items: [
          'le temps de la visite, une indication technique («\u00a0le site a déjà été chargé\u00a0»), qui décide si l’animation d’arrivée de la page d’accueil doit être jouée\u00a0: elle ne dit rien de vous et disparaît à la fermeture de l’onglet\u00a0;',
          'pour l’administrateur du cabinet seulement, sa session de connexion à l’espace d’administration, effacée à la déconnexion.',
        ],
      },
    ],
  },
  {
    id: 'liens',
    title: 'Liens vers d’autres services',
    blocks: [
      paragraph(
        'Certains boutons mènent à des services extérieurs, qui ne reçoivent rien de vous tant que vous ne les utilisez pas\u00a0:',
      ),
      {
        kind: 'list',
        items: [
          'le bouton WhatsApp ouvre une conversation avec le cabinet dans WhatsApp\u00a0: les messages échangés relèvent alors de la politique de confidentialité de WhatsApp (voir «\u00a0Échanger par WhatsApp\u00a0» plus haut)\u00a0;',
          'sur la page Contact, le plan affiché est dessiné par le site\u00a0; le bouton «\u00a0Afficher la carte interactive\u00a0» charge la carte d’OpenStreetMap, qui reçoit alors votre adresse IP, comme tout site que vous visitez\u00a0;',
          'les liens vers Instagram, LinkedIn et TikTok ne chargent rien depuis ces réseaux tant que vous ne cliquez pas dessus.',
        ],
      },
      paragraph(bookingSentence),
    ],
  },
  {
    id: 'version',
    title: 'Évolution de cette page',
    blocks: [
      paragraph(
        'Cette page change lorsque le site recueille d’autres données ou les utilise autrement, ou que la case d’accord des formulaires change de mots. La date de sa version, indiquée en haut de la page, change alors aussi\u00a0; elle est enregistrée avec chaque accord, pour savoir quel texte a été accepté.',
      ),
    ],
  },
];
