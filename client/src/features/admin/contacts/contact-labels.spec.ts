import { selectionPreview, sourceLabel } from './contact-labels';

describe('selection preview', () => {
  it('shows the first two values, then an ellipsis', () => {
    expect(selectionPreview([])).toBe('—');
    expect(selectionPreview([['step-1', 'Visage']])).toBe('Visage');
    expect(
      selectionPreview([
        ['step-1', 'Visage'],
        ['step-visage', 'Lèvres'],
      ]),
    ).toBe('Visage, Lèvres');
    expect(
      selectionPreview([
        ['step-1', 'Visage'],
        ['step-visage', 'Lèvres'],
        ['step-levres', 'Volume'],
      ]),
    ).toBe('Visage, Lèvres,\u00a0…');
  });
});

describe('source label', () => {
  it('gives a known source its French label, keeps an unknown one as is, and none as empty', () => {
    expect(sourceLabel('contact')).toBe('Formulaire de la page Contact');
    expect(sourceLabel('questionnaire')).toBe('Questionnaire (page d’accueil)');
    expect(sourceLabel('salon')).toBe('salon');
    expect(sourceLabel(null)).toBe('');
  });
});
