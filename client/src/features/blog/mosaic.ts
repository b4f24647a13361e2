/**
 * The mosaic repeats a pattern of 6 card sizes: card n and card n + 6 always have the same
 * size. Each group of 3 cards fills its rows exactly; an incomplete last group leaves the rest
 * of its rows empty rather than stretching a card out of the pattern.
 */
export const MOSAIC_PATTERN_LENGTH = 6;

export interface MosaicSlot {
  /** 1 to 6: the card size of this position in the pattern. */
  size: number;
  /** The excerpt shows only on the 1st and 4th card of each group of 6. */
  showExcerpt: boolean;
}

export function mosaicSlot(index: number): MosaicSlot {
  const position = index % MOSAIC_PATTERN_LENGTH;
  return { size: position + 1, showExcerpt: position === 0 || position === 3 };
}

/** At most this many tags on a card. */
export const CARD_TAGS = 2;
