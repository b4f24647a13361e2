import { create } from 'zustand';
import { ADMIN_ROLES, type AdminRole } from '@contract/admin-roles';
import { api, timeoutSignal, unwrap } from '../lib/api/client';
import { HttpError } from '../lib/http';

/**
 * The administrator's session. Local storage is the source of truth (the shared HTTP client
 * reads the token from it); this store mirrors its keys so components can
 * react to them. The role is kept only to shape the screen (which sections and buttons show):
 * the server decides on every call, and the session's check reads it again from the server. Nothing here touches `window` at import time: `load()` is called from an
 * effect, so the prerendered /login and its hydration agree.
 */
export const SESSION_KEYS = ['token', 'userId', 'username', 'role'] as const;

export interface Session {
  token: string;
  userId: string;
  username: string;
  /** Absent from an answer of an older server: kept as it was. */
  role?: AdminRole;
}

/** A stored role this version knows, or null. */
export const toRole = (value: unknown): AdminRole | null =>
  (ADMIN_ROLES as readonly unknown[]).includes(value) ? (value as AdminRole) : null;

interface AuthState {
  token: string | null;
  userId: string | null;
  username: string | null;
  role: AdminRole | null;
  /** True once the stored session has been read in the browser. */
  loaded: boolean;
  /** Reads the stored session into the store; returns the token, if any. */
  load(): string | null;
  signIn(session: Session): void;
  /** The role the server gave (on verification): a change of role shows without signing in again. */
  setRole(role: AdminRole): void;
  signOut(): void;
}

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage disabled (private mode, policy): no session
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // storage disabled: the session lives in memory only and ends with the tab
  }
}

export const useAuthStore = create<AuthState>()((set) => ({
  token: null,
  userId: null,
  username: null,
  role: null,
  loaded: false,
  load() {
    const token = read('token');
    set({
      token,
      userId: read('userId'),
      username: read('username'),
      role: toRole(read('role')),
      loaded: true,
    });
    return token;
  },
  signIn({ role, ...session }) {
    write('token', session.token);
    write('userId', session.userId);
    write('username', session.username);
    if (role) write('role', role);
    set({ ...session, ...(role && { role }), loaded: true });
  },
  setRole(role) {
    write('role', role);
    set({ role });
  },
  signOut() {
    for (const key of SESSION_KEYS) write(key, null);
    set({ token: null, userId: null, username: null, role: null, loaded: true });
  },
}));

/** How long the token check may take before the session counts as invalid. */
export const VERIFY_TIMEOUT_MS = 5000;

/**
 * What the server says of the stored token: valid; refused because the session went unused for
 * too long (`idle`); refused for any other reason (`invalid`); or nothing usable, the server being
 * unreachable or failing (`unreachable`). The sign-in page says which.
 */
export type TokenState = 'valid' | 'idle' | 'invalid' | 'unreachable';

/**
 * Asks the server whether the stored token is still valid. `_t` defeats any cache on the
 * way; any failure (401, network, timeout, unexpected body) means the token is not to be used.
 */
export async function checkStoredToken(): Promise<TokenState> {
  try {
    const { data } = await unwrap(
      api.GET('/auth/verify', {
        params: { query: { _t: String(Date.now()) } },
        signal: timeoutSignal(VERIFY_TIMEOUT_MS),
      }),
    );
    if (data?.valid !== true) return 'invalid';
    const role = toRole((data as { role?: unknown }).role);
    if (role) useAuthStore.getState().setRole(role);
    return 'valid';
  } catch (error) {
    if (!(error instanceof HttpError) || error.status >= 500) return 'unreachable';
    return (error.body as { reason?: unknown } | null)?.reason === 'idle' ? 'idle' : 'invalid';
  }
}

export async function verifyStoredToken(): Promise<boolean> {
  return (await checkStoredToken()) === 'valid';
}

/** How long « Déconnexion » waits for the server before forgetting the token anyway. */
export const LOGOUT_TIMEOUT_MS = 5000;

/**
 * « Déconnexion »: ends the session on the server (so the token is worth nothing from now on,
 * even copied), then forgets it here. Best effort: without an answer, the token is forgotten all
 * the same, and the server ends the session after its idle time.
 */
export async function logOut(): Promise<void> {
  try {
    if (read('token')) await unwrap(api.POST('/auth/logout', { signal: timeoutSignal(LOGOUT_TIMEOUT_MS) }));
  } catch {
    // signed out locally below whatever happened
  }
  useAuthStore.getState().signOut();
}
