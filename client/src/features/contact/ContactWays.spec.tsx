import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { siteBookingOn } from '../booking/paths';
import { ContactWays } from './ContactWays';

const render = (booking: boolean) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/contact']}>
      <ContactWays booking={booking} />
    </MemoryRouter>,
  );

/** The text in reading order, tags removed and spaces (non-breaking ones too) made plain. */
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('contact page: the ways to an appointment', () => {
  it('with online booking: « Choisir un créneau » to /rendez-vous first, then the call-back form', () => {
    const html = render(true);
    const booking = html.indexOf('data-testid="contact-booking"');
    const form = html.indexOf('<form');
    expect(booking).toBeGreaterThanOrEqual(0);
    expect(booking).toBeLessThan(form);
    expect(html).toMatch(
      /<a class="btn btn--primary contact-booking__button" href="\/rendez-vous"[^>]*>(<svg.*?<\/svg>)?Choisir un créneau<\/a>/,
    );
    expect(html).toContain(
      'Choisissez vous-même un créneau libre au cabinet\u00a0: votre rendez-vous est confirmé aussitôt.',
    );
    expect(html).toMatch(
      /<h2 id="contact-form-title"[^>]*>Ou laissez-nous vos coordonnées, nous vous rappelons<\/h2>/,
    );
    expect(html).not.toContain('Demande de rendez-vous');
  });

  it('without it: the form alone, as before, and no way to a booking page', () => {
    const html = render(false);
    expect(html).not.toContain('contact-booking');
    expect(html).not.toContain('Choisir un créneau');
    expect(html).not.toContain('/rendez-vous');
    expect(html).toMatch(/<h2 id="contact-form-title"[^>]*>Demande de rendez-vous<\/h2>/);
    expect(text(html)).toContain('le cabinet vous rappelle pour convenir d’un rendez-vous.');
  });

  it('counts booking as on only when « Rendez-vous » is the site’s own page', () => {
    expect(siteBookingOn('/rendez-vous')).toBe(true);
    expect(siteBookingOn('https://reservation.example.tn/cabinet')).toBe(false);
    expect(siteBookingOn()).toBe(true); // the practice's setting in this repository
  });
});
