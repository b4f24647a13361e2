/** The mosaic repeats a pattern of 6 card sizes; each band of 3 cards fills its rows. */
export const MOSAIC_PATTERN_LENGTH = 6;

export interface MosaicSlot {
  /** 1 to 6: the card size of this position in the pattern. */
  size: number;
  /** The excerpt shows only on the 1st and 4th card of each group of 6. */
  showExcerpt: boolean;
  /** Cards in this card's band of 3 when the band is incomplete (1 or 2), so it can fill the row. */
  fill?: 1 | 2;
}

export function mosaicSlot(index: number, total: number): MosaicSlot {
  const position = index % MOSAIC_PATTERN_LENGTH;
  const bandStart = index - (index % 3);
  const inBand = Math.min(3, total - bandStart);
  return {
    size: position + 1,
    showExcerpt: position === 0 || position === 3,
    fill: inBand < 3 ? (inBand as 1 | 2) : undefined,
  };
}

/** At most this many tags on a card. */
export const CARD_TAGS = 2;
