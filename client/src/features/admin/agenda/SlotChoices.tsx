import { practiceDateTime } from '@contract/practice-time';
import type { Slot } from './appointment-time';

/**
 * The nearest free slots a clash brings back, as buttons: one press fills the day and time (the
 * choice is then saved like any other, so nothing is booked behind the practice's back).
 */
export function SlotChoices({ slots, onChoose }: { slots: Slot[]; onChoose(slot: Slot): void }) {
  if (slots.length === 0) return <p className="admin-muted">Aucun créneau libre à proximité.</p>;
  return (
    <div className="agenda-slots" role="group" aria-label="Créneaux libres les plus proches">
      {slots.map((slot) => (
        <button key={slot.start} type="button" className="admin-button" onClick={() => onChoose(slot)}>
          {practiceDateTime(slot.start)}
        </button>
      ))}
    </div>
  );
}
