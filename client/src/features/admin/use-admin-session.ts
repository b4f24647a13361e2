import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuthStore, verifyStoredToken } from '../../stores/auth-store';
import {
  AdminStatus,
  ContactSubmission,
  deleteContact,
  deleteSubscriber,
  fetchAdminStatus,
  fetchContacts,
  fetchSubscribers,
  isUnauthorized,
  Subscriber,
} from './admin-api';

export type DeleteOutcome = 'deleted' | 'cancelled' | 'failed';

export const DELETE_CONFIRMATION = 'Êtes-vous sûr de vouloir supprimer ce contact ?';
export const UNSUBSCRIBE_CONFIRMATION = 'Êtes-vous sûr de vouloir désabonner cette adresse ?';

/**
 * The back-office's session and data (SPEC §4 "Admin and sign-in flow"): no token → /login;
 * otherwise the token is verified (5 s), then contacts and newsletter load, in that order.
 * An invalid token, a failed load, or a 401 on any later call clears the stored credentials
 * and goes to /login.
 */
export function useAdminSession() {
  const navigate = useNavigate();
  const [ready, setReady] = useState(false);
  const [contacts, setContacts] = useState<ContactSubmission[]>([]);
  const [subscribers, setSubscribers] = useState<Subscriber[]>([]);
  const [status, setStatus] = useState<AdminStatus | null>(null);
  const mounted = useRef(true);

  const signOut = useCallback(() => {
    useAuthStore.getState().signOut();
    void navigate('/login', { replace: true });
  }, [navigate]);

  useEffect(() => {
    mounted.current = true;
    const token = useAuthStore.getState().load();
    if (!token) {
      void navigate('/login', { replace: true });
      return;
    }
    let current = true;
    void (async () => {
      const valid = await verifyStoredToken();
      if (!current) return;
      if (!valid) return signOut();
      try {
        const loadedContacts = await fetchContacts();
        if (!current) return;
        const loadedSubscribers = await fetchSubscribers();
        if (!current) return;
        setContacts(loadedContacts);
        setSubscribers(loadedSubscribers);
        setReady(true);
      } catch {
        if (current) signOut();
        return;
      }
      // The server's status (issue 9) is extra: without it the dashboard simply leaves it out.
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
  }, [navigate, signOut]);

  /** Deletes one contact after confirmation, then reloads the list from the server. */
  const removeContact = useCallback(
    async (contact: ContactSubmission, { confirmed = false } = {}): Promise<DeleteOutcome> => {
      if (!confirmed && !window.confirm(DELETE_CONFIRMATION)) return 'cancelled';
      try {
        await deleteContact(contact._id);
      } catch (error) {
        if (isUnauthorized(error)) signOut();
        return 'failed';
      }
      if (!mounted.current) return 'deleted';
      setContacts((list) => list.filter((item) => item._id !== contact._id));
      try {
        const fresh = await fetchContacts();
        if (mounted.current) setContacts(fresh);
      } catch (error) {
        // The row is gone already; a failed refresh keeps the list minus that row.
        if (isUnauthorized(error)) signOut();
      }
      return 'deleted';
    },
    [signOut],
  );

  /** Unsubscribes one address after confirmation (issue 9), then reloads the list. */
  const removeSubscriber = useCallback(
    async (subscriber: Subscriber): Promise<DeleteOutcome> => {
      if (!window.confirm(UNSUBSCRIBE_CONFIRMATION)) return 'cancelled';
      try {
        await deleteSubscriber(subscriber._id);
      } catch (error) {
        if (isUnauthorized(error)) signOut();
        return 'failed';
      }
      if (!mounted.current) return 'deleted';
      setSubscribers((list) => list.filter((item) => item._id !== subscriber._id));
      try {
        const fresh = await fetchSubscribers();
        if (mounted.current) setSubscribers(fresh);
      } catch (error) {
        if (isUnauthorized(error)) signOut();
      }
      return 'deleted';
    },
    [signOut],
  );

  return { ready, contacts, subscribers, status, removeContact, removeSubscriber, signOut };
}
