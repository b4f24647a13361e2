import { CANCEL_MESSAGES } from '@contract/booking';
import { publicGet, publicPost } from '../../lib/api/public-call';
import type { components } from '../../lib/api/schema';
import { HttpError } from '../../lib/http';
import { FORM_MESSAGES, postForm } from '../../lib/post-form';

type Schemas = components['schemas'];
export type ConsultationType = Schemas['ConsultationTypeDto'];
export type Slot = Schemas['SlotDto'];
export type BookingCreated = Schemas['BookingCreatedDto'];
export type AppointmentSummary = Schemas['AppointmentSummaryDto'];
type BookingConflict = Schemas['BookingConflictDto'];

export const BOOKING_MESSAGES = {
  loadFailed: 'Les disponibilités n’ont pas pu être chargées. Vérifiez votre connexion puis réessayez.',
  slotTaken: 'Ce créneau vient d’être réservé par quelqu’un d’autre.',
  cancelMissing:
    'Ce lien d’annulation est incomplet. Ouvrez le lien tel que vous l’avez reçu, ou appelez le cabinet.',
} as const;

/** A short wait: on a weak connection the visitor gets a message and a retry, not a spinner forever. */
const TIMEOUT_MS = 15_000;

export async function fetchTypes(): Promise<ConsultationType[]> {
  return (await publicGet('/booking/types', { timeoutMs: TIMEOUT_MS })).data;
}

export async function fetchSlots(type: string, from: string, to: string): Promise<Slot[]> {
  const pending = publicGet('/booking/slots', {
    params: { query: { type, from, to } },
    timeoutMs: TIMEOUT_MS,
  });
  return (await pending).data;
}

export interface BookingRequest {
  type: string;
  start: string;
  name: string;
  phone: string;
  email?: string;
  message?: string;
  consent: true;
  /** The request the patient sent just before, when they came from its « Choisir un créneau ». */
  requestId?: string;
}

export type BookingResult =
  | { ok: true; booking: BookingCreated }
  | { ok: false; kind: 'taken'; message: string; alternatives: Slot[] }
  | {
      ok: false;
      kind: 'refused' | 'failed';
      message: string;
      fieldErrors: Record<string, string>;
      /** No answer or a busy server: the same attempt may be sent again with the same key. */
      retry: boolean;
    };

/** `onVerifying`: the flooded server asked for a proof of work, which the browser is computing. */
export async function book(
  body: BookingRequest,
  key: string,
  onVerifying?: () => void,
): Promise<BookingResult> {
  const result = await postForm('/booking', body, {
    timeoutMs: TIMEOUT_MS,
    headers: { 'Idempotency-Key': key },
    onVerifying,
  });
  if (result.ok) return { ok: true, booking: result.data };
  const answer = (result.body ?? {}) as Partial<BookingConflict>;
  // A 409 with alternatives: the slot was just taken. Without: the patient has enough
  // appointments to come (the server's message says what to do), a refusal like a 400.
  if (result.status === 409 && Array.isArray(answer.alternatives)) {
    return {
      ok: false,
      kind: 'taken',
      message: typeof answer.message === 'string' ? answer.message : BOOKING_MESSAGES.slotTaken,
      alternatives: answer.alternatives,
    };
  }
  if (result.status === 409) {
    const message = typeof answer.message === 'string' ? answer.message : FORM_MESSAGES.refused;
    return { ok: false, kind: 'refused', message, fieldErrors: {}, retry: false };
  }
  return {
    ok: false,
    kind: result.failure === 'refused' ? 'refused' : 'failed',
    message: result.message,
    fieldErrors: result.fieldErrors,
    retry: result.failure === 'offline' || result.failure === 'busy' || result.failure === 'unavailable',
  };
}

/** `final`: the server refused the link itself (trying again will not help). */
export type CancelResult = { ok: true } | { ok: false; final: boolean; message: string };

/**
 * The words every public form uses when the server gave none of its own (see postForm): the
 * cancellation is never asked for a proof of work (it acts on one appointment by its token, outside
 * the site's budget), so it is a plain call.
 */
function formMessage(error: unknown): string {
  if (!(error instanceof HttpError)) return FORM_MESSAGES.offline;
  if (error.status === 429) return error.serverMessage ?? FORM_MESSAGES.tooMany;
  if (error.status === 400) return error.serverMessage ?? FORM_MESSAGES.refused;
  return FORM_MESSAGES.unavailable;
}

export async function cancelBooking(id: string, cancelToken: string): Promise<CancelResult> {
  try {
    await publicPost('/booking/{id}/cancel', {
      params: { path: { id } },
      body: { cancelToken },
      timeoutMs: TIMEOUT_MS,
    });
    return { ok: true };
  } catch (error) {
    const final = error instanceof HttpError && [400, 404, 409].includes(error.status);
    const serverMessage = final ? (error as HttpError).serverMessage : undefined;
    return { ok: false, final, message: serverMessage ?? formMessage(error) };
  }
}

/**
 * What a cancellation link names, to show before its button. `refused`: the link itself is
 * wrong (404, 400), with the server's French message; `unknown`: no answer, the page falls back
 * to its plain button.
 */
export type SummaryResult =
  | { ok: true; summary: AppointmentSummary }
  | { ok: false; refused: true; message: string }
  | { ok: false; refused: false };

export async function fetchSummary(id: string, token: string): Promise<SummaryResult> {
  try {
    const pending = publicGet('/booking/{id}', {
      params: { path: { id }, query: { token } },
      timeoutMs: TIMEOUT_MS,
    });
    return { ok: true, summary: (await pending).data };
  } catch (error) {
    if (error instanceof HttpError && (error.status === 404 || error.status === 400)) {
      return { ok: false, refused: true, message: error.serverMessage ?? CANCEL_MESSAGES.notFound };
    }
    return { ok: false, refused: false };
  }
}

/** The French sentence for a list that did not load. */
export function loadFailure(error: unknown): string {
  if (error instanceof HttpError && error.status === 429) return FORM_MESSAGES.tooMany;
  return BOOKING_MESSAGES.loadFailed;
}

export type BookingMoved = Schemas['BookingMovedDto'];

/** The free slots nearest the appointment, to move it; `message` in French when they could not be had. */
export type AlternativesResult = { ok: true; slots: Slot[] } | { ok: false; message: string };

export async function fetchAlternatives(id: string, token: string): Promise<AlternativesResult> {
  try {
    const pending = publicGet('/booking/{id}/alternatives', {
      params: { path: { id }, query: { token } },
      timeoutMs: TIMEOUT_MS,
    });
    return { ok: true, slots: (await pending).data };
  } catch (error) {
    const refused = error instanceof HttpError && [400, 404, 409].includes(error.status);
    return { ok: false, message: (refused && (error as HttpError).serverMessage) || loadFailure(error) };
  }
}

/** A move: done, or refused with the server's words (and, when the slot was just taken, others). */
export type MoveResult =
  { ok: true; moved: BookingMoved } | { ok: false; message: string; alternatives?: Slot[] };

export async function moveBooking(id: string, cancelToken: string, start: string): Promise<MoveResult> {
  try {
    const pending = publicPost('/booking/{id}/move', {
      params: { path: { id } },
      body: { cancelToken, start },
      timeoutMs: TIMEOUT_MS,
    });
    return { ok: true, moved: (await pending).data };
  } catch (error) {
    const final = error instanceof HttpError && [400, 404, 409].includes(error.status);
    const body = final ? ((error as HttpError).body as Partial<BookingConflict> | undefined) : undefined;
    return {
      ok: false,
      message: (final && (error as HttpError).serverMessage) || formMessage(error),
      alternatives: Array.isArray(body?.alternatives) ? body.alternatives : undefined,
    };
  }
}
