import { CONTACT_PAGE_SERVICES } from '@contract/services';

/** The contact page's copy and its form's service list (/contact). */
export const contactPage = {
  title: 'Contact',
  subtitle: 'Planifiez votre consultation',
  eyebrow: 'Prendre rendez-vous',
  intro:
    'Une question, un projet\u00a0? Laissez-nous vos coordonnées\u00a0: le cabinet vous rappelle pour convenir d’un rendez-vous.',
};

/** The services the form offers: the server's own list for the contact page, in order. */
export const contactServices = CONTACT_PAGE_SERVICES;

/** The contact form's messages, word for word. */
export const contactMessages = {
  fullNameRequired: 'Le nom complet est obligatoire',
  emailRequired: "L'email est obligatoire",
  emailInvalid: "Format d'email invalide",
  phoneRequired: 'Le numéro de téléphone est obligatoire',
  phoneInvalid: 'Numéro de téléphone invalide',
  serviceRequired: 'Veuillez sélectionner un service',
  sendFailed: "Une erreur s'est produite. Veuillez réessayer.",
  successTitle: 'Demande Envoyée',
  successText: 'Nous vous contacterons dans les plus brefs délais.',
  phonePlaceholder: '+216 XX XXX XXX',
};
