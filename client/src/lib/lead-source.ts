import { LeadSource, MAX_PAGE_LENGTH, PAGE_PATTERN } from '@contract/lead-sources';

/**
 * Where a contact request comes from (lead source): which form, and the path the
 * visitor was on, read when the form is sent. A path the server would refuse is left out
 * rather than risking the patient's request.
 */
export function leadSource(source: LeadSource): { source: LeadSource; page?: string } {
  const page = typeof window === 'undefined' ? '' : window.location.pathname;
  return page && page.length <= MAX_PAGE_LENGTH && PAGE_PATTERN.test(page) ? { source, page } : { source };
}
