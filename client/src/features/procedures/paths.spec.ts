import { getCategory, procedureCategories } from '../../content/procedures';
import { categoryPath, procedurePagePath, slugPath, slugPaths, summarize } from './paths';
import { tileSize } from './tiles';

describe('procedure addresses', () => {
  it('places categories under /chirurgies except the two top-level ones', () => {
    expect(procedureCategories.map((c) => categoryPath(c.key))).toEqual([
      '/chirurgies/visage',
      '/chirurgies/silhouette',
      '/chirurgies/seins',
      '/medecine-esthetique',
      '/greffe-cheveux',
      '/chirurgies/Génioplastie',
    ]);
  });

  it('gives each slug a canonical address in its category', () => {
    expect(slugPath('botox')).toBe('/medecine-esthetique/botox');
    expect(slugPath('homme')).toBe('/greffe-cheveux/homme');
    expect(slugPath('prp')).toBe('/medecine-esthetique/prp');
    expect(slugPath('mesotherapie')).toBe('/medecine-esthetique/mesotherapie');
    expect(procedurePagePath('Greffe de barbe')).toBe('/greffe-cheveux/barbe');
    expect(procedurePagePath('Rhinoplastie')).toBeUndefined();
    expect(slugPaths('greffe-cheveux')).toHaveLength(12);
  });

  it('resolves the category keys of the addresses, accented or percent-encoded', () => {
    expect(getCategory('G%C3%A9nioplastie')?.procedures).toEqual(['Génioplastie']);
    expect(getCategory('inconnue')).toBeUndefined();
  });

  it('has the procedure count of each category', () => {
    const counts = Object.fromEntries(procedureCategories.map((c) => [c.key, c.procedures.length]));
    expect(counts).toEqual({
      visage: 8,
      silhouette: 10,
      seins: 4,
      'medecine-esthetique': 6,
      'greffe-cheveux': 4,
      Génioplastie: 1,
    });
  });

  it('cuts descriptions at a word boundary', () => {
    const text = 'mot '.repeat(80);
    const cut = summarize(text);
    expect(cut.length).toBeLessThanOrEqual(158);
    expect(cut.endsWith('mot…')).toBe(true);
    expect(summarize('Court.')).toBe('Court.');
  });
});

describe('procedure grid tiles', () => {
  it('cycle through six sizes, whatever the number of tiles', () => {
    expect(Array.from({ length: 14 }, (_, i) => tileSize(i))).toEqual([
      1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1, 2,
    ]);
  });
});
