import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { useHydrated } from '../../lib/use-hydrated';
import { BOOKING_MESSAGES, cancelBooking } from './booking-api';
import { BOOKING_PATHS } from './paths';
import './booking.css';

type State =
  | { kind: 'ready' }
  | { kind: 'sending' }
  | { kind: 'done' }
  | { kind: 'error'; message: string; retry: boolean };

function linkFromAddress(): { id: string; token: string } {
  const query = new URLSearchParams(window.location.search);
  return { id: query.get('id')?.trim() ?? '', token: query.get('token')?.trim() ?? '' };
}

/**
 * /rendez-vous/annulation?id=…&token=…: the link given with each booking. Nothing is cancelled
 * until the patient presses the button: mail scanners and link previews open links by
 * themselves.
 */
export default function CancelPage() {
  // The address is read once hydrated: the prerendered page (and its hydration) has none.
  const hydrated = useHydrated();
  const link = hydrated ? linkFromAddress() : null;
  const [answer, setAnswer] = useState<State>({ kind: 'ready' });
  const incomplete = link !== null && (!link.id || !link.token);
  const state: State = incomplete
    ? { kind: 'error', message: BOOKING_MESSAGES.cancelMissing, retry: false }
    : answer;
  const heading = useRef<HTMLHeadingElement>(null);

  // The button disappears once done: focus goes to the heading, which says what happened.
  useEffect(() => {
    if (state.kind === 'done') heading.current?.focus();
  }, [state.kind]);

  const submit = async () => {
    if (!link || incomplete || state.kind === 'sending') return;
    setAnswer({ kind: 'sending' });
    const result = await cancelBooking(link.id, link.token);
    setAnswer(
      result.ok ? { kind: 'done' } : { kind: 'error', message: result.message, retry: !result.final },
    );
  };

  const done = state.kind === 'done';
  const canSend =
    state.kind === 'ready' || state.kind === 'sending' || (state.kind === 'error' && state.retry);
  return (
    <>
      <Head
        title={`Annuler votre rendez-vous | ${practice.shortName}`}
        description="Annulation d’un rendez-vous pris en ligne au cabinet."
        path={BOOKING_PATHS.cancel}
        noindex
      />
      <section className="booking-cancel-page" aria-labelledby="booking-cancel-title">
        <div className="container booking-cancel-page__inner">
          <h1 id="booking-cancel-title" ref={heading} tabIndex={-1}>
            {done ? 'Votre rendez-vous est annulé.' : 'Annuler votre rendez-vous'}
          </h1>
          <p className="lead" role="status">
            {done
              ? 'Le créneau est de nouveau libre pour un autre patient. Vous pouvez reprendre rendez-vous quand vous le souhaitez.'
              : 'Vous ne pouvez pas venir\u00a0? Annulez ici votre rendez-vous\u00a0: le créneau sera proposé à un autre patient.'}
          </p>
          <p className="booking-cancel-page__error" role="alert">
            {state.kind === 'error' ? state.message : ''}
          </p>
          {done ? (
            <Link to={BOOKING_PATHS.booking} className="btn btn--primary">
              Prendre un autre rendez-vous
            </Link>
          ) : (
            canSend && (
              <button
                type="button"
                className="btn btn--primary"
                disabled={!hydrated || state.kind === 'sending'}
                onClick={() => void submit()}
              >
                {state.kind === 'sending' ? 'Annulation…' : 'Annuler mon rendez-vous'}
              </button>
            )
          )}
        </div>
      </section>
    </>
  );
}
