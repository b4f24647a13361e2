import { appointmentCalendar, appointmentUid, foldLine, icsText, icsUtc } from './calendar';
import { PRACTICE_EMAIL } from './practice-contact';

const event = {
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  host: 'www.cabinet.example',
  start: '2026-11-26T09:30:00+01:00',
  end: '2026-11-26T10:00:00+01:00',
  typeName: 'Première consultation',
  mode: 'cabinet' as const,
  cancelUrl: 'https://www.cabinet.example/rendez-vous/annulation?id=1&token=t',
  stamp: new Date('2026-11-01T00:00:00Z'),
};

const octets = (text: string) => new TextEncoder().encode(text).length;
/** The file's properties, continuation lines joined back (RFC 5545 §3.1). */
const unfold = (file: string) => file.replace(/\r\n /g, '').split('\r\n');

describe('the appointment’s calendar file', () => {
  it('writes instants in UTC and escapes text values', () => {
    expect(icsUtc('2026-11-26T09:30:00+01:00')).toBe('20261126T083000Z');
    expect(icsText('Rue A, Tunis; 2\\3\nfin')).toBe('Rue A\\, Tunis\\; 2\\\\3\\nfin');
  });

  it('folds lines at 75 octets, continuation lines start with one space, never inside a character', () => {
    const line = `LOCATION:x${'é'.repeat(60)}à€`;
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(octets(part)).toBeLessThanOrEqual(75);
    for (const part of parts.slice(1)) expect(part).toMatch(/^ [^ ]/);
    // 'LOCATION:x' is 10 octets, each 'é' 2: the first line stops at 74, not in the middle of one.
    expect(octets(parts[0])).toBe(74);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('holds one event: UID, times, title, the practice’s address, organizer, CRLF endings', () => {
    const file = appointmentCalendar(event);
    expect(file.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(file.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of file.split('\r\n')) expect(octets(line)).toBeLessThanOrEqual(75);
    expect(unfold(file)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Cabinet//Rendez-vous en ligne//FR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      `UID:${event.id}@www.cabinet.example`,
      'SEQUENCE:0',
      'DTSTAMP:20261101T000000Z',
      'DTSTART:20261126T083000Z',
      'DTEND:20261126T090000Z',
      'SUMMARY:Première consultation – Dr Exemple',
      'LOCATION:Immeuble Exemple\\, rue du Lac Exemple\\, Les Berges du Lac 2\\, 1053 Tunis\\, Tunisie',
      'DESCRIPTION:Rendez-vous pris en ligne. Pour l’annuler\u00a0: https://www.cabinet.example/rendez-vous/annulation?id=1&token=t',
      `ORGANIZER;CN="Dr Exemple":mailto:${PRACTICE_EMAIL}`,
      'STATUS:CONFIRMED',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('gives one UID per appointment, whoever builds the file', () => {
    expect(appointmentUid(event.id, event.host)).toBe(`${event.id}@www.cabinet.example`);
    const uids = [appointmentCalendar(event), appointmentCalendar({ ...event, stamp: new Date() })].map(
      (file) => unfold(file).find((line) => line.startsWith('UID:')),
    );
    expect(uids[0]).toBe(`UID:${event.id}@www.cabinet.example`);
    expect(uids[1]).toBe(uids[0]);
  });

  it('says « Consultation vidéo » as the place of a video consultation', () => {
    expect(unfold(appointmentCalendar({ ...event, mode: 'video' }))).toContain('LOCATION:Consultation vidéo');
  });

  it('cancels the same entry: METHOD:CANCEL, STATUS:CANCELLED and a higher SEQUENCE', () => {
    const lines = unfold(appointmentCalendar({ ...event, method: 'CANCEL', sequence: 1 }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('SEQUENCE:1');
    expect(lines).not.toContain('STATUS:CONFIRMED');
    expect(lines).toContain(`UID:${event.id}@www.cabinet.example`);
  });
});
