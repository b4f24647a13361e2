import type { AuditDetail } from '../contract/audit-detail';
import { searchKind } from '../contract/audit-detail';

/** What an admin list or export was asked, as its query string gives it. */
export interface ListQueryShape {
  q?: string;
  before?: string;
  limit?: number;
  status?: string;
  due?: string;
}

/**
 * The shape of a list's query for the journal: which filters and page, and whether a search
 * was typed and what it looked like (an address, a number, a text), never the text itself,
 * which may be a patient's name.
 */
export function queryShape(query: ListQueryShape, paged = true): AuditDetail {
  const detail: AuditDetail = {};
  if (query.q) detail.q = searchKind(query.q);
  if (query.status) detail.status = query.status;
  if (query.due === '1') detail.due = true;
  if (paged) {
    detail.page = query.before ? 'suivante' : 'première';
    if (query.limit !== undefined) detail.limit = query.limit;
  }
  return detail;
}
