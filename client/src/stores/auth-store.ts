import { create } from 'zustand';
import { http } from '../lib/http';

/**
 * The administrator's session. Local storage is the source of truth (the shared HTTP client
 * reads the token from it); this store mirrors the three keys so components can
 * react to them. Nothing here touches `window` at import time: `load()` is called from an
 * effect, so the prerendered /login and its hydration agree.
 */
export const SESSION_KEYS = ['token', 'userId', 'username'] as const;

export interface Session {
  token: string;
  userId: string;
  username: string;
}

interface AuthState {
  token: string | null;
  userId: string | null;
  username: string | null;
  /** True once the stored session has been read in the browser. */
  loaded: boolean;
  /** Reads the stored session into the store; returns the token, if any. */
  load(): string | null;
  signIn(session: Session): void;
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
  loaded: false,
  load() {
    const token = read('token');
    set({ token, userId: read('userId'), username: read('username'), loaded: true });
    return token;
  },
  signIn(session) {
    write('token', session.token);
    write('userId', session.userId);
    write('username', session.username);
    set({ ...session, loaded: true });
  },
  signOut() {
    for (const key of SESSION_KEYS) write(key, null);
    set({ token: null, userId: null, username: null, loaded: true });
  },
}));

/** How long the token check may take before the session counts as invalid. */
export const VERIFY_TIMEOUT_MS = 5000;

/**
 * Asks the server whether the stored token is still valid. `_t` defeats any cache on the
 * way; any failure (401, network, timeout, unexpected body) counts as invalid.
 */
export async function verifyStoredToken(): Promise<boolean> {
  try {
    const { data } = await http.get<{ valid?: unknown } | null>(`/api/auth/verify?_t=${Date.now()}`, {
      timeoutMs: VERIFY_TIMEOUT_MS,
    });
    return data?.valid === true;
  } catch {
    return false;
  }
}
