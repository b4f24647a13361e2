import { LEAD_SOURCE_LABELS, LeadSource } from '@contract/lead-sources';

/** The first two chosen values, then an ellipsis when there are more. */
export function selectionPreview(selections: [string, string][]): string {
  if (selections.length === 0) return '—';
  const shown = selections
    .slice(0, 2)
    .map(([, label]) => label)
    .join(', ');
  return selections.length > 2 ? `${shown},\u00a0…` : shown;
}

/** The French label of a lead source; an unknown value is shown as it is, none as "". */
export function sourceLabel(source: string | null): string {
  if (!source) return '';
  return Object.prototype.hasOwnProperty.call(LEAD_SOURCE_LABELS, source)
    ? LEAD_SOURCE_LABELS[source as LeadSource]
    : source;
}
