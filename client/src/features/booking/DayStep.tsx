import { CONSULTATION_MODE_LABELS } from '@contract/booking';
import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeft } from '../../components/icons/chevron-left';
import { ChevronRight } from '../../components/icons/chevron-right';
import { CircleAlert } from '../../components/icons/circle-alert';
import { Clock } from '../../components/icons/clock';
import { type ConsultationType, fetchSlots, loadFailure, type Slot } from './booking-api';
import { stepTitleId } from './steps';
import { addDays, dayLabel, practiceDay, practiceTime, shortDayLabel } from '@contract/practice-time';

/** Two weeks per call: enough to choose from, light on a phone's connection. */
const WINDOW_DAYS = 14;
/** How far ahead the visitor may page (the practice's own horizon is usually shorter). */
const FURTHEST_DAYS = 182;

/** The Monday of the week of a day: the days line up under their weekday on a wide screen. */
function mondayOf(day: string): string {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay() || 7;
  return addDays(day, 1 - weekday);
}

const slotCount = (n: number) => (n === 1 ? '1\u00a0créneau' : `${n}\u00a0créneaux`);

interface Props {
  type: ConsultationType;
  canChangeType: boolean;
  onChangeType: () => void;
  onChoose: (slot: Slot) => void;
  announce: (message: string) => void;
}

/** The days of two weeks, those with free slots as buttons, then the chosen day's times. */
export function DayStep({ type, canChangeType, onChangeType, onChoose, announce }: Props) {
  const [today] = useState(() => practiceDay());
  const [windowStart, setWindowStart] = useState(() => mondayOf(today));
  const [slots, setSlots] = useState<Slot[]>();
  const [error, setError] = useState<string>();
  const [day, setDay] = useState<string>();
  const cache = useRef(new Map<string, Slot[]>());
  const latest = useRef(0);
  const timesTitle = useRef<HTMLHeadingElement>(null);
  const [focusTimes, setFocusTimes] = useState<{ day: string }>();

  const windowEnd = addDays(windowStart, WINDOW_DAYS - 1);
  const atStart = windowStart <= mondayOf(today);
  const atEnd = addDays(windowStart, WINDOW_DAYS) > addDays(today, FURTHEST_DAYS);

  const load = useCallback(
    (start: string, quiet: boolean) => {
      const request = ++latest.current;
      const key = `${type._id}/${start}`;
      const cached = cache.current.get(key);
      setError(undefined);
      setDay(undefined);
      const show = (list: Slot[]) => {
        setSlots(list);
        if (!quiet)
          announce(
            `Du ${dayLabel(start)} au ${dayLabel(addDays(start, WINDOW_DAYS - 1))}\u00a0: ${
              list.length
                ? `${slotCount(list.length)} libre${list.length > 1 ? 's' : ''}.`
                : 'aucun créneau libre.'
            }`,
          );
      };
      if (cached) return show(cached);
      setSlots(undefined);
      // Days before today have nothing free: they are not asked for.
      const from = start < today ? today : start;
      fetchSlots(type._id, from, addDays(start, WINDOW_DAYS - 1)).then(
        (list) => {
          if (request !== latest.current) return;
          cache.current.set(key, list);
          // Rendered in short slices (a transition): the page stays responsive meanwhile.
          startTransition(() => show(list));
        },
        (failure: unknown) => {
          if (request === latest.current) setError(loadFailure(failure));
        },
      );
    },
    [type._id, today, announce],
  );

  // The first two weeks load quietly; those the visitor pages to are announced.
  const quietLoad = useRef(true);
  useEffect(() => load(windowStart, quietLoad.current), [load, windowStart]);

  useEffect(() => {
    if (focusTimes) timesTitle.current?.focus();
  }, [focusTimes]);

  const move = (weeks: number) => {
    quietLoad.current = false;
    setWindowStart(addDays(windowStart, weeks * 7));
  };

  const days = Array.from({ length: WINDOW_DAYS }, (_, i) => addDays(windowStart, i));
  const byDay = new Map<string, Slot[]>();
  for (const s of slots ?? []) {
    const d = practiceDay(s.start);
    const list = byDay.get(d);
    if (list) list.push(s);
    else byDay.set(d, [s]);
  }
  const chosenTimes = day ? (byDay.get(day) ?? []) : [];

  return (
    <section className="booking-step" aria-labelledby={stepTitleId('slot')}>
      <h2 id={stepTitleId('slot')} className="booking-step__title" tabIndex={-1}>
        Choisissez un jour et une heure
      </h2>
      <p className="booking-step__context">
        <span>
          {`${type.name} · ${type.durationMinutes}\u00a0min · ${CONSULTATION_MODE_LABELS[type.mode]}`}
        </span>
        {canChangeType && (
          <button type="button" className="booking-link" onClick={onChangeType}>
            Changer de consultation
          </button>
        )}
      </p>
      <p className="booking-tz">
        <Clock size={18} aria-hidden="true" />
        Toutes les heures sont données à l’heure de Tunis.
      </p>

      <div className="booking-days__nav">
        <button
          type="button"
          className="btn btn--ghost booking-days__move"
          aria-disabled={atStart || undefined}
          onClick={() => !atStart && move(-2)}
        >
          <ChevronLeft size={18} aria-hidden="true" />
          Semaines précédentes
        </button>
        <p className="booking-days__range">
          {`Du ${shortDayLabel(windowStart)} au ${shortDayLabel(windowEnd)}`}
        </p>
        <button
          type="button"
          className="btn btn--ghost booking-days__move"
          aria-disabled={atEnd || undefined}
          onClick={() => !atEnd && move(2)}
        >
          Semaines suivantes
          <ChevronRight size={18} aria-hidden="true" />
        </button>
      </div>

      {error ? (
        <div className="booking-alert" role="alert">
          <CircleAlert size={18} aria-hidden="true" />
          <p>{error}</p>
          <button type="button" className="btn btn--ghost" onClick={() => load(windowStart, false)}>
            Réessayer
          </button>
        </div>
      ) : !slots ? (
        <p className="booking-loading">Chargement des créneaux libres…</p>
      ) : (
        <>
          <ul className="booking-days" aria-label="Jours de ces deux semaines">
            {days.map((d) => {
              const count = byDay.get(d)?.length ?? 0;
              const label = (
                <>
                  <span className="booking-day__date" aria-hidden="true">
                    {shortDayLabel(d)}
                  </span>
                  <span className="visually-hidden">{`${dayLabel(d)}, `}</span>
                  <span className="booking-day__count">{count ? slotCount(count) : 'Aucun créneau'}</span>
                </>
              );
              return (
                <li key={d}>
                  {count ? (
                    <button
                      type="button"
                      className="booking-day"
                      aria-pressed={d === day}
                      data-day={d}
                      onClick={() => {
                        setDay(d);
                        setFocusTimes({ day: d });
                      }}
                    >
                      {label}
                    </button>
                  ) : (
                    <span className="booking-day booking-day--empty" data-day={d}>
                      {label}
                    </span>
                  )}
                </li>
              );
            })}
          </ul>
          {slots.length === 0 && (
            <p className="booking-empty">
              Aucun créneau libre sur ces deux semaines. Voyez les semaines suivantes, ou appelez le cabinet.
            </p>
          )}
          {day && (
            <section className="booking-times" aria-labelledby="booking-times-title">
              <h3 id="booking-times-title" ref={timesTitle} tabIndex={-1} className="booking-times__title">
                {`Créneaux du ${dayLabel(day)}`}
                <span className="booking-times__tz">(heure de Tunis)</span>
              </h3>
              <ul className="booking-times__list">
                {chosenTimes.map((s) => (
                  <li key={s.start}>
                    <button type="button" className="booking-time" onClick={() => onChoose(s)}>
                      {practiceTime(s.start)}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </section>
  );
}
