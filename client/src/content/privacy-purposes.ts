import { NEWSLETTER_CONFIRMATION_DAYS } from '@contract/newsletter';
import { CONSENT } from '@contract/privacy-notice';
import type { PrivacySection, Term } from './privacy';

/**
 * The notice's account of what the server does with what patients give, one entry per purpose
 * (each with an id: privacy-coverage.spec.ts checks that every e-mail the server sends and
 * every table it keeps is answered for here), then the mandatory fields and the
 * questionnaire's suggestion. Read with the code: src/contact, src/booking, src/newsletter,
 * the admin's follow-up and statistics, and the questionnaire's treatment table.
 */

export const LAW = 'loi organique n°\u00a02004-63 du 27\u00a0juillet 2004';

const HEALTH = `Comme ce que vous écrivez peut révéler des informations sur votre santé (la zone à traiter, une chute de cheveux, une acné…), le cabinet ne le traite qu’avec votre consentement exprès, que vous donnez en cochant la case «\u00a0${CONSENT.label}\u00a0» (${LAW}\u00a0; article\u00a09.2.a du RGPD).`;

const purposes: Term[] = [
  {
    id: 'demande',
    term: 'Répondre à votre demande de rendez-vous',
    texts: [
      'Données\u00a0: votre nom, votre téléphone, votre adresse e-mail (page Contact), le soin qui vous intéresse ou celui que le questionnaire vous a suggéré, vos réponses au questionnaire, votre message, le formulaire utilisé, la page d’où vous l’avez envoyé et la date, ainsi que le moment de votre accord et la version de cette page alors en vigueur, pour en garder la preuve.',
      'Pour quoi faire\u00a0: vous rappeler ou vous écrire, répondre à votre question et préparer votre consultation.',
      `Base légale\u00a0: les démarches préalables à vos soins, faites à votre demande (article\u00a06.1.b du RGPD). ${HEALTH}`,
    ],
  },
  {
    id: 'rendez-vous',
    term: 'Organiser un rendez-vous pris en ligne',
    texts: [
      'Données\u00a0: la consultation choisie, sa date et son heure, votre nom, votre téléphone, votre adresse e-mail si vous la donnez, votre message, le moment de votre accord et la version de cette page alors en vigueur, puis ce qu’il advient du rendez-vous (confirmé, honoré, manqué ou annulé). Si vous l’avez pris juste après avoir envoyé une demande (bouton «\u00a0Choisir un créneau\u00a0»), il est rattaché à cette demande.',
      'Pour quoi faire\u00a0: réserver le créneau, vous recevoir et tenir l’agenda du cabinet.',
      `Base légale\u00a0: les démarches préalables à vos soins, faites à votre demande (article\u00a06.1.b du RGPD). Pour ce qui touche à votre santé, la même case que pour une demande.`,
    ],
  },
  {
    id: 'e-mails-patient',
    term: 'Vous écrire au sujet de votre rendez-vous',
    texts: [
      'Si vous donnez votre adresse e-mail en réservant, le site vous envoie une confirmation juste après la réservation, avec le rendez-vous à ajouter à votre agenda et un lien pour l’annuler\u00a0; un rappel dans les 24\u00a0heures qui précèdent le rendez-vous, s’il a été pris plus d’un jour avant\u00a0; un message si le rendez-vous est annulé, par vous ou par le cabinet. Ces e-mails disent la consultation, sa date et son heure, jamais votre message. Sans adresse e-mail, vous n’en recevez aucun.',
      'Base légale\u00a0: l’organisation du rendez-vous que vous avez demandé (article\u00a06.1.b du RGPD).',
    ],
  },
  {
    id: 'e-mails-cabinet',
    term: 'Prévenir le cabinet',
    texts: [
      'À chaque nouvelle demande, à chaque rendez-vous pris en ligne et à chaque annulation faite par votre lien, le site envoie un e-mail à l’adresse du cabinet, avec ce que vous avez saisi, pour qu’il vous réponde sans attendre.',
      'Base légale\u00a0: celle de la demande ou du rendez-vous que l’e-mail signale.',
    ],
  },
  {
    id: 'newsletter',
    term: 'Vous envoyer la newsletter',
    texts: [
      'Données\u00a0: votre adresse e-mail, la date de votre inscription, la façon dont vous l’avez confirmée, le moment de votre accord et la version de cette page alors en vigueur.',
      `Lorsque le site envoie des e-mails, votre inscription ne compte qu’après un clic sur le lien de confirmation reçu à cette adresse, valable ${NEWSLETTER_CONFIRMATION_DAYS}\u00a0jours, pour que personne ne puisse vous inscrire à votre place. Chaque e-mail contient un lien de désinscription.`,
      'Base légale\u00a0: votre consentement (article\u00a06.1.a du RGPD), que vous retirez en vous désinscrivant.',
    ],
  },
  {
    id: 'suivi',
    term: 'Le suivi de votre demande par le cabinet',
    texts: [
      'Données\u00a0: l’étape où en est votre demande (nouvelle, à rappeler, rendez-vous fixé, traitée, sans suite), la date à laquelle vous rappeler, les notes datées que le cabinet y ajoute (par exemple ce que vous lui avez dit au téléphone) et l’historique de ces changements.',
      'Statistiques\u00a0: le cabinet voit des comptes (demandes par semaine, par formulaire, par soin et par étape du suivi, et combien ont abouti à un rendez-vous), calculés à partir des demandes qu’il conserve. Ils ne nomment personne et disparaissent avec ces demandes.',
      'Base légale\u00a0: l’intérêt légitime du cabinet à répondre à chacun et à organiser son activité (article\u00a06.1.f du RGPD). Ce qui touche à votre santé reste couvert par votre consentement et par le secret médical.',
    ],
  },
  {
    id: 'whatsapp',
    term: 'Échanger par WhatsApp',
    texts: [
      'Si vous écrivez au cabinet par WhatsApp (bouton du site), il peut vous répondre par le même moyen. Il peut aussi vous confirmer un rendez-vous par un message WhatsApp au numéro que vous avez donné\u00a0: ce message dit votre nom, la date et l’heure du rendez-vous, jamais le motif de la consultation. Le site ne l’envoie pas lui-même\u00a0: il le prépare, et le cabinet l’envoie depuis son propre compte. Si vous préférez ne pas recevoir de message WhatsApp, dites-le au cabinet.',
      'Ces messages passent par WhatsApp, qui les traite selon sa propre politique de confidentialité, y compris hors de Tunisie.',
      'Base légale\u00a0: votre choix de ce moyen quand vous écrivez (article\u00a06.1.a du RGPD)\u00a0; pour la confirmation, l’organisation du rendez-vous que vous avez pris (article\u00a06.1.b du RGPD).',
    ],
  },
  {
    id: 'securite',
    term: 'Protéger le site et vos données',
    texts: [
      'Données\u00a0: les journaux techniques du serveur (adresse IP, page demandée, date et heure)\u00a0; un compte des envois et des tentatives de connexion par adresse IP, pour bloquer les abus\u00a0; le journal des actions sur les données (consultation, recherche, export ou suppression par le cabinet\u00a0; annulation d’un rendez-vous ou désinscription par votre lien), qui contient des identifiants et le réseau d’où vient l’action (votre adresse IP tronquée, sans son dernier nombre), jamais le contenu de votre demande.',
      `Base légale\u00a0: l’obligation d’assurer la sécurité des données que la loi impose au cabinet (${LAW}\u00a0; article\u00a06.1.c du RGPD), et son intérêt légitime à protéger le site contre les abus (article\u00a06.1.f du RGPD).`,
    ],
  },
];

export const purposesSection: PrivacySection = {
  id: 'finalites',
  title: 'Quelles données, pour quoi faire et sur quelle base\u00a0?',
  blocks: [
    {
      kind: 'paragraph',
      text: `Le site ne recueille que ce que vous choisissez de lui confier. Chaque usage ci-dessous a sa base légale\u00a0: la ${LAW} et, pour les personnes qui résident dans l’Union européenne, le RGPD, dont les articles sont cités entre parenthèses.`,
    },
    { kind: 'terms', items: purposes },
    {
      kind: 'paragraph',
      text: 'Merci de ne pas détailler votre état de santé dans votre message\u00a0: ces informations seront recueillies de vive voix, en consultation, et couvertes par le secret médical.',
    },
  ],
};

export const mandatoryFieldsSection: PrivacySection = {
  id: 'champs',
  title: 'Quelles informations sont obligatoires\u00a0?',
  blocks: [
    {
      kind: 'paragraph',
      text: 'Dans chaque formulaire, les champs marqués d’un astérisque (*) sont obligatoires, les autres facultatifs\u00a0:',
    },
    {
      kind: 'terms',
      items: [
        {
          term: 'Page Contact',
          texts: [
            'votre nom, votre adresse e-mail, votre téléphone, le service souhaité et la case d’accord\u00a0; le message est facultatif.',
          ],
        },
        {
          term: 'Questionnaire',
          texts: [
            'en plus de vos réponses, votre nom, votre téléphone et la case d’accord\u00a0; le message est facultatif.',
          ],
        },
        {
          term: 'Réservation en ligne',
          texts: [
            'votre nom, votre téléphone et la case d’accord\u00a0; l’adresse e-mail et le message sont facultatifs (sans adresse, ni confirmation ni rappel par e-mail).',
          ],
        },
        { term: 'Newsletter', texts: ['votre adresse e-mail.'] },
      ],
    },
    {
      kind: 'paragraph',
      text: 'Sans une information obligatoire, ou sans la case cochée, le formulaire n’est pas envoyé\u00a0: le cabinet ne peut pas vous répondre par ce moyen. Vous pouvez toujours l’appeler ou lui écrire\u00a0; rien ne vous oblige à passer par le site.',
    },
  ],
};

export const suggestionSection: PrivacySection = {
  id: 'suggestion',
  title: 'La suggestion du questionnaire',
  blocks: [
    {
      kind: 'paragraph',
      text: 'À la fin du questionnaire, un soin vous est suggéré d’après vos réponses, par des mots clés comparés à une liste fixe. Ce calcul se fait dans votre navigateur, sur votre appareil\u00a0; le soin suggéré n’est envoyé au cabinet, avec vos réponses, que si vous envoyez votre demande.',
    },
    {
      kind: 'paragraph',
      text: 'Ce n’est qu’une orientation, ni un avis médical ni un diagnostic\u00a0: aucune décision n’est prise automatiquement. Le médecin lit votre demande et décide avec vous, en consultation, du soin qui vous convient, s’il y en a un.',
    },
  ],
};
