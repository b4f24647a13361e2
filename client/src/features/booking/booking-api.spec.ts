import { API_BASE } from '../../lib/api/address';
import { CANCEL_MESSAGES, MOVE_MESSAGES } from '@contract/booking';
import { FORM_MESSAGES } from '../../lib/post-form';
import { book, cancelBooking, fetchAlternatives, fetchSlots, fetchSummary, moveBooking } from './booking-api';

/** What the page sent: method, address (path and query) and JSON body. */
interface Sent {
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
}

/** Answers every fetch with `status` and `body` (JSON), or fails like a network error; records what was sent. */
function answer(status: number | 'network', body?: unknown): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    // A same-origin path (the public calls) or a Request (the typed client of the back-office).
    const request = new Request(typeof input === 'string' ? new URL(input, 'http://localhost') : input, init);
    const text = await request.text();
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      headers: request.headers,
      body: text ? JSON.parse(text) : undefined,
    });
    if (status === 'network') throw new TypeError('Failed to fetch');
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return sent;
}

const ID = '6f1c2a4e-0000-4000-8000-000000000001';
const SLOT = { start: '2026-11-26T09:30:00+01:00', end: '2026-11-26T10:00:00+01:00' };

describe('booking API calls: the same requests and answers as the page expects', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('asks the free slots of a type between two days', async () => {
    const sent = answer(200, [SLOT]);
    await expect(fetchSlots('type-1', '2026-11-26', '2026-12-02')).resolves.toEqual([SLOT]);
    expect(sent).toMatchObject([
      { method: 'GET', url: `${API_BASE}/booking/slots?type=type-1&from=2026-11-26&to=2026-12-02` },
    ]);
  });

  it('books with the attempt’s key; a slot just taken comes back with the nearest free ones', async () => {
    const message =
      'Ce créneau vient d’être réservé par quelqu’un d’autre. Voici les plus proches encore libres.';
    const sent = answer(409, { success: false, message, alternatives: [SLOT] });
    const body = {
      type: 'type-1',
      start: SLOT.start,
      name: 'Leïla',
      phone: '20 555 666',
      consent: true,
    } as const;
    await expect(book(body, 'attempt-key-1')).resolves.toEqual({
      ok: false,
      kind: 'taken',
      message,
      alternatives: [SLOT],
    });
    expect(sent[0]).toMatchObject({ method: 'POST', url: `${API_BASE}/booking`, body });
    expect(sent[0].headers.get('Idempotency-Key')).toBe('attempt-key-1');
  });

  it('a 409 without alternatives is a refusal in the server’s words, not to be sent again', async () => {
    const message = 'Vous avez déjà 2 rendez-vous à venir.';
    answer(409, { success: false, message });
    const body = {
      type: 'type-1',
      start: SLOT.start,
      name: 'Leïla',
      phone: '20 555 666',
      consent: true,
    } as const;
    await expect(book(body, 'attempt-key-2')).resolves.toEqual({
      ok: false,
      kind: 'refused',
      message,
      fieldErrors: {},
      retry: false,
    });
  });

  it('cancels by the link: its id in the address, its token in the body', async () => {
    const sent = answer(200, { success: true });
    await expect(cancelBooking(ID, 'jeton')).resolves.toEqual({ ok: true });
    expect(sent).toMatchObject([
      { method: 'POST', url: `${API_BASE}/booking/${ID}/cancel`, body: { cancelToken: 'jeton' } },
    ]);
  });

  it('a link refused (404, 409) is final, in the server’s words', async () => {
    answer(404, { success: false, message: CANCEL_MESSAGES.notFound });
    await expect(cancelBooking(ID, 'jeton')).resolves.toEqual({
      ok: false,
      final: true,
      message: CANCEL_MESSAGES.notFound,
    });
    answer(409, { success: false, message: CANCEL_MESSAGES.started });
    await expect(cancelBooking(ID, 'jeton')).resolves.toEqual({
      ok: false,
      final: true,
      message: CANCEL_MESSAGES.started,
    });
  });

  it('no answer, a busy or failing server may be tried again, with the forms’ words', async () => {
    answer('network');
    await expect(cancelBooking(ID, 'jeton')).resolves.toEqual({
      ok: false,
      final: false,
      message: FORM_MESSAGES.offline,
    });
    answer(429);
    await expect(cancelBooking(ID, 'jeton')).resolves.toEqual({
      ok: false,
      final: false,
      message: FORM_MESSAGES.tooMany,
    });
    answer(503, { message: 'Service momentanément indisponible.' });
    await expect(cancelBooking(ID, 'jeton')).resolves.toEqual({
      ok: false,
      final: false,
      message: FORM_MESSAGES.unavailable,
    });
  });

  it('reads what a link names; a wrong link is refused, no answer is unknown', async () => {
    const summary = {
      _id: ID,
      ...SLOT,
      type: { name: 'Première consultation', mode: 'cabinet' },
      status: 'confirme',
    };
    const sent = answer(200, summary);
    await expect(fetchSummary(ID, 'jeton')).resolves.toEqual({ ok: true, summary });
    expect(sent).toMatchObject([{ method: 'GET', url: `${API_BASE}/booking/${ID}?token=jeton` }]);

    answer(404, { success: false, message: CANCEL_MESSAGES.notFound });
    await expect(fetchSummary(ID, 'jeton')).resolves.toEqual({
      ok: false,
      refused: true,
      message: CANCEL_MESSAGES.notFound,
    });
    answer(500);
    await expect(fetchSummary(ID, 'jeton')).resolves.toEqual({ ok: false, refused: false });
  });

  it('asks the free slots to move to by the link’s token; a refused link says why', async () => {
    const sent = answer(200, [SLOT]);
    await expect(fetchAlternatives(ID, 'jeton')).resolves.toEqual({ ok: true, slots: [SLOT] });
    expect(sent).toMatchObject([
      { method: 'GET', url: `${API_BASE}/booking/${ID}/alternatives?token=jeton` },
    ]);
    answer(409, { success: false, message: MOVE_MESSAGES.cancelled });
    await expect(fetchAlternatives(ID, 'jeton')).resolves.toEqual({
      ok: false,
      message: MOVE_MESSAGES.cancelled,
    });
    answer('network');
    await expect(fetchAlternatives(ID, 'jeton')).resolves.toMatchObject({ ok: false });
  });

  it('moves with the token and the new start; a slot just taken comes back with others', async () => {
    const moved = { _id: ID, ...SLOT, sequence: 1 };
    const sent = answer(200, moved);
    await expect(moveBooking(ID, 'jeton', SLOT.start)).resolves.toEqual({ ok: true, moved });
    expect(sent).toMatchObject([
      {
        method: 'POST',
        url: `${API_BASE}/booking/${ID}/move`,
        body: { cancelToken: 'jeton', start: SLOT.start },
      },
    ]);
    answer(409, { success: false, message: MOVE_MESSAGES.taken, alternatives: [SLOT] });
    await expect(moveBooking(ID, 'jeton', SLOT.start)).resolves.toEqual({
      ok: false,
      message: MOVE_MESSAGES.taken,
      alternatives: [SLOT],
    });
    answer(409, { success: false, message: MOVE_MESSAGES.started });
    await expect(moveBooking(ID, 'jeton', SLOT.start)).resolves.toEqual({
      ok: false,
      message: MOVE_MESSAGES.started,
      alternatives: undefined,
    });
  });
});
