/**
 * Procedure grids cycle through 6 tile sizes: tile n and tile n + 6 always have the same size.
 * Each group of 3 tiles fills its rows exactly; an incomplete last group simply leaves the
 * rest of its rows empty, as a mosaic may (stretching its tiles would break the cycle).
 */
export const TILE_CYCLE = 6;

export function tileSize(index: number): number {
  return (index % TILE_CYCLE) + 1;
}
