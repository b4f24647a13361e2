import { LEAD_SOURCES } from '@contract/lead-sources';
import type { ContactStats } from './stats-api';
import { useRef } from 'react';
import { formatCalendarDay } from '../../../lib/format';
import { sourceLabel } from '../contacts/contact-labels';
import {
  axisScale,
  axisTicks,
  labelStride,
  requests,
  shortWeek,
  sourceOrder,
  stackSegments,
} from './chart-scale';
import { ChartData } from './ChartData';
import { useWidth } from './use-width';

const KNOWN_SOURCES = [...LEAD_SOURCES, 'inconnue'];
/** A colour per source, each at least 3:1 on white; the table says the same without colour. */
const SOURCE_COLOURS: Record<string, string> = {
  questionnaire: '#8c6a34',
  contact: '#1d4a8a',
  autre: '#1f6f43',
  inconnue: '#7a6e62',
};
const OTHER_COLOUR = '#8f2424';
export const sourceName = (key: string) => (key === 'inconnue' ? 'Origine inconnue' : sourceLabel(key));
const colourOf = (key: string) => SOURCE_COLOURS[key] ?? OTHER_COLOUR;

const HEIGHT = 240;
const PAD = { top: 12, right: 8, bottom: 28, left: 36 };

/** Requests per week, each bar stacked by source, with its legend and its figures. */
export function WeeklyChart({ stats }: { stats: ContactStats }) {
  const box = useRef<HTMLDivElement>(null);
  const width = useWidth(box, 640);
  const { weeks } = stats;
  const order = sourceOrder(
    KNOWN_SOURCES,
    weeks.map((w) => w.bySource),
  );
  const scale = axisScale(Math.max(0, ...weeks.map((w) => w.total)));
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = plotWidth / Math.max(1, weeks.length);
  const barWidth = Math.max(2, slot * 0.7);
  const y = (value: number) => PAD.top + plotHeight - (value / scale.max) * plotHeight;
  // A label is about 40 px wide ("23/11"): as many as fit side by side.
  const stride = labelStride(weeks.length, Math.floor(plotWidth / 48));

  const busiest = weeks.reduce((best, w) => (w.total > (best?.total ?? 0) ? w : best), weeks[0]);
  const first = weeks[0]?.week;
  const last = weeks[weeks.length - 1]?.week;
  const summary =
    `Demandes par semaine, de la semaine du ${formatCalendarDay(first ?? '')} à celle du ` +
    `${formatCalendarDay(last ?? '')}\u00a0: ${requests(stats.total)} en tout` +
    (busiest && busiest.total > 0
      ? `\u00a0; la semaine la plus chargée, celle du ${formatCalendarDay(busiest.week)}, en compte ${busiest.total.toLocaleString('fr-FR')}.`
      : '.');

  return (
    <div className="stats-chart">
      <div ref={box} className="stats-chart__canvas">
        <svg width={width} height={HEIGHT} viewBox={`0 0 ${width} ${HEIGHT}`} role="img" aria-label={summary}>
          {axisTicks(scale).map((tick) => (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={width - PAD.right}
                y1={y(tick)}
                y2={y(tick)}
                className="stats-chart__grid"
              />
              <text x={PAD.left - 6} y={y(tick)} dy="0.32em" textAnchor="end" className="stats-chart__tick">
                {tick.toLocaleString('fr-FR')}
              </text>
            </g>
          ))}
          {weeks.map((week, i) => {
            const x = PAD.left + i * slot + (slot - barWidth) / 2;
            return (
              <g key={week.week}>
                {stackSegments(week.bySource, order).map((segment) => (
                  <rect
                    key={segment.key}
                    x={x}
                    width={barWidth}
                    y={y(segment.from + segment.value)}
                    height={y(segment.from) - y(segment.from + segment.value)}
                    fill={colourOf(segment.key)}
                    className="stats-chart__segment"
                  />
                ))}
                {i % stride === 0 && (
                  <text x={x + barWidth / 2} y={HEIGHT - 8} textAnchor="middle" className="stats-chart__tick">
                    {shortWeek(week.week)}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
      <ul className="stats-legend" aria-label="Légende">
        {order.map((key) => (
          <li key={key}>
            <span className="stats-legend__swatch" style={{ background: colourOf(key) }} aria-hidden="true" />
            {sourceName(key)}
          </li>
        ))}
      </ul>
      <ChartData
        caption="Demandes par semaine et par origine"
        columns={['Semaine du', ...order.map(sourceName), 'Total']}
        rows={weeks.map((week) => ({
          key: week.week,
          cells: [
            formatCalendarDay(week.week),
            ...order.map((key) => (week.bySource[key] ?? 0).toLocaleString('fr-FR')),
            week.total.toLocaleString('fr-FR'),
          ],
        }))}
      />
    </div>
  );
}
