/**
 * The arithmetic of the statistics' charts, apart from their drawing: the axis's round top and
 * step, the stacking of a week's sources, which week labels fit, and the French wording.
 */

/** An axis from 0 to a round `max` in about `ticks` round steps (whole requests: a step ≥ 1). */
export function axisScale(value: number, ticks = 5): { max: number; step: number } {
  if (!(value > 0)) return { max: 1, step: 1 };
  const rough = value / ticks;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough)!,
  );
  return { max: Math.ceil(value / step) * step, step };
}

/** 0, step, 2·step … max. */
export const axisTicks = ({ max, step }: { max: number; step: number }): number[] =>
  Array.from({ length: Math.round(max / step) + 1 }, (_, i) => i * step);

/** A week's bar, bottom to top: each source's count and where its segment starts. */
export function stackSegments(
  counts: Record<string, number>,
  order: string[],
): { key: string; from: number; value: number }[] {
  let from = 0;
  return order
    .filter((key) => (counts[key] ?? 0) > 0)
    .map((key) => {
      const segment = { key, from, value: counts[key] };
      from += counts[key];
      return segment;
    });
}

/** Every source met, the site's own first in their usual order, then any other alphabetically. */
export function sourceOrder(known: readonly string[], counts: Record<string, number>[]): string[] {
  const seen = new Set(counts.flatMap((c) => Object.keys(c)));
  return [...known.filter((key) => seen.has(key)), ...[...seen].filter((k) => !known.includes(k)).sort()];
}

/** Label one week in `stride`, so that at most `fit` labels share the axis. */
export const labelStride = (count: number, fit: number): number =>
  Math.max(1, Math.ceil(count / Math.max(1, fit)));

/** "2026-11-23" → "23/11". */
export const shortWeek = (isoDay: string): string =>
  /^\d{4}-(\d{2})-(\d{2})$/.test(isoDay) ? `${isoDay.slice(8, 10)}/${isoDay.slice(5, 7)}` : isoDay;

const percentFormat = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

/** 0.125 → "12,5 %" (with the no-break space French puts before the sign). */
export const formatShare = (share: number): string =>
  percentFormat.format(Number.isFinite(share) ? share : 0).replace(/\s/g, '\u00a0');

/** "1 demande", "42 demandes". */
export const requests = (n: number): string =>
  `${n.toLocaleString('fr-FR')}\u00a0demande${Math.abs(n) >= 2 ? 's' : ''}`;
