import type { ContactSubmission, Subscriber } from './admin-api';
import {
  CONTACT_COLUMNS,
  contactsCsv,
  csvCell,
  csvFileName,
  selectionsText,
  subscribersCsv,
  toCsv,
} from './csv';

const contact = (over: Partial<ContactSubmission> = {}): ContactSubmission => ({
  _id: 'a',
  name: 'Leïla Ben Salah',
  email: 'leila@example.tn',
  phone: '+216 20 123 456',
  service: 'Rhinoplastie',
  message: 'Bonjour, "vite" svp',
  selections: [
    ['step-1', 'Visage'],
    ['step-visage', 'Le nez'],
  ],
  source: 'questionnaire',
  page: '/',
  createdAt: new Date(2025, 2, 3, 14, 5).toISOString(),
  ...over,
});

describe('csvCell', () => {
  it('quotes every cell and doubles inner quotes', () => {
    expect(csvCell('abc')).toBe('"abc"');
    expect(csvCell('dit "oui"')).toBe('"dit ""oui"""');
    expect(csvCell('a;b\r\nc')).toBe('"a;b\r\nc"');
    expect(csvCell('')).toBe('""');
    expect(csvCell(null)).toBe('""');
  });

  it('neutralises formulas: = + - @ tab and CR at the start get a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    for (const start of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${start}1`)).toBe(`"'${start}1"`);
    expect(csvCell('a=b')).toBe('"a=b"');
    expect(csvCell(' =1')).toBe('" =1"');
  });

  it('leaves accents alone', () => {
    expect(csvCell('Épilation laser, lèvres')).toBe('"Épilation laser, lèvres"');
  });
});

describe('toCsv', () => {
  it('starts with a BOM, separates with ";" and ends every line with CRLF', () => {
    expect(toCsv(['A', 'B'], [['1', '2']])).toBe('\uFEFF"A";"B"\r\n"1";"2"\r\n');
    expect(toCsv(['A'], [])).toBe('\uFEFF"A"\r\n');
  });
});

describe('contactsCsv', () => {
  it('has the header row and one line per contact, in order', () => {
    const text = contactsCsv([
      contact(),
      contact({ name: '=1+1', source: null, page: null, selections: [] }),
    ]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(CONTACT_COLUMNS.map((c) => `"${c}"`).join(';'));
    expect(lines[0]).toBe(
      '"Nom";"E-mail";"Téléphone";"Service";"Sélections";"Message";"Source";"Page";"Date"',
    );
    expect(lines[1]).toBe(
      [
        '"Leïla Ben Salah"',
        '"leila@example.tn"',
        '"\'+216 20 123 456"',
        '"Rhinoplastie"',
        '"Étape 1: Visage; Étape 2: Le nez"',
        '"Bonjour, ""vite"" svp"',
        '"Questionnaire (page d\'accueil)"',
        '"/"',
        '"03/03/2025 14:05"',
      ].join(';'),
    );
    expect(lines[2].startsWith('"\'=1+1";')).toBe(true);
    expect(lines[2]).toContain(';"";"";"03/03/2025 14:05"');
    expect(lines[3]).toBe('');
    expect(lines).toHaveLength(4);
  });

  it('writes "Étape n: label" in the order answered', () => {
    expect(
      selectionsText([
        ['b', 'Deux'],
        ['a', 'Un'],
      ]),
    ).toBe('Étape 1: Deux; Étape 2: Un');
    expect(selectionsText([])).toBe('');
  });

  it('gives the contact page source its French label and keeps an unknown one as is', () => {
    expect(contactsCsv([contact({ source: 'contact' })])).toContain('"Formulaire de la page Contact"');
    expect(contactsCsv([contact({ source: 'salon' })])).toContain('"salon"');
  });

  it('leaves an invalid date empty', () => {
    expect(contactsCsv([contact({ createdAt: 'nope' })])).toMatch(/;""\r\n$/);
  });
});

describe('subscribersCsv', () => {
  it('lists e-mail and date of sign-up', () => {
    const subscribers: Subscriber[] = [
      { _id: '1', email: 'amira@example.tn', subscribedAt: new Date(2025, 1, 14, 23, 30).toISOString() },
      { _id: '2', email: '@bad', subscribedAt: '' },
    ];
    expect(subscribersCsv(subscribers)).toBe(
      '\uFEFF"E-mail";"Date d\'inscription"\r\n"amira@example.tn";"14/02/2025 23:30"\r\n"\'@bad";""\r\n',
    );
  });
});

describe('csvFileName', () => {
  it('names the file after the local date', () => {
    expect(csvFileName('contacts', new Date(2025, 0, 5, 23, 59))).toBe('contacts-2025-01-05.csv');
  });
});
