import { PROOF_OF_WORK_MESSAGE } from '@contract/proof-of-work';
import { FormEvent, useEffect, useId, useRef, useState } from 'react';
import { PrivacyNotice } from '../../components/privacy-notice/PrivacyNotice';
import { useHydrated } from '../../lib/use-hydrated';
import { NEWSLETTER_MESSAGES, subscribeToNewsletter } from './newsletter-api';

type State =
  | { kind: 'idle' }
  | { kind: 'sending' }
  /** The flooded server asked for a proof of work: the browser computes it before sending again. */
  | { kind: 'verifying' }
  | { kind: 'done'; message: string }
  | { kind: 'error'; message: string };

/**
 * The footer's newsletter sign-up ("not shown"). Renders the same on the server
 * and in the browser; only the submit handler touches the network. The field is uncontrolled:
 * the footer hydrates late (DeferredFooter), and an address typed before then is still sent. The `website` field is a
 * honeypot: off-screen, out of the tab order and hidden from assistive technologies.
 */
export function NewsletterSignup() {
  const id = useId();
  const [state, setState] = useState<State>({ kind: 'idle' });
  const hydrated = useHydrated();
  const honeypot = useRef<HTMLInputElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const sending = state.kind === 'sending' || state.kind === 'verifying';

  // After an error, focus returns to the field, once it is enabled again (after the commit).
  useEffect(() => {
    if (state.kind === 'error') input.current?.focus();
  }, [state]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    // Read from the field itself: text typed before hydration counts too.
    const form = event.currentTarget;
    const address = (input.current?.value ?? '').trim();
    if (!address) {
      setState({ kind: 'error', message: NEWSLETTER_MESSAGES.empty });
      return;
    }
    setState({ kind: 'sending' });
    const result = await subscribeToNewsletter(address, honeypot.current?.value ?? '', () =>
      setState({ kind: 'verifying' }),
    );
    if (result.ok) {
      form.reset();
      const message =
        result.confirmation === 'email' ? NEWSLETTER_MESSAGES.confirmationSent : NEWSLETTER_MESSAGES.success;
      setState({ kind: 'done', message });
    } else {
      setState({ kind: 'error', message: result.message });
    }
  };

  const error = state.kind === 'error' ? state.message : '';
  return (
    <section className="footer__newsletter" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="footer__title">
        Newsletter
      </h2>
      <p className="footer__newsletter-intro">
        Nos nouveautés et conseils, quelques fois par an. Chaque e-mail contient un lien de désinscription.
      </p>
      <form
        className="footer__newsletter-form"
        method="post"
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <label htmlFor={`${id}-email`} className="footer__newsletter-label">
          Votre adresse e-mail
        </label>
        <div className="footer__newsletter-row">
          <input
            ref={input}
            id={`${id}-email`}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            maxLength={254}
            className="footer__newsletter-input"
            disabled={sending}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            onChange={() => {
              if (state.kind !== 'idle' && !sending) setState({ kind: 'idle' });
            }}
          />
          <button
            type="submit"
            className="btn btn--gold footer__newsletter-button"
            disabled={sending || !hydrated}
          >
            {sending ? 'Envoi…' : "S'inscrire"}
          </button>
        </div>
        <div className="footer__honeypot" aria-hidden="true">
          <label htmlFor={`${id}-website`}>Ne pas remplir ce champ</label>
          <input
            ref={honeypot}
            id={`${id}-website`}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
          />
        </div>
        <p id={`${id}-error`} className="footer__newsletter-error" role="alert">
          {error}
        </p>
        <p className="footer__newsletter-done" role="status">
          {state.kind === 'done' ? state.message : state.kind === 'verifying' ? PROOF_OF_WORK_MESSAGE : ''}
        </p>
        <PrivacyNotice className="footer__newsletter-privacy">
          Votre adresse sert uniquement à l’envoi de la newsletter.
        </PrivacyNotice>
      </form>
    </section>
  );
}
