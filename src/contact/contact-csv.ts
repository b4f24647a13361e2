import { csvDateTime } from '../common/listing/csv';
import type { ContactExportRow } from './contact.repository';
import { CONTACT_STATUS_LABELS } from '../contract/follow-up';
import { LEAD_SOURCE_LABELS, LeadSource } from '../contract/lead-sources';

export const CONTACT_COLUMNS = [
  'Nom',
  'E-mail',
  'Téléphone',
  'Service',
  'Sélections',
  'Message',
  'Source',
  'Page',
  'Date',
  'Consentement',
  'Version de la notice',
  'Statut',
  'À rappeler le',
  'Dernière note',
];

/** "Étape 1: Visage; Étape 2: Les lèvres", in the order the steps were answered. */
export function selectionsText(selections: Record<string, string> | null): string {
  return Object.values(selections ?? {})
    .map((label, index) => `Étape ${index + 1}: ${label}`)
    .join('; ');
}

function sourceLabel(source: string | null): string {
  if (!source) return '';
  return Object.prototype.hasOwnProperty.call(LEAD_SOURCE_LABELS, source)
    ? LEAD_SOURCE_LABELS[source as LeadSource]
    : source;
}

export function contactCsvCells(row: ContactExportRow): (string | null)[] {
  return [
    row.name,
    row.email,
    row.phone,
    row.service,
    selectionsText(row.selections),
    row.message,
    sourceLabel(row.source),
    row.page,
    csvDateTime(row.createdAt),
    row.consentAt ? csvDateTime(row.consentAt) : 'Non recueilli',
    row.noticeVersion,
    CONTACT_STATUS_LABELS[row.status] ?? row.status,
    row.followUpAt ? csvDateTime(row.followUpAt) : '',
    row.lastNote,
  ];
}
