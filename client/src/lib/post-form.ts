import { PROOF_OF_WORK_HEADER, ProofOfWorkChallenge } from '@contract/proof-of-work';
import type { Client, ClientPathsWithMethod, MaybeOptionalInit, MethodResponse } from 'openapi-fetch';
import { apiPath } from './api/address';
import type { paths } from './api/schema';
import { HttpError, request } from './http';
import type { SubmissionKey } from './submission-key';

/*
 * The routes, bodies and answers are the API schema's, as the typed client reads them (types
 * only): the public pages post with the small `request` of ./http, already in every page's code,
 * rather than download openapi-fetch before they are interactive.
 */
type ApiClient = Client<paths>;

/** A route a public form posts to (its address without `/api`, as the API's schema names it). */
export type FormPath = ClientPathsWithMethod<ApiClient, 'post'>;
type FormInit<P extends FormPath> = NonNullable<MaybeOptionalInit<paths[P], 'post'>>;
/** What the route takes, from the server's own description. */
export type FormBody<P extends FormPath> = FormInit<P>['body'];
/** The route's parameters (`{ path: { id } }` for a route on one row), when it has some. */
export type FormParams<P extends FormPath> = FormInit<P>['params'];
/** What the route answers when it accepts the post. */
export type FormAnswer<P extends FormPath> = MethodResponse<ApiClient, 'post', P>;

/** The French words every public form uses for an answer that is not a success. */
export const FORM_MESSAGES = {
  tooMany: 'Trop de demandes. Veuillez réessayer dans un instant.',
  unavailable: 'Le service est momentanément indisponible. Veuillez réessayer dans quelques instants.',
  offline: 'Connexion impossible. Vérifiez votre connexion Internet puis réessayez.',
  refused: 'Votre demande n’a pas pu être envoyée. Vérifiez vos informations.',
} as const;

/** Why a form was not accepted: the form may word some of these its own way. */
export type FormFailure =
  /** 400: the server refused a value; its field messages are in `fieldErrors`. */
  | 'refused'
  /** 429: too many requests from this address, or the site is very busy. */
  | 'busy'
  /** Any other status: the server could not take the request. */
  | 'unavailable'
  /** No answer at all (network, offline, timeout). */
  | 'offline';

export type PostResult<T = unknown> =
  | { ok: true; data: T }
  | {
      ok: false;
      failure: FormFailure;
      /** The server's French message per field, by the server's field names (400 only). */
      fieldErrors: Record<string, string>;
      /** A French sentence for the visitor: the server's own words when it gave some. */
      message: string;
      /** The HTTP status, when the server answered (a form may treat a 404 or a 409 its own way). */
      status?: number;
      /** The server's answer as it came (a 409 may offer other choices). */
      body?: unknown;
    };

export interface PostOptions<P extends FormPath = FormPath> {
  /** The route's path parameters, for a route on one row. */
  params?: FormParams<P>;
  timeoutMs?: number;
  headers?: Record<string, string>;
  /**
   * Called when the server, flooded, asks for a proof of work before taking the post: the form
   * says « Vérification anti-abus en cours… » while the browser computes (a few seconds at most).
   */
  onVerifying?: () => void;
  /**
   * The form's key: the post carries it as `Idempotency-Key` (the same for the same content
   * sent again), and a success makes the next send a new request.
   */
  submission?: SubmissionKey;
}

/**
 * Posts a public form's body as JSON and turns every outcome into a value: a success (2xx) or
 * a refusal in French. Never rejects, so each form handles one shape, and a network failure is
 * an answer like any other. When the site is flooded, the server answers 429 with a challenge:
 * the browser solves it (the solver is loaded only then) and sends the same post again, once,
 * with the solution.
 */
export async function postForm<P extends FormPath>(
  path: P,
  body: FormBody<P>,
  options: PostOptions<P> = {},
): Promise<PostResult<FormAnswer<P>>> {
  const result = await postWithProof<FormAnswer<P>>(path, body, withKey(body, options));
  if (result.ok) options.submission?.accepted();
  return result;
}

function withKey<O extends PostOptions>(body: unknown, options: O): O {
  if (!options.submission) return options;
  return { ...options, headers: { ...options.headers, 'Idempotency-Key': options.submission.keyFor(body) } };
}

/** One post, and once more with the solution when the flooded server asks for a proof of work. */
async function postWithProof<T>(path: FormPath, body: unknown, options: PostOptions): Promise<PostResult<T>> {
  const first = await postOnce<T>(path, body, options);
  const challenge = first.ok ? undefined : challengeOf(first);
  if (!challenge) return first;
  options.onVerifying?.();
  let solution: string | null = null;
  try {
    const { solveProofOfWork } = await import('./proof-of-work');
    solution = await solveProofOfWork(challenge);
  } catch {
    // The solver did not load (connection lost) or failed: the server's refusal stands.
  }
  if (!solution) return first;
  return postOnce<T>(path, body, {
    ...options,
    headers: { ...options.headers, [PROOF_OF_WORK_HEADER]: solution },
  });
}

/** The challenge of a flooded server's 429, when it sent one. */
function challengeOf(result: Exclude<PostResult, { ok: true }>): ProofOfWorkChallenge | undefined {
  if (result.status !== 429) return undefined;
  const challenge = (result.body as { challenge?: unknown } | null | undefined)?.challenge;
  const parameters = (challenge as { parameters?: unknown } | null | undefined)?.parameters;
  return typeof parameters === 'object' && parameters !== null
    ? (challenge as ProofOfWorkChallenge)
    : undefined;
}

/** The route's address, its path parameters filled in. */
function address(path: FormPath, params: PostOptions['params']): string {
  const parameters = (params as { path?: Record<string, string | number> } | undefined)?.path;
  return apiPath(path, parameters);
}

async function postOnce<T>(path: FormPath, body: unknown, options: PostOptions): Promise<PostResult<T>> {
  try {
    const { data } = await request<T>(address(path, options.params), {
      method: 'POST',
      body,
      timeoutMs: options.timeoutMs,
      headers: options.headers,
    });
    return { ok: true, data };
  } catch (error) {
    if (!(error instanceof HttpError)) {
      return { ok: false, failure: 'offline', fieldErrors: {}, message: FORM_MESSAGES.offline };
    }
    const answered = { status: error.status, body: error.body };
    if (error.status === 429) {
      return {
        ok: false,
        failure: 'busy',
        fieldErrors: {},
        message: error.serverMessage ?? FORM_MESSAGES.tooMany,
        ...answered,
      };
    }
    if (error.status === 400) {
      const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors ?? {};
      const fieldErrors: Record<string, string> = {};
      for (const [field, value] of Object.entries(errors)) {
        if (typeof value === 'string') fieldErrors[field] = value;
      }
      return {
        ok: false,
        failure: 'refused',
        fieldErrors,
        message: error.serverMessage ?? FORM_MESSAGES.refused,
        ...answered,
      };
    }
    return {
      ok: false,
      failure: 'unavailable',
      fieldErrors: {},
      message: FORM_MESSAGES.unavailable,
      ...answered,
    };
  }
}
