import { useRef } from 'react';
import { axisScale } from './chart-scale';
import { ChartData } from './ChartData';
import { useWidth } from './use-width';

export interface Bar {
  key: string;
  label: string;
  value: number;
  colour?: string;
}

const ROW = 46;
const BAR = 16;

/**
 * Horizontal bars, one per line: the label above its bar, the count at the bar's end. Drawn at
 * the width it is given, so long labels keep the whole line on a phone.
 */
export function BarChart({ title, labelColumn, bars }: { title: string; labelColumn: string; bars: Bar[] }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 480);
  const total = bars.reduce((sum, bar) => sum + bar.value, 0);
  const { max } = axisScale(Math.max(0, ...bars.map((bar) => bar.value)));
  // Room for the count after the longest bar.
  const track = Math.max(40, width - 56);
  const height = Math.max(1, bars.length) * ROW;
  const summary =
    `${title}\u00a0: ` +
    (bars.length
      ? bars.map((bar) => `${bar.label}, ${bar.value.toLocaleString('fr-FR')}`).join('\u00a0; ') + '.'
      : 'aucune demande.');

  return (
    <div className="stats-chart">
      <div ref={box} className="stats-chart__canvas">
        <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={summary}>
          {bars.map((bar, i) => {
            const top = i * ROW;
            const length = (bar.value / max) * track;
            return (
              <g key={bar.key}>
                <text x={0} y={top + 14} className="stats-chart__label">
                  {bar.label}
                </text>
                <rect x={0} y={top + 20} width={track} height={BAR} className="stats-chart__track" />
                <rect
                  x={0}
                  y={top + 20}
                  width={Math.max(bar.value > 0 ? 2 : 0, length)}
                  height={BAR}
                  fill={bar.colour ?? '#8c6a34'}
                />
                <text x={length + 6} y={top + 20 + BAR / 2} dy="0.35em" className="stats-chart__value">
                  {bar.value.toLocaleString('fr-FR')}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
      <ChartData
        caption={title}
        columns={[labelColumn, 'Demandes', 'Part']}
        rows={bars.map((bar) => ({
          key: bar.key,
          cells: [
            bar.label,
            bar.value.toLocaleString('fr-FR'),
            total ? `${Math.round((bar.value / total) * 100).toLocaleString('fr-FR')}\u00a0%` : '—',
          ],
        }))}
      />
    </div>
  );
}
