import { createServer, Server } from 'node:net';
import { createMailTransport, requiresStartTls } from './mail-transport';

describe('SMTP transport security', () => {
  it('requires STARTTLS over smtp:// to another machine, not on loopback nor over smtps://', () => {
    expect(requiresStartTls('smtp://user:pass@mail.example.tn:587')).toBe(true);
    expect(requiresStartTls('smtp://10.0.0.5:25')).toBe(true);
    expect(requiresStartTls('smtp://127.0.0.1:2525')).toBe(false);
    expect(requiresStartTls('smtp://localhost:25')).toBe(false);
    expect(requiresStartTls('smtp://[::1]:25')).toBe(false);
    expect(requiresStartTls('smtps://mail.example.tn:465')).toBe(false);
  });

  it('keeps its own timeouts and file/URL guards beside what SMTP_URL says (nodemailer drops them given a `url`)', () => {
    const transport = createMailTransport({
      smtpUrl: 'smtp://user:p%40ss@mail.example.tn:587?socketTimeout=5000',
    });
    const options = (transport as unknown as { transporter: { options: Record<string, unknown> } })
      .transporter.options;
    expect(options).toMatchObject({
      host: 'mail.example.tn',
      port: 587,
      secure: false,
      requireTLS: true,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 5000,
      disableFileAccess: true,
      disableUrlAccess: true,
      auth: { user: 'user' },
    });
    transport!.close();
  });

  describe('against a server that offers no STARTTLS', () => {
    let server: Server;
    let received = '';
    let port = 0;
    beforeAll(async () => {
      // A bare SMTP dialogue without the STARTTLS extension: a client that requires TLS must
      // give up after EHLO, before sending any address or text.
      server = createServer((socket) => {
        socket.write('220 test ESMTP\r\n');
        socket.on('data', (chunk: Buffer) => {
          received += chunk.toString();
          for (const line of chunk.toString().split('\r\n').filter(Boolean)) {
            if (/^EHLO/i.test(line)) socket.write('250-test\r\n250 8BITMIME\r\n');
            else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
            else socket.write('250 OK\r\n');
          }
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.2', resolve));
      port = (server.address() as { port: number }).port;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    it('refuses to send in clear when TLS is required', async () => {
      // 127.0.0.2 is not among the loopback names trusted in clear: it stands for a remote relay.
      const transport = createMailTransport({ smtpUrl: `smtp://127.0.0.2:${port}` })!;
      await expect(
        transport.sendMail({ from: 'a@example.tn', to: 'b@example.tn', subject: 's', text: 'secret' }),
      ).rejects.toThrow();
      transport.close();
      expect(received).toMatch(/^EHLO/m); // it did talk to the server…
      expect(received).not.toMatch(/MAIL FROM|secret/); // …and sent nothing of the message
    });
  });
});
