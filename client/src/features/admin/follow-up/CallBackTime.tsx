import { FormEvent, useState } from 'react';
import { fromPracticeInput, toPracticeInput } from '@contract/practice-time';

/**
 * « À rappeler le »: a date and time typed in Tunis time (the practice's, whatever the device's
 * zone), saved with « Enregistrer », removed with « Effacer ».
 */
export function CallBackTime({
  followUpAt,
  onSave,
}: {
  followUpAt: string | null;
  onSave(followUpAt: string | null): void;
}) {
  const saved = toPracticeInput(followUpAt);
  const [draft, setDraft] = useState(saved);
  // A time saved or restored elsewhere (the server's answer, a refusal) replaces the draft.
  const [shown, setShown] = useState(saved);
  if (shown !== saved) {
    setShown(saved);
    setDraft(saved);
  }
  const [invalid, setInvalid] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = draft ? fromPracticeInput(draft) : null;
    setInvalid(Boolean(draft) && !value);
    if (draft && !value) return;
    onSave(value);
  };

  return (
    <form className="call-back-time" onSubmit={submit} noValidate>
      <label htmlFor="call-back-at">À rappeler le</label>
      <p id="call-back-at-hint" className="call-back-time__hint">
        Heure de Tunis (heure du cabinet)
      </p>
      <div className="call-back-time__row">
        <input
          id="call-back-at"
          type="datetime-local"
          value={draft}
          aria-describedby={invalid ? 'call-back-at-hint call-back-at-error' : 'call-back-at-hint'}
          aria-invalid={invalid || undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="admin-button" disabled={draft === saved}>
          Enregistrer
        </button>
        {followUpAt && (
          <button type="button" className="admin-button" onClick={() => onSave(null)}>
            Effacer<span className="visually-hidden"> la date de rappel</span>
          </button>
        )}
      </div>
      {invalid && (
        <p id="call-back-at-error" className="call-back-time__error" role="alert">
          Indiquez une date et une heure complètes.
        </p>
      )}
    </form>
  );
}
