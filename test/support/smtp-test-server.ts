import { AddressInfo, createServer, Server, Socket } from 'node:net';
import { ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port.cjs';

export interface ReceivedMail {
  /** The message as it arrived, headers and all. */
  raw: string;
  parsed: ParsedMail;
  /** SMTP envelope: MAIL FROM and RCPT TO. */
  envelope: { from: string; to: string[] };
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** The next `count` messages are refused with a temporary error (451), then accepted again. */
  refuseNext(count: number): void;
  /** How many messages were refused so far. */
  refused(): number;
  close(): Promise<void>;
}

/**
 * A real SMTP server on 127.0.0.1 (npm smtp-server), keeping every message it accepts; on a
 * given port to play a mail server that comes back where the senders expect it.
 */
export async function startSmtpServer(listenPort = 0): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let toRefuse = 0;
  let refused = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'], // plain smtp:// on loopback; nodemailer would reject a self-signed cert
    logger: false,
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (toRefuse > 0) {
          toRefuse--;
          refused++;
          callback(Object.assign(new Error('Service momentanément indisponible'), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        simpleParser(raw)
          .then((parsed) => {
            received.push({ raw, parsed, envelope });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(listenPort, '127.0.0.1', resolve));
  const { port } = (server as unknown as { server: Server }).server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (count) => (toRefuse = count),
    refused: () => refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port on which nothing listens: every connection is refused at once. */
export const closedPort = freePort;

/** A server that accepts connections and never says a word: a mail server that hangs. */
export async function startSilentServer(): Promise<{
  url: string;
  connections(): number;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    connections: () => connections,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The header block of a raw message (everything before the first empty line). */
export function headerBlock(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/);
  return end === -1 ? raw : raw.slice(0, end);
}
