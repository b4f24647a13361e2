import { appointmentCalendar } from '@contract/calendar';
import { pageCalendar } from './ics';

describe('the booking page’s .ics file', () => {
  const booking = {
    _id: '6f1c2a4e-0000-4000-8000-000000000001',
    start: '2026-11-26T09:30:00+01:00',
    end: '2026-11-26T10:00:00+01:00',
  };
  const cancelUrl = 'https://www.cabinet.example/rendez-vous/annulation?id=1&token=t';
  const withoutStamp = (file: string) => file.replace(/DTSTAMP:\w+/, '');

  it('is the e-mail’s file: same UID (id at the site’s host), times in UTC, place and title', () => {
    const file = pageCalendar(
      { name: 'Première consultation', mode: 'cabinet' },
      booking,
      cancelUrl,
      'www.cabinet.example',
    );
    const lines = file.replace(/\r\n /g, '').split('\r\n');
    expect(lines).toContain(`UID:${booking._id}@www.cabinet.example`);
    expect(lines).toContain('METHOD:PUBLISH');
    expect(lines).toContain('DTSTART:20261126T083000Z');
    expect(lines).toContain('SUMMARY:Première consultation – Dr Exemple');
    expect(lines).toContain(
      'LOCATION:Immeuble Exemple\\, rue du Lac Exemple\\, Les Berges du Lac 2\\, 1053 Tunis\\, Tunisie',
    );
    const mailFile = appointmentCalendar({
      id: booking._id,
      host: 'www.cabinet.example',
      start: new Date(booking.start),
      end: new Date(booking.end),
      typeName: 'Première consultation',
      mode: 'cabinet',
      cancelUrl,
    });
    expect(withoutStamp(file)).toBe(withoutStamp(mailFile));
  });

  it('places a video consultation « Consultation vidéo »', () => {
    const file = pageCalendar({ name: 'Téléconsultation', mode: 'video' }, booking, cancelUrl, 'h.example');
    expect(file).toContain('LOCATION:Consultation vidéo\r\n');
  });
});
