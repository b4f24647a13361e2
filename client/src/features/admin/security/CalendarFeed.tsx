import { CalendarSync, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { formatLongDate } from '../../../lib/format';
import { api, unwrap } from '../../../lib/api/client';
import type { components } from '../../../lib/api/schema';
import { failureText, isUnauthorized } from '../admin-api';

type FeedState = components['schemas']['CalendarFeedStateDto'];

export const REPLACE_CONFIRMATION =
  'Générer une nouvelle adresse\u00a0? L’ancienne cesse aussitôt de fonctionner\u00a0: les agendas abonnés devront recevoir la nouvelle.';
export const REVOKE_CONFIRMATION =
  'Révoquer l’adresse\u00a0? Les agendas abonnés ne recevront plus les rendez-vous.';

/**
 * « Abonnement à l’agenda »: a secret address (iCalendar) that Google Calendar or Apple Calendar
 * reads on its own, so the practitioner sees the appointments in the calendar they already use.
 * The server gives the address once, at its creation: it is shown then, with a copy button, and
 * never again — lost, it is replaced; leaked, it is revoked.
 */
export function CalendarFeed({ onUnauthorized }: { onUnauthorized(): void }) {
  const [state, setState] = useState<FeedState | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    unwrap(api.GET('/admin/calendar-feed')).then(
      ({ data }) => current && setState(data),
      (caught: unknown) => {
        if (!current) return;
        if (isUnauthorized(caught)) onUnauthorized();
        else setError(failureText(caught));
      },
    );
    return () => {
      current = false;
    };
  }, [onUnauthorized]);

  const act = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (caught) {
      if (isUnauthorized(caught)) onUnauthorized();
      else setError(failureText(caught));
    } finally {
      setBusy(false);
    }
  };

  const create = () => {
    if (state?.active && !window.confirm(REPLACE_CONFIRMATION)) return;
    void act(async () => {
      const { data } = await unwrap(api.POST('/admin/calendar-feed'));
      setUrl(data.url);
      setCopied(false);
      setState({ active: true, createdAt: data.createdAt });
    });
  };

  const revoke = () => {
    if (!window.confirm(REVOKE_CONFIRMATION)) return;
    void act(async () => {
      await unwrap(api.DELETE('/admin/calendar-feed'));
      setUrl(null);
      setState({ active: false, createdAt: null });
    });
  };

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setError('La copie a échoué\u00a0: sélectionnez l’adresse et copiez-la à la main.');
    }
  };

  return (
    <section className="security calendar-feed" aria-labelledby="calendar-feed-title">
      <h2 id="calendar-feed-title" className="admin-section__title">
        Abonnement à l’agenda
      </h2>
      <p className="admin-muted">
        Une adresse secrète pour voir les rendez-vous du cabinet dans Google Agenda ou Apple Calendrier (type
        de consultation, prénom et initiale du nom seulement).
      </p>
      {state && (
        <p className="security__state" data-enabled={state.active}>
          <CalendarSync aria-hidden="true" />
          <span>
            {state.active
              ? `Adresse active, créée le ${state.createdAt ? formatLongDate(new Date(state.createdAt), { weekday: false }) : '—'}.`
              : 'Aucune adresse pour l’instant.'}
          </span>
        </p>
      )}
      {url && (
        <div className="calendar-feed__url">
          <label htmlFor="calendar-feed-url">Adresse d’abonnement (montrée cette fois seulement)</label>
          <input
            id="calendar-feed-url"
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <button type="button" className="admin-button" onClick={() => void copy()}>
            <Copy aria-hidden="true" />
            Copier l’adresse
          </button>
          {copied && <span role="status">Adresse copiée.</span>}
          <p className="admin-muted">
            Google Agenda&nbsp;: «&nbsp;Autres agendas › À partir de l’URL&nbsp;», puis collez l’adresse.
            Apple Calendrier&nbsp;: «&nbsp;Fichier › Nouvel abonnement à un calendrier…&nbsp;», puis collez
            l’adresse.
          </p>
        </div>
      )}
      {error && (
        <p className="admin-error admin-error--inline" role="alert">
          {error}
        </p>
      )}
      {state && (
        <div className="admin-actions">
          <button type="button" className="admin-button" disabled={busy} onClick={create}>
            {state.active ? 'Générer une nouvelle adresse' : 'Créer l’adresse'}
          </button>
          {state.active && (
            <button
              type="button"
              className="admin-button admin-button--danger"
              disabled={busy}
              onClick={revoke}
            >
              Révoquer
            </button>
          )}
        </div>
      )}
    </section>
  );
}
