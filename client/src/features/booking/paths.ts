/** The booking page and the page its cancellation link opens. */
export const BOOKING_PATHS = {
  booking: '/rendez-vous',
  cancel: '/rendez-vous/annulation',
} as const;

/** The link that cancels one appointment (kept by the patient, opened later). */
export function cancelLink(id: string, token: string): string {
  return `${BOOKING_PATHS.cancel}?${new URLSearchParams({ id, token })}`;
}
