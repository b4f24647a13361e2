// « Statistiques »: the requests per week, origin, service and status, and how many led to an appointment.

import { CONTACT_STATUS_LABELS, CONTACT_STATUSES } from '@contract/follow-up';
import { useEffect, useState } from 'react';
import { isUnauthorized } from '../admin-api';
import { ListFailure, ListLoading } from '../ListStatus';
import { BarChart } from './BarChart';
import { formatShare, requests } from './chart-scale';
import { ContactStats, fetchStats, Period, PERIODS } from './stats-api';
import { sourceName, WeeklyChart } from './WeeklyChart';

const STATUS_COLOURS = ['#1d4a8a', '#b5651d', '#1f6f43', '#7a6e62', '#8f2424'];
const STATS_FAILED = 'Erreur\u00a0: les statistiques n’ont pas pu être chargées. Veuillez réessayer.';

/**
 * « Statistiques »: the requests of the last 4, 12, 26 or 52 weeks, per week by origin, by
 * service, by status, and the share that led to an appointment. Every chart has its figures
 * as a table beside it.
 */
export function StatsSection({ onUnauthorized }: { onUnauthorized(): void }) {
  const [weeks, setWeeks] = useState<Period>(12);
  const [loaded, setLoaded] = useState<{ weeks: Period; stats: ContactStats } | null>(null);
  const [failedFor, setFailedFor] = useState<Period | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    fetchStats(weeks, controller.signal).then(
      (stats) => setLoaded({ weeks, stats }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        if (isUnauthorized(error)) onUnauthorized();
        else setFailedFor(weeks);
      },
    );
    return () => controller.abort();
  }, [weeks, attempt, onUnauthorized]);

  const stats = loaded?.weeks === weeks ? loaded.stats : null;
  let body;
  if (failedFor === weeks)
    body = (
      <ListFailure
        message={STATS_FAILED}
        onRetry={() => {
          setFailedFor(null);
          setAttempt((n) => n + 1);
        }}
      />
    );
  else if (!stats) body = <ListLoading />;
  else body = <StatsCharts stats={stats} />;

  return (
    <section className="admin-section stats" aria-labelledby="stats-title">
      <div className="admin-toolbar">
        <h2 id="stats-title" className="admin-section__title">
          Les {weeks} dernières semaines
        </h2>
        <div className="stats-period">
          <label htmlFor="stats-period">Période</label>
          <select
            id="stats-period"
            value={weeks}
            onChange={(event) => setWeeks(Number(event.target.value) as Period)}
          >
            {PERIODS.map((n) => (
              <option key={n} value={n}>
                {n} semaines
              </option>
            ))}
          </select>
        </div>
      </div>
      <div aria-busy={!stats && failedFor !== weeks}>{body}</div>
    </section>
  );
}

function StatsCharts({ stats }: { stats: ContactStats }) {
  return (
    <div className="stats-grid">
      <section className="stats-card stats-card--wide" aria-labelledby="stats-weekly">
        <h3 id="stats-weekly">Demandes par semaine, par origine</h3>
        <WeeklyChart stats={stats} />
      </section>
      <section className="stats-card" aria-labelledby="stats-conversion">
        <h3 id="stats-conversion">Rendez-vous fixés</h3>
        <p className="stats-conversion__share" data-testid="stats-conversion">
          {formatShare(stats.conversion)}
        </p>
        <svg
          className="stats-conversion__meter"
          viewBox="0 0 100 8"
          preserveAspectRatio="none"
          role="img"
          aria-label={`Part des demandes ayant abouti à un rendez-vous fixé\u00a0: ${formatShare(stats.conversion)}`}
        >
          <rect width="100" height="8" className="stats-chart__track" />
          <rect width={Math.min(1, Math.max(0, stats.conversion)) * 100} height="8" fill="#1f6f43" />
        </svg>
        <p className="stats-conversion__text">
          {requests(stats.booked)} sur {stats.total.toLocaleString('fr-FR')} ont abouti à un rendez-vous fixé.
        </p>
      </section>
      <section className="stats-card" aria-labelledby="stats-status">
        <h3 id="stats-status">Par statut</h3>
        <BarChart
          title="Demandes par statut"
          labelColumn="Statut"
          bars={CONTACT_STATUSES.map((status, i) => ({
            key: status,
            label: CONTACT_STATUS_LABELS[status],
            value: stats.byStatus[status],
            colour: STATUS_COLOURS[i],
          }))}
        />
      </section>
      <section className="stats-card" aria-labelledby="stats-service">
        <h3 id="stats-service">Par service</h3>
        <BarChart
          title="Demandes par service"
          labelColumn="Service"
          bars={Object.entries(stats.byService).map(([service, value]) => ({
            key: service || '-',
            label: service || 'Non précisé',
            value,
          }))}
        />
      </section>
      <section className="stats-card" aria-labelledby="stats-source">
        <h3 id="stats-source">Par origine</h3>
        <BarChart
          title="Demandes par origine"
          labelColumn="Origine"
          bars={Object.entries(stats.bySource).map(([source, value]) => ({
            key: source,
            label: sourceName(source),
            value,
          }))}
        />
      </section>
    </div>
  );
}
