import type { Response } from 'express';
import { logger } from '../logging/json-logger';
import { CSV_BOM, csvLine } from './csv';

type Cells = (string | null | undefined)[];

/**
 * Streams a CSV file to the browser as its rows come, batch by batch, waiting whenever the
 * connection is slower than the database: the server's memory holds one batch, whatever the
 * number of rows. An error after the first bytes can no longer become an error status: the
 * connection is cut, so the download fails visibly instead of ending as a silently short file.
 */
export async function sendCsv(
  res: Response,
  fileName: string,
  header: string[],
  batches: AsyncIterable<Cells[]> | Iterable<Cells[]>,
): Promise<void> {
  res.setHeader('Content-Type', 'text/csv; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
  res.setHeader('Cache-Control', 'no-store');
  res.write(CSV_BOM + csvLine(header));
  try {
    for await (const rows of batches) {
      if (res.destroyed) return; // the browser went away: stop reading
      if (!res.write(rows.map(csvLine).join(''))) await drainedOrClosed(res);
    }
    res.end();
  } catch (error) {
    logger.error(
      `Export CSV interrompu : ${(error as Error)?.message ?? String(error)}`,
      undefined,
      'Export',
    );
    res.destroy();
  }
}

/** Each batch's items turned into cells, as they come. */
export async function* mapBatches<T>(
  batches: AsyncIterable<T[]>,
  toCells: (item: T) => Cells,
): AsyncGenerator<Cells[]> {
  for await (const batch of batches) yield batch.map(toCells);
}

/** Resolves when the connection can take more, or is gone; leaves no listener behind. */
function drainedOrClosed(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}
