import { CONTACT_STATUS_LABELS, ContactStatus } from '@contract/follow-up';
import type { ContactChange } from './follow-up-api';
import { formatPracticeDateTime } from '@contract/practice-time';

const statusLabel = (value: string | null) =>
  value === null
    ? 'aucun'
    : Object.prototype.hasOwnProperty.call(CONTACT_STATUS_LABELS, value)
      ? CONTACT_STATUS_LABELS[value as ContactStatus]
      : value;

const callBackLabel = (value: string | null) => (value ? formatPracticeDateTime(value) || value : 'aucune');

/** « Statut : Nouvelle → À rappeler, le 25 novembre 2026 à 10:02 » */
export function describeChange(change: ContactChange): string {
  const [label, from, to] =
    change.field === 'status'
      ? ['Statut', statusLabel(change.from), statusLabel(change.to)]
      : ['Date de rappel', callBackLabel(change.from), callBackLabel(change.to)];
  const at = formatPracticeDateTime(change.at);
  return `${label}\u00a0: ${from} → ${to}${at ? `, le ${at}` : ''}`;
}
