import type { ConsultationMode } from '../contract/booking';
import {
  PRACTICE_ADDRESS,
  PRACTICE_EMAIL,
  PRACTICE_PHONES,
  PRACTICE_RULES,
} from '../contract/practice-contact';
import { PRACTICE_SHORT_NAME } from '../contract/practice-name';
import type { Linked, MailPart } from '../notifications/mail-layout';

/**
 * What every e-mail to a patient about an appointment ends with, so that it can be acted on
 * without the site: who writes and how to reach them, what to do when late or kept away, and,
 * for a video consultation, how it goes. The site has no video link of its own: the practice
 * sends it, and the e-mail says so rather than promise one.
 */

const NBSP = '\u00a0';
/** A number as written, its spaces kept together on one line. */
const phoneText = (display: string) => display.replace(/ /g, NBSP);
const [mainPhone] = PRACTICE_PHONES;

const phoneLines = (): Linked[] =>
  PRACTICE_PHONES.slice(0, 1).map((phone) => ({
    before: `Tél.${NBSP}: `,
    text: phoneText(phone.display),
    href: `tel:${phone.tel}`,
  }));

/** « appelez le cabinet au +216 70 000 000 », or « appelez le cabinet » without a number. */
const callPractice = () => (mainPhone ? `le cabinet au ${phoneText(mainPhone.display)}` : 'le cabinet');

export function signature(): MailPart {
  const address = [
    PRACTICE_ADDRESS.street,
    PRACTICE_ADDRESS.area,
    PRACTICE_ADDRESS.city,
    PRACTICE_ADDRESS.country,
  ];
  return {
    signature: [
      `Cabinet ${PRACTICE_SHORT_NAME}`,
      address.join(', '),
      ...phoneLines(),
      ...(PRACTICE_EMAIL ? [{ text: PRACTICE_EMAIL, href: `mailto:${PRACTICE_EMAIL}` }] : []),
    ],
  };
}

/** A video consultation: where the link comes from, and what to have ready. */
const VIDEO: MailPart[] = [
  { heading: 'Votre consultation vidéo' },
  `Le cabinet vous enverra le lien de connexion avant le rendez-vous, par e-mail ou par message sur votre téléphone${NBSP}: surveillez votre messagerie et votre téléphone. Si vous ne l’avez pas reçu à l’heure du rendez-vous, appelez ${callPractice()}.`,
  `Pour vous préparer${NBSP}:`,
  {
    items: [
      'un endroit calme, où vous pouvez parler librement\u00a0;',
      'une bonne connexion internet, et un téléphone ou un ordinateur chargé, avec caméra et micro\u00a0;',
      'vous connecter quelques minutes avant l’heure du rendez-vous.',
    ],
  },
];

/** Before an appointment: the video consultation's instructions, then being late and cancelling. */
export function beforeTheAppointment(mode: ConsultationMode, cancelUrl: string): MailPart[] {
  return [
    ...(mode === 'video' ? VIDEO : []),
    { heading: 'En cas d’empêchement' },
    `En cas de retard, prévenez ${callPractice()}${NBSP}: au-delà de ${PRACTICE_RULES.lateMinutes}${NBSP}minutes, la consultation pourra devoir être reportée.`,
    `Si vous ne pouvez pas honorer ce rendez-vous, merci de l’annuler au plus tôt, et si possible au moins ${PRACTICE_RULES.cancelHours}${NBSP}heures à l’avance${NBSP}: le créneau sera proposé à un autre patient.`,
    { action: 'Pour l’annuler, ouvrez ce lien', button: 'Annuler mon rendez-vous', url: cancelUrl },
  ];
}
