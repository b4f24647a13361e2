import type { IncomingMessage, Server, ServerResponse } from 'node:http';

const IDLE_SWEEP_MS = 100;

export interface HttpDrain {
  /** Stops accepting at once; resolves when every request in flight has been answered. */
  drain(): Promise<void>;
  /** Last resort when the drain timeout is over: cuts every connection left. */
  closeAll(): void;
}

/**
 * Call once the server is created, so responses in flight are known when the drain starts:
 * - the listening socket closes at once: new connections are refused (a proxy retries elsewhere);
 * - idle keep-alive connections are closed at once (a client keeping one would otherwise hold
 *   the process until its keep-alive timeout);
 * - requests in flight finish normally, and their responses carry `Connection: close`, so each
 *   connection ends with its last response instead of waiting for a request never to be served.
 * A connection that turns idle between two checks is closed by the next sweep (every 100 ms).
 */
export function trackHttpServer(server: Server): HttpDrain {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  const closeAfterResponse = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (draining) return closeAfterResponse(res);
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });

  return {
    drain() {
      draining = true;
      inFlight.forEach(closeAfterResponse);
      const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
      sweep.unref();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => {
          clearInterval(sweep);
          // Not listening (never started, or already closed): nothing left to drain.
          if (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(error);
          else resolve();
        });
        server.closeIdleConnections();
      });
    },
    closeAll() {
      server.closeAllConnections();
    },
  };
}
