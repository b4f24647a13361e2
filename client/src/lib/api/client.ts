import createClient from 'openapi-fetch';
import { HttpError, type HttpResponse, storedToken } from '../http';
import { API_BASE } from './address';
import type { paths } from './schema';

export { apiHref } from './address';

/**
 * The one way the client calls the server. Every address and every body and answer type comes
 * from schema.d.ts, which scripts/generate.mjs derives from the server's own description of its
 * routes: a route renamed or an answer reshaped on the server fails the client's typecheck
 * instead of failing in a patient's browser. Paths are written without `/api`, the base here.
 */
export type ApiPaths = paths;

// openapi-fetch builds a Request from the base address, which must be absolute outside a browser
// (the prerender and the client's unit tests run in Node, where `location` does not exist).
const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;

export const api = createClient<paths>({
  baseUrl: `${origin}${API_BASE}`,
  // Looked up at each call, not once: tests and the service worker may replace fetch.
  fetch: (request) => globalThis.fetch(request),
});

api.use({
  onRequest({ request }) {
    const token = storedToken();
    if (token) request.headers.set('Authorization', `Bearer ${token}`);
    return request;
  },
});

/** A signal that aborts after `timeoutMs` (none when not given), or when `signal` does. */
export function timeoutSignal(timeoutMs?: number, signal?: AbortSignal): AbortSignal | undefined {
  const timeout = timeoutMs ? AbortSignal.timeout(timeoutMs) : undefined;
  return timeout && signal ? AbortSignal.any([timeout, signal]) : (timeout ?? signal);
}

/**
 * openapi-fetch's `{ data, error, response }` in the house's shape: the answer for a 2xx, an
 * HttpError (status, body, X-Request-Id) otherwise. A network failure or a timeout rejects as
 * fetch does.
 */
export async function unwrap<T>(
  pending: Promise<{ data?: T; error?: unknown; response: Response }>,
): Promise<HttpResponse<T>> {
  const { data, error, response } = await pending;
  const requestId = response.headers.get('X-Request-Id') ?? undefined;
  if (!response.ok) throw new HttpError(response.status, error ?? null, requestId);
  return { status: response.status, data: data as T, requestId, headers: response.headers };
}
