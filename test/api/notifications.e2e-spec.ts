import type { AddressObject } from 'mailparser';
import request from 'supertest';
import { MailOutbox } from '../../src/notifications/mail-outbox';
import { ADMIN_ENV, contactPageRequest, loginToken, questionnaireRequest } from '../support/api-fixtures';
import { headerBlock, startSmtpServer, TestSmtpServer } from '../support/smtp-test-server';
import { createTestApp, TestApp } from '../support/test-app';

const SITE = 'https://www.exemple-cabinet.tn';

function addresses(field: AddressObject | AddressObject[] | undefined): string[] {
  return [field ?? []].flat().flatMap((a) => a.value.map((v) => v.address ?? ''));
}

describe('New-request notification: the e-mail a real SMTP server receives', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      ...ADMIN_ENV,
      RATE_LIMIT_PUBLIC_PER_MINUTE: '1000',
      SMTP_URL: smtp.url,
      NOTIFY_EMAIL: 'cabinet@example.tn, secretariat@example.tn',
      NOTIFY_FROM: 'site@example.tn',
      NOTIFY_RETRY_DELAYS_MS: '50,100,200',
      SITE_URL: `${SITE}/`,
    });
    token = await loginToken(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => {
    smtp.received.length = 0;
  });

  const idle = () => t.app.get(MailOutbox).whenIdle();
  const status = async () =>
    (await request(t.server).get('/api/admin/status').set('Authorization', `Bearer ${token}`).expect(200))
      .body as { emails: { kinds: { kind: string; waiting: number; failed: number }[] } };
  const newRequestEmails = async () => (await status()).emails.kinds.find((k) => k.kind === 'new-request');

  it('sends one French e-mail per request with every field, Reply-To the patient, a tel: link and the /admin link', async () => {
    const body = questionnaireRequest({
      email: 'amira.patiente@example.tn',
      selections: { 'step-1': 'Visage', 'step-visage': 'Lèvres', 'step-levres': 'Volume' },
      message: 'Bonjour,\nje voudrais un rendez-vous.',
      source: 'questionnaire',
      page: '/',
    });
    const res = await request(t.server).post('/api/contact').send(body).expect(201);
    await idle();

    expect(smtp.received).toHaveLength(1);
    const [{ parsed: mail, envelope, raw }] = smtp.received;
    expect(envelope).toEqual({
      from: 'site@example.tn',
      to: ['cabinet@example.tn', 'secretariat@example.tn'],
    });
    expect(mail.from?.value).toEqual([{ name: 'Site du cabinet', address: 'site@example.tn' }]);
    expect(addresses(mail.to)).toEqual(['cabinet@example.tn', 'secretariat@example.tn']);
    expect(mail.replyTo?.value).toEqual([{ name: 'Amira Ben Salah', address: 'amira.patiente@example.tn' }]);
    // The subject shows on lock screens: no name, no treatment.
    expect(mail.subject).toMatch(
      /^Nouvelle demande sur le site le \S+\s\d{1,2}(?:er)?\s\S+\s\d{4} à\s\d{1,2}\sh\s\d{2}$/,
    );

    const text = mail.text ?? '';
    for (const line of [
      'Nom\u00a0: Amira Ben Salah',
      'Téléphone\u00a0: +216 22 333 444',
      'E-mail\u00a0: amira.patiente@example.tn',
      'Service souhaité\u00a0: Acide Hyaluronique',
      'Origine\u00a0: Questionnaire (page d’accueil), page /',
      'Bonjour,\nje voudrais un rendez-vous.',
      `${SITE}/admin`,
    ]) {
      expect(text).toContain(line);
    }
    expect(text).toMatch(/Étape 1\u00a0: Visage\s+Étape 2\u00a0: Lèvres\s+Étape 3\u00a0: Volume/);
    const html = mail.html || '';
    expect(html).toContain('<a href="tel:+21622333444">+216 22 333 444</a>');
    expect(html).toContain(`<a href="${SITE}/admin">`);
    expect(html).toMatch(/<li>Visage<\/li>\s*<li>Lèvres<\/li>\s*<li>Volume<\/li>/);
    expect(headerBlock(raw)).not.toMatch(/^Bcc:/im);

    expect(await newRequestEmails()).toEqual({ kind: 'new-request', waiting: 0, failed: 0 });
    expect(await t.query('SELECT id FROM contact_request WHERE id = $1', [res.body._id])).toHaveLength(1);
  });

  it('has no Reply-To when the patient gave no e-mail, and says "non renseigné"', async () => {
    await request(t.server).post('/api/contact').send(questionnaireRequest()).expect(201);
    await idle();
    const [{ parsed: mail }] = smtp.received;
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('E-mail\u00a0: non renseigné');
    expect(mail.text).toContain('Origine\u00a0: non renseigné');
  });

  it('escapes markup from the patient in the HTML part', async () => {
    await request(t.server)
      .post('/api/contact')
      .send(contactPageRequest({ name: '<b>Karim</b> & Co', message: '<img src=x onerror=alert(1)>' }))
      .expect(201);
    await idle();
    const html = smtp.received[0].parsed.html || '';
    expect(html).toContain('&lt;b&gt;Karim&lt;/b&gt; &amp; Co');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).not.toMatch(/<img|<b>/);
    expect(smtp.received[0].parsed.text).toContain('<img src=x onerror=alert(1)>');
  });

  it('no header can be injected: CR/LF in name or e-mail is refused (400, nothing sent), header-like text stays text', async () => {
    for (const fields of [
      { name: 'Amira\r\nBcc: victime@evil.example' },
      { name: 'Amira\nX-Injected: oui' },
      { email: 'amira@example.tn\r\nBcc: victime@evil.example' },
      { email: 'amira@example.tn\nX-Injected: oui' },
    ]) {
      await request(t.server).post('/api/contact').send(contactPageRequest(fields)).expect(400);
    }
    await request(t.server)
      .post('/api/contact')
      .send(contactPageRequest({ name: 'Amira Bcc: victime@evil.example X-Injected: oui' }))
      .expect(201);
    await idle();
    expect(smtp.received).toHaveLength(1);
    const { raw, parsed, envelope } = smtp.received[0];
    expect(headerBlock(raw)).not.toMatch(/^(Bcc|X-Injected):/im);
    expect(parsed.headers.has('bcc')).toBe(false);
    expect(parsed.headers.has('x-injected')).toBe(false);
    expect(envelope.to).toEqual(['cabinet@example.tn', 'secretariat@example.tn']);
    expect(parsed.subject).toMatch(/^Nouvelle demande sur le site le /);
    expect(parsed.text).toContain('Nom\u00a0: Amira Bcc: victime@evil.example X-Injected: oui');
  });

  it('a bot caught by the honeypot triggers no e-mail', async () => {
    await request(t.server)
      .post('/api/contact')
      .send(questionnaireRequest({ website: 'http://spam.example' }))
      .expect(201);
    await idle();
    expect(smtp.received).toHaveLength(0);
  });

  it('retries with back-off when the server refuses for a while, and the mail arrives once', async () => {
    smtp.refuseNext(2);
    await request(t.server).post('/api/contact').send(contactPageRequest()).expect(201);
    await idle();
    expect(smtp.refused()).toBe(2);
    expect(smtp.received).toHaveLength(1);
    expect(await newRequestEmails()).toEqual({ kind: 'new-request', waiting: 0, failed: 0 });
  });

  it('counts an e-mail that failed for good, and sends it when the administrator asks again', async () => {
    const refusedBefore = smtp.refused();
    smtp.refuseNext(4); // the first attempt and its three retries
    await request(t.server).post('/api/contact').send(contactPageRequest()).expect(201);
    await idle();
    expect(smtp.refused() - refusedBefore).toBe(4);
    expect(smtp.received).toHaveLength(0);
    expect(await newRequestEmails()).toEqual({ kind: 'new-request', waiting: 0, failed: 1 });

    await request(t.server)
      .post('/api/admin/emails/retry')
      .send({ kind: 'rappel' })
      .set('Authorization', `Bearer ${token}`)
      .expect(400);
    const retry = await request(t.server)
      .post('/api/admin/emails/retry')
      .set('Authorization', `Bearer ${token}`)
      .send({})
      .expect(200);
    expect(retry.body).toEqual({ retried: 1 });
    await idle();
    expect(smtp.received).toHaveLength(1);
    expect(await newRequestEmails()).toEqual({ kind: 'new-request', waiting: 0, failed: 0 });
    const [entry] = await t.query<{ action: string; detail: unknown }>(
      `SELECT action, detail FROM audit_event WHERE action = 'emails_retried'`,
    );
    expect(entry).toEqual({ action: 'emails_retried', detail: { count: 1 } });
  });
});
