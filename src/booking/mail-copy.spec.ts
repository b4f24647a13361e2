import {
  AppointmentMailFacts,
  ComposedMail,
  composePatientCancellation,
  composePatientConfirmation,
  composePatientMove,
  composePracticeCancellation,
  composePracticeMail,
  composePracticeMove,
  composeReminder,
} from './booking-mail';
import { CONSULTATION_MODE_LABELS } from '../contract/booking';
import { PRACTICE_ADDRESS, PRACTICE_PHONES, PRACTICE_RULES } from '../contract/practice-contact';
import { PRACTICE_SHORT_NAME } from '../contract/practice-name';
import { ALLOWED_SERVICES } from '../contract/services';
import { composeNewRequestMail } from '../notifications/new-request-mail';
import { composeConfirmationMail } from '../notifications/subscriber-mail';

/**
 * Every e-mail the site sends, written with sample facts, read as a patient or the practice
 * reads it: the subject a lock screen shows, the plain text, and the HTML's visible text.
 * The sample facts are themselves typographically clean, so whatever is found here is the
 * templates' own.
 */
const SITE = 'https://www.exemple-cabinet.tn';
const NAME = 'Amira Ben Salah';

const appointment = (mode: 'cabinet' | 'video'): AppointmentMailFacts => ({
  id: '6f1c2a4e-0000-4000-8000-000000000001',
  typeName: mode === 'video' ? 'Suivi en visioconférence' : 'Première consultation',
  mode,
  // A Tuesday, the first of the month, at half past nine in Tunis.
  startsAt: new Date('2026-12-01T09:30:00+01:00'),
  endsAt: new Date('2026-12-01T10:00:00+01:00'),
  name: NAME,
  phone: '+216 22 333 444',
  email: 'amira@example.tn',
  message: 'Bonjour, à bientôt',
  cancelUrl: `${SITE}/rendez-vous/annulation?id=1&token=t`,
  adminUrl: `${SITE}/admin`,
  host: 'www.exemple-cabinet.tn',
  sequence: 0,
  bookingUrl: `${SITE}/rendez-vous`,
});

const newRequest = composeNewRequestMail(
  {
    name: NAME,
    email: 'amira@example.tn',
    phone: '+216 22 333 444',
    service: 'Rhinoplastie',
    message: 'Bonjour, je voudrais un rendez-vous.',
    selections: { 'step-1': 'Visage', 'step-visage': 'Nez' },
    source: 'contact',
    page: '/contact',
    createdAt: new Date('2026-03-05T13:04:00Z'),
    status: 'nouvelle',
  },
  SITE,
);
const newsletter = composeConfirmationMail(
  `${SITE}/newsletter/confirmation?token=abc`,
  { page: `${SITE}/newsletter/desinscription?token=id.sig`, oneClick: `${SITE}/api/one-click` },
  7,
);

const patientMails: Record<string, ComposedMail> = {
  'patient’s confirmation (au cabinet)': composePatientConfirmation(appointment('cabinet')),
  'patient’s confirmation (vidéo)': composePatientConfirmation(appointment('video')),
  'reminder (au cabinet)': composeReminder(appointment('cabinet')),
  'reminder (vidéo)': composeReminder(appointment('video')),
  'cancellation by the patient': composePatientCancellation(appointment('cabinet'), 'patient'),
  'cancellation by the practice (vidéo)': composePatientCancellation(appointment('video'), 'cabinet'),
  'move by the patient': composePatientMove(appointment('cabinet'), 'patient'),
  'move by the practice (vidéo)': composePatientMove(appointment('video'), 'cabinet'),
};
const mails: Record<string, Pick<ComposedMail, 'subject' | 'text' | 'html' | 'attachments'>> = {
  'new request (to the practice)': newRequest,
  'newsletter confirmation': newsletter,
  'new appointment (to the practice)': composePracticeMail(appointment('video')),
  'cancellation notice (to the practice)': composePracticeCancellation(appointment('cabinet')),
  'move notice (to the practice)': composePracticeMove(appointment('cabinet')),
  ...patientMails,
};

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: '\u00a0',
};

/** What a reader sees of the HTML: its title and body text, tags dropped, entities decoded. */
const visibleText = (html: string) =>
  html
    .replace(/<(br|p|h\d|li|tr|div)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name]);

/** Visible text that only a plain space, a straight quote or a "09:30" clock would spoil. */
const FAULTS: [string, RegExp][] = [
  ['plain space before : ; ! ?', / [:;!?]/g],
  ['straight apostrophe', /'/g],
  ['straight double quote', /"/g],
  ['« without a no-break space after it', /«(?![\u00a0\u202f])/g],
  ['» without a no-break space before it', /(?<![\u00a0\u202f])»/g],
  ['time written 09:30 (the site writes 9 h 30)', /\b\d{1,2}:\d{2}\b/g],
];

function faults(text: string): string[] {
  const words = text.replace(/\bhttps?:\/\/\S+/g, 'URL');
  return FAULTS.flatMap(([fault, pattern]) =>
    [...words.matchAll(pattern)].map(
      (m) => `${fault}: «${words.slice(Math.max(0, m.index - 25), m.index + 5)}»`,
    ),
  );
}

/** One space for every kind, to read a phrase without caring which one was used. */
const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The calendar file's text values, lines unfolded, escapes undone. */
const calendarText = (mail: Pick<ComposedMail, 'attachments'>) =>
  (mail.attachments ?? [])
    .map((file) => file.content.replace(/\r\n /g, ''))
    .join('\r\n')
    .split('\r\n')
    .filter((line) => /^(SUMMARY|LOCATION|DESCRIPTION):/.test(line))
    .map((line) => line.replace(/^\w+:/, '').replace(/\\([,;\\])/g, '$1'))
    .join('\n');

describe('French typography of every e-mail', () => {
  for (const [kind, mail] of Object.entries(mails)) {
    it(`${kind}: subject, text, HTML and calendar file`, () => {
      expect({
        subject: faults(mail.subject),
        text: faults(mail.text),
        html: faults(visibleText(mail.html)),
        calendar: faults(calendarText(mail)),
      }).toEqual({ subject: [], text: [], html: [], calendar: [] });
    });
  }
});

// What a lock screen or a shared mailbox's list shows: never the patient, never their health.
const PRIVATE = [
  'Amira',
  'Ben Salah',
  'Première consultation',
  'visioconférence',
  'vidéo',
  ...Object.values(CONSULTATION_MODE_LABELS),
  ...ALLOWED_SERVICES,
];

describe('Subjects name no patient and no health detail', () => {
  for (const [kind, mail] of Object.entries(mails)) {
    it(`${kind}`, () => {
      expect(PRIVATE.filter((word) => mail.subject.toLowerCase().includes(word.toLowerCase()))).toEqual([]);
    });
  }
});

describe('E-mails about an appointment give its time as the site does', () => {
  const booking = Object.entries(mails).filter(([kind]) => !/request|newsletter/.test(kind));
  for (const [kind, mail] of booking) {
    it(`${kind}: « mardi 1er décembre 2026 à 9 h 30 »`, () => {
      for (const part of [mail.text, visibleText(mail.html)])
        expect(spaced(part)).toContain('mardi 1er décembre 2026 à 9 h 30');
      expect(spaced(mail.subject)).toContain('mardi 1er décembre 2026 à 9 h 30');
    });
  }

  it('the new request says when it arrived the same way', () => {
    expect(spaced(newRequest.text)).toContain('jeudi 5 mars 2026 à 14 h 04');
  });
});

describe('E-mails to a patient about an appointment say who writes and what to do', () => {
  const [phone] = PRACTICE_PHONES;
  for (const [kind, mail] of Object.entries(patientMails)) {
    it(`${kind}: signed with the practice’s name, address and phone (a tel: link)`, () => {
      for (const part of [mail.text, visibleText(mail.html)].map(spaced)) {
        expect(part).toContain(`Cabinet ${PRACTICE_SHORT_NAME}`);
        expect(part).toContain(PRACTICE_ADDRESS.street);
        expect(part).toContain(phone.display);
      }
      expect(mail.html).toContain(`href="tel:${phone.tel}"`);
    });
  }

  const upcoming = Object.entries(patientMails).filter(([kind]) => !kind.startsWith('cancellation'));
  for (const [kind, mail] of upcoming) {
    it(`${kind}: what to do when late or unable to come`, () => {
      for (const part of [mail.text, visibleText(mail.html)].map(spaced)) {
        expect(part).toContain(`${PRACTICE_RULES.lateMinutes} minutes`);
        expect(part).toContain(`${PRACTICE_RULES.cancelHours} heures`);
      }
    });

    const video = kind.includes('vidéo');
    it(`${kind}: ${video ? 'how the video consultation goes' : 'no video instructions'}`, () => {
      for (const part of [mail.text, visibleText(mail.html)]) {
        expect(spaced(part).includes('lien de connexion')).toBe(video);
        expect(spaced(part).includes('endroit calme')).toBe(video);
      }
    });
  }
});
