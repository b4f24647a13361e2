import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { RequestSent, SentRequest } from './RequestSent';

const ID = '7f1c2d3e-4b5a-4c6d-8e9f-0a1b2c3d4e5f';
const SENT: SentRequest = {
  id: ID,
  treatment: 'Acide Hyaluronique',
  name: 'Leïla Ben Salah',
  phone: '+216 20 123 456',
  withMessage: true,
};

const render = (sent: SentRequest, booking: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <RequestSent sent={sent} booking={booking} onRestart={() => undefined} />
    </MemoryRouter>,
  );

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('questionnaire: the confirmation that stays once the request is sent', () => {
  it('is a status region whose heading takes the focus', () => {
    const html = render(SENT, true);
    expect(html).toMatch(/^<div class="q-sent" role="status"/);
    expect(html).toMatch(/<h3 tabindex="-1" class="q-sent__title">Demande envoyée<\/h3>/);
  });

  it('says what was sent (treatment, name, phone as typed) and what comes next, in the site’s words', () => {
    const content = text(render(SENT, true));
    expect(content).toContain('Nous vous contacterons dans les plus brefs délais.');
    expect(content).toContain('Le cabinet vous rappelle au numéro ci-dessous');
    expect(content).toContain('Soin suggéré Acide Hyaluronique');
    expect(content).toContain('Nom Leïla Ben Salah');
    expect(content).toContain('Téléphone +216 20 123 456');
    expect(content).toContain('Message Joint à votre demande');
    // No figure of delay the site does not give anywhere else.
    expect(content).not.toMatch(/\d+\s*(h|heures?|jours?|minutes?)\b/);
  });

  it('leaves out the message line when none was written', () => {
    expect(text(render({ ...SENT, withMessage: false }, true))).not.toContain('Message');
  });

  it('offers « Choisir un créneau » carrying the request, and a new request', () => {
    const html = render(SENT, true);
    expect(html).toContain(`href="/rendez-vous?demande=${ID}"`);
    expect(html).toMatch(/<button type="button"[^>]*>Faire une nouvelle demande<\/button>/);
    // Without an id from the server, the plain booking page.
    expect(render({ ...SENT, id: undefined }, true)).toMatch(/href="\/rendez-vous"/);
  });

  it('offers no booking when the site does not book online', () => {
    const html = render(SENT, false);
    expect(html).not.toContain('Choisir un créneau');
    expect(html).not.toContain('/rendez-vous');
    expect(html).toContain('Faire une nouvelle demande');
  });
});
