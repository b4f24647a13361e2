/** Procedure grids cycle through 6 tile sizes; each band of 3 tiles fills its rows. */
export interface TileSlot {
  size: number;
  /** Tiles in this band when it is the incomplete last one (1 or 2). */
  fill?: 1 | 2;
}

export function tileSlot(index: number, total: number): TileSlot {
  const bandStart = index - (index % 3);
  const inBand = Math.min(3, total - bandStart);
  return { size: (index % 6) + 1, fill: inBand < 3 ? (inBand as 1 | 2) : undefined };
}
