import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';
import { questionnaireRequest } from './api-fixtures';

/** One contact post as the client saw it; `id` is sent as X-Request-Id, so the log names it. */
export interface Outcome {
  id: string;
  status?: number;
  /** Connection-level failure: ECONNREFUSED, ECONNRESET, EPIPE… */
  error?: string;
  /** When the client had its answer or its error (Date.now()). */
  endedAt: number;
}

const BODY = JSON.stringify(questionnaireRequest());

function newId(): string {
  return `post-${randomUUID()}`;
}

function send(port: number, agent: Agent | false, id: string, expectContinue = false) {
  return request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/contact',
    agent,
    headers: {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(BODY),
      'x-request-id': id,
      ...(expectContinue ? { expect: '100-continue' } : {}),
    },
  });
}

function settle(req: ReturnType<typeof send>, id: string): Promise<Outcome> {
  return new Promise((resolve) => {
    const fail = (error: NodeJS.ErrnoException) =>
      resolve({ id, error: error.code ?? error.message, endedAt: Date.now() });
    req.on('response', (res) => {
      res.resume();
      res.on('end', () => resolve({ id, status: res.statusCode, endedAt: Date.now() }));
      res.on('error', fail);
    });
    req.on('error', fail);
  });
}

/**
 * A steady stream of contact posts: `concurrency` clients, each posting again as soon as it has
 * its answer, over keep-alive connections (as a proxy talks to the app). A client stops at its
 * first connection failure (the server has stopped listening) or when `stop()` is called.
 */
export function postStream(port: number, concurrency = 8) {
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const outcomes: Outcome[] = [];
  let running = true;
  const clients = Array.from({ length: concurrency }, async () => {
    while (running) {
      const id = newId();
      const req = send(port, agent, id);
      const outcome = settle(req, id);
      req.end(BODY);
      const result = await outcome;
      outcomes.push(result);
      if (result.error) return;
    }
  });
  return {
    outcomes,
    async stop(): Promise<Outcome[]> {
      running = false;
      await Promise.all(clients);
      agent.destroy();
      return outcomes;
    },
  };
}

/**
 * A post the server has certainly accepted but cannot finish yet: headers sent with
 * `Expect: 100-continue`, body held back. `accepted` resolves when the server answers
 * "100 Continue" (it has read the request); `release()` sends the body.
 */
export function heldPost(port: number) {
  const id = newId();
  const req = send(port, false, id, true);
  const result = settle(req, id);
  const accepted = new Promise<void>((resolve, reject) => {
    req.once('continue', () => resolve());
    void result.then((outcome) =>
      reject(new Error(`refusé avant 100 Continue : ${JSON.stringify(outcome)}`)),
    );
  });
  req.flushHeaders();
  return { id, accepted, result, release: () => req.end(BODY) };
}
