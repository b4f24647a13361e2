import { logPath } from '../common/logging/log-path';
import { shortPatientName } from './calendar-feed.service';

describe('the calendar feed says little of who', () => {
  it('first name and the initial of the next word only', () => {
    expect(shortPatientName('Amira Ben Salah')).toBe('Amira B.');
    expect(shortPatientName('  élodie   ouerghi ')).toBe('élodie O.');
    expect(shortPatientName('Karim')).toBe('Karim');
    expect(shortPatientName('Leïla 𝒵ed')).toBe('Leïla 𝒵.');
  });

  it('its secret address never reaches the logs', () => {
    expect(logPath('/api/calendar/AbC_-123.ics')).toBe('/api/calendar/…');
    expect(logPath('/api/booking/slots')).toBe('/api/booking/slots');
  });
});
