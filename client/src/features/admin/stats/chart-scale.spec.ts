import {
  axisScale,
  axisTicks,
  formatShare,
  labelStride,
  requests,
  shortWeek,
  sourceOrder,
  stackSegments,
} from './chart-scale';

describe('the charts’ axis', () => {
  it('rounds the top up to whole, round steps', () => {
    expect(axisScale(7)).toEqual({ max: 8, step: 2 });
    expect(axisScale(3)).toEqual({ max: 3, step: 1 });
    expect(axisScale(1)).toEqual({ max: 1, step: 1 });
    expect(axisScale(42)).toEqual({ max: 50, step: 10 });
    expect(axisScale(180)).toEqual({ max: 200, step: 50 });
    expect(axisTicks(axisScale(7))).toEqual([0, 2, 4, 6, 8]);
  });

  it('still draws an axis when there is nothing to count', () => {
    expect(axisScale(0)).toEqual({ max: 1, step: 1 });
    expect(axisScale(NaN)).toEqual({ max: 1, step: 1 });
  });
});

describe('a week’s stacked bar', () => {
  it('stacks the sources in order, skipping the empty ones', () => {
    expect(
      stackSegments({ contact: 2, questionnaire: 3, inconnue: 0 }, ['questionnaire', 'contact', 'inconnue']),
    ).toEqual([
      { key: 'questionnaire', from: 0, value: 3 },
      { key: 'contact', from: 3, value: 2 },
    ]);
  });

  it('orders the sources: the known ones first, then any other', () => {
    expect(
      sourceOrder(
        ['questionnaire', 'contact', 'autre', 'inconnue'],
        [
          { inconnue: 1, zeta: 1 },
          { contact: 2, alpha: 1 },
        ],
      ),
    ).toEqual(['contact', 'inconnue', 'alpha', 'zeta']);
  });
});

describe('the weeks’ labels and the wording', () => {
  it('labels every week when they fit, one in n otherwise', () => {
    expect(labelStride(4, 6)).toBe(1);
    expect(labelStride(12, 6)).toBe(2);
    expect(labelStride(52, 6)).toBe(9);
    expect(shortWeek('2026-11-23')).toBe('23/11');
  });

  it('writes shares and counts in French', () => {
    expect(formatShare(0.125)).toBe('12,5\u00a0%');
    expect(formatShare(0)).toBe('0\u00a0%');
    expect(formatShare(1)).toBe('100\u00a0%');
    expect(requests(1)).toBe('1\u00a0demande');
    expect(requests(0)).toBe('0\u00a0demande');
    expect(requests(1234)).toBe(`${(1234).toLocaleString('fr-FR')}\u00a0demandes`);
  });
});
