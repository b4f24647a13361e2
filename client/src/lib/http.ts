/**
 * What every call to the server shares: the error of a refused call (HttpError), the answer's
 * shape (HttpResponse) and the stored token. Calls go through the typed client of
 * `./api/client`, except the public forms': postForm, typed by the same schema, sends with
 * `request` below, small enough to be in every page's code where openapi-fetch is not.
 * `request` is same-origin, JSON by default, with no content type for FormData bodies (the
 * browser sets it), `Authorization: Bearer <token>` when a token is stored under the key
 * `token`, and an optional timeout (none by default).
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    /** The server's X-Request-Id: the reference to look up in its logs. */
    readonly requestId?: string,
  ) {
    super(`HTTP ${status}`);
    this.name = 'HttpError';
  }

  /** The server's French message, when the body carries one. */
  get serverMessage(): string | undefined {
    const message = (this.body as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : undefined;
  }
}

export interface HttpResponse<T> {
  status: number;
  data: T;
  /** The server's X-Request-Id: the reference to look up in its logs. */
  requestId?: string;
  /** Every response header (a list's total, a file's name…). */
  headers: Headers;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /** Cancels the request (a search replaced by a newer one): the promise rejects with an AbortError. */
  signal?: AbortSignal;
}

const BASE_URL = '';

export function storedToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem('token');
  } catch {
    return null;
  }
}

function requestInit(options: RequestOptions): RequestInit {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...options.headers };
  const isForm = typeof FormData !== 'undefined' && options.body instanceof FormData;
  if (isForm) delete headers['Content-Type'];
  const token = storedToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const timeout = options.timeoutMs ? AbortSignal.timeout(options.timeoutMs) : undefined;
  return {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal:
      timeout && options.signal ? AbortSignal.any([timeout, options.signal]) : (timeout ?? options.signal),
  };
}

function parse(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text; // not JSON: keep the text
  }
}

/** Sends a request; resolves for 2xx, rejects with HttpError otherwise (or on network failure/timeout). */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<HttpResponse<T>> {
  const response = await fetch(`${BASE_URL}${path}`, requestInit(options));
  const data = parse(await response.text());
  const requestId = response.headers.get('X-Request-Id') ?? undefined;
  if (!response.ok) throw new HttpError(response.status, data, requestId);
  return { status: response.status, data: data as T, requestId, headers: response.headers };
}
