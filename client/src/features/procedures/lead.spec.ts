import { procedureTexts } from '../../content/procedures';
import { splitLead } from './lead';

describe('the lead of a procedure page', () => {
  it('takes whole sentences, as many as fit, and leaves the others for the section', () => {
    const text = 'Première phrase. Deuxième phrase. Troisième phrase, un peu plus longue que les autres.';
    expect(splitLead(text, 40)).toEqual({
      lead: 'Première phrase. Deuxième phrase.',
      rest: 'Troisième phrase, un peu plus longue que les autres.',
    });
    expect(splitLead(text, 20)).toEqual({
      lead: 'Première phrase.',
      rest: 'Deuxième phrase. Troisième phrase, un peu plus longue que les autres.',
    });
  });

  it('keeps a first sentence longer than the limit whole, never cut with an ellipsis', () => {
    const long = `Une phrase ${'très '.repeat(60)}longue.`;
    expect(splitLead(`${long} Une autre.`, 50)).toEqual({ lead: long, rest: 'Une autre.' });
  });

  it('always leaves the last sentence to the section, and a single sentence to the lead', () => {
    expect(splitLead('Courte. Brève.', 500)).toEqual({ lead: 'Courte.', rest: 'Brève.' });
    expect(splitLead('Une seule phrase.')).toEqual({ lead: 'Une seule phrase.', rest: '' });
  });

  it('does not end a sentence before a lower-case word or inside a figure', () => {
    expect(splitLead('Environ 1.5 ml, etc. pour commencer. Ensuite le reste.')).toEqual({
      lead: 'Environ 1.5 ml, etc. pour commencer.',
      rest: 'Ensuite le reste.',
    });
    expect(splitLead('Une question ? « Oui », dit-il. Élodie répond.', 20)).toEqual({
      lead: 'Une question ?',
      rest: '« Oui », dit-il. Élodie répond.',
    });
  });

  it('splits every procedure text into a lead and a rest that together are the whole text', () => {
    for (const { mainDescription } of Object.values(procedureTexts)) {
      const { lead, rest } = splitLead(mainDescription);
      expect(lead).toMatch(/[.!?…]$/);
      expect(lead.endsWith('…')).toBe(false);
      expect(rest.length).toBeGreaterThan(0);
      expect(`${lead} ${rest}`).toBe(mainDescription);
    }
  });
});
