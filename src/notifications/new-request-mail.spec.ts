import { createTransport } from 'nodemailer';
import {
  composeNewRequestMail,
  escapeHtml,
  headerText,
  leadSourceText,
  NewRequestFields,
} from './new-request-mail';
import { mailtoHref, telHref } from '../contract/contact-links';

const SITE = 'https://www.exemple-cabinet.tn';

function request(fields: Partial<NewRequestFields> = {}): NewRequestFields {
  return {
    name: 'Amira Ben Salah',
    email: 'amira@example.tn',
    phone: '+216 22 333 444',
    service: 'Acide Hyaluronique',
    message: 'Bonjour,\nje voudrais un rendez-vous.',
    selections: { 'step-1': 'Visage', 'step-visage': 'Lèvres', 'step-levres': 'Volume' },
    source: 'questionnaire',
    page: '/',
    createdAt: new Date('2026-03-05T13:04:00Z'),
    status: 'nouvelle',
    ...fields,
  };
}

/** The raw RFC 822 message nodemailer would send, headers and all. */
async function rawMessage(fields: Partial<NewRequestFields>): Promise<string> {
  const mail = composeNewRequestMail(request(fields), SITE);
  const transport = createTransport({ streamTransport: true, buffer: true, newline: '\r\n' });
  const info = await transport.sendMail({
    from: { name: 'Site du cabinet', address: 'site@example.tn' },
    to: ['cabinet@example.tn'],
    ...mail,
  });
  return (info.message as Buffer).toString('utf8');
}

describe('composeNewRequestMail', () => {
  it('writes a neutral subject: when the request came, never who sent it nor what it is about', () => {
    const { subject } = composeNewRequestMail(request(), SITE);
    expect(subject).toBe(
      'Nouvelle demande sur le site le jeudi\u00a05\u00a0mars\u00a02026 à\u00a014\u00a0h\u00a004',
    );
    expect(subject).not.toMatch(/Amira|Hyaluronique/);
  });

  it('puts every field in the text: name, phone, e-mail, service, answers in order, message, source, /admin link', () => {
    const { text } = composeNewRequestMail(request(), SITE);
    expect(text).toContain('Nom\u00a0: Amira Ben Salah');
    expect(text).toContain('Téléphone\u00a0: +216 22 333 444');
    expect(text).toContain('E-mail\u00a0: amira@example.tn');
    expect(text).toContain('Service souhaité\u00a0: Acide Hyaluronique');
    expect(text).toContain('Origine\u00a0: Questionnaire (page d’accueil), page /');
    expect(text).toContain('  Étape 1\u00a0: Visage\n  Étape 2\u00a0: Lèvres\n  Étape 3\u00a0: Volume');
    expect(text).toContain('Message\u00a0:\nBonjour,\nje voudrais un rendez-vous.');
    expect(text).toContain(`${SITE}/admin`);
    expect(text).toContain('jeudi\u00a05\u00a0mars\u00a02026 à\u00a014\u00a0h\u00a004'); // Tunis is UTC+1
  });

  it('keeps the answers in the order they were given, whatever the keys', () => {
    const selections = { z: 'Premier', a: 'Deuxième', 'step-10': 'Troisième', 'step-2': 'Quatrième' };
    const { text, html } = composeNewRequestMail(request({ selections }), SITE);
    expect(text).toMatch(
      /Étape 1\u00a0: Premier\n {2}Étape 2\u00a0: Deuxième\n {2}Étape 3\u00a0: Troisième\n {2}Étape 4\u00a0: Quatrième/,
    );
    expect(html).toMatch(/<li>Premier<\/li>\n<li>Deuxième<\/li>\n<li>Troisième<\/li>\n<li>Quatrième<\/li>/);
  });

  it('links the phone as tel: with digits only and the leading +', () => {
    expect(telHref('+216 22 333 444')).toBe('tel:+21622333444');
    expect(telHref('(+216) 71-000-000')).toBe('tel:+21671000000');
    expect(telHref('22 333 444')).toBe('tel:22333444');
    // Only digits and a "+" before them reach the link, whatever was stored.
    expect(telHref('2+2')).toBe('tel:22');
    expect(telHref('++216 22?x=1&y')).toBe('tel:+216221');
    expect(telHref('22333444\r\nBcc: x')).toBe('tel:22333444');
    expect(telHref(`(${' '.repeat(30_000)}`)).toBe('tel:');
    const { html } = composeNewRequestMail(request({ phone: '(+216) 71-000-000' }), SITE);
    expect(html).toContain('<a href="tel:+21671000000">(+216) 71-000-000</a>');
  });

  it('escapes every value in the HTML, and keeps the text part as typed', () => {
    const hostile = {
      name: '<script>alert(1)</script> "Amira" & Co',
      message: "<img src=x onerror=alert(1)>\n'ok'",
      selections: { 'step-1': '<b>Visage</b>' },
      page: '/contact?a=<x>&b="y"',
    };
    const { html, text } = composeNewRequestMail(request(hostile), SITE);
    expect(html).not.toMatch(/<script|<img|<b>|<x>/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Amira&quot; &amp; Co');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;<br>&#39;ok&#39;');
    expect(html).toContain('<li>&lt;b&gt;Visage&lt;/b&gt;</li>');
    expect(html).toContain('page /contact?a=&lt;x&gt;&amp;b=&quot;y&quot;');
    expect(text).toContain('Nom\u00a0: <script>alert(1)</script> "Amira" & Co');
    expect(escapeHtml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&#39;');
  });

  it('links the e-mail as mailto: with each side of the "@" percent-encoded', () => {
    expect(mailtoHref('amira@example.tn')).toBe('mailto:amira@example.tn');
    expect(mailtoHref('prenom.nom+rdv@example.tn')).toBe('mailto:prenom.nom%2Brdv@example.tn');
    const hostile = mailtoHref('victim%40gmail.com?bcc=attacker%40evil.tn&x=@x.tn');
    expect(hostile).toBe('mailto:victim%2540gmail.com%3Fbcc%3Dattacker%2540evil.tn%26x%3D@x.tn');
    for (const address of [
      'a@b.tn?cc=x@evil.tn',
      'a,x@evil.tn',
      'a@b.tn#x',
      'a b@c.tn\r\nBcc: x',
      'a\uD800@b.tn',
    ]) {
      const href = mailtoHref(address).slice('mailto:'.length);
      expect(href).toMatch(/^[A-Za-z0-9%._~!*'()-]*(@[A-Za-z0-9%._~!*'()-]*)?$/);
    }
    const { html } = composeNewRequestMail(request({ email: 'amira+rdv@example.tn' }), SITE);
    expect(html).toContain('<a href="mailto:amira%2Brdv@example.tn">amira+rdv@example.tn</a>');
  });

  it('never uses an address outside the API grammar, even one stored before it', () => {
    const mail = composeNewRequestMail(
      request({ email: 'victim%40gmail.com?bcc=attacker%40evil.tn&x=@x.tn' }),
      SITE,
    );
    expect(mail.replyTo).toBeUndefined();
    expect(mail.text).toContain('E-mail\u00a0: non renseigné');
    expect(mail.html).not.toContain('mailto:');
    expect(mail.html).not.toContain('attacker');
  });

  it('uses the e-mail as Reply-To (an address object) only when it is a valid address', () => {
    expect(composeNewRequestMail(request(), SITE).replyTo).toEqual({
      name: 'Amira Ben Salah',
      address: 'amira@example.tn',
    });
    for (const email of [
      null,
      '',
      'pas-une-adresse',
      'a@example.tn\r\nBcc: x@evil.tn',
      'a@b.tn>, x@evil.tn',
    ]) {
      const mail = composeNewRequestMail(request({ email }), SITE);
      expect(mail.replyTo).toBeUndefined();
      expect(mail.text).toContain('E-mail\u00a0: non renseigné');
      expect(mail.html).not.toContain('evil');
    }
  });

  it('says when there is no message, no answer or no lead source', () => {
    const { text, html } = composeNewRequestMail(
      request({ message: '  ', selections: {}, source: null, page: null }),
      SITE,
    );
    expect(text).toContain('Message\u00a0:\n(aucun message)');
    expect(text).not.toContain('Réponses au questionnaire');
    expect(html).not.toContain('<ol>');
    expect(text).toContain('Origine\u00a0: non renseigné');
    expect(leadSourceText({ source: 'contact', page: null })).toBe('Formulaire de la page Contact');
    expect(leadSourceText({ source: null, page: '/blog' })).toBe('page /blog');
  });
});

describe('the message as sent: no header can be injected', () => {
  it('headerText turns control characters and line separators into spaces', () => {
    expect(headerText('Amira\r\nBcc: x@evil.tn\u2028X: y\u0000')).toBe('Amira Bcc: x@evil.tn X: y');
  });

  it('a name holding CR/LF (the API refuses it; here it gets past) adds no header', async () => {
    const raw = await rawMessage({
      name: 'Amira\r\nBcc: victim@evil.tn\r\nX-Injected: oui',
      service: 'Botox\nX-Service: oui',
    });
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headers).not.toMatch(/^(Bcc|X-Injected|X-Service):/im);
    expect(headers).toMatch(/^Reply-To: /m);
    expect(headers).toMatch(/^To: cabinet@example\.tn$/m);
  });

  it('an e-mail holding CR/LF is left out of Reply-To altogether', async () => {
    const raw = await rawMessage({ email: 'amira@example.tn\r\nBcc: victim@evil.tn' });
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headers).not.toMatch(/^Reply-To:/im);
    expect(headers).not.toMatch(/^Bcc:/im);
    expect(raw).not.toContain('victim@evil.tn');
  });

  it('accents survive in subject and Reply-To name (encoded words, no raw 8-bit header)', async () => {
    const raw = await rawMessage({ name: 'Héla Ben Aïcha' });
    const headers = raw.slice(0, raw.indexOf('\r\n\r\n'));
    expect(headers).toMatch(/^Subject: =\?UTF-8\?/m);
    expect(headers).not.toMatch(/[^\x00-\x7F]/); // eslint-disable-line no-control-regex
  });
});

describe('the follow-up in the new-request e-mail', () => {
  it('says the status, and the last note when there is one, in the text and the HTML', () => {
    const fresh = composeNewRequestMail(request(), SITE);
    expect(fresh.text).toContain('\nStatut\u00a0: Nouvelle\n');
    expect(fresh.text).not.toContain('Dernière note');
    const followed = composeNewRequestMail(
      request({ status: 'a-rappeler', lastNote: 'Rappeler jeudi <matin>' }),
      SITE,
    );
    expect(followed.text).toContain(
      'Statut\u00a0: À rappeler\nDernière note\u00a0: Rappeler jeudi <matin>\n',
    );
    expect(followed.html).toContain('Rappeler jeudi &lt;matin&gt;');
    expect(followed.html).toContain('>À rappeler<');
  });
});
