import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
import type { PageQuery } from './admin-api';
import { SearchBox } from './SearchBox';
import { MAX_SEARCH_LENGTH } from './server-list';
import { EXPORT_FAILED, useExport } from './use-export';
import type { useServerList } from './use-server-list';

/**
 * The top of a server list: its title, the search box and « Exporter (CSV) », then the
 * export's failure when it failed. The export holds every row matching the search (and the
 * filter), not only the pages shown.
 */
export function ListToolbar({
  title,
  titleId,
  search,
  list,
  exporter,
  filter,
}: {
  title: ReactNode;
  titleId: string;
  search: { id: string; label: string; placeholder: string };
  list: ReturnType<typeof useServerList<{ _id: string }>>;
  /** Absent for a role that may not export: no button then. */
  exporter?: ReturnType<typeof useExport>;
  /** The list's filter besides the search: the export holds the same rows. */
  filter?: Pick<PageQuery, 'status'>;
}) {
  return (
    <>
      <div className="admin-toolbar">
        <h2 id={titleId} className="admin-section__title">
          {title}
        </h2>
        <SearchBox
          {...search}
          value={list.query}
          onChange={list.setQuery}
          maxLength={MAX_SEARCH_LENGTH}
          busy={list.searching}
        />
        {exporter && (
          <button
            type="button"
            className="admin-button"
            onClick={() => void exporter.start(list.query, filter)}
            disabled={list.total === 0}
            aria-disabled={exporter.exporting || undefined}
            aria-busy={exporter.exporting || undefined}
          >
            <Download aria-hidden="true" />
            Exporter (CSV)
          </button>
        )}
      </div>
      {exporter?.failed && (
        <p className="admin-error admin-error--inline" role="alert">
          {EXPORT_FAILED}
        </p>
      )}
    </>
  );
}
