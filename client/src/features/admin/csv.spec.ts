import { csvFileName, fileNameFromDisposition } from './csv';

describe('csvFileName', () => {
  it('names the file after the local date', () => {
    expect(csvFileName('contacts', new Date(2025, 0, 5, 23, 59))).toBe('contacts-2025-01-05.csv');
  });
});

describe('fileNameFromDisposition', () => {
  it('reads the quoted or bare file name the server gives', () => {
    expect(fileNameFromDisposition('attachment; filename="contacts-2025-03-03.csv"')).toBe(
      'contacts-2025-03-03.csv',
    );
    expect(fileNameFromDisposition('attachment; filename=abonnes-2025-03-03.csv')).toBe(
      'abonnes-2025-03-03.csv',
    );
    expect(fileNameFromDisposition('attachment; FILENAME="a \\"b\\".csv"; size=3')).toBe('a "b".csv');
  });

  it('prefers the UTF-8 name when both are given', () => {
    expect(
      fileNameFromDisposition(`attachment; filename="abonnes.csv"; filename*=UTF-8''abonn%C3%A9s.csv`),
    ).toBe('abonnés.csv');
    expect(fileNameFromDisposition(`attachment; filename="ok.csv"; filename*=UTF-8''%E0%A4%A.csv`)).toBe(
      'ok.csv',
    );
  });

  it('keeps no folder and gives null when there is no name', () => {
    expect(fileNameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(fileNameFromDisposition('attachment; filename="C:\\\\temp\\\\x.csv"')).toBe('x.csv');
    expect(fileNameFromDisposition('attachment')).toBeNull();
    expect(fileNameFromDisposition('attachment; filename=""')).toBeNull();
    expect(fileNameFromDisposition(null)).toBeNull();
  });
});
