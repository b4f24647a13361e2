import { calendarFile, foldLine, icsText, icsUtc } from './ics';

describe('the .ics file', () => {
  it('writes instants in UTC and escapes text', () => {
    expect(icsUtc('2026-11-26T09:30:00+01:00')).toBe('20261126T083000Z');
    expect(icsText('Rue A, Tunis; 2\\3\nfin')).toBe('Rue A\\, Tunis\\; 2\\\\3\\nfin');
  });

  it('folds long lines at 75 octets without cutting a character', () => {
    const line = `LOCATION:${'é'.repeat(60)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n'))
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
  });

  it('holds one event with its times, title and place', () => {
    const file = calendarFile({
      uid: 'abc@cabinet',
      start: '2026-11-26T09:30:00+01:00',
      end: '2026-11-26T10:00:00+01:00',
      summary: 'Première consultation',
      location: 'Rue du Lac, Tunis',
      stamp: new Date('2026-11-01T00:00:00Z'),
    });
    expect(file.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Cabinet//Rendez-vous en ligne//FR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:abc@cabinet',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261126T083000Z',
      'DTEND:20261126T090000Z',
      'SUMMARY:Première consultation',
      'LOCATION:Rue du Lac\\, Tunis',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
