import { useState } from 'react';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { useAuthStore } from '../../stores/auth-store';
import type { ContactSubmission } from './admin-api';
import { ContactsSection } from './contacts/ContactsSection';
import { AgendaSection } from './agenda/AgendaSection';
import { Dashboard } from './Dashboard';
import { JournalSection } from './journal/JournalSection';
import { SubjectSection } from './subject/SubjectSection';
import { NewsletterSection } from './newsletter/NewsletterSection';
import { SecuritySection } from './security/SecuritySection';
import { StatsSection } from './stats/StatsSection';
import { SectionId, sectionLabel } from './sections';
import { Sidebar } from './Sidebar';
import { useAdminSession } from './use-admin-session';
import './admin.css';
import './follow-up/follow-up.css';
import './stats/stats.css';

/** The back-office (/admin): rendered in the browser only, loaded on demand. */
export default function AdminPage() {
  const { ready, counts, status, refreshCounts, removeContact, removeSubscriber, signOut, signOutByChoice } =
    useAdminSession();
  const username = useAuthStore((state) => state.username);
  const userId = useAuthStore((state) => state.userId);
  const [section, setSection] = useState<SectionId>('dashboard');
  const [expanded, setExpanded] = useState(false);
  // The request opened from the dashboard's call-backs: the contacts section shows it first.
  const [opening, setOpening] = useState<ContactSubmission | null>(null);
  const label = sectionLabel(section);
  // Requests may have come in meanwhile: the dashboard counts again each time it is shown.
  const select = (next: SectionId) => {
    if (next === 'dashboard' && section !== 'dashboard') void refreshCounts();
    setOpening(null);
    setSection(next);
  };
  const openContact = (contact: ContactSubmission) => {
    setOpening(contact);
    setSection('contacts');
  };

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
            onSelect={select}
            onSignOut={signOutByChoice}
          />
          <div className="admin-main">
            <header className="admin-header">
              <h1 className="admin-header__title">{label}</h1>
              {username && (
                <p className="admin-header__user">
                  <span className="visually-hidden">Connecté en tant que </span>
                  {username}
                </p>
              )}
            </header>
            <main className="admin-content" id="contenu">
              {section === 'dashboard' && (
                <Dashboard
                  contactCount={counts.contacts}
                  subscriberCount={counts.subscribers}
                  status={status}
                  onOpen={select}
                  onOpenContact={openContact}
                  onUnauthorized={signOut}
                />
              )}
              {section === 'contacts' && (
                <ContactsSection
                  initialTotal={counts.contacts}
                  removeContact={removeContact}
                  onUnauthorized={signOut}
                  initialDetail={opening}
                />
              )}
              {section === 'stats' && <StatsSection onUnauthorized={signOut} />}
              {section === 'agenda' && <AgendaSection onUnauthorized={signOut} />}
              {section === 'subject' && <SubjectSection onUnauthorized={signOut} />}
              {section === 'journal' && <JournalSection currentAdminId={userId} onUnauthorized={signOut} />}
              {section === 'newsletter' && (
                <NewsletterSection
                  initialTotal={counts.subscribers}
                  removeSubscriber={removeSubscriber}
                  onUnauthorized={signOut}
                />
              )}
              {section === 'security' && <SecuritySection onUnauthorized={signOut} />}
            </main>
          </div>
        </>
      )}
    </div>
  );
}
