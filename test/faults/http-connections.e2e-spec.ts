import { Agent, get } from 'node:http';
import { connect, Socket } from 'node:net';
import { heldPost } from '../support/post-stream';
import { ServerProcess } from '../support/server-process';
import { createDatabase } from '../support/test-database.cjs';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface RawConnection {
  socket: Socket;
  /** What the server wrote, and after how long it closed the connection. */
  closed: Promise<{ received: string; ms: number }>;
}

/** A TCP connection to the server that sends `data` (or nothing) and then waits. */
function rawConnection(port: number, data?: string): Promise<RawConnection> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let received = '';
    const socket = connect(port, '127.0.0.1');
    const closed = new Promise<{ received: string; ms: number }>((done) =>
      socket.once('close', () => done({ received, ms: Date.now() - started })),
    );
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.on('error', () => undefined); // a reset is one of the ways to be closed
    socket.once('connect', () => {
      if (data) socket.write(data);
      resolve({ socket, closed });
    });
    socket.once('error', reject);
  });
}

/** GET /api/health over a keep-alive agent: the connection stays open, idle, afterwards. */
function keepAliveGet(port: number, agent: Agent): Promise<{ status?: number; keepAlive?: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
      res.resume();
      res.on('end', () =>
        resolve({ status: res.statusCode, keepAlive: res.headers['keep-alive'] as string | undefined }),
      );
    }).on('error', reject);
  });
}

const HALF_HEADERS = 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n';
const HALF_BODY =
  'POST /api/contact HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
  'Content-Length: 100\r\n\r\n{"name":';

describe('HTTP connections of a server facing clients directly', () => {
  let database: Awaited<ReturnType<typeof createDatabase>>;
  beforeAll(async () => {
    database = await createDatabase();
  });
  afterAll(async () => {
    await database.drop();
  });

  it('SIGTERM with idle, silent and half-sent connections open: the request in flight completes, the drain ends at once', async () => {
    // Shorter than the 10 s headers timeout: only the drain itself can close the silent and
    // half-sent connections in time; before, they held it until this timeout cut it.
    const shutdownTimeoutMs = 8000;
    const server = await ServerProcess.start({
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      SHUTDOWN_TIMEOUT_MS: String(shutdownTimeoutMs),
    });
    const agent = new Agent({ keepAlive: true });
    try {
      expect((await keepAliveGet(server.port, agent)).status).toBe(200); // now idle, kept open
      const silent = await rawConnection(server.port); // a browser's spare connection
      const halfHeaders = await rawConnection(server.port, HALF_HEADERS);
      const held = heldPost(server.port);
      await held.accepted;

      const exit = server.stop('SIGTERM');
      await sleep(300);
      expect(server.child.exitCode).toBeNull(); // the accepted post is still in flight
      held.release();
      expect((await held.result).status).toBe(201);
      const { code, ms } = await exit;

      expect(code).toBe(0);
      expect(ms).toBeLessThan(shutdownTimeoutMs);
      expect(server.messages().filter((m) => m.startsWith('Arrêt forcé'))).toEqual([]);
      // Closed by the drain, well before any timeout of theirs.
      for (const connection of [silent, halfHeaders]) {
        const { received, ms: open } = await connection.closed;
        expect(received).toBe('');
        expect(open).toBeLessThan(shutdownTimeoutMs);
      }
      console.log(`Arrêt avec connexions inactives, muettes et à moitié envoyées ouvertes : ${ms} ms`);
    } finally {
      agent.destroy();
      await server.destroy();
    }
  }, 60_000);

  it('slow clients are cut: headers after 10 s, a whole request after 30 s, an idle keep-alive connection after 5 s', async () => {
    const server = await ServerProcess.start({ NODE_ENV: 'production', DATABASE_URL: database.url });
    const agent = new Agent({ keepAlive: true });
    try {
      const idleSocket = new Promise<number>((resolve) =>
        agent.once('free', (socket: Socket) => {
          const freed = Date.now();
          socket.once('close', () => resolve(Date.now() - freed));
        }),
      );
      const answer = await keepAliveGet(server.port, agent);
      expect(answer).toEqual({ status: 200, keepAlive: 'timeout=5' });
      const silent = await rawConnection(server.port);
      const halfHeaders = await rawConnection(server.port, HALF_HEADERS);
      const halfBody = await rawConnection(server.port, HALF_BODY);

      // The limits are checked every second; a loaded machine may add a few seconds more.
      const idleMs = await idleSocket;
      expect(idleMs).toBeGreaterThanOrEqual(4500);
      expect(idleMs).toBeLessThan(15_000);
      for (const connection of [silent, halfHeaders]) {
        const { received, ms } = await connection.closed;
        expect(received).toMatch(/^HTTP\/1\.1 408 /);
        expect(ms).toBeGreaterThanOrEqual(9500);
        expect(ms).toBeLessThan(25_000);
      }
      const { received, ms } = await halfBody.closed;
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(ms).toBeGreaterThanOrEqual(29_500);
      expect(ms).toBeLessThan(50_000);
      console.log(
        `Délais : keep-alive inactif ${idleMs} ms, en-têtes ${(await silent.closed).ms} ms, requête ${ms} ms`,
      );
      expect((await server.stop('SIGTERM')).code).toBe(0);
    } finally {
      agent.destroy();
      await server.destroy();
    }
  }, 90_000);
});
