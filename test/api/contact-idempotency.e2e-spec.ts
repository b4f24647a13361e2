import request from 'supertest';
import { MailOutbox } from '../../src/notifications/mail-outbox';
import { contactPageRequest, questionnaireRequest } from '../support/api-fixtures';
import { startSmtpServer, TestSmtpServer } from '../support/smtp-test-server';
import { createTestApp, TestApp } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('Contact requests sent again with the same Idempotency-Key are stored and notified once', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'cabinet@example.tn',
      NOTIFY_FROM: 'site@example.tn',
      NOTIFY_RETRY_DELAYS_MS: '50,100,200',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(async () => {
    await t.app.get(MailOutbox).whenIdle(); // the previous test's e-mails are not counted
    await t.query('DELETE FROM contact_request');
    smtp.received.length = 0;
  });

  const idle = () => t.app.get(MailOutbox).whenIdle();
  const post = (body: Record<string, unknown>, key?: string) => {
    const call = request(t.server).post('/api/contact');
    return (key === undefined ? call : call.set('Idempotency-Key', key)).send(body);
  };
  const rows = () => t.query<{ id: string; name: string }>('SELECT id, name FROM contact_request');

  it('the same key twice: one request, the same 201 answer, one e-mail to the practice', async () => {
    const first = await post(questionnaireRequest(), 'envoi-0123456789').expect(201);
    expect(first.body).toEqual({ success: true, _id: expect.stringMatching(UUID) });
    const again = await post(questionnaireRequest(), 'envoi-0123456789').expect(201);
    expect(again.body).toEqual(first.body);
    expect(await rows()).toEqual([expect.objectContaining({ id: first.body._id })]);
    await idle();
    expect(smtp.received).toHaveLength(1);
  });

  it('ten posts at once with one key: one request, all ten answered with its _id, one e-mail', async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post(contactPageRequest(), 'ensemble_0123456789')),
    );
    const stored = await rows();
    expect(stored).toHaveLength(1);
    for (const answer of answers) {
      expect(answer.status).toBe(201);
      expect(answer.body).toEqual({ success: true, _id: stored[0].id });
    }
    await idle();
    expect(smtp.received).toHaveLength(1);
  });

  it('a key sent again with another body answers the first request and stores nothing new', async () => {
    const first = await post(contactPageRequest(), 'cle-reutilisee-01').expect(201);
    const other = await post(contactPageRequest({ name: 'Sonia Gharbi' }), 'cle-reutilisee-01').expect(201);
    expect(other.body._id).toBe(first.body._id);
    expect(await rows()).toEqual([{ id: first.body._id, name: 'Karim Trabelsi' }]);
  });

  it('different keys, or no key, are different requests', async () => {
    const a = await post(contactPageRequest(), 'cle-numero-00001').expect(201);
    const b = await post(contactPageRequest(), 'cle-numero-00002').expect(201);
    const c = await post(contactPageRequest()).expect(201);
    const d = await post(contactPageRequest()).expect(201);
    expect(new Set([a.body._id, b.body._id, c.body._id, d.body._id]).size).toBe(4);
    expect(await rows()).toHaveLength(4);
    await idle();
    expect(smtp.received).toHaveLength(4);
  });

  it('a malformed key is a French 400 and nothing is stored', async () => {
    for (const key of ['court', 'a'.repeat(101), 'clé avec espaces', 'cle;0123456789', '']) {
      const res = await post(contactPageRequest(), key).expect(400);
      expect(res.body).toEqual({
        success: false,
        message: 'En-tête Idempotency-Key invalide.',
        errors: { idempotencyKey: 'En-tête Idempotency-Key invalide.' },
      });
    }
    expect(await rows()).toEqual([]);
  });

  it('the honeypot still answers like a success with a fresh _id, and stores nothing, key or not', async () => {
    const bot = contactPageRequest({ website: 'https://spam.example' });
    const first = await post(bot, 'robot-0123456789').expect(201);
    const again = await post(bot, 'robot-0123456789').expect(201);
    expect(first.body).toEqual({ success: true, _id: expect.stringMatching(UUID) });
    expect(again.body).toEqual({ success: true, _id: expect.stringMatching(UUID) });
    expect(await rows()).toEqual([]);
    await idle();
    expect(smtp.received).toHaveLength(0);
  });

  it('a key freed by the deletion of its request may store a new one', async () => {
    const first = await post(contactPageRequest(), 'cle-liberee-0001').expect(201);
    await t.query('DELETE FROM contact_request WHERE id = $1', [first.body._id]);
    const again = await post(contactPageRequest(), 'cle-liberee-0001').expect(201);
    expect(again.body._id).not.toBe(first.body._id);
    expect(await rows()).toHaveLength(1);
  });
});
