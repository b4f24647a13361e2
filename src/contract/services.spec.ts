import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ALLOWED_SERVICES, CONTACT_PAGE_SERVICES, QUESTIONNAIRE_TREATMENTS } from './services';

describe('the allowed services', () => {
  it('are the 20 questionnaire treatments and the 9 contact-page services, once each', () => {
    expect(QUESTIONNAIRE_TREATMENTS).toHaveLength(20);
    expect(CONTACT_PAGE_SERVICES).toHaveLength(9);
    expect(new Set(ALLOWED_SERVICES).size).toBe(ALLOWED_SERVICES.length);
    expect([...ALLOWED_SERVICES].sort()).toEqual(
      [...new Set([...QUESTIONNAIRE_TREATMENTS, ...CONTACT_PAGE_SERVICES])].sort(),
    );
    expect(ALLOWED_SERVICES).toHaveLength(27); // Rhinoplastie and Liposuccion are in both lists
    expect(ALLOWED_SERVICES).toEqual(
      expect.arrayContaining(['Botox', 'Consultation Esthétique', 'Consultation Générale']),
    );
  });

  it('are NFC-normalised and fit the 100-character column', () => {
    for (const service of ALLOWED_SERVICES) {
      expect(service.normalize('NFC')).toBe(service);
      expect(service.length).toBeLessThanOrEqual(100);
    }
  });

  it('live in a file the client can import: no import of anything', () => {
    const source = readFileSync(join(__dirname, 'services.ts'), 'utf8');
    expect(source).not.toMatch(/^\s*import\s/m);
    expect(source).not.toMatch(/require\(/);
  });
});
