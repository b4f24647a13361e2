import type { paths } from './schema';

/**
 * The API's base address: every path of the schema is written without it. Apart from the typed
 * client (./client), which brings openapi-fetch: a page that only posts a form, or shows a link,
 * does not download it.
 */
export const API_BASE = '/api';

/** The address of a route, for a link or a download the browser follows itself. */
export function apiHref(path: keyof paths, query?: Record<string, string>): string {
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return `${API_BASE}${path}${search}`;
}

/** The address of a route on one row: its `{name}` parameters filled in, each encoded. */
export function apiPath(path: keyof paths, parameters: Record<string, string | number> = {}): string {
  return apiHref(path).replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(parameters[name] ?? ''));
}
