import { AlertTriangle, ArrowRight, Archive, Mail, Users } from 'lucide-react';
import { Link } from 'react-router-dom';
import { practice } from '../../content/practice';
import { formatDateTime, formatLongDate, isoDateTime, localIsoDate } from '../../lib/format';
import type { AdminStatus } from './admin-api';
import { SECTION_PATHS } from './admin-paths';
import { CallBackList } from './follow-up/CallBackList';
import { StatusCounts } from './follow-up/StatusCounts';
import { EmailStatus } from './EmailStatus';
import { dashboardGreeting } from './greeting';
import { TodayAppointments } from './today/TodayAppointments';
import { useNow } from './use-now';

interface DashboardProps {
  contactCount: number;
  subscriberCount: number;
  /** GET /api/admin/status; null while unknown. */
  status?: AdminStatus | null;
  onUnauthorized(): void;
}

const DAY_MS = 24 * 3_600_000;

/** When the site's budget of public posts was reached, if that was in the last 24 hours. */
function recentBudgetExhaustion(at: string | null, now: Date): Date | null {
  if (!at) return null;
  const date = new Date(at);
  const age = now.getTime() - date.getTime();
  return Number.isNaN(age) || age > DAY_MS ? null : date;
}

/**
 * The default section: greeting, the doctor's name, both counts, today's date; then the
 * requests by status and « Aujourd’hui »: today's appointments and the requests to call back.
 */
export function Dashboard({ contactCount, subscriberCount, status = null, onUnauthorized }: DashboardProps) {
  const now = useNow();
  const budgetReachedAt = recentBudgetExhaustion(status?.publicBudgetExhaustedAt ?? null, now);
  return (
    <section className="admin-dashboard" aria-labelledby="dashboard-greeting">
      <p className="admin-dashboard__date">
        <time dateTime={localIsoDate(now)}>{formatLongDate(now).toLocaleUpperCase('fr-FR')}</time>
      </p>
      <h2 id="dashboard-greeting" className="admin-dashboard__greeting">
        {dashboardGreeting(now.getHours())},{' '}
        <span className="admin-dashboard__name">{practice.doctorName}</span>
      </h2>
      <div className="admin-stats">
        <Link className="admin-stat" to={SECTION_PATHS.contacts}>
          <Users className="admin-stat__icon" aria-hidden="true" />
          <span className="admin-stat__value" data-testid="contact-count">
            {contactCount.toLocaleString('fr-FR')}
          </span>
          <span className="admin-stat__label">Demandes</span>
          <span className="admin-stat__more">
            Voir les demandes <ArrowRight aria-hidden="true" />
          </span>
        </Link>
        <Link className="admin-stat" to={SECTION_PATHS.newsletter}>
          <Mail className="admin-stat__icon" aria-hidden="true" />
          <span className="admin-stat__value" data-testid="subscriber-count">
            {subscriberCount.toLocaleString('fr-FR')}
          </span>
          <span className="admin-stat__label">Abonnés à la newsletter</span>
          <span className="admin-stat__more">
            Voir les abonnés <ArrowRight aria-hidden="true" />
          </span>
        </Link>
      </div>
      {status?.contactsByStatus && <StatusCounts counts={status.contactsByStatus} />}
      <section className="today" aria-labelledby="today-title">
        <h3 id="today-title" className="today__title">
          Aujourd’hui
        </h3>
        <div className="today__parts">
          <TodayAppointments onUnauthorized={onUnauthorized} />
          <CallBackList now={now} onUnauthorized={onUnauthorized} />
        </div>
      </section>
      {status && (
        <ul className="admin-status" aria-label="État du service">
          <li className="admin-status__item" data-testid="retention">
            <Archive aria-hidden="true" />
            Conservation des demandes&nbsp;: {status.retentionMonths.toLocaleString('fr-FR')} mois
          </li>
          <EmailStatus kinds={status.emails.kinds} />
          {status.journalProtected === false && (
            <li className="admin-status__item admin-status__item--warning" data-testid="journal-unprotected">
              <AlertTriangle aria-hidden="true" />
              <span>
                Journal non protégé&nbsp;: le serveur utilise le rôle propriétaire de la base, qui pourrait le
                modifier (DATABASE_OWNER_URL manquant).
              </span>
            </li>
          )}
          {budgetReachedAt && (
            <li className="admin-status__item admin-status__item--warning" data-testid="public-budget">
              <AlertTriangle aria-hidden="true" />
              {/* One flex item: the sentence must not be split by the list item's gap. */}
              <span>
                Le plafond de demandes du site a été atteint le{' '}
                <time dateTime={isoDateTime(budgetReachedAt)}>{formatDateTime(budgetReachedAt)}</time>
                &nbsp;: vérification anti-abus activée jusqu’à la fin de l’heure (quelques secondes de calcul
                par envoi, un navigateur sans JavaScript a pu recevoir un refus).
              </span>
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
