import type { ReactNode } from 'react';

/** A chart's figures as a table, under « Voir les chiffres »: the chart's text alternative. */
export function ChartData({
  caption,
  columns,
  rows,
}: {
  caption: string;
  columns: string[];
  rows: { key: string; cells: ReactNode[] }[];
}) {
  return (
    <details className="chart-data">
      <summary>
        Voir les chiffres<span className="visually-hidden"> ({caption})</span>
      </summary>
      {/* Focusable, so that a table wider than a phone can be scrolled from the keyboard. */}
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={caption}>
        <table className="admin-table admin-table--stack">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, i) => (
                <th key={column} scope="col" className={i > 0 ? 'chart-data__number' : undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ key, cells }) => (
              <tr key={key}>
                {cells.map((cell, i) =>
                  i === 0 ? (
                    <th key={i} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={i} className="chart-data__number" data-label={columns[i]}>
                      {cell}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
