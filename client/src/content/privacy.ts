import { AUDIT_RETENTION_MONTHS } from '@contract/audit-actions';
import { practice } from './practice';

/**
 * The privacy notice's copy (/confidentialite), written for patients in plain French: what the
 * site collects, why and on what legal basis, who sees it, where it is hosted, for how long,
 * and how to use each right. Legal references stay in short parentheses, for those who want them.
 *
 * RETENTION_PERIOD in a text stands for the retention period in months: the prerender writes
 * the server's default; a server with another RETENTION_MONTHS renders the page with its own
 * value once, at start-up (src/site/built-site.ts), so the page always states the period the
 * daily job applies, with or without JavaScript.
 *
 * What the practice alone knows (host, INPDP declaration, privacy contact) comes from
 * practice.ts; docs/privacy.md says what to fill in and when the notice's version changes.
 */
export const RETENTION_PERIOD = '{RETENTION_PERIOD}';
/** The server's default RETENTION_MONTHS (src/config/env.validation.ts). */
export const DEFAULT_RETENTION_MONTHS = 24;

const LAW = 'loi organique n°\u00a02004-63 du 27\u00a0juillet 2004';
const { privacy, address } = practice;
const { mailProvider } = privacy;

/** A definition list's entry: a term and what it means here, one paragraph per text. */
export interface Term {
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
  intro: `Ce site permet de demander un rendez-vous et de s’inscrire à la newsletter du cabinet. Cette page explique ce que deviennent les informations que vous y laissez, et comment en garder la maîtrise.`,
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
  ? 'Le bouton «\u00a0Rendez-vous\u00a0» mène à la réservation en ligne du site\u00a0: vos nom, téléphone, et s’il y a lieu e-mail et message, servent à organiser votre rendez-vous et restent au cabinet.'
  : 'Le bouton «\u00a0Rendez-vous\u00a0» ouvre le service de réservation en ligne choisi par le cabinet, qui applique sa propre politique de confidentialité.';

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
          { term: 'Déclaration auprès de l’INPDP', texts: [privacy.inpdpDeclaration] },
        ],
      },
      paragraph('Pour toute question sur vos données, écrivez au cabinet\u00a0:'),
      { kind: 'contact' },
    ],
  },
  {
    id: 'finalites',
    title: 'Quelles données, pour quoi faire et sur quelle base\u00a0?',
    blocks: [
      paragraph(
        'Le site ne recueille que ce que vous choisissez de lui confier, pour trois usages, chacun fondé sur une base légale précise.',
      ),
      {
        kind: 'terms',
        items: [
          {
            term: 'Répondre à votre demande de rendez-vous',
            texts: [
              `Données\u00a0: votre nom, votre téléphone, votre adresse e-mail (formulaire de la page Contact), le soin qui vous intéresse, vos réponses au questionnaire, votre message, le formulaire utilisé, la page d’où vous l’avez envoyé et la date, ainsi que le moment de votre accord et la version de cette page alors en vigueur, pour en garder la preuve. Elles servent uniquement à vous recontacter et à préparer votre consultation.`,
              `Base légale\u00a0: vos réponses peuvent révéler des informations sur votre santé (la zone à traiter, une chute de cheveux, une acné…). Elles ne sont donc traitées qu’avec votre consentement exprès, que vous donnez en cochant la case prévue à cet effet avant d’envoyer votre demande (${LAW}\u00a0; pour les personnes qui résident dans l’Union européenne, article\u00a09.2.a du RGPD).`,
            ],
          },
          {
            term: 'Vous envoyer la newsletter',
            texts: [
              'Données\u00a0: votre adresse e-mail et la date de votre inscription.',
              'Base légale\u00a0: votre consentement (article\u00a06.1.a du RGPD). Lorsque le site envoie des e-mails, votre inscription ne compte qu’après un clic sur le lien de confirmation reçu à cette adresse, pour que personne ne puisse vous inscrire à votre place.',
            ],
          },
          {
            term: 'Protéger le site et vos données',
            texts: [
              'Données\u00a0: les journaux techniques du serveur (adresse IP, page demandée, date et heure)\u00a0; un compte des envois et des tentatives de connexion par adresse IP, pour bloquer les abus\u00a0; le journal des actions sur les données (consultation, recherche, export ou suppression par le cabinet\u00a0; annulation d’un rendez-vous ou désinscription par votre lien), qui contient des identifiants et le réseau d’où vient l’action (votre adresse IP tronquée, sans son dernier nombre), jamais le contenu de votre demande.',
              `Base légale\u00a0: l’obligation d’assurer la sécurité des données que la loi impose au cabinet (${LAW}\u00a0; article\u00a06.1.c du RGPD), et son intérêt légitime à protéger le site contre les abus (article\u00a06.1.f du RGPD).`,
            ],
          },
        ],
      },
      paragraph(
        'Merci de ne pas détailler votre état de santé dans votre message\u00a0: ces informations seront recueillies de vive voix, en consultation, et couvertes par le secret médical.',
      ),
    ],
  },
  {
    id: 'destinataires',
    title: 'Qui y a accès\u00a0?',
    blocks: [
      {
        kind: 'list',
        items: [
          'Le médecin et les membres de son équipe qu’il y autorise, tenus au secret professionnel, depuis un espace d’administration protégé par un mot de passe et, lorsqu’il est activé, un code à usage unique.',
          'L’hébergeur du site, qui conserve les données pour le compte du cabinet, sans pouvoir les utiliser pour lui-même.',
          ...(mailProvider
            ? [
                'Le prestataire de messagerie du cabinet, qui lui achemine un e-mail à chaque nouvelle demande\u00a0: une copie de votre demande arrive ainsi dans la messagerie du cabinet, qui la supprime dans le même délai que la demande elle-même.',
              ]
            : []),
        ],
      },
      paragraph(
        'Vos données ne sont ni vendues, ni louées, ni cédées, ni utilisées à des fins publicitaires. Le site n’utilise aucun outil de mesure d’audience ni aucun traceur, et ses pages n’interrogent aucun autre site\u00a0: polices, images et vidéos sont servies par le site lui-même.',
      ),
    ],
  },
  {
    id: 'hebergement',
    title: 'Où sont-elles hébergées\u00a0?',
    blocks: [
      {
        kind: 'terms',
        items: [
          {
            term: 'Hébergeur du site',
            texts: [`${privacy.host.name} (pays\u00a0: ${privacy.host.country})`],
          },
          ...(mailProvider
            ? [
                {
                  term: 'Messagerie (e-mails de nouvelle demande)',
                  texts: [`${mailProvider.name} (pays\u00a0: ${mailProvider.country})`],
                },
              ]
            : []),
        ],
      },
      paragraph(
        `Vos données ne sont transmises à personne d’autre. Lorsqu’un de ces prestataires se trouve hors de Tunisie, ce transfert se fait dans les conditions prévues par la ${LAW}\u00a0; lorsqu’il se trouve hors de l’Union européenne et que vous y résidez, il est encadré par les garanties que prévoit le RGPD. Le cabinet vous les détaille sur simple demande.`,
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
            'Demandes de rendez-vous (questionnaire et formulaire de la page Contact)',
            `supprimées automatiquement ${RETENTION_PERIOD}\u00a0mois après leur envoi, ou plus tôt à votre demande`,
          ],
          [
            'Rendez-vous pris en ligne',
            'supprimés automatiquement après la même durée que les demandes, comptée depuis la fin du rendez-vous, ou plus tôt à votre demande',
          ],
          [
            'Journal des actions sur les données',
            `${AUDIT_RETENTION_MONTHS}\u00a0mois, puis supprimé automatiquement`,
          ],
          ['Adresse inscrite à la newsletter', 'jusqu’à votre désinscription'],
          ['Inscription à la newsletter jamais confirmée', 'supprimée automatiquement, sans avoir servi'],
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
            texts: ['Pour des raisons tenant à votre situation particulière.'],
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
              'Sans que cela remette en cause ce qui a été fait avant ce retrait. Pour la newsletter, il suffit de vous désinscrire.',
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
        'Ce site s’adresse aux adultes. Pour une personne de moins de 18\u00a0ans, la demande de rendez-vous doit être faite par l’un de ses parents ou par son tuteur légal. Un parent ou un tuteur qui constate qu’un mineur a laissé ses coordonnées peut en demander l’effacement.',
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
          'le bouton WhatsApp ouvre une conversation avec le cabinet dans WhatsApp\u00a0: les messages échangés relèvent alors de la politique de confidentialité de WhatsApp\u00a0;',
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
        'Cette page change lorsque le site recueille d’autres données ou les utilise autrement. La date de sa version, indiquée en haut de la page, change alors aussi.',
      ),
    ],
  },
];
