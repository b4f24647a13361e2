const longDate = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  // Fixed, so the prerendered HTML and the browser agree whatever the visitor's time zone.
  timeZone: 'Africa/Tunis',
});

/** "11 février 2025" (and "1er mars 2025"), from an ISO date or timestamp. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso)).replace(/^1 /, '1er ');
}
