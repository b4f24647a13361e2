import { FormEvent, useEffect, useState } from 'react';
import { addDays, fromPracticeInput, practiceDateTime, practiceDay } from '@contract/practice-time';
import { failureText, isUnauthorized } from '../admin-api';
import {
  Absence,
  addAbsence,
  BookingSettings,
  fetchAbsences,
  fetchSettings,
  removeAbsence,
  saveSettings,
} from './agenda-api';
import { parseRanges, WEEKDAY_NAMES, weekTexts } from './agenda-format';
import { ConsultationTypes } from './ConsultationTypes';
import { usePractitioner } from '../use-admin-role';

/**
 * The hours, notice and horizon that make the free slots, and the absences that close them:
 * what patients see on the booking page follows these at once.
 */
export function AgendaSettings({ onUnauthorized, onSaved }: { onUnauthorized(): void; onSaved(): void }) {
  const [settings, setSettings] = useState<BookingSettings | null>(null);
  const [texts, setTexts] = useState<string[]>([]);
  const [absences, setAbsences] = useState<Absence[]>([]);
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const today = practiceDay();
  // The hours and the consultation types are the practitioner's to change; the secretary enters
  // the absences only (the server refuses the rest to it).
  const practitioner = usePractitioner();

  const fail = (caught: unknown) => {
    if (isUnauthorized(caught)) return onUnauthorized();
    setMessage({ kind: 'error', text: failureText(caught) });
  };

  useEffect(() => {
    if (practitioner)
      fetchSettings().then((loaded) => {
        setSettings(loaded);
        setTexts(weekTexts(loaded.weeklyHours));
      }, fail);
    fetchAbsences(today, addDays(today, 365)).then(setAbsences, fail);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the section opens
  }, []);

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!settings) return;
    const data = new FormData(event.currentTarget);
    const weeklyHours: Record<string, [string, string][]> = {};
    for (const [i, name] of WEEKDAY_NAMES.entries()) {
      const ranges = parseRanges(texts[i] ?? '');
      if (!ranges) {
        return setMessage({
          kind: 'error',
          text: `Horaires du ${name} illisibles : écrivez par exemple 09:00-12:00, 14:00-18:00.`,
        });
      }
      weeklyHours[String(i + 1)] = ranges;
    }
    try {
      const saved = await saveSettings({
        weeklyHours,
        noticeHours: Number(data.get('noticeHours')),
        horizonDays: Number(data.get('horizonDays')),
      });
      setSettings(saved);
      setTexts(weekTexts(saved.weeklyHours));
      setMessage({ kind: 'ok', text: 'Horaires enregistrés.' });
      onSaved();
    } catch (caught) {
      fail(caught);
    }
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const start = fromPracticeInput(String(data.get('start') ?? ''));
    const end = fromPracticeInput(String(data.get('end') ?? ''));
    if (!start || !end)
      return setMessage({ kind: 'error', text: 'Indiquez le début et la fin de l’absence.' });
    try {
      const reason = String(data.get('reason') ?? '').trim();
      const created = await addAbsence({ start, end, ...(reason ? { reason } : {}) });
      setAbsences((list) => [...list, created].sort((a, b) => a.start.localeCompare(b.start)));
      form.reset();
      setMessage({ kind: 'ok', text: 'Absence ajoutée : ses créneaux ne sont plus proposés.' });
      onSaved();
    } catch (caught) {
      fail(caught);
    }
  };

  const remove = async (absence: Absence) => {
    try {
      await removeAbsence(absence._id);
      setAbsences((list) => list.filter((a) => a._id !== absence._id));
      setMessage({ kind: 'ok', text: 'Absence retirée.' });
      onSaved();
    } catch (caught) {
      fail(caught);
    }
  };

  return (
    <div className="agenda-settings">
      <h3 className="agenda-settings__title">
        {practitioner ? 'Horaires, consultations et absences' : 'Absences'}
      </h3>
      {message && (
        <p
          className={message.kind === 'ok' ? 'admin-notice' : 'admin-error admin-error--inline'}
          role={message.kind === 'ok' ? 'status' : 'alert'}
        >
          {message.text}
        </p>
      )}
      {settings && (
        <form className="agenda-settings__form" onSubmit={(event) => void save(event)}>
          <fieldset>
            <legend>Horaires de consultation (heure de Tunis ; vide : fermé)</legend>
            {WEEKDAY_NAMES.map((name, i) => (
              <div className="agenda-settings__field" key={name}>
                <label htmlFor={`agenda-hours-${i + 1}`}>{name[0].toUpperCase() + name.slice(1)}</label>
                <input
                  id={`agenda-hours-${i + 1}`}
                  value={texts[i] ?? ''}
                  placeholder="09:00-12:00, 14:00-18:00"
                  onChange={(event) =>
                    setTexts((all) => all.map((t, j) => (j === i ? event.target.value : t)))
                  }
                />
              </div>
            ))}
          </fieldset>
          <div className="agenda-settings__field">
            <label htmlFor="agenda-notice">Délai de prévenance (heures)</label>
            <input
              id="agenda-notice"
              name="noticeHours"
              type="number"
              min={0}
              max={720}
              defaultValue={settings.noticeHours}
              required
            />
          </div>
          <div className="agenda-settings__field">
            <label htmlFor="agenda-horizon">Réservable jusqu’à (jours)</label>
            <input
              id="agenda-horizon"
              name="horizonDays"
              type="number"
              min={1}
              max={365}
              defaultValue={settings.horizonDays}
              required
            />
          </div>
          <button type="submit" className="admin-button">
            Enregistrer les horaires
          </button>
        </form>
      )}
      {practitioner && <ConsultationTypes onError={fail} onChanged={onSaved} />}
      <h4 className="agenda-settings__subtitle">Absences à venir</h4>
      {absences.length === 0 ? (
        <p className="admin-muted">Aucune absence prévue.</p>
      ) : (
        <ul className="agenda-settings__absences">
          {absences.map((absence) => (
            <li key={absence._id}>
              Du {practiceDateTime(absence.start)} au {practiceDateTime(absence.end)}
              {absence.reason ? ` — ${absence.reason}` : ''}{' '}
              <button type="button" className="admin-button" onClick={() => void remove(absence)}>
                Retirer
                <span className="visually-hidden"> l’absence du {practiceDateTime(absence.start)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="agenda-settings__form" onSubmit={(event) => void add(event)}>
        <div className="agenda-settings__field">
          <label htmlFor="agenda-absence-start">Début de l’absence (heure de Tunis)</label>
          <input id="agenda-absence-start" name="start" type="datetime-local" required />
        </div>
        <div className="agenda-settings__field">
          <label htmlFor="agenda-absence-end">Fin de l’absence</label>
          <input id="agenda-absence-end" name="end" type="datetime-local" required />
        </div>
        <div className="agenda-settings__field">
          <label htmlFor="agenda-absence-reason">Motif (facultatif, non montré aux patients)</label>
          <input id="agenda-absence-reason" name="reason" maxLength={200} />
        </div>
        <button type="submit" className="admin-button">
          Ajouter l’absence
        </button>
      </form>
    </div>
  );
}
