import { NEWSLETTER_PATHS } from '@contract/newsletter';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { useHydrated } from '../../lib/use-hydrated';
import { LINK_MESSAGES, tokenFromAddress, unsubscribe } from './newsletter-links-api';
import './newsletter-pages.css';

type State =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'error'; message: string; retry: boolean };

/**
 * /newsletter/desinscription?token=…: the unsubscribe link of every e-mail. Nothing happens
 * until the visitor presses the button: mail scanners and link previews open links by
 * themselves, and must not unsubscribe anyone.
 */
export default function NewsletterUnsubscribePage() {
  // The address is read once hydrated: the prerendered page (and its hydration) has no token.
  const hydrated = useHydrated();
  const token = hydrated ? tokenFromAddress() : null;
  const [answer, setAnswer] = useState<State>({ kind: 'ready' });
  const state: State =
    token === '' ? { kind: 'error', message: LINK_MESSAGES.unsubscribeMissing, retry: false } : answer;
  const heading = useRef<HTMLHeadingElement>(null);

  // The button disappears once done: focus goes to the heading, which says what happened.
  useEffect(() => {
    if (state.kind === 'done') heading.current?.focus();
  }, [state.kind]);

  const submit = async () => {
    if (!token || state.kind === 'sending') return;
    setAnswer({ kind: 'sending' });
    const result = await unsubscribe(token);
    setAnswer(
      result.ok ? { kind: 'done' } : { kind: 'error', message: result.message, retry: !result.refused },
    );
  };

  const done = state.kind === 'done';
  const canSend =
    state.kind === 'ready' || state.kind === 'sending' || (state.kind === 'error' && state.retry);
  return (
    <>
      <Head
        title={`Désinscription de la newsletter | ${practice.shortName}`}
        description="Désinscription de la newsletter du cabinet."
        path={NEWSLETTER_PATHS.unsubscribe}
        noindex
      />
      <section className="newsletter-page" aria-labelledby="newsletter-page-title">
        <div className="container newsletter-page__inner">
          <h1 id="newsletter-page-title" ref={heading} tabIndex={-1}>
            {done ? 'Votre désinscription est enregistrée' : 'Se désinscrire de la newsletter'}
          </h1>
          <p className="lead" role="status">
            {done
              ? 'Votre adresse a été supprimée de notre liste. Vous ne recevrez plus nos e-mails.'
              : 'Vous ne recevrez plus nos e-mails, et votre adresse sera supprimée de notre liste.'}
          </p>
          <p className="newsletter-page__error" role="alert">
            {state.kind === 'error' ? state.message : ''}
          </p>
          {done ? (
            <Link to="/" className="btn btn--primary">
              Retour à l’accueil
            </Link>
          ) : (
            canSend && (
              <button
                type="button"
                className="btn btn--primary"
                disabled={!hydrated || state.kind === 'sending'}
                onClick={() => void submit()}
              >
                {state.kind === 'sending' ? 'Envoi…' : 'Me désinscrire'}
              </button>
            )
          )}
        </div>
      </section>
    </>
  );
}
