import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { apiHref } from './api/address';
import { FORM_MESSAGES, postForm } from './post-form';
import { SubmissionKey } from './submission-key';

/** A contact request the API's schema accepts (the answers below are the test's own). */
const REQUEST = { name: 'Amira', phone: '+216 22 333 444', service: 'Botox' };

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
    await expect(postForm('/contact', REQUEST)).resolves.toEqual({
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
    await expect(postForm('/contact', REQUEST)).resolves.toEqual({
      ok: false,
      failure: 'refused',
      fieldErrors: { phone: 'Numéro invalide.' },
      message: 'Données invalides',
      status: 400,
      body: refusal,
    });
    answer(400, null);
    expect(await postForm('/contact', REQUEST)).toMatchObject({
      failure: 'refused',
      message: FORM_MESSAGES.refused,
    });
  });

  it('a 429 keeps the server’s words, or says « Trop de demandes »', async () => {
    answer(429, { message: 'Le site est très sollicité.' });
    expect(await postForm('/contact', REQUEST)).toMatchObject({
      failure: 'busy',
      message: 'Le site est très sollicité.',
    });
    answer(429);
    expect(await postForm('/contact', REQUEST)).toMatchObject({
      failure: 'busy',
      message: FORM_MESSAGES.tooMany,
    });
  });

  it('a flooded server’s challenge is solved, said, and the same post is sent again once with the solution', async () => {
    const secret = 'clé-de-test';
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 50,
      deriveKey,
      expiresAt: new Date(Date.now() + 60_000),
      hmacSignatureSecret: secret,
    });
    const sent: { headers: Headers; body: string }[] = [];
    globalThis.fetch = (async (_url: string, init: RequestInit) => {
      sent.push({ headers: new Headers(init.headers), body: String(init.body) });
      if (sent.length === 1) {
        return new Response(JSON.stringify({ message: 'Le site est très sollicité.', challenge }), {
          status: 429,
        });
      }
      return new Response(JSON.stringify({ success: true }), { status: 201 });
    }) as typeof fetch;
    let said = 0;
    const result = await postForm('/contact', REQUEST, {
      headers: { 'Idempotency-Key': 'cle-0123456789' },
      onVerifying: () => said++,
    });
    expect(result).toEqual({ ok: true, data: { success: true } });
    expect(said).toBe(1);
    expect(sent).toHaveLength(2);
    expect(JSON.parse(sent[0].body)).toEqual(REQUEST);
    expect(sent[1].body).toBe(sent[0].body);
    expect(sent[1].headers.get('Idempotency-Key')).toBe('cle-0123456789');
    const payload = JSON.parse(atob(sent[1].headers.get('X-Altcha')!)) as Parameters<
      typeof verifySolution
    >[0];
    expect(payload.challenge).toEqual(challenge);
    const check = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: secret });
    expect(check.verified).toBe(true);
  });

  it('a second refusal after solving is the answer (no loop); a 429 without challenge is not solved', async () => {
    const challenge = await createChallenge({
      algorithm: 'PBKDF2/SHA-256',
      cost: 10,
      counter: 5,
      deriveKey,
      hmacSignatureSecret: 'x',
    });
    let calls = 0;
    globalThis.fetch = (async () => {
      calls++;
      return new Response(JSON.stringify({ message: 'Toujours trop de demandes.', challenge }), {
        status: 429,
      });
    }) as typeof fetch;
    expect(await postForm('/contact', REQUEST)).toMatchObject({
      failure: 'busy',
      message: 'Toujours trop de demandes.',
    });
    expect(calls).toBe(2);
    calls = 0;
    let said = 0;
    globalThis.fetch = (async () => {
      calls++;
      return new Response(JSON.stringify({ message: 'Trop.' }), { status: 429 });
    }) as typeof fetch;
    await postForm('/contact', REQUEST, { onVerifying: () => said++ });
    expect([calls, said]).toEqual([1, 0]);
  });

  it('another status or no answer at all never rejects', async () => {
    answer(503, { message: 'Service indisponible.' });
    expect(await postForm('/contact', REQUEST)).toMatchObject({
      failure: 'unavailable',
      message: FORM_MESSAGES.unavailable,
    });
    answer('network');
    expect(await postForm('/contact', REQUEST)).toMatchObject({
      failure: 'offline',
      message: FORM_MESSAGES.offline,
    });
  });

  it('a 409 keeps the status and the server’s answer, for a form that offers other choices', async () => {
    const taken = { success: false, message: 'Ce créneau vient d’être pris.', alternatives: [] };
    answer(409, taken);
    expect(await postForm('/contact', REQUEST)).toMatchObject({
      failure: 'unavailable',
      status: 409,
      body: taken,
    });
  });

  it('sends the headers it is given', async () => {
    let sent: { url: string; init: RequestInit } | undefined;
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      sent = { url, init };
      return new Response('{}', { status: 201 });
    }) as typeof fetch;
    await postForm('/contact', REQUEST, { headers: { 'Idempotency-Key': 'clef-1234' } });
    expect(sent?.url).toBe(apiHref('/contact'));
    expect(sent?.init.method).toBe('POST');
    const headers = new Headers(sent?.init.headers);
    expect(headers.get('Idempotency-Key')).toBe('clef-1234');
    expect(headers.get('Content-Type')).toBe('application/json');
  });

  it('fills in the path parameters of a route on one row', async () => {
    const urls: string[] = [];
    globalThis.fetch = (async (url: string) => {
      urls.push(url);
      return new Response('{}', { status: 201 });
    }) as typeof fetch;
    await postForm('/contact/{id}/notes', { text: 'Rappeler.' }, { params: { path: { id: 'a/b c' } } });
    expect(urls).toEqual([apiHref('/contact/{id}/notes').replace('{id}', 'a%2Fb%20c')]);
  });

  it('a form’s key: the same for the same content sent again, a new one once changed or accepted', async () => {
    const keys: (string | null)[] = [];
    let status: number | 'network' = 'network';
    globalThis.fetch = (async (_: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get('Idempotency-Key'));
      if (status === 'network') throw new TypeError('Failed to fetch');
      return new Response('{}', { status });
    }) as typeof fetch;
    const submission = new SubmissionKey();
    const form = REQUEST;

    await postForm('/contact', form, { submission }); // no answer
    status = 503;
    await postForm('/contact', { ...form }, { submission }); // the same content, retried
    await postForm('/contact', { ...form, name: 'Amira B.' }, { submission }); // changed
    status = 201;
    await postForm('/contact', { ...form, name: 'Amira B.' }, { submission }); // accepted
    await postForm('/contact', { ...form, name: 'Amira B.' }, { submission }); // a new request

    expect(keys[0]).toMatch(/^[A-Za-z0-9_-]{8,100}$/);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(keys[3]).toBe(keys[2]);
    expect(keys[4]).not.toBe(keys[3]);
    expect(new Set(keys).size).toBe(3);
  });
});
