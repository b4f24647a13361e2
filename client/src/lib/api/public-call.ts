import type { Client, ClientPathsWithMethod, MaybeOptionalInit, MethodResponse } from 'openapi-fetch';
import { type HttpResponse, request } from '../http';
import { apiPath } from './address';
import type { paths } from './schema';

/*
 * The typed client's calls for the public pages, without the typed client: openapi-fetch and its
 * wrapper weigh about 5 KB compressed, and the booking and cancellation pages must stay within
 * their byte budget before they are interactive. The paths, parameters, bodies and answers are
 * the schema's, read with openapi-fetch's own types (types only, nothing downloaded); the call is
 * the small `request` of ../http that every page already has. Same answers as `unwrap(api.GET…)`:
 * the data for a 2xx, an HttpError otherwise.
 */
type ApiClient = Client<paths>;
type Method = 'get' | 'post';
type Path<M extends Method> = ClientPathsWithMethod<ApiClient, M>;
type Init<M extends Method, P extends Path<M>> = NonNullable<MaybeOptionalInit<paths[P], M>>;

interface CallOptions<M extends Method, P extends Path<M>> {
  params?: Init<M, P>['params'];
  body?: Init<M, P>['body'];
  timeoutMs?: number;
}

/** The route's address: its `{name}` path parameters filled in, its query appended. */
function address(path: string, params: unknown): string {
  const { path: inPath, query } = (params ?? {}) as {
    path?: Record<string, string | number>;
    query?: Record<string, string>;
  };
  const search = query ? `?${new URLSearchParams(query)}` : '';
  return `${apiPath(path as keyof paths, inPath)}${search}`;
}

export function publicGet<P extends Path<'get'>>(
  path: P,
  options: CallOptions<'get', P> = {},
): Promise<HttpResponse<MethodResponse<ApiClient, 'get', P>>> {
  return request(address(path, options.params), { timeoutMs: options.timeoutMs });
}

export function publicPost<P extends Path<'post'>>(
  path: P,
  options: CallOptions<'post', P> = {},
): Promise<HttpResponse<MethodResponse<ApiClient, 'post', P>>> {
  return request(address(path, options.params), {
    method: 'POST',
    body: options.body,
    timeoutMs: options.timeoutMs,
  });
}
