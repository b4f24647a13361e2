import { NEWSLETTER_PATHS } from '@contract/newsletter';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { useHydrated } from '../../lib/use-hydrated';
import { confirmSubscription, LINK_MESSAGES, tokenFromAddress } from './newsletter-links-api';
import './newsletter-pages.css';

type State = { kind: 'checking' } | { kind: 'confirmed' } | { kind: 'error'; message: string };

/**
 * /newsletter/confirmation?token=…: the link of the confirmation e-mail. The prerendered page
 * says it is checking; once in the browser it posts the token and says how it went.
 */
export default function NewsletterConfirmPage() {
  // The address is read once hydrated: the prerendered page (and its hydration) has no token.
  const hydrated = useHydrated();
  const token = hydrated ? tokenFromAddress() : null;
  const [answer, setAnswer] = useState<State>({ kind: 'checking' });
  const state: State = token === '' ? { kind: 'error', message: LINK_MESSAGES.confirmationMissing } : answer;

  useEffect(() => {
    if (!token) return;
    let current = true;
    void confirmSubscription(token).then((result) => {
      if (current) setAnswer(result.ok ? { kind: 'confirmed' } : { kind: 'error', message: result.message });
    });
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <>
      <Head
        title={`Confirmation de l’inscription | ${practice.shortName}`}
        description="Confirmation de votre inscription à la newsletter du cabinet."
        path={NEWSLETTER_PATHS.confirmation}
        noindex
      />
      <section className="newsletter-page" aria-labelledby="newsletter-page-title">
        <div className="container newsletter-page__inner">
          <h1 id="newsletter-page-title">
            {state.kind === 'confirmed' ? 'Votre inscription est confirmée' : 'Inscription à la newsletter'}
          </h1>
          <p className="lead" role="status">
            {state.kind === 'checking' && 'Vérification de votre lien…'}
            {state.kind === 'confirmed' &&
              'Merci\u00a0! Vous recevrez nos nouveautés et conseils quelques fois par an. Chaque e-mail contient un lien pour vous désinscrire.'}
          </p>
          <p className="newsletter-page__error" role="alert">
            {state.kind === 'error' ? state.message : ''}
          </p>
          <Link to="/" className="btn btn--primary">
            Retour à l’accueil
          </Link>
        </div>
      </section>
    </>
  );
}
