import { procedureTexts } from './texts';

/**
 * Every procedure page says what the procedure costs in discomfort and what can go wrong, beside
 * what it can bring: a short « Risques et suites » part, written with the same care as the rest
 * (no figure, since durations and rates vary and none is sourced here; the consultation named as
 * the place where they are explained).
 */
describe('Risques et suites', () => {
  const texts = Object.entries(procedureTexts);

  it('every procedure text has one: the 35 texts', () => {
    expect(texts).toHaveLength(35);
  });

  for (const [name, { risks }] of texts) {
    it(`${name}: a few sentences, no figure, the after-effects, the rarer risks, the consultation`, () => {
      const sentences = risks.split(/(?<=[.!?])\s+/).filter(Boolean);
      expect(sentences.length).toBeGreaterThanOrEqual(3);
      expect(sentences.length).toBeLessThanOrEqual(6);
      expect(risks).not.toMatch(/\d/);
      expect(risks).toMatch(/habituel|possibles?\b|fréquent/);
      expect(risks).toMatch(/\brarement\b|\brares?\b|exceptionnel/);
      expect(risks).toMatch(/consultation|médecin|chirurgien/);
    });
  }
});
