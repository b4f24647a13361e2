import { useEffect, useRef } from 'react';
import { CircleCheck } from '../../components/icons/circle-check';
import { contactMessages } from '../../content/contact';
import { ChooseSlotLink } from '../booking/ChooseSlotLink';
import { siteBookingOn } from '../booking/paths';

/** What the patient sent, as they typed it, for the confirmation to repeat. */
export interface SentRequest {
  /** The new request's id, when the server gave it: the booking link carries it. */
  id?: string;
  /** The treatment suggested by the answers, sent as the request's service. */
  treatment: string;
  name: string;
  phone: string;
  /** Whether a message went with it (its words are not repeated: they may say more than needed). */
  withMessage: boolean;
}

interface RequestSentProps {
  sent: SentRequest;
  onRestart(): void;
  /** Whether the site books online: then « Choisir un créneau » is offered. */
  booking?: boolean;
}

/**
 * What stays once the questionnaire's request is sent (the toast goes after 4 s): what was sent,
 * what the practice does next, online booking when the site has it, and a way to start over. It
 * takes the focus, so keyboard and screen-reader users land on it, and comes into view: shorter
 * than the form it replaces, it would otherwise start above the screen on a phone.
 */
export function RequestSent({ sent, onRestart, booking = siteBookingOn() }: RequestSentProps) {
  const root = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    title.current?.focus({ preventScroll: true });
    const panel = root.current;
    if (!panel) return;
    const header = parseFloat(getComputedStyle(panel).scrollMarginTop) || 0;
    const { top } = panel.getBoundingClientRect();
    if (top >= header && top <= window.innerHeight / 2) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    panel.scrollIntoView({ block: 'start', behavior: reduce ? 'auto' : 'smooth' });
  }, []);

  return (
    <div ref={root} className="q-sent" role="status" data-testid="questionnaire-sent">
      <CircleCheck className="q-sent__icon" size={40} aria-hidden="true" />
      <h3 ref={title} tabIndex={-1} className="q-sent__title">
        Demande envoyée
      </h3>
      <p className="q-sent__next">
        {contactMessages.successText} Le cabinet vous rappelle au numéro ci-dessous pour en parler et convenir
        d’un rendez-vous.
      </p>
      <p className="q-sent__label">Ce que vous nous avez transmis</p>
      <dl className="q-sent__facts">
        <div>
          <dt>Soin suggéré</dt>
          <dd>{sent.treatment}</dd>
        </div>
        <div>
          <dt>Nom</dt>
          <dd>{sent.name}</dd>
        </div>
        <div>
          <dt>Téléphone</dt>
          <dd className="q-sent__phone">{sent.phone}</dd>
        </div>
        {sent.withMessage && (
          <div>
            <dt>Message</dt>
            <dd>Joint à votre demande</dd>
          </div>
        )}
      </dl>
      {booking && (
        <div className="q-sent__booking">
          <p className="q-sent__booking-text">
            {'Vous préférez fixer vous-même la date\u00a0? Réservez un créneau libre en ligne.'}
          </p>
          <ChooseSlotLink className="btn btn--primary" requestId={sent.id} />
        </div>
      )}
      <button type="button" className="btn btn--ghost q-sent__restart" onClick={onRestart}>
        Faire une nouvelle demande
      </button>
    </div>
  );
}
