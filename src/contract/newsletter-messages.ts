// Apart from newsletter.ts, which the route table imports: these sentences stay out of the
// entry chunk, in the pages that show them.
/** The refusals of the link pages, said by the API and shown by the pages. */
export const NEWSLETTER_LINK_MESSAGES = {
  confirmationInvalid:
    "Ce lien de confirmation n'est plus valable\u00a0: il a déjà servi ou il a expiré. Pour vous inscrire, saisissez de nouveau votre adresse en bas de page.",
  unsubscribeInvalid:
    "Ce lien de désinscription n'est pas valable. Vérifiez qu'il est complet, ou écrivez-nous pour vous désinscrire.",
} as const;
