import { Menu } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { useAuthStore } from '../../stores/auth-store';
import type { ContactSubmission } from './admin-api';
import {
  adminPlace,
  agendaMonday,
  agendaPath,
  contactPath,
  REQUEST_PARAM,
  requestParam,
  SECTION_PATHS,
  WEEK_PARAM,
} from './admin-paths';
import { ContactsSection } from './contacts/ContactsSection';
import { AgendaSection } from './agenda/AgendaSection';
import { Dashboard } from './Dashboard';
import { JournalSection } from './journal/JournalSection';
import { SubjectSection } from './subject/SubjectSection';
import { NewsletterSection } from './newsletter/NewsletterSection';
import { CalendarFeed } from './security/CalendarFeed';
import { SecuritySection } from './security/SecuritySection';
import { StatsSection } from './stats/StatsSection';
import { sectionAllowed, sectionLabel } from './sections';
import { Sidebar } from './Sidebar';
import { TeamSection } from './team/TeamSection';
import { useAdminRole } from './use-admin-role';
import { useAdminSession } from './use-admin-session';
import { useMediaQuery, WIDE_QUERY } from './use-media-query';
import './admin.css';
import './follow-up/follow-up.css';
import './stats/stats.css';

/** The header's title for an address that names no section. */
export const UNKNOWN_SECTION = 'Section introuvable';

/** What an opened request's history entry knows: the list is the entry before it. */
interface DetailState {
  fromList?: boolean;
}

/**
 * The back-office (/admin): rendered in the browser only, loaded on demand. One screen whose
 * sections each have an address (admin-paths.ts): the address says which section shows, and
 * choosing a section changes the address, so F5, Back, Forward and bookmarks keep the place.
 * The sidebar and the header stay mounted from one section to the next.
 */
export default function AdminPage() {
  const { ready, counts, status, refreshCounts, removeContact, removeSubscriber, signOut, signOutByChoice } =
    useAdminSession();
  const username = useAuthStore((state) => state.username);
  const userId = useAuthStore((state) => state.userId);
  const role = useAdminRole();
  const location = useLocation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const place = adminPlace(location.pathname);
  // A section the role may not use, opened by its address, shows why instead of its content.
  const forbidden = place.section !== null && !sectionAllowed(place.section, role);
  const section = forbidden ? null : place.section;
  const contactId = place.section === 'contacts' ? place.contactId : undefined;
  const [expanded, setExpanded] = useState(false);
  const drawer = !useMediaQuery(WIDE_QUERY);
  const label = place.section ? sectionLabel(place.section) : UNKNOWN_SECTION;

  // Requests may have come in meanwhile: the dashboard counts again each time it is shown anew.
  const previous = useRef(section);
  useEffect(() => {
    if (section === 'dashboard' && previous.current !== 'dashboard') void refreshCounts();
    previous.current = section;
  }, [section, refreshCounts]);

  const openContact = useCallback(
    (contact: ContactSubmission) => {
      const state: DetailState = { fromList: true };
      void navigate(contactPath(contact._id), { state });
    },
    [navigate],
  );
  // Closing the detail opened from the list is going back to the list (as Back would); a detail
  // opened from elsewhere (a link, the dashboard) closes onto the list, in place of its entry.
  const closeContact = useCallback(() => {
    // Once only: the dialog's own close event may follow the button's.
    const here = adminPlace(window.location.pathname);
    if (here.section !== 'contacts' || !here.contactId) return;
    if ((location.state as DetailState | null)?.fromList) void navigate(-1);
    else void navigate(SECTION_PATHS.contacts, { replace: true });
  }, [location.state, navigate]);

  const monday = agendaMonday(searchParams.get(WEEK_PARAM));
  // Another week replaces the address: Back leaves the agenda rather than walking its weeks.
  const showWeek = useCallback(
    (next: string) => void navigate(agendaPath(next), { replace: true }),
    [navigate],
  );

  return (
    <div className="admin">
      <Head
        title={`${label} | Administration | ${practice.shortName}`}
        description="Espace d’administration du cabinet."
        path="/admin"
        noindex
      />
      {!ready ? (
        <div className="admin-loading" role="status">
          <span className="admin-spinner" aria-hidden="true" />
          <span>Chargement…</span>
        </div>
      ) : (
        <>
          <Sidebar
            expanded={expanded}
            onExpandedChange={setExpanded}
            current={section}
            drawer={drawer}
            onSignOut={signOutByChoice}
            role={role}
          />
          <div className="admin-main" inert={drawer && expanded}>
            <header className="admin-header">
              <button
                type="button"
                className="admin-header__menu"
                aria-expanded={expanded}
                aria-controls="admin-sidebar"
                onClick={() => setExpanded(true)}
              >
                <Menu aria-hidden="true" />
                <span className="visually-hidden">Ouvrir le menu</span>
              </button>
              <h1 className="admin-header__title">{label}</h1>
              {username && (
                <p className="admin-header__user">
                  <span className="visually-hidden">Connecté en tant que </span>
                  {username}
                </p>
              )}
            </header>
            <main className="admin-content" id="contenu">
              {forbidden && (
                <section className="admin-section admin-unknown" aria-labelledby="forbidden-title">
                  <h2 id="forbidden-title" className="admin-section__title">
                    Accès réservé
                  </h2>
                  <p className="admin-section__intro">Cette section est réservée au praticien.</p>
                  <Link className="admin-button" to={SECTION_PATHS.dashboard}>
                    Retour au tableau de bord
                  </Link>
                </section>
              )}
              {section === null && !forbidden && (
                <section className="admin-section admin-unknown" aria-labelledby="unknown-title">
                  <h2 id="unknown-title" className="admin-section__title">
                    Cette page n’existe pas
                  </h2>
                  <p className="admin-section__intro">
                    L’adresse demandée ne correspond à aucune section de l’administration.
                  </p>
                  <Link className="admin-button" to={SECTION_PATHS.dashboard}>
                    Retour au tableau de bord
                  </Link>
                </section>
              )}
              {section === 'dashboard' && (
                <Dashboard
                  contactCount={counts.contacts}
                  subscriberCount={counts.subscribers}
                  status={status}
                  onUnauthorized={signOut}
                />
              )}
              {section === 'contacts' && (
                <ContactsSection
                  initialTotal={counts.contacts}
                  removeContact={removeContact}
                  onUnauthorized={signOut}
                  detailId={contactId ?? null}
                  onOpenDetail={openContact}
                  onCloseDetail={closeContact}
                />
              )}
              {section === 'stats' && <StatsSection onUnauthorized={signOut} />}
              {section === 'agenda' && (
                <AgendaSection
                  monday={monday}
                  onWeekChange={showWeek}
                  requestId={requestParam(searchParams.get(REQUEST_PARAM))}
                  onUnauthorized={signOut}
                />
              )}
              {section === 'subject' && <SubjectSection onUnauthorized={signOut} />}
              {section === 'journal' && <JournalSection currentAdminId={userId} onUnauthorized={signOut} />}
              {section === 'newsletter' && (
                <NewsletterSection
                  initialTotal={counts.subscribers}
                  removeSubscriber={removeSubscriber}
                  onUnauthorized={signOut}
                />
              )}
              {section === 'team' && <TeamSection currentUserId={userId} onUnauthorized={signOut} />}
              {section === 'security' && <SecuritySection onUnauthorized={signOut} />}
              {/* The agenda's subscription is the practitioner's: the feed holds every appointment. */}
              {section === 'security' && role === 'practitioner' && <CalendarFeed onUnauthorized={signOut} />}
            </main>
          </div>
        </>
      )}
    </div>
  );
}
