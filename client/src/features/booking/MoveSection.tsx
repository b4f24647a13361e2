import { useState } from 'react';
import { appointmentCalendar } from '@contract/calendar';
import { dayLabel, practiceDateTime, practiceDay, practiceTime } from '@contract/practice-time';
import {
  type AppointmentSummary,
  type BookingMoved,
  type Slot,
  fetchAlternatives,
  moveBooking,
} from './booking-api';

type State =
  | { kind: 'closed' }
  | { kind: 'loading' }
  | { kind: 'choosing'; slots: Slot[]; message?: string; moving?: string }
  | { kind: 'moved'; moved: BookingMoved }
  | { kind: 'failed'; message: string };

/** The slots by day of the practice's calendar, in order. */
function byDay(slots: Slot[]): [string, Slot[]][] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) {
    const day = practiceDay(slot.start);
    days.set(day, [...(days.get(day) ?? []), slot]);
  }
  return [...days];
}

/**
 * « Déplacer le rendez-vous » on the cancellation link's page: the nearest free slots of the same
 * type, by day in Tunis time; a press moves it (the same appointment, so the calendar entry keeps
 * its identity), then the new time and its updated calendar file.
 */
export function MoveSection({
  id,
  token,
  summary,
  onMoved,
}: {
  id: string;
  token: string;
  summary: AppointmentSummary;
  onMoved: (moved: BookingMoved) => void;
}) {
  const [state, setState] = useState<State>({ kind: 'closed' });

  const open = async () => {
    setState({ kind: 'loading' });
    const result = await fetchAlternatives(id, token);
    setState(
      result.ok ? { kind: 'choosing', slots: result.slots } : { kind: 'failed', message: result.message },
    );
  };

  const choose = async (slots: Slot[], start: string) => {
    setState({ kind: 'choosing', slots, moving: start });
    const result = await moveBooking(id, token, start);
    if (result.ok) {
      setState({ kind: 'moved', moved: result.moved });
      onMoved(result.moved);
    } else {
      setState({ kind: 'choosing', slots: result.alternatives ?? slots, message: result.message });
    }
  };

  if (state.kind === 'moved') {
    const { moved } = state;
    const file = appointmentCalendar({
      id: moved._id,
      host: window.location.host,
      start: moved.start,
      end: moved.end,
      typeName: summary.type.name,
      mode: summary.type.mode,
      cancelUrl: window.location.href,
      sequence: moved.sequence,
    });
    return (
      <section className="booking-move container" aria-labelledby="booking-move-title">
        <h2 id="booking-move-title">Votre rendez-vous est déplacé</h2>
        <p role="status">{`Nouveau rendez-vous${'\u00a0'}: ${practiceDateTime(moved.start)} (heure de Tunis).`}</p>
        <a
          className="btn btn--primary"
          href={`data:text/calendar;charset=utf-8,${encodeURIComponent(file)}`}
          download="rendez-vous.ics"
        >
          Mettre à jour mon agenda
        </a>
      </section>
    );
  }

  return (
    <section className="booking-move container" aria-labelledby="booking-move-title">
      <h2 id="booking-move-title">Déplacer le rendez-vous</h2>
      {state.kind === 'closed' && (
        <>
          <p>Plutôt qu’annuler, vous pouvez choisir un autre créneau libre.</p>
          <button type="button" className="btn btn--ghost" onClick={() => void open()}>
            Déplacer le rendez-vous
          </button>
        </>
      )}
      {state.kind === 'loading' && <p role="status">Recherche des créneaux libres…</p>}
      {state.kind === 'failed' && <p role="alert">{state.message}</p>}
      {state.kind === 'choosing' && (
        <>
          {state.message && <p role="alert">{state.message}</p>}
          {state.slots.length === 0 ? (
            <p>Aucun créneau libre proche. Appelez le cabinet pour en convenir.</p>
          ) : (
            byDay(state.slots).map(([day, slots]) => (
              <div key={day} className="booking-times">
                <h3 className="booking-times__title">{dayLabel(day)}</h3>
                <ul className="booking-times__list">
                  {slots.map((slot) => (
                    <li key={slot.start}>
                      <button
                        type="button"
                        className="booking-time"
                        disabled={state.moving !== undefined}
                        aria-label={`Déplacer au ${practiceDateTime(slot.start)}`}
                        onClick={() => void choose(state.slots, slot.start)}
                      >
                        {state.moving === slot.start ? 'Déplacement…' : practiceTime(slot.start)}
                      </button>
                    </li>
                  ))}
                </ul>
              </div>
            ))
          )}
        </>
      )}
    </section>
  );
}
