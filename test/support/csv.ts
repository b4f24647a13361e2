/** Reads a CSV answer of the admin exports as lines of cells (every cell quoted, ";" between them). */
export function csvRows(text: string): string[][] {
  if (!text.startsWith('\uFEFF')) throw new Error('A CSV export starts with a byte-order mark');
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.slice(1, -1).split('";"'));
}
