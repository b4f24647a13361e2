import { CARD_TAGS, mosaicSlot } from './mosaic';

describe('blog mosaic pattern', () => {
  it('repeats six sizes and shows the excerpt on the 1st and 4th card of each group', () => {
    const slots = Array.from({ length: 13 }, (_, i) => mosaicSlot(i));
    expect(slots.map((s) => s.size)).toEqual([1, 2, 3, 4, 5, 6, 1, 2, 3, 4, 5, 6, 1]);
    expect(slots.map((s, i) => (s.showExcerpt ? i : -1)).filter((i) => i >= 0)).toEqual([0, 3, 6, 9, 12]);
  });

  it('keeps at most two tags per card', () => {
    expect(CARD_TAGS).toBe(2);
  });
});
