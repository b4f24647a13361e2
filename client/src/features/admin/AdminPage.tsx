import { useState } from 'react';
import { practice } from '../../content/practice';
import { Head } from '../../lib/head';
import { useAuthStore } from '../../stores/auth-store';
import { ContactsSection } from './contacts/ContactsSection';
import { Dashboard } from './Dashboard';
import { NewsletterSection } from './newsletter/NewsletterSection';
import { SectionId, sectionLabel } from './sections';
import { Sidebar } from './Sidebar';
import { useAdminSession } from './use-admin-session';
import './admin.css';

/** The back-office (SPEC §2 /admin): rendered in the browser only, loaded on demand. */
export default function AdminPage() {
  const { ready, contacts, subscribers, status, removeContact, removeSubscriber, signOut } =
    useAdminSession();
  const username = useAuthStore((state) => state.username);
  const [section, setSection] = useState<SectionId>('dashboard');
  const [expanded, setExpanded] = useState(false);
  const label = sectionLabel(section);

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
            onSelect={setSection}
            onSignOut={signOut}
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
                  contactCount={contacts.length}
                  subscriberCount={subscribers.length}
                  status={status}
                  onOpen={setSection}
                />
              )}
              {section === 'contacts' && (
                <ContactsSection contacts={contacts} removeContact={removeContact} />
              )}
              {section === 'newsletter' && (
                <NewsletterSection subscribers={subscribers} removeSubscriber={removeSubscriber} />
              )}
            </main>
          </div>
        </>
      )}
    </div>
  );
}
