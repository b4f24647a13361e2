import { FORM_MESSAGES, postForm } from './post-form';

/** Answers every fetch with `status` and `body` (JSON), or fails like a network error. */
function answer(status: number | 'network', body?: unknown) {
  globalThis.fetch = (async () => {
    if (status === 'network') throw new TypeError('Failed to fetch');
    return new Response(body === undefined ? '' : JSON.stringify(body), { status });
  }) as typeof fetch;
}

describe('postForm: one shape for every answer', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('a 2xx is a success with its data', async () => {
    answer(201, { success: true, _id: 'x' });
    await expect(postForm('/api/contact', {})).resolves.toEqual({
      ok: true,
      data: { success: true, _id: 'x' },
    });
  });

  it('a 400 carries the server’s field messages and its sentence', async () => {
    const refusal = {
      success: false,
      message: 'Données invalides',
      errors: { phone: 'Numéro invalide.', n: 3 },
    };
    answer(400, refusal);
    await expect(postForm('/api/contact', {})).resolves.toEqual({
      ok: false,
      failure: 'refused',
      fieldErrors: { phone: 'Numéro invalide.' },
      message: 'Données invalides',
      status: 400,
      body: refusal,
    });
    answer(400, null);
    expect(await postForm('/api/contact', {})).toMatchObject({
      failure: 'refused',
      message: FORM_MESSAGES.refused,
    });
  });

  it('a 429 keeps the server’s words, or says « Trop de demandes »', async () => {
    answer(429, { message: 'Le site est très sollicité.' });
    expect(await postForm('/api/contact', {})).toMatchObject({
      failure: 'busy',
      message: 'Le site est très sollicité.',
    });
    answer(429);
    expect(await postForm('/api/contact', {})).toMatchObject({
      failure: 'busy',
      message: FORM_MESSAGES.tooMany,
    });
  });

  it('another status or no answer at all never rejects', async () => {
    answer(503, { message: 'Service indisponible.' });
    expect(await postForm('/api/contact', {})).toMatchObject({
      failure: 'unavailable',
      message: FORM_MESSAGES.unavailable,
    });
    answer('network');
    expect(await postForm('/api/contact', {})).toMatchObject({
      failure: 'offline',
      message: FORM_MESSAGES.offline,
    });
  });

  it('a 409 keeps the status and the server’s answer, for a form that offers other choices', async () => {
    const taken = { success: false, message: 'Ce créneau vient d’être pris.', alternatives: [] };
    answer(409, taken);
    expect(await postForm('/api/booking', {})).toMatchObject({
      failure: 'unavailable',
      status: 409,
      body: taken,
    });
  });

  it('sends the headers it is given', async () => {
    let sent: Headers | undefined;
    globalThis.fetch = (async (_: string, init: RequestInit) => {
      sent = new Headers(init.headers);
      return new Response('{}', { status: 201 });
    }) as typeof fetch;
    await postForm('/api/booking', {}, { headers: { 'Idempotency-Key': 'clef-1234' } });
    expect(sent?.get('Idempotency-Key')).toBe('clef-1234');
  });
});
