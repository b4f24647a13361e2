import { useCallback, useState } from 'react';
import { downloadExport, EXPORTS, isUnauthorized, PageQuery } from './admin-api';
import { normalizeQuery } from './server-list';

export const EXPORT_FAILED = 'Erreur\u00a0: l’export a échoué. Veuillez réessayer.';

/** « Exporter (CSV) »: the server's file of every row matching the search, saved by the browser. */
export function useExport(list: keyof typeof EXPORTS, onUnauthorized: () => void) {
  const [exporting, setExporting] = useState(false);
  const [failed, setFailed] = useState(false);

  const start = useCallback(
    async (query: string, filter?: Pick<PageQuery, 'status'>) => {
      if (exporting) return; // one file at a time
      setExporting(true);
      setFailed(false);
      try {
        await downloadExport(list, normalizeQuery(query), filter);
      } catch (error) {
        if (isUnauthorized(error)) return onUnauthorized();
        setFailed(true);
      } finally {
        setExporting(false);
      }
    },
    [exporting, list, onUnauthorized],
  );

  return { exporting, failed, start };
}
