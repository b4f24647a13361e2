import { API_BASE } from '../../../lib/api/address';
import { HttpError } from '../../../lib/http';
import { fetchAgenda, removeAbsence, saveSettings, setAppointmentStatus } from './agenda-api';

interface Sent {
  method: string;
  url: string;
  body: unknown;
}

/** Answers every fetch with `status` and `body` (JSON), and records what was sent. */
function answer(status: number, body?: unknown): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const text = await request.text();
    const url = new URL(request.url);
    sent.push({
      method: request.method,
      url: `${url.pathname}${url.search}`,
      body: text ? JSON.parse(text) : undefined,
    });
    return new Response(body === undefined ? '' : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return sent;
}

const ID = '6f1c2a4e-0000-4000-8000-000000000001';

describe('agenda API calls', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('reads the appointments between two days', async () => {
    const sent = answer(200, []);
    await expect(fetchAgenda('2026-11-23', '2026-11-29')).resolves.toEqual([]);
    expect(sent).toEqual([
      { method: 'GET', url: `${API_BASE}/admin/appointments?from=2026-11-23&to=2026-11-29`, body: undefined },
    ]);
  });

  it('changes a status and answers the appointment as the server returns it', async () => {
    const appointment = { _id: ID, status: 'honore' };
    const sent = answer(200, appointment);
    await expect(setAppointmentStatus(ID, 'honore')).resolves.toEqual(appointment);
    expect(sent).toEqual([
      { method: 'PATCH', url: `${API_BASE}/admin/appointments/${ID}`, body: { status: 'honore' } },
    ]);
  });

  it('saves the week as given and answers what was stored', async () => {
    const settings = { weeklyHours: { '1': [['09:00', '12:00']] }, noticeHours: 24, horizonDays: 60 };
    const sent = answer(200, settings);
    await expect(saveSettings(settings)).resolves.toEqual(settings);
    expect(sent).toEqual([{ method: 'PUT', url: `${API_BASE}/admin/booking/settings`, body: settings }]);
  });

  it('a refusal rejects with its status and the server’s French message', async () => {
    answer(404, { success: false, message: 'Absence introuvable.' });
    const failure = removeAbsence(ID);
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ status: 404, serverMessage: 'Absence introuvable.' });
  });
});
