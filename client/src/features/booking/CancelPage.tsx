import { useEffect, useState } from 'react';
import { CANCEL_MESSAGES } from '@contract/booking';
import { practiceDateTime } from '@contract/practice-time';
import { LinkAction, LinkActionRequest } from '../../components/link-action/LinkAction';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { useHydrated } from '../../lib/use-hydrated';
import { type AppointmentSummary, BOOKING_MESSAGES, cancelBooking, fetchSummary } from './booking-api';
import { MoveSection } from './MoveSection';
import { BOOKING_PATHS } from './paths';
import './booking.css';

const NBSP = '\u00a0';
const DEFAULT_LEAD = `Vous ne pouvez pas venir${NBSP}? Annulez ici votre rendez-vous, ou déplacez-le${NBSP}: le créneau sera proposé à un autre patient.`;

function linkFromAddress(): { id: string; token: string } | null {
  const query = new URLSearchParams(window.location.search);
  const id = query.get('id')?.trim() ?? '';
  const token = query.get('token')?.trim() ?? '';
  return id && token ? { id, token } : null;
}

/** What the page knows of the appointment before its button: nothing yet, the summary, or why it cannot be cancelled. */
type Known =
  { kind: 'loading' } | { kind: 'ready'; summary?: AppointmentSummary } | { kind: 'closed'; message: string };

/** Why an appointment the link names can no longer be cancelled here, if so (the server says the same). */
function closedReason(summary: AppointmentSummary): string | null {
  if (summary.status === 'annule') return CANCEL_MESSAGES.alreadyCancelled;
  if (summary.status === 'honore' || summary.status === 'absent') return CANCEL_MESSAGES.held;
  if (Date.parse(summary.start) <= Date.now()) return CANCEL_MESSAGES.started;
  return null;
}

/** « Annuler le rendez-vous du mardi 2 décembre 2026 à 9 h 30 — Première consultation ? » */
const question = (summary: AppointmentSummary) =>
  `Annuler le rendez-vous du ${practiceDateTime(summary.start)} — ${summary.type.name}${NBSP}? Le créneau sera proposé à un autre patient.`;

/**
 * /rendez-vous/annulation?id=…&token=…: the link given with each booking. It first shows which
 * appointment it names (day, time, type); nothing is cancelled until the patient presses the
 * button. An appointment already cancelled, past or held says so, without a button. When its
 * summary cannot be read (no connection), the button is offered all the same.
 */
export default function CancelPage() {
  const hydrated = useHydrated();
  const [known, setKnown] = useState<Known>({ kind: 'loading' });
  const [cancelled, setCancelled] = useState(false);

  useEffect(() => {
    if (!hydrated) return;
    const link = linkFromAddress();
    if (!link) return; // LinkAction says the link is incomplete
    let current = true;
    void fetchSummary(link.id, link.token).then((result) => {
      if (!current) return;
      if (result.ok) {
        const reason = closedReason(result.summary);
        setKnown(reason ? { kind: 'closed', message: reason } : { kind: 'ready', summary: result.summary });
      } else {
        setKnown(result.refused ? { kind: 'closed', message: result.message } : { kind: 'ready' });
      }
    });
    return () => {
      current = false;
    };
  }, [hydrated]);

  const fromAddress = (): LinkActionRequest => {
    const link = linkFromAddress();
    if (!link) return { missing: BOOKING_MESSAGES.cancelMissing };
    if (known.kind === 'closed') return { missing: known.message };
    return {
      send: async () => {
        const result = await cancelBooking(link.id, link.token);
        if (result.ok) setCancelled(true);
        return result.ok ? result : { ok: false, message: result.message, retry: !result.final };
      },
    };
  };

  return (
    <>
      <Head
        title={`Annuler votre rendez-vous | ${practice.shortName}`}
        description="Annulation d’un rendez-vous pris en ligne au cabinet."
        path={BOOKING_PATHS.cancel}
        noindex
      />
      <LinkAction
        // A new action once the summary is known (its error state starts afresh).
        key={known.kind}
        block="booking-cancel-page"
        titleId="booking-cancel-title"
        fromAddress={fromAddress}
        pending={known.kind === 'loading'}
        texts={{
          title: 'Annuler votre rendez-vous',
          doneTitle: 'Votre rendez-vous est annulé.',
          lead: known.kind === 'ready' && known.summary ? question(known.summary) : DEFAULT_LEAD,
          doneLead:
            'Le créneau est de nouveau libre pour un autre patient. Vous pouvez reprendre rendez-vous quand vous le souhaitez.',
          button: 'Annuler mon rendez-vous',
          sending: 'Annulation…',
          doneLink: { to: BOOKING_PATHS.booking, label: 'Prendre un autre rendez-vous' },
        }}
      />
      {known.kind === 'ready' && known.summary && !cancelled && (
        <MoveSection
          id={known.summary._id}
          token={linkFromAddress()?.token ?? ''}
          summary={known.summary}
          // The question above then names the new time.
          onMoved={(moved) =>
            setKnown({ kind: 'ready', summary: { ...known.summary!, start: moved.start, end: moved.end } })
          }
        />
      )}
    </>
  );
}
