import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

const IDLE_SWEEP_MS = 100;

export interface HttpDrain {
  /** Stops accepting at once; resolves when every request in flight has been answered. */
  drain(): Promise<void>;
  /** Last resort when the drain timeout is over: cuts every connection left. */
  closeAll(): void;
}

/**
 * Call once the server is created, before it listens, so every connection and every response
 * in flight is known when the drain starts:
 * - the listening socket closes at once: new connections are refused (a proxy retries elsewhere);
 * - requests in flight finish normally, and their responses carry `Connection: close`, as do
 *   those of requests that arrive on an open connection while draining, so each connection
 *   ends with its last response;
 * - every connection with no response in progress is closed at once, and any other as soon as
 *   its last response is sent (checked again every 100 ms).
 *
 * The last point is not Node's `closeIdleConnections()`: that one leaves alone a connection
 * that was opened but has not sent a complete request yet, such as a connection a browser
 * opens ahead of need (Chromium's preconnects) or a client sending its headers slowly. `server.close()` waits for those until the headers timeout closes them, which held a
 * whole drain until it was cut by the shutdown timeout. Nothing the app has read is on them.
 */
export function trackHttpServer(server: Server): HttpDrain {
  /** Each open connection, with the number of its responses not finished yet. */
  const connections = new Map<Socket, number>();
  const inFlight = new Set<ServerResponse>();
  const closing = new WeakSet<Socket>();
  let draining = false;

  const closeAfterResponse = (res: ServerResponse) => {
    if (!res.headersSent) res.setHeader('Connection', 'close');
  };
  const closeIfIdle = (socket: Socket) => {
    if (closing.has(socket) || (connections.get(socket) ?? 0) > 0) return;
    closing.add(socket);
    // At once, like Node's own closeIdleConnections(): a request arriving meanwhile would be
    // read and never answered. Only the end of a response still waiting in the socket's buffer
    // (a client reading slowly) is let out first, with end().
    if (socket.writableLength === 0) socket.destroy();
    else socket.end(() => socket.destroy());
  };
  const closeIdle = () => connections.forEach((_, socket) => closeIfIdle(socket));

  server.on('connection', (socket: Socket) => {
    connections.set(socket, 0);
    socket.once('close', () => connections.delete(socket));
  });
  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    if (connections.has(socket)) connections.set(socket, connections.get(socket)! + 1);
    if (draining) closeAfterResponse(res);
    else inFlight.add(res);
    res.once('close', () => {
      inFlight.delete(res);
      if (!connections.has(socket)) return;
      connections.set(socket, connections.get(socket)! - 1);
      if (draining) closeIfIdle(socket);
    });
  });

  return {
    drain() {
      draining = true;
      inFlight.forEach(closeAfterResponse);
      const sweep = setInterval(closeIdle, IDLE_SWEEP_MS);
      sweep.unref();
      return new Promise<void>((resolve, reject) => {
        server.close((error) => {
          clearInterval(sweep);
          // Not listening (never started, or already closed): nothing left to drain.
          if (error && (error as NodeJS.ErrnoException).code !== 'ERR_SERVER_NOT_RUNNING') reject(error);
          else resolve();
        });
        closeIdle();
      });
    },
    closeAll() {
      server.closeAllConnections();
      connections.forEach((_, socket) => socket.destroy());
    },
  };
}
