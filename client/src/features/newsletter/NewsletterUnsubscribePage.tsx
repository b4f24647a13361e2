import { NEWSLETTER_PATHS } from '@contract/newsletter';
import { LinkAction, LinkActionRequest } from '../../components/link-action/LinkAction';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { LINK_MESSAGES, tokenFromAddress, unsubscribe } from './newsletter-links-api';
import './newsletter-pages.css';

function fromAddress(): LinkActionRequest {
  const token = tokenFromAddress();
  if (!token) return { missing: LINK_MESSAGES.unsubscribeMissing };
  return {
    send: async () => {
      const result = await unsubscribe(token);
      return result.ok ? result : { ok: false, message: result.message, retry: !result.refused };
    },
  };
}

/**
 * /newsletter/desinscription?token=…: the unsubscribe link of every e-mail. Nothing happens
 * until the visitor presses the button: a mail scanner opening the link must not unsubscribe
 * anyone.
 */
export default function NewsletterUnsubscribePage() {
  return (
    <>
      <Head
        title={`Désinscription de la newsletter | ${practice.shortName}`}
        description="Désinscription de la newsletter du cabinet."
        path={NEWSLETTER_PATHS.unsubscribe}
        noindex
      />
      <LinkAction
        block="newsletter-page"
        titleId="newsletter-page-title"
        fromAddress={fromAddress}
        texts={{
          title: 'Se désinscrire de la newsletter',
          doneTitle: 'Votre désinscription est enregistrée',
          lead: 'Vous ne recevrez plus nos e-mails, et votre adresse sera supprimée de notre liste.',
          doneLead: 'Votre adresse a été supprimée de notre liste. Vous ne recevrez plus nos e-mails.',
          button: 'Me désinscrire',
          sending: 'Envoi…',
          doneLink: { to: '/', label: 'Retour à l’accueil' },
        }}
      />
    </>
  );
}
