import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { checkStoredToken, logOut, TokenState, useAuthStore } from '../../stores/auth-store';
import { LoginPageState, sessionEndReason } from '../auth/login-messages';
import { adminDataChanged, useAdminDataVersion } from './admin-changes';
import {
  AdminStatus,
  ContactSubmission,
  deleteContact,
  deleteSubscriber,
  fetchAdminStatus,
  fetchContactsPage,
  fetchSubscribersPage,
  isUnauthorized,
  Subscriber,
} from './admin-api';

export type DeleteOutcome = 'deleted' | 'cancelled' | 'failed';

export const DELETE_CONFIRMATION = 'Êtes-vous sûr de vouloir supprimer cette demande\u00a0?';
export const UNSUBSCRIBE_CONFIRMATION = 'Êtes-vous sûr de vouloir désabonner cette adresse\u00a0?';

export interface AdminCounts {
  contacts: number;
  subscribers: number;
}

/**
 * The dashboard's two counts: the totals of one-row pages, so that the server counts and
 * nothing else travels, whatever the number of rows. Contacts first, then the newsletter.
 */
async function fetchCounts(): Promise<AdminCounts> {
  const contacts = await fetchContactsPage({ limit: 1 });
  const subscribers = await fetchSubscribersPage({ limit: 1 });
  return { contacts: contacts.total, subscribers: subscribers.total };
}

/** The address shown now (path and query), to come back to after signing in again. */
const currentAddress = () => `${window.location.pathname}${window.location.search}`;

/**
 * The back-office's session ("Admin and sign-in flow"): no token → /login; otherwise
 * the token is verified (5 s), then the contacts' and subscribers' counts load, in that order
 * (the lists themselves are read page by page by their sections). An invalid token, a failed
 * load, or a 401 on any later call clears the stored credentials and goes to /login, which
 * says why: the session went unused too long, expired, or the server could not be reached. « Déconnexion » ends the
 * session on the server too (`signOutByChoice`).
 */
export function useAdminSession() {
  // The router's navigate changes with every address: the session must not start again (and
  // check its token again) each time the administrator moves between sections, so it keeps the
  // latest navigate in a ref and its own callbacks stay the same for the page's life.
  const routerNavigate = useNavigate();
  const navigateRef = useRef(routerNavigate);
  useEffect(() => {
    navigateRef.current = routerNavigate;
  }, [routerNavigate]);
  const navigate = useCallback(
    (to: string, options?: { replace?: boolean; state?: unknown }) => navigateRef.current(to, options),
    [],
  );
  const [ready, setReady] = useState(false);
  const [counts, setCounts] = useState<AdminCounts>({ contacts: 0, subscribers: 0 });
  const [status, setStatus] = useState<AdminStatus | null>(null);
  const mounted = useRef(true);

  const ending = useRef(false);

  const leave = useCallback(
    (state: TokenState) => {
      useAuthStore.getState().signOut();
      const pageState: LoginPageState = { sessionEnded: sessionEndReason(state), returnTo: currentAddress() };
      void navigate('/login', { replace: true, state: pageState });
    },
    [navigate],
  );

  /**
   * A call answered 401: the session is over. The token is asked about once more, only to learn
   * whether it ended for inactivity (the sign-in page then says so); several calls refused at
   * once lead to one check.
   */
  const signOut = useCallback(() => {
    if (ending.current) return;
    ending.current = true;
    void checkStoredToken().then((state) => leave(state === 'valid' ? 'invalid' : state));
  }, [leave]);

  /** « Déconnexion »: the server ends the session, then the token is forgotten here (best effort). */
  const signOutByChoice = useCallback(() => {
    if (ending.current) return;
    ending.current = true;
    void logOut().then(() => void navigate('/login', { replace: true }));
  }, [navigate]);

  useEffect(() => {
    mounted.current = true;
    const token = useAuthStore.getState().load();
    if (!token) {
      // A deep link opened without a session: signing in leads back to it.
      const pageState: LoginPageState = { returnTo: currentAddress() };
      void navigate('/login', { replace: true, state: pageState });
      return;
    }
    let current = true;
    void (async () => {
      const state = await checkStoredToken();
      if (!current) return;
      if (state !== 'valid') return leave(state);
      try {
        const loadedCounts = await fetchCounts();
        if (!current) return;
        setCounts(loadedCounts);
        setReady(true);
      } catch (error) {
        // A refused session ends here; any other failure is the server's, and the sign-in says so.
        if (current) {
          if (isUnauthorized(error)) signOut();
          else leave('unreachable');
        }
        return;
      }
      // The server's status is extra: without it the dashboard simply leaves it out.
      try {
        const loadedStatus = await fetchAdminStatus();
        if (current) setStatus(loadedStatus);
      } catch (error) {
        if (current && isUnauthorized(error)) signOut();
      }
    })();
    return () => {
      current = false;
      mounted.current = false;
    };
  }, [navigate, signOut, leave]);

  /** Counts again, for the dashboard shown anew; a failure other than a 401 keeps the last counts. */
  const refreshCounts = useCallback(async () => {
    try {
      const fresh = await fetchCounts();
      if (mounted.current) setCounts(fresh);
    } catch (error) {
      if (mounted.current && isUnauthorized(error)) signOut();
    }
  }, [signOut]);

  /** The server's status (the requests by status, the e-mails), read again; kept as it was on failure. */
  const refreshStatus = useCallback(async () => {
    try {
      const fresh = await fetchAdminStatus();
      if (mounted.current) setStatus(fresh);
    } catch (error) {
      if (mounted.current && isUnauthorized(error)) signOut();
    }
  }, [signOut]);

  // After a change made here, or when the tab is shown again (requests may have come in
  // meanwhile), the counts and the status are read again. Not on the first render: the session's
  // start has just read them.
  const version = useAdminDataVersion();
  const seenVersion = useRef(version);
  useEffect(() => {
    if (!ready || seenVersion.current === version) return;
    seenVersion.current = version;
    void refreshCounts();
    void refreshStatus();
  }, [ready, version, refreshCounts, refreshStatus]);
  useEffect(() => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') adminDataChanged();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  /**
   * Deletes one contact after confirmation. The section takes the row out of its own list;
   * here the dashboard's count goes down by one.
   */
  const removeContact = useCallback(
    async (contact: ContactSubmission, { confirmed = false } = {}): Promise<DeleteOutcome> => {
      if (!confirmed && !window.confirm(DELETE_CONFIRMATION)) return 'cancelled';
      try {
        await deleteContact(contact._id);
      } catch (error) {
        if (isUnauthorized(error)) signOut();
        return 'failed';
      }
      if (mounted.current) setCounts((c) => ({ ...c, contacts: Math.max(0, c.contacts - 1) }));
      adminDataChanged();
      return 'deleted';
    },
    [signOut],
  );

  /** Unsubscribes one address after confirmation, like `removeContact`. */
  const removeSubscriber = useCallback(
    async (subscriber: Subscriber): Promise<DeleteOutcome> => {
      if (!window.confirm(UNSUBSCRIBE_CONFIRMATION)) return 'cancelled';
      try {
        await deleteSubscriber(subscriber._id);
      } catch (error) {
        if (isUnauthorized(error)) signOut();
        return 'failed';
      }
      if (mounted.current) setCounts((c) => ({ ...c, subscribers: Math.max(0, c.subscribers - 1) }));
      adminDataChanged();
      return 'deleted';
    },
    [signOut],
  );

  return { ready, counts, status, refreshCounts, removeContact, removeSubscriber, signOut, signOutByChoice };
}
