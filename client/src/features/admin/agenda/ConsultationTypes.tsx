import { CONSULTATION_MODE_LABELS, CONSULTATION_MODES } from '@contract/booking';
import { FormEvent, useEffect, useState } from 'react';
import {
  type AdminConsultationType,
  createType,
  fetchTypes,
  type NewConsultationType,
  updateType,
} from './agenda-api';

/**
 * The consultation types patients choose from: their name, length and mode. A type is never
 * deleted (appointments refer to it): unticking « Proposé » hides it from the booking page.
 */
export function ConsultationTypes({
  onError,
  onChanged,
}: {
  onError(error: unknown): void;
  onChanged(): void;
}) {
  const [types, setTypes] = useState<AdminConsultationType[]>([]);

  useEffect(() => {
    fetchTypes().then(setTypes, onError);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the section opens
  }, []);

  const replace = (updated: AdminConsultationType) =>
    setTypes((list) => list.map((type) => (type._id === updated._id ? updated : type)));

  const toggle = async (type: AdminConsultationType) => {
    try {
      replace(await updateType(type._id, { active: !type.active }));
      onChanged();
    } catch (error) {
      onError(error);
    }
  };

  const add = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    try {
      const created = await createType({
        name: String(data.get('name') ?? '').trim(),
        durationMinutes: Number(data.get('durationMinutes')),
        mode: String(data.get('mode')) as NewConsultationType['mode'],
      });
      setTypes((list) => [...list, created]);
      form.reset();
      onChanged();
    } catch (error) {
      onError(error);
    }
  };

  return (
    <>
      <h4 className="agenda-settings__subtitle">Types de consultation</h4>
      <ul className="agenda-settings__types">
        {types.map((type) => (
          <li key={type._id}>
            <label>
              <input type="checkbox" checked={type.active} onChange={() => void toggle(type)} />
              <span>
                {type.name} — {type.durationMinutes}&nbsp;min,{' '}
                {CONSULTATION_MODE_LABELS[type.mode].toLowerCase()}
                <span className="visually-hidden">{type.active ? ' (proposé)' : ' (non proposé)'}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
      <form className="agenda-settings__form" onSubmit={(event) => void add(event)}>
        <div className="agenda-settings__field">
          <label htmlFor="agenda-type-name">Nouveau type de consultation</label>
          <input
            id="agenda-type-name"
            name="name"
            maxLength={80}
            required
            placeholder="Consultation de suivi"
          />
        </div>
        <div className="agenda-settings__field">
          <label htmlFor="agenda-type-duration">Durée (minutes)</label>
          <input
            id="agenda-type-duration"
            name="durationMinutes"
            type="number"
            min={10}
            max={240}
            step={5}
            defaultValue={30}
            required
          />
        </div>
        <div className="agenda-settings__field">
          <label htmlFor="agenda-type-mode">Mode</label>
          <select id="agenda-type-mode" name="mode" defaultValue="cabinet">
            {CONSULTATION_MODES.map((mode) => (
              <option key={mode} value={mode}>
                {CONSULTATION_MODE_LABELS[mode]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="admin-button">
          Ajouter le type
        </button>
      </form>
    </>
  );
}
